CREATE TABLE "offer_data_set_queue" (
	"id" serial PRIMARY KEY NOT NULL,
	"offer_id" integer NOT NULL,
	"client_user_id" integer NOT NULL,
	"client_brand_id" integer,
	"is_anonymize" boolean NOT NULL,
	"pipeline_status" smallint,
	"locale" varchar(2) NOT NULL,
	"status" smallint DEFAULT 14 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"file_key" varchar(128),
	"error_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "offer_data_set_queue_status" CHECK ("offer_data_set_queue"."status" in (14, 15, 16))
);
--> statement-breakpoint
ALTER TABLE "offer_data_set_queue" ADD CONSTRAINT "offer_data_set_queue_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_data_set_queue" ADD CONSTRAINT "offer_data_set_queue_client_user_id_users_id_fk" FOREIGN KEY ("client_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_data_set_queue" ADD CONSTRAINT "offer_data_set_queue_client_brand_id_client_brands_id_fk" FOREIGN KEY ("client_brand_id") REFERENCES "public"."client_brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offer_data_set_queue_one_pending_idx" ON "offer_data_set_queue" USING btree ("offer_id") WHERE "offer_data_set_queue"."status" = 14;--> statement-breakpoint
CREATE INDEX "offer_data_set_queue_offer_idx" ON "offer_data_set_queue" USING btree ("offer_id","created_at");