import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { OfferApplications } from '../offers/index.ts';
import { offers } from '../offers/offers.tables.ts';
import { offerCandidates } from './applications.tables.ts';

/**
 * How many candidates applied to the offer (matched candidates who did not apply do not count), as a column of a query
 * of the offers table. Columns are named with their tables: a query of the offers table alone leaves them bare, and a
 * bare "id" would be the entry's own.
 */
export function numTotalAppliedColumn() {
  const column = (table: typeof offers | typeof offerCandidates, name: string) => sql`${table}.${sql.identifier(name)}`;
  return sql<number>`(select count(*)::int from ${offerCandidates} where ${column(offerCandidates, 'offer_id')} = ${column(offers, 'id')} and ${column(offerCandidates, 'applied_at')} is not null)`;
}

/** What the public offers show of the applications: who applied where, and how many did. */
export const offerApplications: OfferApplications = {
  async appliedOfferIds(db, candidateUserId, offerIds) {
    if (offerIds.length === 0) return new Set();
    const rows = await db
      .select({ offerId: offerCandidates.offerId })
      .from(offerCandidates)
      .where(and(eq(offerCandidates.candidateUserId, candidateUserId), inArray(offerCandidates.offerId, [...offerIds]), isNotNull(offerCandidates.appliedAt)));
    return new Set(rows.map((r) => r.offerId));
  },
  async countApplied(db, offerId) {
    const [row] = await db
      .select({ applied: sql<number>`count(*)::int` })
      .from(offerCandidates)
      .where(and(eq(offerCandidates.offerId, offerId), isNotNull(offerCandidates.appliedAt)));
    return row?.applied ?? 0;
  },
};
