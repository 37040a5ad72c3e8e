ALTER TABLE "offer_matches" DROP CONSTRAINT "offer_matches_uuid_unique";--> statement-breakpoint
DROP INDEX "offer_matches_offer_idx";--> statement-breakpoint
ALTER TABLE "offer_matches" ALTER COLUMN "breakdown" SET DATA TYPE json;--> statement-breakpoint
ALTER TABLE "offer_matches" DROP COLUMN "uuid";