CREATE TABLE "offer_matches" (
	"offer_id" integer NOT NULL,
	"candidate_user_id" integer NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"score" smallint NOT NULL,
	"breakdown" jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"engine_version" smallint NOT NULL,
	CONSTRAINT "offer_matches_offer_id_candidate_user_id_pk" PRIMARY KEY("offer_id","candidate_user_id"),
	CONSTRAINT "offer_matches_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "offer_matches_score" CHECK ("offer_matches"."score" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "offer_candidate_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"offer_candidate_id" integer NOT NULL,
	"changed_by_user_id" integer,
	"from_status" smallint,
	"to_status" smallint NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_candidates" (
	"id" serial PRIMARY KEY NOT NULL,
	"offer_id" integer NOT NULL,
	"candidate_user_id" integer NOT NULL,
	"status" smallint DEFAULT 8 NOT NULL,
	"applied_at" timestamp with time zone,
	"available_from" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offer_candidates_pair" UNIQUE("offer_id","candidate_user_id"),
	CONSTRAINT "offer_candidates_status" CHECK ("offer_candidates"."status" in (8, 9, 10, 11, 12, 19, 20))
);
--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD COLUMN "pipeline_status_mails" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "offer_matches" ADD CONSTRAINT "offer_matches_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_matches" ADD CONSTRAINT "offer_matches_candidate_user_id_users_id_fk" FOREIGN KEY ("candidate_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_candidate_history" ADD CONSTRAINT "offer_candidate_history_offer_candidate_id_offer_candidates_id_fk" FOREIGN KEY ("offer_candidate_id") REFERENCES "public"."offer_candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_candidate_history" ADD CONSTRAINT "offer_candidate_history_changed_by_user_id_users_id_fk" FOREIGN KEY ("changed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_candidates" ADD CONSTRAINT "offer_candidates_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_candidates" ADD CONSTRAINT "offer_candidates_candidate_user_id_users_id_fk" FOREIGN KEY ("candidate_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offer_matches_candidate_idx" ON "offer_matches" USING btree ("candidate_user_id","score" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "offer_matches_offer_idx" ON "offer_matches" USING btree ("offer_id","score" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "offer_candidate_history_entry_idx" ON "offer_candidate_history" USING btree ("offer_candidate_id","changed_at");--> statement-breakpoint
CREATE INDEX "offer_candidates_offer_status_idx" ON "offer_candidates" USING btree ("offer_id","status");--> statement-breakpoint
CREATE INDEX "offer_candidates_candidate_idx" ON "offer_candidates" USING btree ("candidate_user_id");