CREATE TABLE "candidate_profile_purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_user_id" integer NOT NULL,
	"candidate_user_id" integer NOT NULL,
	"order_id" integer,
	"subscription_id" integer,
	"purchased_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidate_profile_purchases_pair" UNIQUE("client_user_id","candidate_user_id")
);
--> statement-breakpoint
CREATE TABLE "client_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"order_id" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"quota_publications" integer NOT NULL,
	"quota_profiles" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"period" varchar(7) PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" varchar(40) NOT NULL,
	"order_id" integer NOT NULL,
	"client_user_id" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"issue_date" date NOT NULL,
	"sale_date" date NOT NULL,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"vat_treatment" varchar(20) NOT NULL,
	"tax_rate" smallint NOT NULL,
	"total_net" integer NOT NULL,
	"total_vat" integer NOT NULL,
	"total_gross" integer NOT NULL,
	"currency" char(3) NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "payment_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"provider" varchar(20) NOT NULL,
	"session_id" varchar(100) NOT NULL,
	"token" varchar(100),
	"amount" integer NOT NULL,
	"currency" char(3) NOT NULL,
	"method" integer,
	"payment_url" text,
	"url_return" text NOT NULL,
	"state" varchar(20) DEFAULT 'pending' NOT NULL,
	"provider_order_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "payment_attempts_session_id_unique" UNIQUE("session_id"),
	CONSTRAINT "payment_attempts_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "shop_cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"cart_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"offer_id" integer,
	"candidate_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_cart_items_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "shop_carts" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"client_user_id" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_carts_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "shop_carts_client_user_id_unique" UNIQUE("client_user_id")
);
--> statement-breakpoint
CREATE TABLE "shop_order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"product_type" varchar(40) NOT NULL,
	"product_name" jsonb NOT NULL,
	"unit_net" integer NOT NULL,
	"offer_id" integer,
	"candidate_user_id" integer,
	CONSTRAINT "shop_order_items_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "shop_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"client_user_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"currency" char(3) DEFAULT 'PLN' NOT NULL,
	"vat_treatment" varchar(20) NOT NULL,
	"tax_rate" smallint NOT NULL,
	"total_net" integer NOT NULL,
	"total_vat" integer NOT NULL,
	"total_gross" integer NOT NULL,
	"buyer" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "shop_orders_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "shop_orders_status" CHECK ("shop_orders"."status" between 1 and 7)
);
--> statement-breakpoint
CREATE TABLE "shop_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid NOT NULL,
	"code" varchar(60) NOT NULL,
	"type" varchar(40) NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"features" jsonb NOT NULL,
	"price_net" integer NOT NULL,
	"price_regular_net" integer,
	"currency" char(3) DEFAULT 'PLN' NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date,
	"is_main" boolean DEFAULT false NOT NULL,
	"is_additional" boolean DEFAULT false NOT NULL,
	"is_popular" boolean DEFAULT false NOT NULL,
	"is_promotion" boolean DEFAULT false NOT NULL,
	"list_in_tree" boolean DEFAULT true NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"months" smallint,
	"quota_publications" integer,
	"quota_profiles" integer,
	CONSTRAINT "shop_products_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "shop_products_code_unique" UNIQUE("code"),
	CONSTRAINT "shop_products_prices" CHECK ("shop_products"."price_net" >= 0 and ("shop_products"."price_regular_net" is null or "shop_products"."price_regular_net" >= "shop_products"."price_net"))
);
--> statement-breakpoint
CREATE TABLE "subscription_usage" (
	"subscription_id" integer NOT NULL,
	"month_index" smallint NOT NULL,
	"publications" integer DEFAULT 0 NOT NULL,
	"profiles" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "subscription_usage_month" UNIQUE("subscription_id","month_index")
);
--> statement-breakpoint
ALTER TABLE "candidate_profile_purchases" ADD CONSTRAINT "candidate_profile_purchases_client_user_id_users_id_fk" FOREIGN KEY ("client_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_profile_purchases" ADD CONSTRAINT "candidate_profile_purchases_candidate_user_id_users_id_fk" FOREIGN KEY ("candidate_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_profile_purchases" ADD CONSTRAINT "candidate_profile_purchases_order_id_shop_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_subscriptions" ADD CONSTRAINT "client_subscriptions_client_user_id_users_id_fk" FOREIGN KEY ("client_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_subscriptions" ADD CONSTRAINT "client_subscriptions_product_id_shop_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."shop_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_subscriptions" ADD CONSTRAINT "client_subscriptions_order_id_shop_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_shop_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_client_user_id_users_id_fk" FOREIGN KEY ("client_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_order_id_shop_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_cart_items" ADD CONSTRAINT "shop_cart_items_cart_id_shop_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."shop_carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_cart_items" ADD CONSTRAINT "shop_cart_items_product_id_shop_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."shop_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_cart_items" ADD CONSTRAINT "shop_cart_items_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_cart_items" ADD CONSTRAINT "shop_cart_items_candidate_user_id_users_id_fk" FOREIGN KEY ("candidate_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_carts" ADD CONSTRAINT "shop_carts_client_user_id_users_id_fk" FOREIGN KEY ("client_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_items" ADD CONSTRAINT "shop_order_items_order_id_shop_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_items" ADD CONSTRAINT "shop_order_items_product_id_shop_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."shop_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_items" ADD CONSTRAINT "shop_order_items_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_items" ADD CONSTRAINT "shop_order_items_candidate_user_id_users_id_fk" FOREIGN KEY ("candidate_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_client_user_id_users_id_fk" FOREIGN KEY ("client_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_usage" ADD CONSTRAINT "subscription_usage_subscription_id_client_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."client_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_profile_purchases_candidate_idx" ON "candidate_profile_purchases" USING btree ("candidate_user_id");--> statement-breakpoint
CREATE INDEX "client_subscriptions_client_idx" ON "client_subscriptions" USING btree ("client_user_id","ends_at");--> statement-breakpoint
CREATE INDEX "invoices_client_idx" ON "invoices" USING btree ("client_user_id","issued_at");--> statement-breakpoint
CREATE INDEX "payment_attempts_order_idx" ON "payment_attempts" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_cart_items_offer" ON "shop_cart_items" USING btree ("cart_id","offer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_cart_items_candidate" ON "shop_cart_items" USING btree ("cart_id","candidate_user_id");--> statement-breakpoint
CREATE INDEX "shop_cart_items_cart_idx" ON "shop_cart_items" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "shop_order_items_order_idx" ON "shop_order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "shop_orders_client_idx" ON "shop_orders" USING btree ("client_user_id","created_at");--> statement-breakpoint
CREATE INDEX "shop_orders_waiting_idx" ON "shop_orders" USING btree ("status","created_at");