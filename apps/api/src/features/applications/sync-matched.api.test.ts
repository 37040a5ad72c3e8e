import { AvailabilityStatus, MATCH_EMPLOYER_THRESHOLD, StatusId } from '@trades/contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INERT_MATCHING, type TestApp, createTestApp } from '../../test/test-app.ts';
import { candidateProfiles } from '../accounts/accounts.tables.ts';
import { createCandidate, createEmployer, insertOffer } from '../offers/testing.ts';
import { offerCandidateHistory, offerCandidates } from './applications.tables.ts';
import { syncMatchedEntries } from './index.ts';
import { insertMatch } from './testing.ts';

/* The matched candidates in an employer's first tab, kept in step with the stored matches. */

describe('syncMatchedEntries', () => {
  let t: TestApp;
  let employerId: number;
  beforeAll(async () => {
    // The matches are stored by the tests, with the scores they need.
    t = await createTestApp({ matching: INERT_MATCHING });
    employerId = (await createEmployer(t.database.db, 'Fjordbygg AS')).userId;
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  /** A complete, active profile (wizard submitted). */
  const candidate = async () => {
    const userId = await createCandidate(db(), { professions: [[1, 1]], countries: [1] });
    await db().update(candidateProfiles).set({ wizardStep: 0 }).where(eq(candidateProfiles.userId, userId));
    return userId;
  };
  const entriesOf = (offerId: number) => db().select().from(offerCandidates).where(eq(offerCandidates.offerId, offerId));
  const pairs = async (offerId: number) => (await entriesOf(offerId)).map((e) => e.candidateUserId ?? 0).sort((a, b) => a - b);

  it('adds pairs at or above the employer threshold as new, unapplied entries with their creation in the history', async () => {
    const offer = await insertOffer(db(), employerId);
    const [strong, edge, weak, notLooking, incomplete] = [await candidate(), await candidate(), await candidate(), await candidate(), await candidate()];
    await db().update(candidateProfiles).set({ availableStatus: AvailabilityStatus.Red }).where(eq(candidateProfiles.userId, notLooking));
    await db().update(candidateProfiles).set({ wizardStep: 5 }).where(eq(candidateProfiles.userId, incomplete));
    await insertMatch(db(), offer.id, strong, 92);
    await insertMatch(db(), offer.id, edge, MATCH_EMPLOYER_THRESHOLD);
    await insertMatch(db(), offer.id, weak, MATCH_EMPLOYER_THRESHOLD - 1);
    await insertMatch(db(), offer.id, notLooking, 95);
    await insertMatch(db(), offer.id, incomplete, 95);

    expect(await syncMatchedEntries(db(), { offerId: offer.id }, new Date())).toEqual({ inserted: 2, deleted: 0 });
    expect(await pairs(offer.id)).toEqual([strong, edge].sort((a, b) => a - b));
    const entries = await entriesOf(offer.id);
    for (const entry of entries) expect(entry).toMatchObject({ status: StatusId.New, appliedAt: null, availableFrom: null });
    const history = await db().select().from(offerCandidateHistory).where(inArray(offerCandidateHistory.offerCandidateId, entries.map((e) => e.id)));
    expect(history).toHaveLength(2);
    for (const row of history) expect(row).toMatchObject({ fromStatus: null, toStatus: StatusId.New, changedByUserId: null });

    // Running again changes nothing.
    expect(await syncMatchedEntries(db(), { offerId: offer.id }, new Date())).toEqual({ inserted: 0, deleted: 0 });
  });

  it('adds none for an offer that is not active', async () => {
    const draft = await insertOffer(db(), employerId, { status: StatusId.Draft });
    const userId = await candidate();
    await insertMatch(db(), draft.id, userId, 99);
    expect(await syncMatchedEntries(db(), { candidateUserId: userId }, new Date())).toEqual({ inserted: 0, deleted: 0 });
  });

  it('removes untouched matched entries that no longer qualify, and keeps opened and applied ones', async () => {
    const offer = await insertOffer(db(), employerId);
    const [dropped, opened, applied, paused] = [await candidate(), await candidate(), await candidate(), await candidate()];
    for (const userId of [dropped, opened, applied, paused]) await insertMatch(db(), offer.id, userId, 80);
    await syncMatchedEntries(db(), { offerId: offer.id }, new Date());
    const entryOf = async (userId: number) => (await entriesOf(offer.id)).find((e) => e.candidateUserId === userId);

    // The employer opened one card; one candidate applied.
    const openedEntry = await entryOf(opened);
    await db().update(offerCandidates).set({ status: StatusId.Indefinite }).where(eq(offerCandidates.id, openedEntry?.id ?? 0));
    await db().insert(offerCandidateHistory).values({ offerCandidateId: openedEntry?.id ?? 0, fromStatus: StatusId.New, toStatus: StatusId.Indefinite, changedByUserId: employerId });
    await db().update(offerCandidates).set({ appliedAt: new Date() }).where(eq(offerCandidates.id, (await entryOf(applied))?.id ?? 0));

    // All four fall below the threshold; one more candidate stops looking.
    for (const userId of [dropped, opened, applied]) await insertMatch(db(), offer.id, userId, 30);
    await db().update(candidateProfiles).set({ availableStatus: AvailabilityStatus.Red }).where(eq(candidateProfiles.userId, paused));

    expect(await syncMatchedEntries(db(), { offerId: offer.id }, new Date())).toEqual({ inserted: 0, deleted: 2 });
    expect(await pairs(offer.id)).toEqual([opened, applied].sort((a, b) => a - b));
  });

  it('touches only the scope it is given', async () => {
    const [first, second] = [await insertOffer(db(), employerId), await insertOffer(db(), employerId)];
    const [one, two] = [await candidate(), await candidate()];
    for (const offer of [first, second]) for (const userId of [one, two]) await insertMatch(db(), offer.id, userId, 75);

    expect(await syncMatchedEntries(db(), { candidateUserId: one }, new Date())).toEqual({ inserted: 2, deleted: 0 });
    expect(await pairs(first.id)).toEqual([one]);
    expect(await pairs(second.id)).toEqual([one]);

    await db().update(candidateProfiles).set({ availableStatus: AvailabilityStatus.Red }).where(eq(candidateProfiles.userId, one));
    expect(await syncMatchedEntries(db(), { offerId: first.id }, new Date())).toEqual({ inserted: 1, deleted: 1 });
    expect(await pairs(first.id)).toEqual([two]);
    expect(await pairs(second.id)).toEqual([one]);
  });
});
