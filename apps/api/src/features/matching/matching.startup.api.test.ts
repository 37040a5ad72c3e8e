import { matchingDepsOf } from '../index.ts';
import { StatusId } from '@trades/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCandidate, newClient } from '../../test/accounts.ts';
import { completeSteps } from '../../test/candidate-profile.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';
import { users } from '../accounts/accounts.tables.ts';
import { insertOffer } from '../offers/testing.ts';
import { matchesAreStale, rebuildIfStale } from './matching.startup.ts';
import { candidateMatchProfiles, offerMatches } from './matching.tables.ts';

describe('matches at start', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('rebuilds once when a complete profile has no snapshot or pairs carry another engine version, and not again', async () => {
    const deps = matchingDepsOf(t.database.db);
    const employer = await newClient(t.app, t.database.db);
    const [employerRow] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, employer.email));
    await insertOffer(t.database.db, employerRow?.id as number, { status: StatusId.Active });
    const candidate = await newCandidate(t.app, t.database.db);
    await completeSteps(t.app, candidate.auth);
    await t.settle();
    const [candidateRow] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, candidate.email));
    const candidateId = candidateRow?.id as number;
    // The offer went straight into the table, so only a rebuild pairs it; the profile was scored on save.
    expect(await matchesAreStale(deps)).toBe(false);

    // Data from before matching existed: the profile has no snapshot.
    await t.database.db.delete(candidateMatchProfiles).where(eq(candidateMatchProfiles.userId, candidateId));
    expect(await matchesAreStale(deps)).toBe(true);
    const figures = await rebuildIfStale(deps);
    expect(figures?.snapshots).toBeGreaterThanOrEqual(1);
    expect(await t.database.db.select().from(offerMatches).where(eq(offerMatches.candidateUserId, candidateId))).not.toHaveLength(0);
    expect(await matchesAreStale(deps)).toBe(false);
    expect(await rebuildIfStale(deps)).toBeUndefined();

    // Pairs of an older engine.
    await t.database.db.update(offerMatches).set({ engineVersion: 0 });
    expect(await matchesAreStale(deps)).toBe(true);
    await rebuildIfStale(deps);
    expect(await matchesAreStale(deps)).toBe(false);
  });
});
