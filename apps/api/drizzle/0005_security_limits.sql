CREATE TABLE "failed_attempts" (
	"subject" varchar(100) PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "phone_verifications_e164_idx" ON "phone_verifications" USING btree ("e164","created_at");--> statement-breakpoint
CREATE INDEX "phone_verifications_created_idx" ON "phone_verifications" USING btree ("created_at");