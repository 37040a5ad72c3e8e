CREATE TABLE "pipeline_stage_mails" (
	"offer_candidate_id" integer PRIMARY KEY NOT NULL,
	"status_before" smallint NOT NULL,
	"held_since" timestamp with time zone NOT NULL,
	"send_after" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pipeline_stage_mails" ADD CONSTRAINT "pipeline_stage_mails_offer_candidate_id_offer_candidates_id_fk" FOREIGN KEY ("offer_candidate_id") REFERENCES "public"."offer_candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pipeline_stage_mails_due_idx" ON "pipeline_stage_mails" USING btree ("send_after");