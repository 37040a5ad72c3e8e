ALTER TABLE "offers" DROP CONSTRAINT "offers_vacancies_check";--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "create_key" varchar(64);--> statement-breakpoint
CREATE UNIQUE INDEX "offers_create_key_idx" ON "offers" USING btree ("client_user_id","create_key") WHERE "offers"."create_key" is not null;--> statement-breakpoint
-- An offer saved with no vacancies offered one place at least.
UPDATE "offers" SET "number_of_vacancies" = 1 WHERE "number_of_vacancies" < 1;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_vacancies_check" CHECK ("offers"."number_of_vacancies" >= 1);
--> statement-breakpoint
-- Demo offers were seeded with a creation time after their publication: an offer is written before it is published.
UPDATE "offers" SET "created_at" = "publication_at" WHERE "publication_at" IS NOT NULL AND "created_at" > "publication_at";
