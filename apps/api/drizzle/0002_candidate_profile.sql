CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_user_id" integer,
	"filename" varchar(64) NOT NULL,
	"original_name" varchar(255) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"mime_type" varchar(100) NOT NULL,
	"size_bytes" integer NOT NULL,
	"has_thumbnail" boolean DEFAULT false NOT NULL,
	"purpose" varchar(32) DEFAULT 'general' NOT NULL,
	"is_temporary" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attached_at" timestamp with time zone,
	"discarded_at" timestamp with time zone,
	CONSTRAINT "files_filename_unique" UNIQUE("filename"),
	CONSTRAINT "files_kind" CHECK ("files"."kind" in ('jpeg', 'png', 'pdf', 'doc', 'docx')),
	CONSTRAINT "files_size" CHECK ("files"."size_bytes" > 0)
);
--> statement-breakpoint
CREATE TABLE "phone_verifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"e164" varchar(20) NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"superseded_at" timestamp with time zone,
	CONSTRAINT "phone_verifications_attempts" CHECK ("phone_verifications"."attempts" between 0 and 5)
);
--> statement-breakpoint
CREATE TABLE "candidate_contract_types" (
	"user_id" integer NOT NULL,
	"contract_type_id" smallint NOT NULL,
	CONSTRAINT "candidate_contract_types_user_id_contract_type_id_pk" PRIMARY KEY("user_id","contract_type_id")
);
--> statement-breakpoint
CREATE TABLE "candidate_flexible_works" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"months" smallint[] NOT NULL,
	"days" smallint[] NOT NULL,
	"hour_from" varchar(5),
	"hour_to" varchar(5),
	CONSTRAINT "candidate_flexible_works_position" UNIQUE("user_id","position"),
	CONSTRAINT "candidate_flexible_works_months" CHECK ("candidate_flexible_works"."months" <@ array[1,2,3,4,5,6,7,8,9,10,11,12]::smallint[]),
	CONSTRAINT "candidate_flexible_works_days" CHECK ("candidate_flexible_works"."days" <@ array[1,2,3,4,5,6,7]::smallint[]),
	CONSTRAINT "candidate_flexible_works_from" CHECK ("candidate_flexible_works"."hour_from" is null or "candidate_flexible_works"."hour_from" ~ '^([01][0-9]|2[0-3]):(00|15|30|45)$'),
	CONSTRAINT "candidate_flexible_works_to" CHECK ("candidate_flexible_works"."hour_to" is null or "candidate_flexible_works"."hour_to" ~ '^([01][0-9]|2[0-3]):(00|15|30|45)$')
);
--> statement-breakpoint
CREATE TABLE "candidate_languages" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"language_code" varchar(3) NOT NULL,
	"language_proficiency" smallint NOT NULL,
	CONSTRAINT "candidate_languages_language" UNIQUE("user_id","language_code"),
	CONSTRAINT "candidate_languages_position" UNIQUE("user_id","position")
);
--> statement-breakpoint
CREATE TABLE "candidate_phones" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"country" varchar(2) NOT NULL,
	"number" varchar(20) NOT NULL,
	"e164" varchar(20) NOT NULL,
	"is_confirmed" boolean DEFAULT false NOT NULL,
	CONSTRAINT "candidate_phones_number" UNIQUE("user_id","e164"),
	CONSTRAINT "candidate_phones_position" UNIQUE("user_id","position")
);
--> statement-breakpoint
CREATE TABLE "candidate_preferred_contact_times" (
	"user_id" integer NOT NULL,
	"contact_time_id" smallint NOT NULL,
	CONSTRAINT "candidate_preferred_contact_times_user_id_contact_time_id_pk" PRIMARY KEY("user_id","contact_time_id")
);
--> statement-breakpoint
CREATE TABLE "candidate_profession_files" (
	"profession_entry_id" integer NOT NULL,
	"file_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"title" varchar(200) NOT NULL,
	CONSTRAINT "candidate_profession_files_profession_entry_id_file_id_pk" PRIMARY KEY("profession_entry_id","file_id"),
	CONSTRAINT "candidate_profession_files_file_id_unique" UNIQUE("file_id")
);
--> statement-breakpoint
CREATE TABLE "candidate_profession_items" (
	"profession_entry_id" integer NOT NULL,
	"kind" varchar(24) NOT NULL,
	"item_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"rating" numeric(2, 1),
	CONSTRAINT "candidate_profession_items_profession_entry_id_kind_item_id_pk" PRIMARY KEY("profession_entry_id","kind","item_id"),
	CONSTRAINT "candidate_profession_items_rating" CHECK ("candidate_profession_items"."rating" is null or ("candidate_profession_items"."rating" between 0 and 5 and "candidate_profession_items"."rating" * 2 = floor("candidate_profession_items"."rating" * 2))),
	CONSTRAINT "candidate_profession_items_kind" CHECK ("candidate_profession_items"."kind" in ('certificates', 'experiences', 'skillsProfessionals', 'skillsTechnicals', 'skillsAdditionals', 'productionStages', 'productionMaterials', 'productionMethods', 'productionUses')),
	CONSTRAINT "candidate_profession_items_rated_kinds" CHECK (("candidate_profession_items"."kind" in ('skillsProfessionals', 'productionMaterials')) = ("candidate_profession_items"."rating" is not null))
);
--> statement-breakpoint
CREATE TABLE "candidate_professions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"industry_id" integer NOT NULL,
	"profession_id" integer NOT NULL,
	"profession_class_id" integer NOT NULL,
	CONSTRAINT "candidate_professions_profession" UNIQUE("user_id","profession_id"),
	CONSTRAINT "candidate_professions_position" UNIQUE("user_id","position"),
	CONSTRAINT "candidate_professions_max_5" CHECK ("candidate_professions"."position" between 0 and 4)
);
--> statement-breakpoint
CREATE TABLE "candidate_work_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"profession_entry_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"worked_for" varchar(200) NOT NULL,
	"country" varchar(2) NOT NULL,
	"years" smallint NOT NULL,
	"months" smallint NOT NULL,
	"have_references" boolean DEFAULT false NOT NULL,
	"reference_note" text,
	"reference_first_name" varchar(80),
	"reference_last_name" varchar(80),
	"reference_email" varchar(180),
	"reference_phone_country" varchar(2),
	"reference_phone_number" varchar(20),
	CONSTRAINT "candidate_work_entries_years" CHECK ("candidate_work_entries"."years" between 0 and 80),
	CONSTRAINT "candidate_work_entries_months" CHECK ("candidate_work_entries"."months" between 0 and 12),
	CONSTRAINT "candidate_work_entries_time" CHECK ("candidate_work_entries"."years" + "candidate_work_entries"."months" > 0),
	CONSTRAINT "candidate_work_entries_references" CHECK (not "candidate_work_entries"."have_references" or ("candidate_work_entries"."reference_first_name" is not null and "candidate_work_entries"."reference_last_name" is not null and "candidate_work_entries"."reference_email" is not null))
);
--> statement-breakpoint
CREATE TABLE "candidate_work_entry_files" (
	"work_entry_id" integer NOT NULL,
	"file_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"title" varchar(200) NOT NULL,
	CONSTRAINT "candidate_work_entry_files_work_entry_id_file_id_pk" PRIMARY KEY("work_entry_id","file_id"),
	CONSTRAINT "candidate_work_entry_files_file_id_unique" UNIQUE("file_id")
);
--> statement-breakpoint
CREATE TABLE "candidate_work_location_cities" (
	"work_location_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "candidate_work_location_cities_work_location_id_city_id_pk" PRIMARY KEY("work_location_id","city_id")
);
--> statement-breakpoint
CREATE TABLE "candidate_work_location_documents" (
	"work_location_id" integer NOT NULL,
	"document_id" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "candidate_work_location_documents_work_location_id_document_id_pk" PRIMARY KEY("work_location_id","document_id")
);
--> statement-breakpoint
CREATE TABLE "candidate_work_location_files" (
	"work_location_id" integer NOT NULL,
	"file_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"title" varchar(200) NOT NULL,
	CONSTRAINT "candidate_work_location_files_work_location_id_file_id_pk" PRIMARY KEY("work_location_id","file_id"),
	CONSTRAINT "candidate_work_location_files_file_id_unique" UNIQUE("file_id")
);
--> statement-breakpoint
CREATE TABLE "candidate_work_location_regions" (
	"work_location_id" integer NOT NULL,
	"region_id" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "candidate_work_location_regions_work_location_id_region_id_pk" PRIMARY KEY("work_location_id","region_id")
);
--> statement-breakpoint
CREATE TABLE "candidate_work_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"country_id" integer NOT NULL,
	"all_state" boolean NOT NULL,
	"rating" numeric(2, 1),
	"salary_amount" integer NOT NULL,
	"salary_currency" varchar(3) NOT NULL,
	CONSTRAINT "candidate_work_locations_country" UNIQUE("user_id","country_id"),
	CONSTRAINT "candidate_work_locations_position" UNIQUE("user_id","position"),
	CONSTRAINT "candidate_work_locations_max_3" CHECK ("candidate_work_locations"."position" between 0 and 2),
	CONSTRAINT "candidate_work_locations_rating" CHECK ("candidate_work_locations"."rating" is null or ("candidate_work_locations"."rating" between 0 and 5 and "candidate_work_locations"."rating" * 2 = floor("candidate_work_locations"."rating" * 2))),
	CONSTRAINT "candidate_work_locations_salary" CHECK ("candidate_work_locations"."salary_amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "candidate_work_systems" (
	"user_id" integer NOT NULL,
	"work_system_id" smallint NOT NULL,
	CONSTRAINT "candidate_work_systems_user_id_work_system_id_pk" PRIMARY KEY("user_id","work_system_id")
);
--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD COLUMN "sex" smallint;--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD COLUMN "date_of_birth" date;--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD COLUMN "country_of_nationality" varchar(2);--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD COLUMN "country_of_residence" varchar(2);--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD COLUMN "native_language" varchar(3);--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD COLUMN "is_available" boolean;--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD COLUMN "available_from" date;--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD COLUMN "is_constant_work" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD COLUMN "is_flexible_work" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_verifications" ADD CONSTRAINT "phone_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_contract_types" ADD CONSTRAINT "candidate_contract_types_user_id_candidate_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."candidate_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_flexible_works" ADD CONSTRAINT "candidate_flexible_works_user_id_candidate_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."candidate_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_languages" ADD CONSTRAINT "candidate_languages_user_id_candidate_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."candidate_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_phones" ADD CONSTRAINT "candidate_phones_user_id_candidate_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."candidate_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_preferred_contact_times" ADD CONSTRAINT "candidate_preferred_contact_times_user_id_candidate_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."candidate_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_profession_files" ADD CONSTRAINT "candidate_profession_files_profession_entry_id_candidate_professions_id_fk" FOREIGN KEY ("profession_entry_id") REFERENCES "public"."candidate_professions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_profession_files" ADD CONSTRAINT "candidate_profession_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_profession_items" ADD CONSTRAINT "candidate_profession_items_profession_entry_id_candidate_professions_id_fk" FOREIGN KEY ("profession_entry_id") REFERENCES "public"."candidate_professions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_professions" ADD CONSTRAINT "candidate_professions_user_id_candidate_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."candidate_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_work_entries" ADD CONSTRAINT "candidate_work_entries_profession_entry_id_candidate_professions_id_fk" FOREIGN KEY ("profession_entry_id") REFERENCES "public"."candidate_professions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_work_entry_files" ADD CONSTRAINT "candidate_work_entry_files_work_entry_id_candidate_work_entries_id_fk" FOREIGN KEY ("work_entry_id") REFERENCES "public"."candidate_work_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_work_entry_files" ADD CONSTRAINT "candidate_work_entry_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_work_location_cities" ADD CONSTRAINT "candidate_work_location_cities_work_location_id_candidate_work_locations_id_fk" FOREIGN KEY ("work_location_id") REFERENCES "public"."candidate_work_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_work_location_documents" ADD CONSTRAINT "candidate_work_location_documents_work_location_id_candidate_work_locations_id_fk" FOREIGN KEY ("work_location_id") REFERENCES "public"."candidate_work_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_work_location_files" ADD CONSTRAINT "candidate_work_location_files_work_location_id_candidate_work_locations_id_fk" FOREIGN KEY ("work_location_id") REFERENCES "public"."candidate_work_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_work_location_files" ADD CONSTRAINT "candidate_work_location_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_work_location_regions" ADD CONSTRAINT "candidate_work_location_regions_work_location_id_candidate_work_locations_id_fk" FOREIGN KEY ("work_location_id") REFERENCES "public"."candidate_work_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_work_locations" ADD CONSTRAINT "candidate_work_locations_user_id_candidate_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."candidate_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_work_systems" ADD CONSTRAINT "candidate_work_systems_user_id_candidate_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."candidate_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_owner_idx" ON "files" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "files_cleanup_idx" ON "files" USING btree ("is_temporary","created_at");--> statement-breakpoint
CREATE INDEX "phone_verifications_user_idx" ON "phone_verifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "candidate_work_entries_profession_idx" ON "candidate_work_entries" USING btree ("profession_entry_id");--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD CONSTRAINT "candidate_profiles_wizard_step" CHECK ("candidate_profiles"."wizard_step" = 0 or "candidate_profiles"."wizard_step" between 2 and 8);--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD CONSTRAINT "candidate_profiles_available_status" CHECK ("candidate_profiles"."available_status" between 1 and 4);--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD CONSTRAINT "candidate_profiles_birth_date" CHECK ("candidate_profiles"."date_of_birth" is null or "candidate_profiles"."date_of_birth" >= date '1950-01-01');