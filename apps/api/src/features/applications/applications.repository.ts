import { StatusId } from '@trades/contracts';
import { type SQL, and, asc, count, desc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../infra/db/database.ts';
import { candidateProfiles, clientProfiles, users } from '../accounts/accounts.tables.ts';
import { candidateProfessions } from '../candidate-profile/candidate-profile.tables.ts';
import { offerMatchUuid, offerMatches } from '../matching/matching.tables.ts';
import { offerOwnerNotBlocked } from '../offers/index.ts';
import { clientBrands, offers } from '../offers/offers.tables.ts';
import { offerCandidateHistory, offerCandidates, pipelineStageMails } from './applications.tables.ts';

/* Pipeline entries: applications and matched candidates of an offer, and their history. */

/** The candidate as the apply rules need them, with what the mail and the dates need. */
export async function findApplyingCandidate(db: Executor, userId: number) {
  const [row] = await db
    .select({
      accountType: users.accountType,
      email: users.email,
      locale: users.locale,
      firstName: users.firstName,
      lastName: users.lastName,
      isEmailConfirmed: users.isEmailConfirmed,
      profileStatus: candidateProfiles.status,
      wizardStep: candidateProfiles.wizardStep,
      availableFrom: candidateProfiles.availableFrom,
    })
    .from(users)
    .leftJoin(candidateProfiles, eq(candidateProfiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) return undefined;
  const professions = await db.select({ id: candidateProfessions.professionId }).from(candidateProfessions).where(eq(candidateProfessions.userId, userId));
  return { ...row, professionIds: professions.map((p) => p.id) };
}

/** Public: active, inside the publication window and of an employer who is not blocked, as the offer search shows it. */
function isPublic(now: Date) {
  return sql<boolean>`(${offers.status} = ${StatusId.Active} and ${offers.publicationAt} <= ${now.toISOString()}::timestamptz and ${offers.endPublicationAt} > ${now.toISOString()}::timestamptz and ${offerOwnerNotBlocked}) is true`;
}

/** The name a candidate knows the employer by: the offer's brand, else the company. */
const employerName = sql<string>`coalesce(${clientBrands.name}, ${clientProfiles.name}, '')`;

/** An offer with whether it is public at `now`, and its employer (the mail's recipient). */
export async function findOfferToApply(db: Executor, offerId: number, now: Date) {
  const [row] = await db
    .select({
      id: offers.id,
      professionId: offers.professionId,
      isActive: isPublic(now),
      employerName,
      employerEmail: users.email,
      employerLocale: users.locale,
      employerFirstName: users.firstName,
    })
    .from(offers)
    .innerJoin(users, eq(users.id, offers.clientUserId))
    .leftJoin(clientBrands, eq(clientBrands.id, offers.clientBrandId))
    .leftJoin(clientProfiles, eq(clientProfiles.userId, offers.clientUserId))
    .where(eq(offers.id, offerId));
  return row;
}

/**
 * The candidate's applications (applied, not merely matched), newest first, or the one of `id` locked for a change:
 * with the offer as the candidate knows it and the employer the withdrawal mail goes to.
 */
export async function candidateApplicationRows(db: Executor, candidateUserId: number, now: Date, only?: { id: number; lock: boolean }) {
  const conditions: SQL[] = [eq(offerCandidates.candidateUserId, candidateUserId), isNotNull(offerCandidates.appliedAt)];
  if (only) conditions.push(eq(offerCandidates.id, only.id));
  const query = db
    .select({
      id: offerCandidates.id,
      status: offerCandidates.status,
      appliedAt: offerCandidates.appliedAt,
      availableFrom: offerCandidates.availableFrom,
      withdrawnAt: offerCandidates.withdrawnAt,
      offerId: offers.id,
      offerSlug: offers.slug,
      professionId: offers.professionId,
      countryId: offers.workLocationStateId,
      cityId: offers.workLocationCityId,
      isActive: isPublic(now),
      employerName,
      employerEmail: users.email,
      employerLocale: users.locale,
      employerFirstName: users.firstName,
      // A move whose mail is still waiting: the candidate sees the application as it was before it.
      heldStatus: pipelineStageMails.statusBefore,
      heldSince: pipelineStageMails.heldSince,
    })
    .from(offerCandidates)
    .innerJoin(offers, eq(offers.id, offerCandidates.offerId))
    .innerJoin(users, eq(users.id, offers.clientUserId))
    .leftJoin(pipelineStageMails, eq(pipelineStageMails.offerCandidateId, offerCandidates.id))
    .leftJoin(clientBrands, eq(clientBrands.id, offers.clientBrandId))
    .leftJoin(clientProfiles, eq(clientProfiles.userId, offers.clientUserId))
    .where(and(...conditions))
    .orderBy(desc(offerCandidates.appliedAt), desc(offerCandidates.id));
  return only?.lock ? query.for('update', { of: offerCandidates }) : query;
}
export type CandidateApplicationRow = Awaited<ReturnType<typeof candidateApplicationRows>>[number];

/** The status changes of some entries, oldest first. */
export async function statusChangesOf(db: Executor, entryIds: readonly number[]) {
  if (entryIds.length === 0) return [];
  return db
    .select({ entryId: offerCandidateHistory.offerCandidateId, toStatus: offerCandidateHistory.toStatus, changedAt: offerCandidateHistory.changedAt })
    .from(offerCandidateHistory)
    .where(inArray(offerCandidateHistory.offerCandidateId, [...entryIds]))
    .orderBy(asc(offerCandidateHistory.changedAt), asc(offerCandidateHistory.id));
}

export async function markWithdrawn(db: Executor, id: number, now: Date): Promise<void> {
  await db.update(offerCandidates).set({ withdrawnAt: now }).where(eq(offerCandidates.id, id));
}

export async function findEntry(db: Executor, offerId: number, candidateUserId: number) {
  const [row] = await db
    .select()
    .from(offerCandidates)
    .where(and(eq(offerCandidates.offerId, offerId), eq(offerCandidates.candidateUserId, candidateUserId)));
  return row;
}

/** The pair's entry, locked until the transaction ends. */
export async function lockEntry(db: Executor, offerId: number, candidateUserId: number) {
  const [row] = await db
    .select()
    .from(offerCandidates)
    .where(and(eq(offerCandidates.offerId, offerId), eq(offerCandidates.candidateUserId, candidateUserId)))
    .for('update');
  return row;
}

/** The offer of the candidate's own stored match; undefined for another's or an unknown one. */
export async function findOwnMatchOffer(db: Executor, candidateUserId: number, uuid: string): Promise<number | undefined> {
  const [row] = await db
    .select({ offerId: offerMatches.offerId })
    .from(offerMatches)
    .where(and(eq(offerMatches.candidateUserId, candidateUserId), sql`${offerMatchUuid}::text = lower(${uuid})`));
  return row?.offerId;
}

/** A new application; undefined when the pair already has an entry (the unique pair decides a race). */
export async function insertApplication(db: Executor, values: { offerId: number; candidateUserId: number; availableFrom: string; now: Date }) {
  const [row] = await db
    .insert(offerCandidates)
    .values({ offerId: values.offerId, candidateUserId: values.candidateUserId, status: StatusId.New, appliedAt: values.now, availableFrom: values.availableFrom, createdAt: values.now, statusChangedAt: values.now })
    .onConflictDoNothing({ target: [offerCandidates.offerId, offerCandidates.candidateUserId] })
    .returning();
  return row;
}

/** Turns a (locked) matched entry into an application. */
export async function applyMatchedEntry(db: Executor, entryId: number, values: { availableFrom: string; now: Date }) {
  const [row] = await db
    .update(offerCandidates)
    .set({ appliedAt: values.now, availableFrom: values.availableFrom, status: StatusId.New, statusChangedAt: values.now })
    .where(eq(offerCandidates.id, entryId))
    .returning();
  if (!row) throw new Error('pipeline entry vanished while locked');
  return row;
}

export interface HistoryRow {
  offerCandidateId: number;
  changedByUserId: number | null;
  fromStatus: number | null;
  toStatus: number;
  changedAt: Date;
}

export async function insertHistory(db: Executor, rows: readonly HistoryRow[]): Promise<void> {
  if (rows.length) await db.insert(offerCandidateHistory).values([...rows]);
}

/** The employer's own offer with what the pipeline compares; undefined for another's. */
export async function findOwnedOffer(db: Executor, clientUserId: number, offerId: number) {
  const [row] = await db
    .select({
      id: offers.id,
      industryId: offers.industryId,
      professionId: offers.professionId,
      requirements: offers.requirements,
      workLocationStateId: offers.workLocationStateId,
      contractTypes: offers.contractTypes,
    })
    .from(offers)
    .where(and(eq(offers.id, offerId), eq(offers.clientUserId, clientUserId)));
  return row;
}

/** The entries of some statuses of an offer: best fit first, then the newest. */
export async function listEntries(db: Executor, offerId: number, statuses: readonly number[]) {
  return db
    .select({
      id: offerCandidates.id,
      candidateUserId: offerCandidates.candidateUserId,
      status: offerCandidates.status,
      appliedAt: offerCandidates.appliedAt,
      availableFrom: offerCandidates.availableFrom,
      withdrawnAt: offerCandidates.withdrawnAt,
      score: offerMatches.score,
      breakdown: offerMatches.breakdown,
      engineVersion: offerMatches.engineVersion,
    })
    .from(offerCandidates)
    .leftJoin(offerMatches, and(eq(offerMatches.offerId, offerCandidates.offerId), eq(offerMatches.candidateUserId, offerCandidates.candidateUserId)))
    .where(and(eq(offerCandidates.offerId, offerId), inArray(offerCandidates.status, [...statuses])))
    .orderBy(sql`${offerMatches.score} desc nulls last`, sql`coalesce(${offerCandidates.appliedAt}, ${offerCandidates.createdAt}) desc`, desc(offerCandidates.id));
}

/** How many entries of the offer are in each status. */
export async function countEntriesByStatus(db: Executor, offerId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ status: offerCandidates.status, total: count() })
    .from(offerCandidates)
    .where(eq(offerCandidates.offerId, offerId))
    .groupBy(offerCandidates.status);
  return new Map(rows.map((row) => [row.status, Number(row.total)]));
}

/**
 * Entries of the employer's offers among `ids`, locked for a status change (the stage mail is read
 * when its window is over: lockEntryForMail). Another employer's entries are simply not found.
 */
export async function lockOwnedEntries(db: Executor, clientUserId: number, ids: readonly number[]) {
  return db
    .select({
      id: offerCandidates.id,
      offerId: offerCandidates.offerId,
      status: offerCandidates.status,
      appliedAt: offerCandidates.appliedAt,
      withdrawnAt: offerCandidates.withdrawnAt,
    })
    .from(offerCandidates)
    .innerJoin(offers, eq(offers.id, offerCandidates.offerId))
    .where(and(inArray(offerCandidates.id, [...ids]), eq(offers.clientUserId, clientUserId)))
    .orderBy(asc(offerCandidates.id))
    .for('update', { of: offerCandidates });
}
export type OwnedEntry = Awaited<ReturnType<typeof lockOwnedEntries>>[number];

export async function setEntriesStatus(db: Executor, ids: readonly number[], status: number, now: Date): Promise<void> {
  if (ids.length) await db.update(offerCandidates).set({ status, statusChangedAt: now }).where(inArray(offerCandidates.id, [...ids]));
}

/** Whether the entry belongs to one of the employer's offers. */
export async function isOwnedEntry(db: Executor, clientUserId: number, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: offerCandidates.id })
    .from(offerCandidates)
    .innerJoin(offers, eq(offers.id, offerCandidates.offerId))
    .where(and(eq(offerCandidates.id, id), eq(offers.clientUserId, clientUserId)));
  return row !== undefined;
}

/** An entry's changes, oldest first, with the name of the employer who made each. */
export async function listHistory(db: Executor, id: number) {
  return db
    .select({
      fromStatus: offerCandidateHistory.fromStatus,
      toStatus: offerCandidateHistory.toStatus,
      changedAt: offerCandidateHistory.changedAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(offerCandidateHistory)
    .leftJoin(users, eq(users.id, offerCandidateHistory.changedByUserId))
    .where(eq(offerCandidateHistory.offerCandidateId, id))
    .orderBy(asc(offerCandidateHistory.changedAt), asc(offerCandidateHistory.id));
}

export async function findPipelineStatusMails(db: Executor, userId: number): Promise<boolean | undefined> {
  const [row] = await db.select({ value: candidateProfiles.pipelineStatusMails }).from(candidateProfiles).where(eq(candidateProfiles.userId, userId));
  return row?.value;
}

export async function savePipelineStatusMails(db: Executor, userId: number, value: boolean): Promise<void> {
  await db.update(candidateProfiles).set({ pipelineStatusMails: value, updatedAt: sql`now()` }).where(eq(candidateProfiles.userId, userId));
}

/**
 * Before a candidate's account is erased: matched entries nobody touched go (the candidate never
 * asked this employer for anything), and every other entry keeps its place and history without the
 * candidate, shown as "Deleted candidate".
 */
export async function releaseErasedCandidate(db: Executor, candidateUserId: number): Promise<void> {
  await db.execute(sql`
    delete from offer_candidates oc
    where oc.candidate_user_id = ${candidateUserId} and oc.status = ${StatusId.New} and oc.applied_at is null
      and (select count(*) from offer_candidate_history h where h.offer_candidate_id = oc.id) <= 1`);
  await db.update(offerCandidates).set({ candidateUserId: null }).where(eq(offerCandidates.candidateUserId, candidateUserId));
}

/** The candidate's own pipeline entries (their applications and matched cards) with the offer and each one's status history, for the data export. */
export async function applicationsOfCandidate(db: Executor, candidateUserId: number) {
  const entries = await db
    .select({
      id: offerCandidates.id,
      offerId: offerCandidates.offerId,
      status: offerCandidates.status,
      appliedAt: offerCandidates.appliedAt,
      availableFrom: offerCandidates.availableFrom,
      createdAt: offerCandidates.createdAt,
      statusChangedAt: offerCandidates.statusChangedAt,
      withdrawnAt: offerCandidates.withdrawnAt,
      offerSlug: offers.slug,
      professionId: offers.professionId,
      countryId: offers.workLocationStateId,
      cityId: offers.workLocationCityId,
      employerName,
    })
    .from(offerCandidates)
    .innerJoin(offers, eq(offers.id, offerCandidates.offerId))
    .leftJoin(clientBrands, eq(clientBrands.id, offers.clientBrandId))
    .leftJoin(clientProfiles, eq(clientProfiles.userId, offers.clientUserId))
    .where(eq(offerCandidates.candidateUserId, candidateUserId))
    .orderBy(asc(offerCandidates.id));
  if (entries.length === 0) return [];
  const history = await db
    .select({ entryId: offerCandidateHistory.offerCandidateId, fromStatus: offerCandidateHistory.fromStatus, toStatus: offerCandidateHistory.toStatus, changedAt: offerCandidateHistory.changedAt })
    .from(offerCandidateHistory)
    .where(inArray(offerCandidateHistory.offerCandidateId, entries.map((e) => e.id)))
    .orderBy(asc(offerCandidateHistory.changedAt), asc(offerCandidateHistory.id));
  return entries.map((entry) => ({
    ...entry,
    statusHistory: history.filter((h) => h.entryId === entry.id).map(({ entryId: _entryId, ...change }) => change),
  }));
}

/**
 * Opens or pushes back the stage-mail window of moved cards: a new row remembers the status before the move, an
 * existing one keeps the status of its first move and only waits longer.
 */
export async function holdStageMails(db: Executor, rows: readonly { offerCandidateId: number; statusBefore: number }[], now: Date, sendAfter: Date): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(pipelineStageMails)
    .values(rows.map((row) => ({ ...row, heldSince: now, sendAfter })))
    .onConflictDoUpdate({ target: pipelineStageMails.offerCandidateId, set: { sendAfter } });
}

/** Cards whose stage-mail window is over, oldest first. */
export async function dueStageMailIds(db: Executor, now: Date, limit = 200): Promise<number[]> {
  const rows = await db
    .select({ id: pipelineStageMails.offerCandidateId })
    .from(pipelineStageMails)
    .where(lte(pipelineStageMails.sendAfter, now))
    .orderBy(asc(pipelineStageMails.sendAfter))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Takes a due window off the card (the caller sends its mail in the same transaction); undefined when it is not due or another took it. */
export async function takeDueStageMail(db: Executor, offerCandidateId: number, now: Date): Promise<{ statusBefore: number } | undefined> {
  const [row] = await db
    .delete(pipelineStageMails)
    .where(and(eq(pipelineStageMails.offerCandidateId, offerCandidateId), lte(pipelineStageMails.sendAfter, now)))
    .returning({ statusBefore: pipelineStageMails.statusBefore });
  return row;
}

/** A card as its stage mail needs it, locked so no move changes it meanwhile. */
export async function lockEntryForMail(db: Executor, id: number) {
  const [row] = await db
    .select({
      id: offerCandidates.id,
      offerId: offerCandidates.offerId,
      status: offerCandidates.status,
      appliedAt: offerCandidates.appliedAt,
      withdrawnAt: offerCandidates.withdrawnAt,
      professionId: offers.professionId,
      offerSlug: offers.slug,
      candidateEmail: users.email,
      candidateLocale: users.locale,
      candidateFirstName: users.firstName,
      pipelineStatusMails: candidateProfiles.pipelineStatusMails,
    })
    .from(offerCandidates)
    .innerJoin(offers, eq(offers.id, offerCandidates.offerId))
    .leftJoin(users, eq(users.id, offerCandidates.candidateUserId))
    .leftJoin(candidateProfiles, eq(candidateProfiles.userId, offerCandidates.candidateUserId))
    .where(eq(offerCandidates.id, id))
    .for('update', { of: offerCandidates });
  return row;
}
