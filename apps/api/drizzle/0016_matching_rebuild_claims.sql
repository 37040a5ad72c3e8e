CREATE TABLE "matching_rebuild_claims" (
	"id" smallint PRIMARY KEY NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "matching_rebuild_claims_single" CHECK ("matching_rebuild_claims"."id" = 1)
);
