import { StatusId } from '@trades/contracts';
import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../infra/db/database.ts';
import { offerCandidates } from '../applications/applications.tables.ts';
import { clientBrands, offers } from '../offers/offers.tables.ts';
import type { OfferNameSource } from '../reference/index.ts';
import { candidateProfilePurchases } from '../shop/shop.tables.ts';
import { type OfferDataSetQueueRow, offerDataSetQueue } from './candidate-documents.tables.ts';

/* Candidate documents: what ties candidates to an employer, and the document packs. Every query names the employer. */

/** The pipeline entries of the employer's offers (all, or of some candidates), with the offer each belongs to. */
export async function pipelineTies(db: Executor, clientUserId: number, candidateUserIds?: readonly number[]) {
  if (candidateUserIds?.length === 0) return [];
  const rows = await db
    .select({
      candidateUserId: offerCandidates.candidateUserId,
      offerId: offers.id,
      slug: offers.slug,
      professionId: offers.professionId,
      workLocationCityId: offers.workLocationCityId,
      workLocationStateId: offers.workLocationStateId,
      status: offerCandidates.status,
      appliedAt: offerCandidates.appliedAt,
      createdAt: offerCandidates.createdAt,
    })
    .from(offerCandidates)
    .innerJoin(offers, eq(offers.id, offerCandidates.offerId))
    .where(and(eq(offers.clientUserId, clientUserId), candidateUserIds ? inArray(offerCandidates.candidateUserId, [...candidateUserIds]) : undefined))
    .orderBy(desc(offerCandidates.createdAt), desc(offerCandidates.id));
  // An erased candidate's placeholder row has no person left to put in a document.
  return rows.flatMap(({ candidateUserId, ...tie }) => (candidateUserId === null ? [] : [{ ...tie, candidateUserId }]));
}
export type PipelineTie = Awaited<ReturnType<typeof pipelineTies>>[number];

/** The candidates the employer bought (all, or among some). */
export async function boughtCandidateIds(db: Executor, clientUserId: number, candidateUserIds?: readonly number[]): Promise<Set<number>> {
  if (candidateUserIds?.length === 0) return new Set();
  const rows = await db
    .select({ id: candidateProfilePurchases.candidateUserId })
    .from(candidateProfilePurchases)
    .where(and(eq(candidateProfilePurchases.clientUserId, clientUserId), candidateUserIds ? inArray(candidateProfilePurchases.candidateUserId, [...candidateUserIds]) : undefined));
  return new Set(rows.map((row) => row.id));
}

/** What names each of the employer's offers: an offer is numbered where another shares its name. */
export async function employerOffers(db: Executor, clientUserId: number): Promise<OfferNameSource[]> {
  return db
    .select({ id: offers.id, professionId: offers.professionId, workLocationCityId: offers.workLocationCityId, workLocationStateId: offers.workLocationStateId })
    .from(offers)
    .where(eq(offers.clientUserId, clientUserId));
}

export async function findOwnedOffer(db: Executor, clientUserId: number, offerId: number) {
  const [row] = await db
    .select({ id: offers.id, slug: offers.slug })
    .from(offers)
    .where(and(eq(offers.id, offerId), eq(offers.clientUserId, clientUserId)));
  return row;
}

export async function findOwnedBrand(db: Executor, clientUserId: number, brandId: number) {
  const [row] = await db
    .select({ id: clientBrands.id, name: clientBrands.name, logoPath: clientBrands.logoPath, logoThumbnailPath: clientBrands.logoThumbnailPath })
    .from(clientBrands)
    .where(and(eq(clientBrands.id, brandId), eq(clientBrands.clientUserId, clientUserId)));
  return row;
}
export type DocumentBrand = NonNullable<Awaited<ReturnType<typeof findOwnedBrand>>>;

/** The candidates of an offer in some statuses (all when null), in the pipeline's order: best fit is not needed here, so oldest first. */
export async function offerCandidateIds(db: Executor, offerId: number, statuses: readonly number[] | null): Promise<number[]> {
  const rows = await db
    .select({ id: offerCandidates.candidateUserId })
    .from(offerCandidates)
    .where(and(eq(offerCandidates.offerId, offerId), statuses ? inArray(offerCandidates.status, [...statuses]) : undefined))
    .orderBy(asc(offerCandidates.createdAt), asc(offerCandidates.id));
  // An erased candidate's placeholder row has no person left to put in a document.
  return rows.flatMap((row) => (row.id === null ? [] : [row.id]));
}

/** A new Processing pack; undefined when the offer already has one (the partial unique index decides a race). */
export async function insertPendingPack(db: Executor, values: typeof offerDataSetQueue.$inferInsert): Promise<OfferDataSetQueueRow | undefined> {
  const [row] = await db.insert(offerDataSetQueue).values({ ...values, status: StatusId.Processing }).onConflictDoNothing().returning();
  return row;
}

const entryColumns = {
  entry: offerDataSetQueue,
  slug: offers.slug,
  offer: { id: offers.id, professionId: offers.professionId, workLocationCityId: offers.workLocationCityId, workLocationStateId: offers.workLocationStateId },
  brandName: clientBrands.name,
};

function entriesQuery(db: Executor) {
  return db
    .select(entryColumns)
    .from(offerDataSetQueue)
    .innerJoin(offers, eq(offers.id, offerDataSetQueue.offerId))
    .leftJoin(clientBrands, eq(clientBrands.id, offerDataSetQueue.clientBrandId));
}
export interface QueueEntryRow {
  entry: OfferDataSetQueueRow;
  slug: string;
  offer: OfferNameSource;
  brandName: string | null;
}

export async function findPendingPack(db: Executor, offerId: number): Promise<QueueEntryRow | undefined> {
  const [row] = await entriesQuery(db).where(and(eq(offerDataSetQueue.offerId, offerId), eq(offerDataSetQueue.status, StatusId.Processing)));
  return row;
}

export async function findOwnedPack(db: Executor, clientUserId: number, id: number, offerId?: number): Promise<QueueEntryRow | undefined> {
  const [row] = await entriesQuery(db).where(
    and(eq(offerDataSetQueue.id, id), eq(offerDataSetQueue.clientUserId, clientUserId), offerId === undefined ? undefined : eq(offerDataSetQueue.offerId, offerId)),
  );
  return row;
}

/** The offer's packs, newest first. */
export async function listPacks(db: Executor, offerId: number): Promise<QueueEntryRow[]> {
  return entriesQuery(db).where(eq(offerDataSetQueue.offerId, offerId)).orderBy(desc(offerDataSetQueue.createdAt), desc(offerDataSetQueue.id));
}

/** The newest pack of each of the employer's offers among `offerIds`. */
export async function latestPacks(db: Executor, clientUserId: number, offerIds: readonly number[]): Promise<QueueEntryRow[]> {
  if (offerIds.length === 0) return [];
  const newest = db
    .selectDistinctOn([offerDataSetQueue.offerId], { id: offerDataSetQueue.id })
    .from(offerDataSetQueue)
    .where(and(eq(offerDataSetQueue.clientUserId, clientUserId), inArray(offerDataSetQueue.offerId, [...offerIds])))
    .orderBy(offerDataSetQueue.offerId, desc(offerDataSetQueue.createdAt), desc(offerDataSetQueue.id));
  return entriesQuery(db).where(inArray(offerDataSetQueue.id, newest));
}

export async function findPack(db: Executor, id: number): Promise<OfferDataSetQueueRow | undefined> {
  const [row] = await db.select().from(offerDataSetQueue).where(eq(offerDataSetQueue.id, id));
  return row;
}

export async function setProgress(db: Executor, id: number, done: number, total: number): Promise<void> {
  await db.update(offerDataSetQueue).set({ done, total }).where(and(eq(offerDataSetQueue.id, id), eq(offerDataSetQueue.status, StatusId.Processing)));
}

/** Completes a pack still Processing; false when it was deleted (or settled) meanwhile. */
export async function completePack(db: Executor, id: number, fileKey: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(offerDataSetQueue)
    .set({ status: StatusId.Completed, fileKey, finishedAt: now })
    .where(and(eq(offerDataSetQueue.id, id), eq(offerDataSetQueue.status, StatusId.Processing), isNull(offerDataSetQueue.fileKey)))
    .returning({ id: offerDataSetQueue.id });
  return rows.length > 0;
}

/** Counts a failed run; the number of failed runs so far. */
export async function countFailure(db: Executor, id: number): Promise<number> {
  const [row] = await db
    .update(offerDataSetQueue)
    .set({ attempts: sql`${offerDataSetQueue.attempts} + 1` })
    .where(eq(offerDataSetQueue.id, id))
    .returning({ attempts: offerDataSetQueue.attempts });
  return row?.attempts ?? 0;
}

export async function failPack(db: Executor, id: number, message: string, now: Date): Promise<void> {
  await db
    .update(offerDataSetQueue)
    .set({ status: StatusId.Error, errorMessage: message, finishedAt: now })
    .where(and(eq(offerDataSetQueue.id, id), eq(offerDataSetQueue.status, StatusId.Processing)));
}

export async function deletePack(db: Executor, clientUserId: number, id: number): Promise<OfferDataSetQueueRow | undefined> {
  const [row] = await db
    .delete(offerDataSetQueue)
    .where(and(eq(offerDataSetQueue.id, id), eq(offerDataSetQueue.clientUserId, clientUserId)))
    .returning();
  return row;
}

/**
 * Before an account is erased: every pack that may hold a document of them goes, those of the offers in whose
 * pipeline they are and an employer's own; the rows' trigger lists each ZIP for deletion. Answers how many went.
 */
export async function deletePacksHolding(db: Executor, userId: number): Promise<number> {
  const offersWithThem = db.select({ id: offerCandidates.offerId }).from(offerCandidates).where(eq(offerCandidates.candidateUserId, userId));
  const rows = await db
    .delete(offerDataSetQueue)
    .where(or(eq(offerDataSetQueue.clientUserId, userId), inArray(offerDataSetQueue.offerId, offersWithThem)))
    .returning({ id: offerDataSetQueue.id });
  return rows.length;
}
