import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { AccountType, ConsentEventSource, SignUpAccountType } from '@trades/contracts';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 180 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    accountType: varchar('account_type', { length: 32 }).$type<AccountType>().notNull(),
    firstName: varchar('first_name', { length: 80 }).notNull(),
    lastName: varchar('last_name', { length: 80 }).notNull(),
    phoneCountry: varchar('phone_country', { length: 2 }),
    phoneNumber: varchar('phone_number', { length: 20 }),
    locale: varchar('locale', { length: 2 }).notNull().default('en'),
    isEmailConfirmed: boolean('is_email_confirmed').notNull().default(false),
    isPhoneConfirmed: boolean('is_phone_confirmed').notNull().default(false),
    enforcePasswordChange: boolean('enforce_password_change').notNull().default(false),
    /** The last session started (sign-in, refresh, one-time link): the retention of inactive accounts counts from it. */
    lastSignedInAt: timestamp('last_signed_in_at', { withTimezone: true }).notNull().defaultNow(),
    /** Blocked by an operator (issue 26): no sign-in, no session, no public offers, until unblocked. */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    blockReason: varchar('block_reason', { length: 1000 }),
    /** Operators' second factor: the TOTP secret (base32), confirmed by the first valid code. */
    totpSecret: varchar('totp_secret', { length: 64 }),
    totpConfirmedAt: timestamp('totp_confirmed_at', { withTimezone: true }),
    /** The last TOTP time step accepted, so one code signs in once. */
    totpLastStep: integer('totp_last_step'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    // The few blocked accounts, read once per public offer query (offerOwnerNotBlocked).
    index('users_blocked_idx').on(t.id).where(sql`${t.blockedAt} is not null`),
  ],
);
export type UserRow = typeof users.$inferSelect;

/** Consent dictionary: texts per locale, filtered by account type. */
export const consents = pgTable('consents', {
  id: integer('id').primaryKey(),
  accountType: varchar('account_type', { length: 32 }).$type<SignUpAccountType>().notNull(),
  isRequired: boolean('is_required').notNull(),
  position: smallint('position').notNull().default(0),
  title: jsonb('title').$type<Record<string, string>>().notNull(),
  /** The version of the consent's text; raised whenever the text changes, so each answer records what was agreed to. */
  textVersion: integer('text_version').notNull().default(1),
});

export const userConsents = pgTable(
  'user_consents',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    consentId: integer('consent_id')
      .notNull()
      .references(() => consents.id),
    isAcceptance: boolean('is_acceptance').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.consentId] })],
);

/**
 * Every grant and withdrawal of a consent, never updated: the proof of what the user agreed to,
 * when, where (registration or settings) and to which version of the text.
 */
export const consentEvents = pgTable(
  'consent_events',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    consentId: integer('consent_id')
      .notNull()
      .references(() => consents.id),
    isAcceptance: boolean('is_acceptance').notNull(),
    textVersion: integer('text_version').notNull(),
    source: varchar('source', { length: 16 }).$type<ConsentEventSource>().notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('consent_events_user_idx').on(t.userId, t.occurredAt)],
);

/**
 * Refresh tokens are stored hashed. Each sign-in starts a family; every refresh marks the used
 * token and issues the next one in the same family. Presenting a used token revokes the family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId), index('refresh_tokens_user_idx').on(t.userId)],
);

export type UserTokenPurpose = 'mail_confirmation' | 'password_reset' | 'account_delete' | 'one_time_login' | 'operator_invitation';

/** Single-use tokens sent in links (confirmation, reset, deletion, one-time login), stored hashed. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: varchar('purpose', { length: 32 }).$type<UserTokenPurpose>().notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    redirectPath: varchar('redirect_path', { length: 300 }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_tokens_user_purpose_idx').on(t.userId, t.purpose)],
);

/** An operator's single-use recovery codes (stored hashed), for a lost authenticator. */
export const operatorRecoveryCodes = pgTable(
  'operator_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('operator_recovery_codes_user_idx').on(t.userId)],
);

/** The candidate's profile: account part plus the personal data and choices of wizard steps 2, 5 and 7. */
export const candidateProfiles = pgTable(
  'candidate_profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: smallint('status').notNull().default(2),
    wizardStep: smallint('wizard_step').notNull().default(2),
    availableStatus: smallint('available_status').notNull().default(4),
    sex: smallint('sex'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    countryOfNationality: varchar('country_of_nationality', { length: 2 }),
    countryOfResidence: varchar('country_of_residence', { length: 2 }),
    nativeLanguage: varchar('native_language', { length: 3 }),
    isAvailable: boolean('is_available'),
    availableFrom: date('available_from', { mode: 'string' }),
    isConstantWork: boolean('is_constant_work').notNull().default(false),
    isFlexibleWork: boolean('is_flexible_work').notNull().default(false),
    /** Mails when an employer moves the candidate in a pipeline (it suits, presented, hired, not fit). */
    pipelineStatusMails: boolean('pipeline_status_mails').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    check('candidate_profiles_wizard_step', sql`${t.wizardStep} = 0 or ${t.wizardStep} between 2 and 8`),
    check('candidate_profiles_available_status', sql`${t.availableStatus} between 1 and 4`),
    check('candidate_profiles_birth_date', sql`${t.dateOfBirth} is null or ${t.dateOfBirth} >= date '1950-01-01'`),
  ],
);

export const clientProfiles = pgTable('client_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  status: smallint('status').notNull().default(2),
  name: varchar('name', { length: 200 }).notNull(),
  licTradNum: varchar('lic_trad_num', { length: 32 }).notNull().default(''),
  street: varchar('street', { length: 200 }),
  propertyNumber: varchar('property_number', { length: 20 }),
  apartmentNumber: varchar('apartment_number', { length: 20 }),
  zipCode: varchar('zip_code', { length: 20 }),
  city: varchar('city', { length: 120 }),
  country: varchar('country', { length: 2 }),
  contactEmail: varchar('contact_email', { length: 180 }),
  contactPhoneNumber: varchar('contact_phone_number', { length: 32 }),
  /** VIES's answer on the EU VAT number (null: not asked, or it could not answer), when, and what it said. */
  viesValid: boolean('vies_valid'),
  viesCheckedAt: timestamp('vies_checked_at', { withTimezone: true }),
  viesAnswer: jsonb('vies_answer').$type<Record<string, unknown>>(),
  ...timestamps,
});

/**
 * Failed password checks per subject: sign-ins per e-mail address (known or not, so a lock reveals
 * nothing) and current-password checks per account. They count whatever address the guesses come
 * from; a lock makes the subject answer 429 until locked_until.
 */
export const failedAttempts = pgTable('failed_attempts', {
  subject: varchar('subject', { length: 100 }).primaryKey(),
  failures: integer('failures').notNull().default(0),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});
export type FailedAttemptRow = typeof failedAttempts.$inferSelect;
