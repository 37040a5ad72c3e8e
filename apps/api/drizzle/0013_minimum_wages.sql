CREATE TABLE "minimum_wages" (
	"id" integer PRIMARY KEY NOT NULL,
	"country_id" integer NOT NULL,
	"trade" varchar(40) NOT NULL,
	"level" varchar(40) NOT NULL,
	"profession_ids" integer[] NOT NULL,
	"hourly_amount" integer NOT NULL,
	"currency" char(3) NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date,
	"source" varchar(300) NOT NULL,
	CONSTRAINT "minimum_wages_amount_check" CHECK ("minimum_wages"."hourly_amount" > 0),
	CONSTRAINT "minimum_wages_period_check" CHECK ("minimum_wages"."valid_to" is null or "minimum_wages"."valid_to" >= "minimum_wages"."valid_from")
);
--> statement-breakpoint
CREATE INDEX "minimum_wages_country_idx" ON "minimum_wages" USING btree ("country_id","valid_from");