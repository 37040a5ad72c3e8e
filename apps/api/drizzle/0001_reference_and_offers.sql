CREATE TABLE "reference_entries" (
	"kind" varchar(40) NOT NULL,
	"id" integer NOT NULL,
	"parent_id" integer,
	"code" varchar(40),
	"position" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"title" jsonb NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reference_entries_kind_id_pk" PRIMARY KEY("kind","id")
);
--> statement-breakpoint
CREATE TABLE "reference_versions" (
	"name" varchar(40) PRIMARY KEY NOT NULL,
	"version" varchar(40) NOT NULL,
	"entries" integer DEFAULT 0 NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_user_id" integer NOT NULL,
	"name" varchar(200) NOT NULL,
	"logo_path" varchar(300),
	"logo_thumbnail_path" varchar(300),
	"is_main" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_views" (
	"offer_id" integer NOT NULL,
	"visitor_hash" varchar(64) NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "offer_views_unique" UNIQUE("offer_id","visitor_hash","day")
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"slug" varchar(200) NOT NULL,
	"client_user_id" integer NOT NULL,
	"client_brand_id" integer,
	"status" smallint DEFAULT 1 NOT NULL,
	"industry_id" integer NOT NULL,
	"profession_id" integer NOT NULL,
	"profession_class_id" integer,
	"number_of_vacancies" integer DEFAULT 1 NOT NULL,
	"min_experience" smallint DEFAULT 0 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"notes" text,
	"work_start_at" date,
	"work_end_at" date,
	"work_location_state_id" integer,
	"all_state" boolean DEFAULT false NOT NULL,
	"work_location_region_id" integer,
	"work_location_city_id" integer,
	"is_constant_work" boolean DEFAULT true NOT NULL,
	"is_flexible_work" boolean DEFAULT false NOT NULL,
	"work_rotational" boolean DEFAULT false NOT NULL,
	"work_overtime" boolean DEFAULT false NOT NULL,
	"work_daily_hours" numeric(4, 2),
	"work_month_days" smallint,
	"salary_gross_min" numeric(10, 2),
	"salary_gross_max" numeric(10, 2),
	"salary_currency" char(3),
	"salary_daily_min" numeric(10, 2),
	"salary_month_min" numeric(10, 2),
	"is_salary_gross" boolean DEFAULT true NOT NULL,
	"show_salary_gross" boolean DEFAULT true NOT NULL,
	"show_salary_daily" boolean DEFAULT false NOT NULL,
	"show_salary_month" boolean DEFAULT false NOT NULL,
	"salary_type" smallint,
	"publication_at" timestamp with time zone,
	"end_publication_at" timestamp with time zone,
	"requirements" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"required_documents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"languages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rewards" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"benefits" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"we_offers" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"contract_types" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"work_systems" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"regions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"flexible_works" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "offers_vacancies_check" CHECK ("offers"."number_of_vacancies" >= 0),
	CONSTRAINT "offers_min_experience_check" CHECK ("offers"."min_experience" between 0 and 80),
	CONSTRAINT "offers_daily_hours_check" CHECK ("offers"."work_daily_hours" is null or "offers"."work_daily_hours" between 0 and 16),
	CONSTRAINT "offers_month_days_check" CHECK ("offers"."work_month_days" is null or "offers"."work_month_days" between 0 and 30),
	CONSTRAINT "offers_salary_range_check" CHECK ("offers"."salary_gross_min" is null or "offers"."salary_gross_max" is null or "offers"."salary_gross_min" <= "offers"."salary_gross_max"),
	CONSTRAINT "offers_salary_non_negative_check" CHECK (coalesce("offers"."salary_gross_min", 0) >= 0 and coalesce("offers"."salary_daily_min", 0) >= 0 and coalesce("offers"."salary_month_min", 0) >= 0),
	CONSTRAINT "offers_work_period_check" CHECK ("offers"."work_end_at" is null or "offers"."work_start_at" is null or "offers"."work_end_at" >= "offers"."work_start_at"),
	CONSTRAINT "offers_publication_window_check" CHECK ("offers"."end_publication_at" is null or "offers"."publication_at" is null or "offers"."end_publication_at" > "offers"."publication_at")
);
--> statement-breakpoint
ALTER TABLE "client_brands" ADD CONSTRAINT "client_brands_client_user_id_users_id_fk" FOREIGN KEY ("client_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_views" ADD CONSTRAINT "offer_views_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_client_user_id_users_id_fk" FOREIGN KEY ("client_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_client_brand_id_client_brands_id_fk" FOREIGN KEY ("client_brand_id") REFERENCES "public"."client_brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reference_entries_parent_idx" ON "reference_entries" USING btree ("kind","parent_id");--> statement-breakpoint
CREATE INDEX "client_brands_client_idx" ON "client_brands" USING btree ("client_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "client_brands_one_main_idx" ON "client_brands" USING btree ("client_user_id") WHERE "client_brands"."is_main";--> statement-breakpoint
CREATE INDEX "offers_public_publication_idx" ON "offers" USING btree ("publication_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "offers"."status" = 2;--> statement-breakpoint
CREATE INDEX "offers_public_industry_idx" ON "offers" USING btree ("industry_id","publication_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "offers"."status" = 2;--> statement-breakpoint
CREATE INDEX "offers_public_profession_idx" ON "offers" USING btree ("profession_id","publication_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "offers"."status" = 2;--> statement-breakpoint
CREATE INDEX "offers_public_country_idx" ON "offers" USING btree ("work_location_state_id","publication_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "offers"."status" = 2;--> statement-breakpoint
CREATE INDEX "offers_public_work_start_idx" ON "offers" USING btree ("work_start_at","id") WHERE "offers"."status" = 2;--> statement-breakpoint
CREATE INDEX "offers_public_work_end_idx" ON "offers" USING btree ("work_end_at","id") WHERE "offers"."status" = 2;--> statement-breakpoint
CREATE INDEX "offers_public_slug_idx" ON "offers" USING btree ("slug") WHERE "offers"."status" = 2;--> statement-breakpoint
CREATE INDEX "offers_client_status_idx" ON "offers" USING btree ("client_user_id","status","created_at" DESC NULLS LAST);