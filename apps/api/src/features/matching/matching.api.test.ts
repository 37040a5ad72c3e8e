import { matchingDepsOf } from '../index.ts';
import { MATCH_DIMENSIONS, MATCH_KNOCK_OUT_CAP, type MatchedOfferList, StatusId, explainMatch } from '@trades/contracts';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestAccount, newCandidate, newClient } from '../../test/accounts.ts';
import { completeSteps, saveStep, step3Body, step7Body } from '../../test/candidate-profile.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';
import { users } from '../accounts/accounts.tables.ts';
import { offerCandidates } from '../applications/applications.tables.ts';
import { insertOffer } from '../offers/testing.ts';
import { rebuildAllMatches, rescoreChangedSince } from './matching.rebuild.ts';
import { sweepUnmatchableOffers } from './matching.service.ts';
import { candidateMatchProfiles, matchingRebuildClaims, offerMatchUuid, offerMatches } from './matching.tables.ts';

describe('matching', () => {
  let t: TestApp;
  let employer: TestAccount;
  let employerId: number;
  beforeAll(async () => {
    t = await createTestApp();
    employer = await newClient(t.app, t.database.db);
    employerId = await userId(employer);
  });
  afterAll(() => t.close());

  async function userId(account: TestAccount): Promise<number> {
    const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, account.email));
    return row?.id as number;
  }
  const pairsOf = (offerId: number) =>
    t.database.db
      .select({ ...getTableColumns(offerMatches), uuid: offerMatchUuid })
      .from(offerMatches)
      .where(eq(offerMatches.offerId, offerId));
  const listMatched = async (headers: Record<string, string>, locale = 'en') =>
    t.app.inject({ method: 'GET', url: '/v1/candidate-offer/list-matched', headers: { ...headers, 'x-locale': locale } });
  /** A carpenter offer ready for publication (7), paying the skilled minimum wage or more, published through the API so the engine hears of it. */
  const publishedOffer = async (overrides: Parameters<typeof insertOffer>[2] = {}) => {
    const offer = await insertOffer(t.database.db, employerId, { status: StatusId.Paid, publicationAt: null, endPublicationAt: null, salaryGrossMin: '270', ...overrides });
    const res = await t.app.inject({ method: 'PATCH', url: `/v1/client-offer/${offer.id}/publish`, headers: employer.auth });
    expect(res.statusCode, res.body).toBe(200);
    await t.settle();
    return offer;
  };
  /** A candidate who completed the wizard (the shared carpenter and bricklayer in Norway and Sweden). */
  const completeCandidate = async () => {
    const candidate = await newCandidate(t.app, t.database.db);
    await completeSteps(t.app, candidate.auth);
    await t.settle();
    return candidate;
  };

  it('stores the pair of a complete profile and a published offer, and shows it to the candidate with its breakdown', async () => {
    const candidate = await completeCandidate();
    const offer = await publishedOffer({ languages: [{ languageCode: 'en', languageProficiency: 3, isRequired: true }] });
    const id = await userId(candidate);
    const pair = (await pairsOf(offer.id)).find((row) => row.candidateUserId === id);
    expect(pair?.score).toBeGreaterThanOrEqual(60);

    const res = await listMatched(candidate.auth);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as MatchedOfferList;
    const item = body.items.find((entry) => entry.offer.id === offer.id);
    expect(item).toMatchObject({ uuid: pair?.uuid, isApplied: false, allowMatchApply: false, offer: { slug: offer.slug, profession: { title: 'Carpenter' } } });
    expect(item?.scoreBreakdown.map((entry) => entry.dimension)).toEqual([...MATCH_DIMENSIONS]);
    // The parts shown add up to the score: nothing capped it.
    expect(item?.score).toBe(pair?.score);
    expect(item?.partsScore).toBe(item?.score);
    expect(item?.scoreBreakdown.reduce((sum, entry) => sum + entry.points, 0)).toBe(item?.score);
    // The candidate has not confirmed the e-mail: no apply from the match yet.
    await t.database.db.update(users).set({ isEmailConfirmed: true }).where(eq(users.email, candidate.email));
    const confirmed = (await listMatched(candidate.auth)).json() as MatchedOfferList;
    expect(confirmed.items.find((entry) => entry.offer.id === offer.id)?.allowMatchApply).toBe(true);
  });

  it('re-scores after a wizard save: a required language dropped knocks the pair out, with the hint in the reader’s language', async () => {
    const candidate = await completeCandidate();
    const id = await userId(candidate);
    const offer = await publishedOffer({ languages: [{ languageCode: 'en', languageProficiency: 3, isRequired: true }] });
    const before = (await pairsOf(offer.id)).find((row) => row.candidateUserId === id);
    expect(before?.score).toBeGreaterThan(MATCH_KNOCK_OUT_CAP);

    const res = await saveStep(t.app, candidate.auth, 3, step3Body({ candidateProfileLanguages: [{ languageCode: 'en', languageProficiency: 2 }] }));
    expect(res.statusCode, res.body).toBe(200);
    await t.settle();
    const after = (await pairsOf(offer.id)).find((row) => row.candidateUserId === id);
    expect(after?.uuid).toBe(before?.uuid);
    expect(after?.score).toBe(MATCH_KNOCK_OUT_CAP);
    const stored = explainMatch(after?.breakdown ?? []);
    expect(stored.score).toBe(after?.score);
    expect(stored.parts.find((entry) => entry.dimension === 'languages')).toMatchObject({ knockOut: true, hints: [{ key: 'raiseLanguage', params: { language: 'en', level: 3, currentLevel: 2 } }] });

    const item = ((await listMatched(candidate.auth)).json() as MatchedOfferList).items.find((entry) => entry.offer.id === offer.id);
    expect(item?.scoreBreakdown.find((entry) => entry.dimension === 'languages')).toMatchObject({
      knockOut: true,
      met: false,
      hints: [{ key: 'raiseLanguage', required: true, params: { language: 'English', level: 'B1', currentLevel: 'A2' } }],
    });
    // The cap is said: the parts add up to more than the score.
    expect(item?.score).toBe(MATCH_KNOCK_OUT_CAP);
    expect(item?.partsScore).toBeGreaterThan(MATCH_KNOCK_OUT_CAP);
    expect(item?.scoreBreakdown.reduce((sum, entry) => sum + entry.points, 0)).toBe(item?.partsScore);
    const polish = ((await listMatched(candidate.auth, 'pl')).json() as MatchedOfferList).items.find((entry) => entry.offer.id === offer.id);
    expect(polish?.scoreBreakdown.find((entry) => entry.dimension === 'languages')?.hints[0]?.params.language).toBe('Angielski');
  });

  it('re-scores after an offer change: edited, its pairs are recomputed; withdrawn, it loses them', async () => {
    await completeCandidate();
    const offer = await publishedOffer();
    const before = await pairsOf(offer.id);
    expect(before.length).toBeGreaterThan(0);
    const edit = await t.app.inject({ method: 'POST', url: `/v1/client-offer/${offer.id}/update`, headers: employer.auth, payload: { description: '<p>Carpenters wanted for a new school.</p>', numberOfVacancies: 3 } });
    expect(edit.statusCode, edit.body).toBe(200);
    await t.settle();
    const edited = await pairsOf(offer.id);
    expect(edited.map((row) => row.uuid).sort()).toEqual(before.map((row) => row.uuid).sort());
    expect(Math.min(...edited.map((row) => row.computedAt.getTime()))).toBeGreaterThan(Math.max(...before.map((row) => row.computedAt.getTime())));
    const res = await t.app.inject({ method: 'POST', url: `/v1/client-offer/${offer.id}/withdraw`, headers: employer.auth });
    expect(res.statusCode, res.body).toBe(200);
    await t.settle();
    expect(await pairsOf(offer.id)).toEqual([]);
  });

  it('stores nothing for an incomplete profile, and drops a candidate who withdrew consent 3', async () => {
    const offer = await publishedOffer();
    const halfway = await newCandidate(t.app, t.database.db);
    await completeSteps(t.app, halfway.auth, 6);
    await t.settle();
    const halfwayId = await userId(halfway);
    expect((await pairsOf(offer.id)).some((row) => row.candidateUserId === halfwayId)).toBe(false);
    const [snapshot] = await t.database.db.select().from(candidateMatchProfiles).where(eq(candidateMatchProfiles.userId, halfwayId));
    expect(snapshot?.eligible).toBe(false);

    const shared = await completeCandidate();
    const sharedId = await userId(shared);
    expect((await pairsOf(offer.id)).some((row) => row.candidateUserId === sharedId)).toBe(true);
    await t.database.db.execute(sql`update user_consents set is_acceptance = false where user_id = ${sharedId} and consent_id = 3`);
    expect((await saveStep(t.app, shared.auth, 7, step7Body())).statusCode).toBe(200);
    await t.settle();
    expect((await pairsOf(offer.id)).some((row) => row.candidateUserId === sharedId)).toBe(false);
  });

  it('tells an applied offer apart and does not offer to apply again', async () => {
    const candidate = await completeCandidate();
    const offer = await publishedOffer();
    // The engine already put the candidate in the employer's first tab; applying marks that entry.
    await t.database.db
      .insert(offerCandidates)
      .values({ offerId: offer.id, candidateUserId: await userId(candidate), appliedAt: new Date() })
      .onConflictDoUpdate({ target: [offerCandidates.offerId, offerCandidates.candidateUserId], set: { appliedAt: new Date() } });
    const item = ((await listMatched(candidate.auth)).json() as MatchedOfferList).items.find((entry) => entry.offer.id === offer.id);
    expect(item).toMatchObject({ isApplied: true, allowMatchApply: false });
  });

  it('lists only the caller’s own matches, best first, and answers candidates only', async () => {
    const candidate = await completeCandidate();
    const other = await newCandidate(t.app, t.database.db);
    const mine = ((await listMatched(candidate.auth)).json() as MatchedOfferList).items;
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.map((item) => item.score)).toEqual([...mine.map((item) => item.score)].sort((a, b) => b - a));
    expect(((await listMatched(other.auth)).json() as MatchedOfferList).items).toEqual([]);
    expect((await listMatched(employer.auth)).statusCode).toBe(403);
    expect((await listMatched({})).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/v1/candidate-offer/list-matched/primary', headers: employer.auth })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/v1/candidate-offer/list-matched/primary' })).statusCode).toBe(401);
  });

  it('explains matching and lists the availability statuses 1-4 in the reader’s language', async () => {
    const candidate = await newCandidate(t.app, t.database.db);
    const res = await t.app.inject({ method: 'GET', url: '/v1/candidate-offer/list-matched/primary', headers: { ...candidate.auth, 'x-locale': 'no' } });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.description[0]).toMatchObject({ heading: 'Slik matcher vi deg med tilbud' });
    expect(body.description[0].texts).toHaveLength(3);
    expect(body.availableStatus.map((status: { id: number }) => status.id)).toEqual([1, 2, 3, 4]);
    expect(body.availableStatus[2].title).toBe('Søker ikke arbeid');
  });

  it('empties an offer whose publication ended on the sweep, and rebuilds every pair from the profiles', async () => {
    await completeCandidate();
    const offer = await publishedOffer();
    const stored = (await pairsOf(offer.id)).map((row) => [row.candidateUserId, row.score, row.uuid]);
    expect(stored.length).toBeGreaterThan(0);
    const deps = matchingDepsOf(t.database.db);

    await t.database.db.delete(offerMatches).where(eq(offerMatches.offerId, offer.id));
    const figures = await rebuildAllMatches(deps);
    expect(figures?.stored).toBeGreaterThanOrEqual(stored.length);
    // The same pairs with the same uuids: the matched item's id follows from the pair.
    expect((await pairsOf(offer.id)).map((row) => [row.candidateUserId, row.score, row.uuid]).sort()).toEqual(stored.sort());
    // The rebuilt table took the place of the old one under the migrations' names.
    const names = async (query: ReturnType<typeof sql>) => ((await t.database.db.execute(query)) as unknown as { rows: { name: string }[] }).rows.map((row) => row.name);
    expect(await names(sql`select indexname as name from pg_indexes where tablename = 'offer_matches' order by 1`)).toEqual([
      'offer_matches_candidate_idx',
      'offer_matches_offer_id_candidate_user_id_pk',
    ]);
    expect(await names(sql`select conname as name from pg_constraint where conrelid = 'offer_matches'::regclass and contype <> 'n' order by 1`)).toEqual([
      'offer_matches_candidate_user_id_users_id_fk',
      'offer_matches_offer_id_candidate_user_id_pk',
      'offer_matches_offer_id_offers_id_fk',
      'offer_matches_score',
    ]);
    expect(await names(sql`select tablename as name from pg_tables where tablename like 'offer_matches%'`)).toEqual(['offer_matches']);

    await t.database.db.execute(sql`update offers set publication_at = now() - interval '31 days', end_publication_at = now() - interval '1 minute' where id = ${offer.id}`);
    await sweepUnmatchableOffers(deps);
    expect(await pairsOf(offer.id)).toEqual([]);
  });

  it('runs one full rebuild at a time, and takes over the claim of one that died', async () => {
    const deps = matchingDepsOf(t.database.db);
    const both = await Promise.all([rebuildAllMatches(deps), rebuildAllMatches(deps)]);
    expect(both.filter((figures) => figures !== undefined)).toHaveLength(1);
    expect(await t.database.db.select().from(matchingRebuildClaims)).toEqual([]);

    await t.database.db.insert(matchingRebuildClaims).values({ id: 1, claimedAt: new Date(Date.now() - 60_000) });
    expect(await rebuildAllMatches(deps)).toBeUndefined();
    await t.database.db.update(matchingRebuildClaims).set({ claimedAt: new Date(Date.now() - 7 * 60 * 60 * 1000) });
    expect(await rebuildAllMatches(deps)).toBeDefined();
    expect(await t.database.db.select().from(matchingRebuildClaims)).toEqual([]);
  });

  it('re-scores after a rebuild what changed while it ran, and only that', async () => {
    const changed = await userId(await completeCandidate());
    const unchanged = await userId(await completeCandidate());
    const offer = await publishedOffer();
    const since = new Date();
    // What the swap loses: pairs a job wrote to the replaced table, here for both candidates.
    await t.database.db.delete(offerMatches).where(eq(offerMatches.offerId, offer.id));
    // Everything else of this file's data (the test app's clock may run ahead) counts as older.
    await t.database.db.update(candidateMatchProfiles).set({ updatedAt: new Date(since.getTime() - 1000) });
    await t.database.db.execute(sql`update offers set updated_at = ${new Date(since.getTime() - 1000)}`);
    await t.database.db.update(candidateMatchProfiles).set({ updatedAt: new Date(since.getTime() + 1000) }).where(eq(candidateMatchProfiles.userId, changed));

    await rescoreChangedSince(matchingDepsOf(t.database.db), since);
    expect((await pairsOf(offer.id)).map((row) => row.candidateUserId)).toEqual([changed]);

    // A changed offer is re-scored against every candidate (this file's earlier ones too).
    await t.database.db.execute(sql`update offers set updated_at = ${new Date(since.getTime() + 1000)} where id = ${offer.id}`);
    await rescoreChangedSince(matchingDepsOf(t.database.db), since);
    expect((await pairsOf(offer.id)).map((row) => row.candidateUserId)).toEqual(expect.arrayContaining([changed, unchanged]));
  });

  it('lists the signed-in candidate’s matched offers with mlFilter=1', async () => {
    const candidate = await completeCandidate();
    const offer = await publishedOffer();
    const res = await t.app.inject({ method: 'GET', url: '/v1/offer/list?mlFilter=1&showAll=false', headers: candidate.auth });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { items: { id: number }[] }).items.map((item) => item.id)).toContain(offer.id);
    const fresh = await newCandidate(t.app, t.database.db);
    expect((await t.app.inject({ method: 'GET', url: '/v1/offer/list?mlFilter=1', headers: fresh.auth })).json()).toMatchObject({ items: [], numTotal: 0 });
  });
});
