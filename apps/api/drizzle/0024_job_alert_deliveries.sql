CREATE TABLE "job_alert_sent_offers" (
	"candidate_user_id" integer NOT NULL,
	"offer_id" integer NOT NULL,
	"alert_id" integer,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "job_alert_sent_offers_candidate_user_id_offer_id_pk" PRIMARY KEY("candidate_user_id","offer_id")
);
--> statement-breakpoint
ALTER TABLE "job_alerts" ADD COLUMN "unsubscribed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_alert_sent_offers" ADD CONSTRAINT "job_alert_sent_offers_candidate_user_id_users_id_fk" FOREIGN KEY ("candidate_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alert_sent_offers" ADD CONSTRAINT "job_alert_sent_offers_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alert_sent_offers" ADD CONSTRAINT "job_alert_sent_offers_alert_id_job_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."job_alerts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_alert_sent_offers_offer_idx" ON "job_alert_sent_offers" USING btree ("offer_id");--> statement-breakpoint
CREATE INDEX "job_alert_sent_offers_alert_idx" ON "job_alert_sent_offers" USING btree ("alert_id");