CREATE TABLE "candidate_match_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"eligible" boolean NOT NULL,
	"industry_ids" integer[] NOT NULL,
	"profession_ids" integer[] NOT NULL,
	"skill_ids" integer[] NOT NULL,
	"country_ids" integer[] NOT NULL,
	"profile" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "candidate_match_profiles" ADD CONSTRAINT "candidate_match_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_match_profiles_industry_idx" ON "candidate_match_profiles" USING gin ("industry_ids") WHERE "candidate_match_profiles"."eligible";--> statement-breakpoint
CREATE INDEX "candidate_match_profiles_profession_idx" ON "candidate_match_profiles" USING gin ("profession_ids") WHERE "candidate_match_profiles"."eligible";--> statement-breakpoint
CREATE INDEX "candidate_match_profiles_skill_idx" ON "candidate_match_profiles" USING gin ("skill_ids") WHERE "candidate_match_profiles"."eligible";--> statement-breakpoint
CREATE INDEX "candidate_match_profiles_country_idx" ON "candidate_match_profiles" USING gin ("country_ids") WHERE "candidate_match_profiles"."eligible";