CREATE TABLE "discarded_files" (
	"storage_key" varchar(128) PRIMARY KEY NOT NULL,
	"discarded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- A document pack's ZIP outlives its row otherwise: the row goes by cascade with its offer or the employer's account.
CREATE FUNCTION "discard_offer_data_set_file"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "discarded_files" ("storage_key") VALUES (OLD."file_key") ON CONFLICT DO NOTHING;
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "offer_data_set_queue_discard_file" AFTER DELETE ON "offer_data_set_queue" FOR EACH ROW WHEN (OLD."file_key" IS NOT NULL) EXECUTE FUNCTION "discard_offer_data_set_file"();
