DROP INDEX "offers_public_publication_idx";--> statement-breakpoint
DROP INDEX "offers_public_industry_idx";--> statement-breakpoint
DROP INDEX "offers_public_profession_idx";--> statement-breakpoint
DROP INDEX "offers_public_country_idx";--> statement-breakpoint
CREATE INDEX "offers_public_publication_idx" ON "offers" USING btree ("publication_at" DESC NULLS LAST,"id" DESC NULLS LAST,"end_publication_at","industry_id","profession_id","work_location_state_id") WHERE "offers"."status" = 2;--> statement-breakpoint
CREATE INDEX "offers_public_industry_idx" ON "offers" USING btree ("industry_id","publication_at" DESC NULLS LAST,"id" DESC NULLS LAST,"end_publication_at","work_location_state_id","profession_id") WHERE "offers"."status" = 2;--> statement-breakpoint
CREATE INDEX "offers_public_profession_idx" ON "offers" USING btree ("profession_id","publication_at" DESC NULLS LAST,"id" DESC NULLS LAST,"end_publication_at","industry_id","work_location_state_id") WHERE "offers"."status" = 2;--> statement-breakpoint
CREATE INDEX "offers_public_country_idx" ON "offers" USING btree ("work_location_state_id","publication_at" DESC NULLS LAST,"id" DESC NULLS LAST,"end_publication_at","industry_id","profession_id") WHERE "offers"."status" = 2;