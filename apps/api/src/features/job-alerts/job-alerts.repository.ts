import { type JobAlertFrequency, JOB_ALERT_FREQUENCIES, StatusId, WIZARD_COMPLETE } from '@trades/contracts';
import { type SQL, and, asc, count, desc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../infra/db/database.ts';
import { candidateProfiles, users } from '../accounts/accounts.tables.ts';
import { offerMatches } from '../matching/matching.tables.ts';
import { offers } from '../offers/offers.tables.ts';
import { publicOfferCondition } from '../offers/index.ts';
import { type HighWaterMark, digestWindowEnd, lastDigestCutoff } from './job-alerts.rules.ts';
import { type JobAlertRow, jobAlertSentOffers, jobAlerts } from './job-alerts.tables.ts';

export type NewJobAlert = Pick<typeof jobAlerts.$inferInsert, 'kind' | 'frequency' | 'params' | 'minScore' | 'seenPublishedAt' | 'seenOfferId' | 'createdAt'>;
export type JobAlertChange = Partial<Pick<JobAlertRow, 'frequency' | 'params' | 'minScore' | 'unsubscribedAt'>>;

const ownAlert = (candidateUserId: number, id: number) => and(eq(jobAlerts.id, id), eq(jobAlerts.candidateUserId, candidateUserId));

export async function listCandidateAlerts(db: Executor, candidateUserId: number): Promise<JobAlertRow[]> {
  return db.select().from(jobAlerts).where(eq(jobAlerts.candidateUserId, candidateUserId)).orderBy(asc(jobAlerts.id));
}

/** Locks the candidate's user row, so two saves at once cannot both pass the limit. */
export async function lockCandidate(db: Executor, candidateUserId: number): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, candidateUserId)).for('update');
}

export async function insertAlert(db: Executor, candidateUserId: number, alert: NewJobAlert): Promise<JobAlertRow> {
  const [row] = await db.insert(jobAlerts).values({ candidateUserId, ...alert }).returning();
  return row as JobAlertRow;
}

export async function findCandidateAlert(db: Executor, candidateUserId: number, id: number): Promise<JobAlertRow | undefined> {
  const [row] = await db.select().from(jobAlerts).where(ownAlert(candidateUserId, id)).limit(1);
  return row;
}

export async function updateCandidateAlert(db: Executor, candidateUserId: number, id: number, change: JobAlertChange): Promise<JobAlertRow | undefined> {
  const [row] = await db.update(jobAlerts).set(change).where(ownAlert(candidateUserId, id)).returning();
  return row;
}

export async function deleteCandidateAlert(db: Executor, candidateUserId: number, id: number): Promise<boolean> {
  const rows = await db.delete(jobAlerts).where(ownAlert(candidateUserId, id)).returning({ id: jobAlerts.id });
  return rows.length > 0;
}

export async function findAlert(db: Executor, id: number): Promise<JobAlertRow | undefined> {
  const [row] = await db.select().from(jobAlerts).where(eq(jobAlerts.id, id)).limit(1);
  return row;
}

/** Stops or resumes an alert's digests (the unsubscribe link and its undo); a stop already made keeps its time. */
export async function setUnsubscribed(db: Executor, id: number, at: Date | null): Promise<JobAlertRow | undefined> {
  const [row] = await db
    .update(jobAlerts)
    .set({ unsubscribedAt: at === null ? null : sql`coalesce(${jobAlerts.unsubscribedAt}, ${at.toISOString()}::timestamptz)` })
    .where(eq(jobAlerts.id, id))
    .returning();
  return row;
}

/** A complete profile: Active (2) with the wizard submitted. */
export async function hasCompleteProfile(db: Executor, candidateUserId: number): Promise<boolean> {
  const [row] = await db
    .select({ status: candidateProfiles.status, wizardStep: candidateProfiles.wizardStep })
    .from(candidateProfiles)
    .where(eq(candidateProfiles.userId, candidateUserId))
    .limit(1);
  return row !== undefined && row.status === StatusId.Active && row.wizardStep === WIZARD_COMPLETE;
}

/** Ids of subscribed alerts whose digest is due at `now` (the rule of isDigestDue, in SQL), oldest digest first. */
export async function dueAlertIds(db: Executor, now: Date, limit: number): Promise<number[]> {
  const since = sql`coalesce(${jobAlerts.lastDigestAt}, ${jobAlerts.createdAt})`;
  const due = JOB_ALERT_FREQUENCIES.map((frequency: JobAlertFrequency) => and(eq(jobAlerts.frequency, frequency), lte(since, lastDigestCutoff(frequency, now))));
  const rows = await db
    .select({ id: jobAlerts.id })
    .from(jobAlerts)
    .where(and(isNull(jobAlerts.unsubscribedAt), or(...due)))
    .orderBy(since, asc(jobAlerts.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** One alert with its candidate, locked for its digest; undefined when another sweep holds it or it is gone. */
export async function lockAlertForDigest(db: Executor, id: number) {
  const [row] = await db
    .select({ alert: jobAlerts, email: users.email, firstName: users.firstName, locale: users.locale })
    .from(jobAlerts)
    .innerJoin(users, eq(users.id, jobAlerts.candidateUserId))
    .where(eq(jobAlerts.id, id))
    .for('update', { of: jobAlerts, skipLocked: true })
    .limit(1);
  return row;
}

export interface DigestOffer {
  id: number;
  slug: string;
  professionId: number;
  workLocationStateId: number | null;
  workLocationCityId: number | null;
  publicationAt: Date;
}

/**
 * The public offers of an alert after its mark and settled at `now` that no digest has mailed to its candidate yet,
 * newest first (at most `limit`), and how many there are.
 */
export async function newOffersOf(db: Executor, alert: JobAlertRow, mark: HighWaterMark, now: Date, limit: number): Promise<{ offers: DigestOffer[]; total: number }> {
  const conditions: SQL[] = [
    publicOfferCondition(now),
    sql`(${offers.publicationAt}, ${offers.id}) > (${mark.publishedAt.toISOString()}::timestamptz, ${mark.offerId})`,
    lte(offers.publicationAt, digestWindowEnd(now)),
    sql`not exists (select 1 from ${jobAlertSentOffers} where ${jobAlertSentOffers.candidateUserId} = ${alert.candidateUserId} and ${jobAlertSentOffers.offerId} = ${offers.id})`,
  ];
  const params = alert.params;
  if (alert.kind === 'search' && params) {
    if (params.industries.length > 0) conditions.push(inArray(offers.industryId, params.industries));
    if (params.professions.length > 0) conditions.push(inArray(offers.professionId, params.professions));
    if (params.countries.length > 0) conditions.push(inArray(offers.workLocationStateId, params.countries));
  }
  if (alert.kind === 'matched') {
    conditions.push(
      sql`exists (select 1 from ${offerMatches} where ${offerMatches.offerId} = ${offers.id} and ${offerMatches.candidateUserId} = ${alert.candidateUserId} and ${gte(offerMatches.score, alert.minScore ?? 100)})`,
    );
  }
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: offers.id,
        slug: offers.slug,
        professionId: offers.professionId,
        workLocationStateId: offers.workLocationStateId,
        workLocationCityId: offers.workLocationCityId,
        publicationAt: offers.publicationAt,
      })
      .from(offers)
      .where(where)
      .orderBy(desc(offers.publicationAt), desc(offers.id))
      .limit(limit),
    db.select({ total: count() }).from(offers).where(where),
  ]);
  return { offers: rows.map((row) => ({ ...row, publicationAt: row.publicationAt as Date })), total: Number(counted?.total ?? 0) };
}

export async function recordDigest(db: Executor, id: number, mark: HighWaterMark, at: Date): Promise<void> {
  await db.update(jobAlerts).set({ seenPublishedAt: mark.publishedAt, seenOfferId: mark.offerId, lastDigestAt: at }).where(eq(jobAlerts.id, id));
}

/**
 * Records the offers a digest is about to mail; answers those this call recorded. An offer another digest of the
 * candidate recorded first (another alert, a sweep running at the same time) is left out: the primary key decides,
 * waiting for that digest's transaction, so only one mail holds it.
 */
export async function claimSentOffers(db: Executor, alert: Pick<JobAlertRow, 'id' | 'candidateUserId'>, offerIds: readonly number[], at: Date): Promise<Set<number>> {
  if (offerIds.length === 0) return new Set();
  const rows = await db
    .insert(jobAlertSentOffers)
    .values(offerIds.map((offerId) => ({ candidateUserId: alert.candidateUserId, offerId, alertId: alert.id, sentAt: at })))
    .onConflictDoNothing()
    .returning({ offerId: jobAlertSentOffers.offerId });
  return new Set(rows.map((row) => row.offerId));
}
