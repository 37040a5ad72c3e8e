CREATE TABLE "number_counters" (
	"series" varchar(10) NOT NULL,
	"period" varchar(7) NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "number_counters_series_period_pk" PRIMARY KEY("series","period")
);
--> statement-breakpoint
CREATE TRIGGER "number_counters_kept" BEFORE DELETE ON "number_counters" FOR EACH ROW EXECUTE FUNCTION "refuse_money_record_delete"();
--> statement-breakpoint
ALTER TABLE "shop_orders" ADD COLUMN "number" varchar(20);--> statement-breakpoint
-- Orders placed before numbering get their numbers in the order they were placed, per month of Warsaw time.
UPDATE "shop_orders" AS "o" SET "number" = 'ZAM/' || "x"."month" || '/' || lpad("x"."n"::text, 4, '0')
FROM (
  SELECT "id", to_char("created_at" AT TIME ZONE 'Europe/Warsaw', 'YYYY/MM') AS "month",
    row_number() OVER (PARTITION BY to_char("created_at" AT TIME ZONE 'Europe/Warsaw', 'YYYY/MM') ORDER BY "id") AS "n"
  FROM "shop_orders"
) AS "x"
WHERE "x"."id" = "o"."id";--> statement-breakpoint
INSERT INTO "number_counters" ("series", "period", "last_number")
SELECT 'ZAM', to_char("created_at" AT TIME ZONE 'Europe/Warsaw', 'YYYY-MM'), count(*) FROM "shop_orders" GROUP BY 2;--> statement-breakpoint
ALTER TABLE "shop_orders" ALTER COLUMN "number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD COLUMN "cart_uuid" uuid;--> statement-breakpoint
CREATE INDEX "shop_orders_cart_idx" ON "shop_orders" USING btree ("cart_uuid");--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_number_unique" UNIQUE("number");
