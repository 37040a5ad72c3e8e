import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  char,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables.ts';

/** One ticked requirement of an offer: the item id, whether it is a must, and the wanted level (0-5). */
export interface OfferRequirementItem {
  id: number;
  isRequired: boolean;
  rating?: number | null;
}

export interface OfferRequirements {
  certificates?: OfferRequirementItem[];
  experiences?: OfferRequirementItem[];
  skillsProfessionals?: OfferRequirementItem[];
  skillsTechnicals?: OfferRequirementItem[];
  skillsAdditionals?: OfferRequirementItem[];
  productionStages?: OfferRequirementItem[];
  productionMaterials?: OfferRequirementItem[];
  productionMethods?: OfferRequirementItem[];
  productionUses?: OfferRequirementItem[];
}

export interface OfferRequiredDocument {
  id: number;
  isRequired: boolean;
}

export interface OfferLanguage {
  /** ISO 639-1, as the languages dictionary. */
  languageCode: string;
  languageProficiency: number;
  isRequired: boolean;
}

export interface OfferRegion {
  regionId: number;
  cityIds: number[];
}

/** A flexible-work condition: months 1-12, weeks 1-53, days 1-7 (Monday first), hours 'HH:MM'. */
export interface OfferFlexibleWork {
  months: number[];
  weeks: { from: number; to: number } | null;
  days: number[];
  hours: { from: string | null; to: string | null };
}

/** PostgreSQL's full-text document type; only ever written by the database (a generated column). */
const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** The names under which an employer publishes; the first one is the main brand. */
export const clientBrands = pgTable(
  'client_brands',
  {
    id: serial('id').primaryKey(),
    clientUserId: integer('client_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 200 }).notNull(),
    /** Stored file path of the logo; null means no logo (the API then answers 'fakeLogo.png'). */
    logoPath: varchar('logo_path', { length: 300 }),
    logoThumbnailPath: varchar('logo_thumbnail_path', { length: 300 }),
    isMain: boolean('is_main').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('client_brands_client_idx').on(t.clientUserId),
    // At most one main brand per employer.
    uniqueIndex('client_brands_one_main_idx').on(t.clientUserId).where(sql`${t.isMain}`),
  ],
);
export type ClientBrandRow = typeof clientBrands.$inferSelect;

/**
 * Job offers of employers, for both sides: the employer's form and lists, the public search and
 * detail. Dictionary ids point into reference_entries; the picked lists are JSON (read whole,
 * never joined). Money is numeric(10,2) in the offer's currency; hourly gross min/max are the
 * searchable range.
 */
export const offers = pgTable(
  'offers',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    slug: varchar('slug', { length: 200 }).notNull(),
    clientUserId: integer('client_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientBrandId: integer('client_brand_id').references(() => clientBrands.id, { onDelete: 'set null' }),
    /** Status ids of the spec: draft 1, active 2, inactive 3, archived 4, ... withdrawn 18. */
    status: smallint('status').notNull().default(1),
    industryId: integer('industry_id').notNull(),
    professionId: integer('profession_id').notNull(),
    professionClassId: integer('profession_class_id'),
    numberOfVacancies: integer('number_of_vacancies').notNull().default(1),
    minExperience: smallint('min_experience').notNull().default(0),
    /** Sanitised HTML written by the employer, in the language they chose. */
    description: text('description').notNull().default(''),
    notes: text('notes'),
    workStartAt: date('work_start_at'),
    /** Null: indefinitely. */
    workEndAt: date('work_end_at'),
    workLocationStateId: integer('work_location_state_id'),
    allState: boolean('all_state').notNull().default(false),
    workLocationRegionId: integer('work_location_region_id'),
    workLocationCityId: integer('work_location_city_id'),
    isConstantWork: boolean('is_constant_work').notNull().default(true),
    isFlexibleWork: boolean('is_flexible_work').notNull().default(false),
    workRotational: boolean('work_rotational').notNull().default(false),
    workOvertime: boolean('work_overtime').notNull().default(false),
    workDailyHours: numeric('work_daily_hours', { precision: 4, scale: 2 }),
    workMonthDays: smallint('work_month_days'),
    salaryGrossMin: numeric('salary_gross_min', { precision: 10, scale: 2 }),
    salaryGrossMax: numeric('salary_gross_max', { precision: 10, scale: 2 }),
    salaryCurrency: char('salary_currency', { length: 3 }),
    salaryDailyMin: numeric('salary_daily_min', { precision: 10, scale: 2 }),
    salaryMonthMin: numeric('salary_month_min', { precision: 10, scale: 2 }),
    isSalaryGross: boolean('is_salary_gross').notNull().default(true),
    showSalaryGross: boolean('show_salary_gross').notNull().default(true),
    showSalaryDaily: boolean('show_salary_daily').notNull().default(false),
    showSalaryMonth: boolean('show_salary_month').notNull().default(false),
    /** Salary type id of the dictionary: 0 net, 1 gross. */
    salaryType: smallint('salary_type'),
    publicationAt: timestamp('publication_at', { withTimezone: true }),
    endPublicationAt: timestamp('end_publication_at', { withTimezone: true }),
    requirements: jsonb('requirements').$type<OfferRequirements>().notNull().default({}),
    requiredDocuments: jsonb('required_documents').$type<OfferRequiredDocument[]>().notNull().default([]),
    languages: jsonb('languages').$type<OfferLanguage[]>().notNull().default([]),
    rewards: integer('rewards').array().notNull().default(sql`'{}'::integer[]`),
    benefits: integer('benefits').array().notNull().default(sql`'{}'::integer[]`),
    weOffers: integer('we_offers').array().notNull().default(sql`'{}'::integer[]`),
    contractTypes: integer('contract_types').array().notNull().default(sql`'{}'::integer[]`),
    workSystems: integer('work_systems').array().notNull().default(sql`'{}'::integer[]`),
    regions: jsonb('regions').$type<OfferRegion[]>().notNull().default([]),
    flexibleWorks: jsonb('flexible_works').$type<OfferFlexibleWork[]>().notNull().default([]),
    /** The idempotency key the create was sent with (the web form sends one per form): a create repeating it answers this offer. */
    createKey: varchar('create_key', { length: 64 }),
    /** An operator's last word on the offer (issue 26): why it was sent back to draft or taken offline; shown to the employer. */
    moderationReason: varchar('moderation_reason', { length: 1000 }),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    /**
     * The description's words for the keyword search (issue 28): HTML tags are skipped by the parser,
     * diacritics removed (search_unaccent, migration 0030); 'simple' keeps every word for prefix
     * matching, 'norwegian' adds its stems.
     */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`to_tsvector('simple'::regconfig, search_unaccent(description)) || to_tsvector('norwegian'::regconfig, search_unaccent(description))`,
    ),
    /**
     * Gross pay per hour in the offer's currency: the hourly minimum, else the daily minimum over the
     * offer's hours, else the monthly one over its hours and days (8 h and 21 days when not given).
     * Set with hourly_pay_eur by the offers_hourly_pay trigger (migration 0030).
     */
    hourlyPay: numeric('hourly_pay', { precision: 12, scale: 4 }),
    /** hourlyPay in euro at the reference rate (exchange_rates): compares and sorts pay across currencies. */
    hourlyPayEur: numeric('hourly_pay_eur', { precision: 14, scale: 6 }),
    ...timestamps,
  },
  (t) => [
    check('offers_vacancies_check', sql`${t.numberOfVacancies} >= 1`),
    check('offers_min_experience_check', sql`${t.minExperience} between 0 and 80`),
    check('offers_daily_hours_check', sql`${t.workDailyHours} is null or ${t.workDailyHours} between 0 and 16`),
    check('offers_month_days_check', sql`${t.workMonthDays} is null or ${t.workMonthDays} between 0 and 30`),
    check(
      'offers_salary_range_check',
      sql`${t.salaryGrossMin} is null or ${t.salaryGrossMax} is null or ${t.salaryGrossMin} <= ${t.salaryGrossMax}`,
    ),
    check('offers_salary_non_negative_check', sql`coalesce(${t.salaryGrossMin}, 0) >= 0 and coalesce(${t.salaryDailyMin}, 0) >= 0 and coalesce(${t.salaryMonthMin}, 0) >= 0`),
    check('offers_work_period_check', sql`${t.workEndAt} is null or ${t.workStartAt} is null or ${t.workEndAt} >= ${t.workStartAt}`),
    check(
      'offers_publication_window_check',
      sql`${t.endPublicationAt} is null or ${t.publicationAt} is null or ${t.endPublicationAt} > ${t.publicationAt}`,
    ),
    // The public list only ever reads active offers (status 2), newest first by default; a
    // filter on one dictionary id walks its own index in publication order. The trailing columns
    // (after the unique id, so the order is unchanged) hold everything the list filters on, so the
    // total is counted from the index alone (index-only scan: 12 ms instead of 72 ms at 100,000);
    // the owner is there for the blocked-owner check (offerOwnerNotBlocked), else every count reads the table.
    index('offers_public_publication_idx')
      .on(t.publicationAt.desc(), t.id.desc(), t.endPublicationAt, t.industryId, t.professionId, t.workLocationStateId, t.clientUserId)
      .where(sql`${t.status} = 2`),
    index('offers_public_industry_idx')
      .on(t.industryId, t.publicationAt.desc(), t.id.desc(), t.endPublicationAt, t.workLocationStateId, t.professionId, t.clientUserId)
      .where(sql`${t.status} = 2`),
    index('offers_public_profession_idx')
      .on(t.professionId, t.publicationAt.desc(), t.id.desc(), t.endPublicationAt, t.industryId, t.workLocationStateId, t.clientUserId)
      .where(sql`${t.status} = 2`),
    index('offers_public_country_idx')
      .on(t.workLocationStateId, t.publicationAt.desc(), t.id.desc(), t.endPublicationAt, t.industryId, t.professionId, t.clientUserId)
      .where(sql`${t.status} = 2`),
    index('offers_public_work_start_idx').on(t.workStartAt, t.id).where(sql`${t.status} = 2`),
    index('offers_public_work_end_idx').on(t.workEndAt, t.id).where(sql`${t.status} = 2`),
    // Sorting a filtered list by work dates: without these, a rare industry/country pair walks the
    // whole date index (130 ms at 100,000 offers instead of 20 ms).
    index('offers_public_industry_work_start_idx').on(t.industryId, t.workStartAt, t.id).where(sql`${t.status} = 2`),
    index('offers_public_industry_work_end_idx').on(t.industryId, t.workEndAt, t.id).where(sql`${t.status} = 2`),
    index('offers_public_country_work_start_idx').on(t.workLocationStateId, t.workStartAt, t.id).where(sql`${t.status} = 2`),
    index('offers_public_country_work_end_idx').on(t.workLocationStateId, t.workEndAt, t.id).where(sql`${t.status} = 2`),
    // Issue 28's search: words (GIN over the document), place (the city's offers by publication, for
    // distance filters resolved to city ids) and pay (converted to euro, highest first).
    index('offers_public_search_idx').using('gin', t.searchVector).where(sql`${t.status} = 2`),
    index('offers_public_city_idx').on(t.workLocationCityId, t.publicationAt.desc(), t.id.desc(), t.endPublicationAt, t.clientUserId).where(sql`${t.status} = 2`),
    index('offers_public_pay_idx')
      .on(t.hourlyPayEur.desc(), t.id.desc(), t.endPublicationAt, t.publicationAt, t.clientUserId, t.salaryCurrency, t.hourlyPay).where(sql`${t.status} = 2`),
    index('offers_public_slug_idx').on(t.slug).where(sql`${t.status} = 2`),
    // One offer per employer and create key: of two creates with the same key only one can insert.
    uniqueIndex('offers_create_key_idx').on(t.clientUserId, t.createKey).where(sql`${t.createKey} is not null`),
    // The employer's own lists by status, newest first.
    index('offers_client_status_idx').on(t.clientUserId, t.status, t.createdAt.desc()),
  ],
);
export type OfferRow = typeof offers.$inferSelect;
export type NewOfferRow = typeof offers.$inferInsert;

/** One row per offer, visitor and day: numUniquePreview counts them. The visitor is a keyed hash. */
export const offerViews = pgTable(
  'offer_views',
  {
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    visitorHash: varchar('visitor_hash', { length: 64 }).notNull(),
    day: date('day').notNull(),
  },
  (t) => [unique('offer_views_unique').on(t.offerId, t.visitorHash, t.day)],
);
