import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../infra/db/database.ts';
import { clientProfiles, users } from '../accounts/accounts.tables.ts';
import { offerListColumns, publicOfferCondition } from '../offers/index.ts';
import { clientBrands, offers } from '../offers/offers.tables.ts';
import { savedOffers } from './saved-offers.tables.ts';

const ownBookmark = (candidateUserId: number, offerId: number) => and(eq(savedOffers.candidateUserId, candidateUserId), eq(savedOffers.offerId, offerId));

/** Locks the candidate's user row, so two saves at once cannot both pass the limit. */
export async function lockCandidate(db: Executor, candidateUserId: number): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, candidateUserId)).for('update');
}

export async function isSaved(db: Executor, candidateUserId: number, offerId: number): Promise<boolean> {
  const [row] = await db.select({ offerId: savedOffers.offerId }).from(savedOffers).where(ownBookmark(candidateUserId, offerId)).limit(1);
  return row !== undefined;
}

export async function isPublicOffer(db: Executor, offerId: number, now: Date): Promise<boolean> {
  const [row] = await db.select({ id: offers.id }).from(offers).where(and(eq(offers.id, offerId), publicOfferCondition(now))).limit(1);
  return row !== undefined;
}

export async function countSaved(db: Executor, candidateUserId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(savedOffers).where(eq(savedOffers.candidateUserId, candidateUserId));
  return Number(row?.total ?? 0);
}

/** A second save of the same offer (a double click in another tab) keeps the first one's time. */
export async function insertSaved(db: Executor, candidateUserId: number, offerId: number, at: Date): Promise<void> {
  await db.insert(savedOffers).values({ candidateUserId, offerId, createdAt: at }).onConflictDoNothing();
}

export async function deleteSaved(db: Executor, candidateUserId: number, offerId: number): Promise<void> {
  await db.delete(savedOffers).where(ownBookmark(candidateUserId, offerId));
}

export async function savedOfferIdsOf(db: Executor, candidateUserId: number): Promise<number[]> {
  const rows = await db.select({ offerId: savedOffers.offerId }).from(savedOffers).where(eq(savedOffers.candidateUserId, candidateUserId));
  return rows.map((row) => row.offerId);
}

/** The candidate's saved offers as list rows, newest saved first, each with whether it is public at `now`. */
export async function listSaved(db: Executor, candidateUserId: number, now: Date) {
  return db
    .select({
      ...offerListColumns,
      status: offers.status,
      savedAt: savedOffers.createdAt,
      isPublic: sql<boolean>`(${publicOfferCondition(now)})`,
    })
    .from(savedOffers)
    .innerJoin(offers, eq(offers.id, savedOffers.offerId))
    .leftJoin(clientBrands, eq(clientBrands.id, offers.clientBrandId))
    .leftJoin(clientProfiles, eq(clientProfiles.userId, offers.clientUserId))
    .where(eq(savedOffers.candidateUserId, candidateUserId))
    .orderBy(desc(savedOffers.createdAt), desc(savedOffers.offerId));
}

/** The data export's section: which offers the candidate saved, and when. */
export async function savedOffersOfCandidate(db: Executor, candidateUserId: number): Promise<{ offerId: number; slug: string; savedAt: Date }[]> {
  return db
    .select({ offerId: savedOffers.offerId, slug: offers.slug, savedAt: savedOffers.createdAt })
    .from(savedOffers)
    .innerJoin(offers, eq(offers.id, savedOffers.offerId))
    .where(eq(savedOffers.candidateUserId, candidateUserId))
    .orderBy(desc(savedOffers.createdAt), desc(savedOffers.offerId));
}
