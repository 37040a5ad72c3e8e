ALTER TABLE "invoices" DROP CONSTRAINT "invoices_client_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "ksef_submissions" DROP CONSTRAINT "ksef_submissions_invoice_id_invoices_id_fk";
--> statement-breakpoint
ALTER TABLE "payment_attempts" DROP CONSTRAINT "payment_attempts_order_id_shop_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "shop_order_items" DROP CONSTRAINT "shop_order_items_order_id_shop_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "shop_orders" DROP CONSTRAINT "shop_orders_client_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "client_user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_orders" ALTER COLUMN "client_user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_client_user_id_users_id_fk" FOREIGN KEY ("client_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ksef_submissions" ADD CONSTRAINT "ksef_submissions_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_order_id_shop_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_items" ADD CONSTRAINT "shop_order_items_order_id_shop_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_client_user_id_users_id_fk" FOREIGN KEY ("client_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Money records stay whatever happens to the accounts and offers they name: an invoice is kept five years
-- from the end of its tax year (art. 112 of the VAT act) and its number leaves no gap. No path deletes them.
CREATE FUNCTION "refuse_money_record_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'money records are kept: rows of % are never deleted', TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "shop_orders_kept" BEFORE DELETE ON "shop_orders" FOR EACH ROW EXECUTE FUNCTION "refuse_money_record_delete"();
--> statement-breakpoint
CREATE TRIGGER "shop_order_items_kept" BEFORE DELETE ON "shop_order_items" FOR EACH ROW EXECUTE FUNCTION "refuse_money_record_delete"();
--> statement-breakpoint
CREATE TRIGGER "payment_attempts_kept" BEFORE DELETE ON "payment_attempts" FOR EACH ROW EXECUTE FUNCTION "refuse_money_record_delete"();
--> statement-breakpoint
CREATE TRIGGER "invoices_kept" BEFORE DELETE ON "invoices" FOR EACH ROW EXECUTE FUNCTION "refuse_money_record_delete"();
--> statement-breakpoint
CREATE TRIGGER "invoice_counters_kept" BEFORE DELETE ON "invoice_counters" FOR EACH ROW EXECUTE FUNCTION "refuse_money_record_delete"();
--> statement-breakpoint
CREATE TRIGGER "ksef_submissions_kept" BEFORE DELETE ON "ksef_submissions" FOR EACH ROW EXECUTE FUNCTION "refuse_money_record_delete"();
--> statement-breakpoint
-- When the buyer's account is erased (the foreign key sets it null), the contact e-mail leaves the order and
-- the invoice's record; the company as invoiced (name, address, tax id) stays. The invoice never printed it.
CREATE FUNCTION "forget_erased_buyer_contact"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."buyer" := jsonb_set(NEW."buyer", '{email}', '""'::jsonb);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "shop_orders_forget_erased_buyer" BEFORE UPDATE OF "client_user_id" ON "shop_orders" FOR EACH ROW WHEN (OLD."client_user_id" IS NOT NULL AND NEW."client_user_id" IS NULL) EXECUTE FUNCTION "forget_erased_buyer_contact"();
--> statement-breakpoint
CREATE TRIGGER "invoices_forget_erased_buyer" BEFORE UPDATE OF "client_user_id" ON "invoices" FOR EACH ROW WHEN (OLD."client_user_id" IS NOT NULL AND NEW."client_user_id" IS NULL) EXECUTE FUNCTION "forget_erased_buyer_contact"();
