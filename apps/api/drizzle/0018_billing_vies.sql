ALTER TABLE "client_profiles" ADD COLUMN "vies_valid" boolean;--> statement-breakpoint
ALTER TABLE "client_profiles" ADD COLUMN "vies_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "client_profiles" ADD COLUMN "vies_answer" jsonb;