-- Every employer has a main brand (issue 25): sign-up now makes one from the company name, and employers who signed
-- up before that and never added a brand get the same, so their first offer can be saved.
INSERT INTO "client_brands" ("client_user_id", "name", "is_main")
SELECT cp."user_id", left(btrim(cp."name"), 200), true
FROM "client_profiles" cp
WHERE btrim(cp."name") <> ''
  AND NOT EXISTS (SELECT 1 FROM "client_brands" b WHERE b."client_user_id" = cp."user_id");
--> statement-breakpoint
-- Employers whose brands have no main one: the oldest becomes it.
UPDATE "client_brands" SET "is_main" = true
WHERE "id" IN (
  SELECT DISTINCT ON (b."client_user_id") b."id"
  FROM "client_brands" b
  WHERE NOT EXISTS (SELECT 1 FROM "client_brands" m WHERE m."client_user_id" = b."client_user_id" AND m."is_main")
  ORDER BY b."client_user_id", b."id"
);
