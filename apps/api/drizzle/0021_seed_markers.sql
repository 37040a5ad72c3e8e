CREATE TABLE "seed_markers" (
	"name" varchar(40) PRIMARY KEY NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- A database that already has the demo accounts was seeded before the marker existed.
INSERT INTO "seed_markers" ("name") SELECT 'demo' WHERE EXISTS (SELECT 1 FROM "users" WHERE "email" LIKE '%@demo.trades.example');
