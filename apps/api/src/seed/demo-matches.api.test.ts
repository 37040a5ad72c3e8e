import { matchingDepsOf } from '../features/index.ts';
import { MATCH_EMPLOYER_THRESHOLD, type MatchedOfferList, type PipelineList, StatusId } from '@trades/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserByEmail } from '../features/accounts/index.ts';
import { users } from '../features/accounts/accounts.tables.ts';
import { eraseAccount } from '../features/privacy/index.ts';
import { storageFor } from '../infra/storage/storage.ts';
import { offerCandidateHistory, offerCandidates } from '../features/applications/applications.tables.ts';
import { rebuildIfStale } from '../features/matching/index.ts';
import { offerMatches } from '../features/matching/matching.tables.ts';
import { offers } from '../features/offers/offers.tables.ts';
import { type TestApp, createTestApp } from '../test/test-app.ts';
import { DEMO_PASSWORD } from './demo-seed.ts';
import { seedDatabase } from './seed.ts';

/* The demo a newcomer starts with: seeded as `npm start` seeds it, then the stale-match rebuild that follows the start. */

const EMPLOYER1 = 'employer1@demo.trades.example';
const EMPLOYER2 = 'employer2@demo.trades.example';
const CARPENTER = 'candidate1@demo.trades.example';
const FORKLIFT_OPERATOR = 'candidate2@demo.trades.example';

describe('demo data after start', () => {
  let t: TestApp;
  const auth = async (email: string) => {
    const login = await t.app.inject({ method: 'POST', url: '/v1/login_check', payload: { username: email, password: DEMO_PASSWORD } });
    expect(login.statusCode, login.body).toBe(200);
    return { authorization: `Bearer ${login.json().token}` };
  };
  const userId = async (email: string) => (await findUserByEmail(t.database.db, email))?.id as number;
  const pipeline = async (email: string, offerId: number): Promise<PipelineList> => {
    const res = await t.app.inject({ method: 'GET', url: `/v1/client-offer/${offerId}/applications/list`, headers: await auth(email) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    t = await createTestApp();
    const { log } = await seedDatabase(t.database.db, { demo: true });
    expect(log.some((line) => line.startsWith('Demo applications: 1'))).toBe(true);
    const figures = await rebuildIfStale(matchingDepsOf(t.database.db));
    expect(figures?.stored).toBeGreaterThan(0);
  });
  afterAll(() => t.close());

  it('shows the carpenter his matched offers, the one he applied to marked', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/candidate-offer/list-matched', headers: await auth(CARPENTER) });
    expect(res.statusCode, res.body).toBe(200);
    const { items } = res.json() as MatchedOfferList;
    expect(items.length).toBeGreaterThan(0);
    const applied = items.filter((item) => item.isApplied);
    expect(applied).toHaveLength(1);
    expect(applied[0]?.offer.profession.id).toBe(1);
    expect(applied[0]?.score).toBeGreaterThanOrEqual(MATCH_EMPLOYER_THRESHOLD);
  });

  it("puts the carpenter's application in Nordbygg's first tab with his contacts and its history row", async () => {
    const carpenter = await userId(CARPENTER);
    const [entry] = await t.database.db.select().from(offerCandidates).where(eq(offerCandidates.candidateUserId, carpenter));
    expect(entry?.appliedAt).not.toBeNull();
    const [offer] = await t.database.db.select().from(offers).where(eq(offers.id, entry?.offerId as number));
    expect(offer?.clientUserId).toBe(await userId(EMPLOYER1));
    const history = await t.database.db.select().from(offerCandidateHistory).where(eq(offerCandidateHistory.offerCandidateId, entry?.id as number));
    expect(history.map((row) => row.toStatus)).toEqual([StatusId.New]);

    const { items } = await pipeline(EMPLOYER1, entry?.offerId as number);
    const card = items.find((item) => item.id === entry?.id);
    expect(card?.candidateApplied).toMatchObject({ firstName: 'Piotr', lastName: 'Kowalski', email: CARPENTER });
    expect(card?.candidateApplied?.phones.length).toBeGreaterThan(0);
    expect(card?.score).toBeGreaterThanOrEqual(MATCH_EMPLOYER_THRESHOLD);
  });

  it("shows the forklift operator in Baltic Steel Works' first tab as a matched candidate, contacts hidden", async () => {
    const operator = await userId(FORKLIFT_OPERATOR);
    const entries = await t.database.db
      .select({ offerId: offerCandidates.offerId, clientUserId: offers.clientUserId, appliedAt: offerCandidates.appliedAt, status: offerCandidates.status })
      .from(offerCandidates)
      .innerJoin(offers, eq(offers.id, offerCandidates.offerId))
      .where(eq(offerCandidates.candidateUserId, operator));
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) expect(entry).toMatchObject({ clientUserId: await userId(EMPLOYER2), appliedAt: null, status: StatusId.New });

    const { items } = await pipeline(EMPLOYER2, entries[0]?.offerId as number);
    const card = items.find((item) => item.memberCandidate?.firstName === 'Olena');
    expect(card?.candidateApplied).toBeNull();
    expect(card?.memberCandidate).toMatchObject({ lastName: 'Shevchenko', email: null, phones: [] });
  });

  it('stores matches only for the two complete profiles and leaves the third candidate unmatched', async () => {
    const third = await userId('candidate3@demo.trades.example');
    expect(await t.database.db.select().from(offerMatches).where(eq(offerMatches.candidateUserId, third))).toHaveLength(0);
    const operatorPairs = await t.database.db.select().from(offerMatches).where(eq(offerMatches.candidateUserId, await userId(FORKLIFT_OPERATOR)));
    expect(operatorPairs.length).toBeGreaterThan(0);
  });

  it('seeds the demo once per database: a deleted demo account stays deleted (issue 23)', async () => {
    const leaving = await userId('candidate3@demo.trades.example');
    await eraseAccount({ db: t.database.db, fileStorage: storageFor(t.config) }, async () => leaving);
    await seedDatabase(t.database.db, { demo: true });
    expect(await t.database.db.select().from(users).where(eq(users.email, 'candidate3@demo.trades.example'))).toHaveLength(0);
  });

  it('adds no second application when seeded again', async () => {
    const before = await t.database.db.select().from(offerCandidates);
    const { log } = await seedDatabase(t.database.db, { demo: true });
    expect(log.some((line) => line.startsWith('Demo applications'))).toBe(false);
    expect(await t.database.db.select().from(offerCandidates)).toHaveLength(before.length);
  });
});
