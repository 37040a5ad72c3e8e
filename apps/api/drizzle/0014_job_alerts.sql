CREATE TABLE "job_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"candidate_user_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"frequency" varchar(16) NOT NULL,
	"params" jsonb,
	"min_score" smallint,
	"seen_published_at" timestamp with time zone NOT NULL,
	"seen_offer_id" integer DEFAULT 0 NOT NULL,
	"last_digest_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD CONSTRAINT "job_alerts_candidate_user_id_users_id_fk" FOREIGN KEY ("candidate_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_alerts_candidate_idx" ON "job_alerts" USING btree ("candidate_user_id","id");