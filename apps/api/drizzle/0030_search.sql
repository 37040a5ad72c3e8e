-- Issue 28: the keyword search removes diacritics with unaccent (trusted, so the database owner may
-- create it; PGlite loads it as a bundled extension). unaccent() itself is only STABLE (its dictionary
-- could change), so a generated column needs this IMMUTABLE wrapper naming the dictionary.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"currency" char(3) PRIMARY KEY NOT NULL,
	"per_eur" numeric(14, 6) NOT NULL,
	"rate_date" date NOT NULL,
	"source" varchar(300) NOT NULL,
	CONSTRAINT "exchange_rates_positive_check" CHECK ("exchange_rates"."per_eur" > 0)
);
--> statement-breakpoint
CREATE TABLE "saved_offers" (
	"candidate_user_id" integer NOT NULL,
	"offer_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_offers_candidate_user_id_offer_id_pk" PRIMARY KEY("candidate_user_id","offer_id")
);
--> statement-breakpoint
DROP INDEX "offers_public_publication_idx";--> statement-breakpoint
DROP INDEX "offers_public_industry_idx";--> statement-breakpoint
DROP INDEX "offers_public_profession_idx";--> statement-breakpoint
DROP INDEX "offers_public_country_idx";--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, search_unaccent(description)) || to_tsvector('norwegian'::regconfig, search_unaccent(description))) STORED;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "hourly_pay" numeric(12, 4);--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "hourly_pay_eur" numeric(14, 6);--> statement-breakpoint
ALTER TABLE "saved_offers" ADD CONSTRAINT "saved_offers_candidate_user_id_users_id_fk" FOREIGN KEY ("candidate_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_offers" ADD CONSTRAINT "saved_offers_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_offers_candidate_idx" ON "saved_offers" USING btree ("candidate_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "saved_offers_offer_idx" ON "saved_offers" USING btree ("offer_id");--> statement-breakpoint
CREATE INDEX "users_blocked_idx" ON "users" USING btree ("id") WHERE "users"."blocked_at" is not null;--> statement-breakpoint
CREATE INDEX "offers_public_search_idx" ON "offers" USING gin ("search_vector") WHERE "offers"."status" = 2;--> statement-breakpoint
CREATE INDEX "offers_public_city_idx" ON "offers" USING btree ("work_location_city_id","publication_at" DESC NULLS LAST,"id" DESC NULLS LAST,"end_publication_at","client_user_id") WHERE "offers"."status" = 2;--> statement-breakpoint
CREATE INDEX "offers_public_pay_idx" ON "offers" USING btree ("hourly_pay_eur" DESC NULLS LAST,"id" DESC NULLS LAST,"end_publication_at","publication_at","client_user_id","salary_currency","hourly_pay") WHERE "offers"."status" = 2;--> statement-breakpoint
CREATE INDEX "offers_public_publication_idx" ON "offers" USING btree ("publication_at" DESC NULLS LAST,"id" DESC NULLS LAST,"end_publication_at","industry_id","profession_id","work_location_state_id","client_user_id") WHERE "offers"."status" = 2;--> statement-breakpoint
CREATE INDEX "offers_public_industry_idx" ON "offers" USING btree ("industry_id","publication_at" DESC NULLS LAST,"id" DESC NULLS LAST,"end_publication_at","work_location_state_id","profession_id","client_user_id") WHERE "offers"."status" = 2;--> statement-breakpoint
CREATE INDEX "offers_public_profession_idx" ON "offers" USING btree ("profession_id","publication_at" DESC NULLS LAST,"id" DESC NULLS LAST,"end_publication_at","industry_id","work_location_state_id","client_user_id") WHERE "offers"."status" = 2;--> statement-breakpoint
CREATE INDEX "offers_public_country_idx" ON "offers" USING btree ("work_location_state_id","publication_at" DESC NULLS LAST,"id" DESC NULLS LAST,"end_publication_at","industry_id","profession_id","client_user_id") WHERE "offers"."status" = 2;--> statement-breakpoint
-- An offer's hourly gross pay in its currency and in euro, kept by the database whenever the pay, the
-- hours or the currency change; the euro value uses exchange_rates (the seed recomputes it when the
-- rates change). Zero hours or days count as not given.
CREATE OR REPLACE FUNCTION offers_hourly_pay() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.hourly_pay := coalesce(
    NEW.salary_gross_min,
    NEW.salary_daily_min / coalesce(nullif(NEW.work_daily_hours, 0), 8),
    NEW.salary_month_min / (coalesce(nullif(NEW.work_daily_hours, 0), 8) * coalesce(nullif(NEW.work_month_days, 0), 21)));
  NEW.hourly_pay_eur := NEW.hourly_pay / (SELECT r.per_eur FROM exchange_rates r WHERE r.currency = NEW.salary_currency);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER offers_hourly_pay BEFORE INSERT OR UPDATE OF salary_gross_min, salary_daily_min, salary_month_min, work_daily_hours, work_month_days, salary_currency
  ON offers FOR EACH ROW EXECUTE FUNCTION offers_hourly_pay();--> statement-breakpoint
UPDATE offers SET salary_currency = salary_currency;
