import { sql } from 'drizzle-orm';
import { boolean, char, check, date, index, integer, jsonb, numeric, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Every dictionary that records point to, in one table keyed by (kind, id): countries of work,
 * regions, cities, documents, industries, professions and their items, languages, work terms.
 * One table keeps the seeder and the in-memory catalogue generic; kind-specific fields live in
 * `data`. Records (offers, profiles) hold the ids; the catalogue checks them, not foreign keys.
 */
export const referenceEntries = pgTable(
  'reference_entries',
  {
    kind: varchar('kind', { length: 40 }).notNull(),
    id: integer('id').notNull(),
    /** Country of a region, region of a city, industry of a profession. */
    parentId: integer('parent_id'),
    /** A stable text key where the outside world has one: ISO codes of languages and countries. */
    code: varchar('code', { length: 40 }),
    position: integer('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    title: jsonb('title').$type<Record<string, string>>().notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.id] }), index('reference_entries_parent_idx').on(t.kind, t.parentId)],
);
export type ReferenceEntryRow = typeof referenceEntries.$inferSelect;

/** Which version of a seeded data set the database holds, so a restart with the same one skips the work. */
export const referenceVersions = pgTable('reference_versions', {
  name: varchar('name', { length: 40 }).primaryKey(),
  version: varchar('version', { length: 40 }).notNull(),
  entries: integer('entries').notNull().default(0),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * General-application minimum wages (Norway's allmenngjort tariff): one hourly gross floor per
 * country, tariff area and level for a period. Seeded from seed/reference/minimum-wages.ts on every
 * start; a new rate is a new row whose period follows the old one's.
 */
export const minimumWages = pgTable(
  'minimum_wages',
  {
    id: integer('id').primaryKey(),
    countryId: integer('country_id').notNull(),
    /** The tariff area: construction, electrical, shipbuilding, cleaning. */
    trade: varchar('trade', { length: 40 }).notNull(),
    /** skilled, unskilled, unskilled_experienced, special_worker or any (MINIMUM_WAGE_LEVELS). */
    level: varchar('level', { length: 40 }).notNull(),
    /** The professions of the reference data the tariff covers in that country. */
    professionIds: integer('profession_ids').array().notNull(),
    /** Minor units of the currency (øre) per hour. */
    hourlyAmount: integer('hourly_amount').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    validFrom: date('valid_from').notNull(),
    /** Inclusive; null while no later rate is known. */
    validTo: date('valid_to'),
    source: varchar('source', { length: 300 }).notNull(),
  },
  (t) => [
    index('minimum_wages_country_idx').on(t.countryId, t.validFrom),
    check('minimum_wages_amount_check', sql`${t.hourlyAmount} > 0`),
    check('minimum_wages_period_check', sql`${t.validTo} is null or ${t.validTo} >= ${t.validFrom}`),
  ],
);
export type MinimumWageRow = typeof minimumWages.$inferSelect;

/**
 * Reference exchange rates (issue 28): units of a currency per euro on the rate's date, as the ECB
 * publishes them. Seeded from seed/reference/exchange-rates.ts on every start and replaced by
 * `npm run rates:update`; offers keep their hourly pay in euro (hourly_pay_eur) from these, so pay
 * in different currencies can be compared and sorted through one index.
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    currency: char('currency', { length: 3 }).primaryKey(),
    /** Units of the currency for 1 EUR (EUR itself: 1). */
    perEur: numeric('per_eur', { precision: 14, scale: 6 }).notNull(),
    /** The day the rate was published for. */
    rateDate: date('rate_date').notNull(),
    source: varchar('source', { length: 300 }).notNull(),
  },
  (t) => [check('exchange_rates_positive_check', sql`${t.perEur} > 0`)],
);
export type ExchangeRateRow = typeof exchangeRates.$inferSelect;
