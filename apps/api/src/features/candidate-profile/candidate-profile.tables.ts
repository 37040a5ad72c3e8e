import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { ProfessionItemKind } from '@trades/contracts';
import { candidateProfiles } from '../accounts/accounts.tables.ts';
import { files } from '../files/files.tables.ts';

/*
 * The wizard's lists. Every list row belongs to a candidate profile (deleted with it) and keeps its
 * place in `position`; a (profile, position) key with a CHECK on position caps the list length,
 * so the limits of 5 professions and 3 work places hold in the database too.
 */

const profileId = () =>
  integer('user_id')
    .notNull()
    .references(() => candidateProfiles.userId, { onDelete: 'cascade' });

/** A rating on the 0-5 scale in halves, or none. */
const ratingCheck = (column: unknown) => sql`${column} is null or (${column} between 0 and 5 and ${column} * 2 = floor(${column} * 2))`;

export const candidatePhones = pgTable(
  'candidate_phones',
  {
    id: serial('id').primaryKey(),
    userId: profileId(),
    position: smallint('position').notNull(),
    country: varchar('country', { length: 2 }).notNull(),
    number: varchar('number', { length: 20 }).notNull(),
    e164: varchar('e164', { length: 20 }).notNull(),
    isConfirmed: boolean('is_confirmed').notNull().default(false),
  },
  (t) => [unique('candidate_phones_number').on(t.userId, t.e164), unique('candidate_phones_position').on(t.userId, t.position)],
);

export const candidatePreferredContactTimes = pgTable(
  'candidate_preferred_contact_times',
  {
    userId: profileId(),
    contactTimeId: smallint('contact_time_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.contactTimeId] })],
);

export const candidateLanguages = pgTable(
  'candidate_languages',
  {
    id: serial('id').primaryKey(),
    userId: profileId(),
    position: smallint('position').notNull(),
    languageCode: varchar('language_code', { length: 3 }).notNull(),
    languageProficiency: smallint('language_proficiency').notNull(),
  },
  (t) => [unique('candidate_languages_language').on(t.userId, t.languageCode), unique('candidate_languages_position').on(t.userId, t.position)],
);

export const candidateProfessions = pgTable(
  'candidate_professions',
  {
    id: serial('id').primaryKey(),
    userId: profileId(),
    position: smallint('position').notNull(),
    industryId: integer('industry_id').notNull(),
    professionId: integer('profession_id').notNull(),
    professionClassId: integer('profession_class_id').notNull(),
  },
  (t) => [
    unique('candidate_professions_profession').on(t.userId, t.professionId),
    unique('candidate_professions_position').on(t.userId, t.position),
    check('candidate_professions_max_5', sql`${t.position} between 0 and 4`),
  ],
);

/** Ticked items of a profession (certificates, skills, materials, ...); skills and materials carry a rating. */
export const candidateProfessionItems = pgTable(
  'candidate_profession_items',
  {
    professionEntryId: integer('profession_entry_id')
      .notNull()
      .references(() => candidateProfessions.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 24 }).$type<ProfessionItemKind>().notNull(),
    itemId: integer('item_id').notNull(),
    position: smallint('position').notNull(),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }),
  },
  (t) => [
    primaryKey({ columns: [t.professionEntryId, t.kind, t.itemId] }),
    check('candidate_profession_items_rating', ratingCheck(t.rating)),
    check(
      'candidate_profession_items_kind',
      sql`${t.kind} in ('certificates', 'experiences', 'skillsProfessionals', 'skillsTechnicals', 'skillsAdditionals', 'productionStages', 'productionMaterials', 'productionMethods', 'productionUses')`,
    ),
    // Only skills and materials are rated, and they always are.
    check(
      'candidate_profession_items_rated_kinds',
      sql`(${t.kind} in ('skillsProfessionals', 'productionMaterials')) = (${t.rating} is not null)`,
    ),
  ],
);

/** Files proving a profession's certificates. */
export const candidateProfessionFiles = pgTable(
  'candidate_profession_files',
  {
    professionEntryId: integer('profession_entry_id')
      .notNull()
      .references(() => candidateProfessions.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .unique()
      .references(() => files.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    title: varchar('title', { length: 200 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.professionEntryId, t.fileId] })],
);

/** Work history of a profession ("worksFor"). */
export const candidateWorkEntries = pgTable(
  'candidate_work_entries',
  {
    id: serial('id').primaryKey(),
    professionEntryId: integer('profession_entry_id')
      .notNull()
      .references(() => candidateProfessions.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    workedFor: varchar('worked_for', { length: 200 }).notNull(),
    country: varchar('country', { length: 2 }).notNull(),
    years: smallint('years').notNull(),
    months: smallint('months').notNull(),
    haveReferences: boolean('have_references').notNull().default(false),
    referenceNote: text('reference_note'),
    referenceFirstName: varchar('reference_first_name', { length: 80 }),
    referenceLastName: varchar('reference_last_name', { length: 80 }),
    referenceEmail: varchar('reference_email', { length: 180 }),
    referencePhoneCountry: varchar('reference_phone_country', { length: 2 }),
    referencePhoneNumber: varchar('reference_phone_number', { length: 20 }),
  },
  (t) => [
    index('candidate_work_entries_profession_idx').on(t.professionEntryId),
    check('candidate_work_entries_years', sql`${t.years} between 0 and 80`),
    check('candidate_work_entries_months', sql`${t.months} between 0 and 12`),
    check('candidate_work_entries_time', sql`${t.years} + ${t.months} > 0`),
    check(
      'candidate_work_entries_references',
      sql`not ${t.haveReferences} or (${t.referenceFirstName} is not null and ${t.referenceLastName} is not null and ${t.referenceEmail} is not null)`,
    ),
  ],
);

export const candidateWorkEntryFiles = pgTable(
  'candidate_work_entry_files',
  {
    workEntryId: integer('work_entry_id')
      .notNull()
      .references(() => candidateWorkEntries.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .unique()
      .references(() => files.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    title: varchar('title', { length: 200 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.workEntryId, t.fileId] })],
);

export const candidateWorkLocations = pgTable(
  'candidate_work_locations',
  {
    id: serial('id').primaryKey(),
    userId: profileId(),
    position: smallint('position').notNull(),
    /** Country of work id (Norway = 1). */
    countryId: integer('country_id').notNull(),
    allState: boolean('all_state').notNull(),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }),
    /** The expected hourly gross wage; both null when the candidate gave none. */
    salaryAmount: integer('salary_amount'),
    salaryCurrency: varchar('salary_currency', { length: 3 }),
  },
  (t) => [
    unique('candidate_work_locations_country').on(t.userId, t.countryId),
    unique('candidate_work_locations_position').on(t.userId, t.position),
    check('candidate_work_locations_max_3', sql`${t.position} between 0 and 2`),
    check('candidate_work_locations_rating', ratingCheck(t.rating)),
    check('candidate_work_locations_salary', sql`(${t.salaryAmount} is null and ${t.salaryCurrency} is null) or (${t.salaryAmount} > 0 and ${t.salaryCurrency} is not null)`),
  ],
);

const locationId = () =>
  integer('work_location_id')
    .notNull()
    .references(() => candidateWorkLocations.id, { onDelete: 'cascade' });

export const candidateWorkLocationRegions = pgTable(
  'candidate_work_location_regions',
  { workLocationId: locationId(), regionId: integer('region_id').notNull(), position: smallint('position').notNull() },
  (t) => [primaryKey({ columns: [t.workLocationId, t.regionId] })],
);

export const candidateWorkLocationCities = pgTable(
  'candidate_work_location_cities',
  { workLocationId: locationId(), cityId: integer('city_id').notNull(), position: smallint('position').notNull() },
  (t) => [primaryKey({ columns: [t.workLocationId, t.cityId] })],
);

export const candidateWorkLocationDocuments = pgTable(
  'candidate_work_location_documents',
  { workLocationId: locationId(), documentId: integer('document_id').notNull(), position: smallint('position').notNull() },
  (t) => [primaryKey({ columns: [t.workLocationId, t.documentId] })],
);

export const candidateWorkLocationFiles = pgTable(
  'candidate_work_location_files',
  {
    workLocationId: locationId(),
    fileId: uuid('file_id')
      .notNull()
      .unique()
      .references(() => files.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    title: varchar('title', { length: 200 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.workLocationId, t.fileId] })],
);

export const candidateContractTypes = pgTable(
  'candidate_contract_types',
  { userId: profileId(), contractTypeId: smallint('contract_type_id').notNull() },
  (t) => [primaryKey({ columns: [t.userId, t.contractTypeId] })],
);

export const candidateWorkSystems = pgTable(
  'candidate_work_systems',
  { userId: profileId(), workSystemId: smallint('work_system_id').notNull() },
  (t) => [primaryKey({ columns: [t.userId, t.workSystemId] })],
);

/** Flexible-work conditions: months 1-12, days 1-7 (Monday first), hours every 15 minutes. */
export const candidateFlexibleWorks = pgTable(
  'candidate_flexible_works',
  {
    id: serial('id').primaryKey(),
    userId: profileId(),
    position: smallint('position').notNull(),
    months: smallint('months').array().notNull(),
    days: smallint('days').array().notNull(),
    hourFrom: varchar('hour_from', { length: 5 }),
    hourTo: varchar('hour_to', { length: 5 }),
  },
  (t) => [
    unique('candidate_flexible_works_position').on(t.userId, t.position),
    check('candidate_flexible_works_months', sql`${t.months} <@ array[1,2,3,4,5,6,7,8,9,10,11,12]::smallint[]`),
    check('candidate_flexible_works_days', sql`${t.days} <@ array[1,2,3,4,5,6,7]::smallint[]`),
    check('candidate_flexible_works_from', sql`${t.hourFrom} is null or ${t.hourFrom} ~ '^([01][0-9]|2[0-3]):(00|15|30|45)$'`),
    check('candidate_flexible_works_to', sql`${t.hourTo} is null or ${t.hourTo} ~ '^([01][0-9]|2[0-3]):(00|15|30|45)$'`),
  ],
);
