CREATE TABLE "ksef_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"session_reference_number" varchar(60),
	"invoice_reference_number" varchar(60),
	"ksef_number" varchar(60),
	"upo" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"status_checks" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	CONSTRAINT "ksef_submissions_invoice_id_unique" UNIQUE("invoice_id"),
	CONSTRAINT "ksef_submissions_status_check" CHECK ("ksef_submissions"."status" in ('pending', 'sent', 'accepted', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "ksef_submissions" ADD CONSTRAINT "ksef_submissions_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ksef_submissions_open_idx" ON "ksef_submissions" USING btree ("status") WHERE "ksef_submissions"."status" in ('pending', 'sent');