import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, json, jsonb, pgTable, primaryKey, smallint, timestamp } from 'drizzle-orm/pg-core';
import type { CandidateSnapshot, CompactScoreBreakdown } from '@trades/contracts';
import { users } from '../accounts/accounts.tables.ts';
import { offers } from '../offers/offers.tables.ts';

/**
 * One scored pair of an active offer and a complete candidate profile, kept only at or above the
 * matching floor. Written by the matching jobs; never a column on the offer or the profile.
 */
export const offerMatches = pgTable(
  'offer_matches',
  {
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    candidateUserId: integer('candidate_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    score: smallint('score').notNull(),
    /**
     * The dimensions short of full marks as tuples with their hints (CompactScoreBreakdown, see
     * contracts' match-explanation.ts), explained with points and localised hints when read.
     * json, not jsonb: nothing queries into it, and the text form is the smallest and fastest to write.
     */
    breakdown: json('breakdown').$type<CompactScoreBreakdown>().notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
    engineVersion: smallint('engine_version').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.offerId, t.candidateUserId] }),
    check('offer_matches_score', sql`${t.score} between 0 and 100`),
    // A candidate's list, best first. An offer's pairs are read through the primary key.
    index('offer_matches_candidate_idx').on(t.candidateUserId, t.score.desc()),
  ],
);
export type OfferMatchRow = typeof offerMatches.$inferSelect;

/**
 * The matched item's id in the candidate's list (`matched/{uuid}/apply`), in a query of
 * offer_matches: derived from the pair, not stored, so it stays the same through every re-score
 * and rebuild and costs the bulk load nothing. Looked up with the candidate, whose index finds
 * their few pairs.
 */
export const offerMatchUuid = sql<string>`md5(${offerMatches.offerId}::text || ':' || ${offerMatches.candidateUserId}::text || ':offer-match')::uuid`;

/**
 * A candidate's profile as the matching engine reads it, rebuilt from the profile tables on every
 * wizard save. The arrays are the SQL prefilter (GIN): an offer is scored only against eligible
 * candidates of its trade and country who list its profession or share a professional skill.
 */
export const candidateMatchProfiles = pgTable(
  'candidate_match_profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A complete, active profile whose owner agreed to be shown to employers (consent 3). */
    eligible: boolean('eligible').notNull(),
    industryIds: integer('industry_ids').array().notNull(),
    professionIds: integer('profession_ids').array().notNull(),
    /** Professional skills over all the candidate's professions (they carry over within a trade). */
    skillIds: integer('skill_ids').array().notNull(),
    countryIds: integer('country_ids').array().notNull(),
    profile: jsonb('profile').$type<CandidateSnapshot>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('candidate_match_profiles_industry_idx').using('gin', t.industryIds).where(sql`${t.eligible}`),
    index('candidate_match_profiles_profession_idx').using('gin', t.professionIds).where(sql`${t.eligible}`),
    index('candidate_match_profiles_skill_idx').using('gin', t.skillIds).where(sql`${t.eligible}`),
    index('candidate_match_profiles_country_idx').using('gin', t.countryIds).where(sql`${t.eligible}`),
  ],
);

/**
 * The claim of the one full rebuild that may run (matching.rebuild.ts): two servers starting together,
 * or the command beside a running server, would otherwise fill and swap the same rebuild table. A row
 * older than the abandon limit belongs to a rebuild that died and may be taken over.
 */
export const matchingRebuildClaims = pgTable(
  'matching_rebuild_claims',
  {
    id: smallint('id').primaryKey(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('matching_rebuild_claims_single', sql`${t.id} = 1`)],
);
