import { matchingDepsOf } from '../index.ts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../infra/db/database.ts';
import { BackgroundTasks } from '../../infra/jobs/background-work.ts';
import { type JobQueue } from '../../infra/jobs/job-queue.ts';
import { openTestWorkers } from '../../test/test-app.ts';
import { createCandidate, createEmployer, insertOffer } from '../offers/testing.ts';
import type { CandidateSnapshot } from '@trades/contracts';
import { prefilterArrays } from './candidate-snapshot.ts';
import { MATCH_OFFER_JOB, matchingTriggers } from './matching.service.ts';
import { candidateMatchProfiles, offerMatches } from './matching.tables.ts';

const carpenterInNorway: CandidateSnapshot = {
  professions: [{ industryId: 1, professionId: 1, professionClassId: 2, experienceMonths: 60, items: {} }],
  languages: { en: 4 },
  places: [{ countryId: 1, allState: true, regionIds: [], cityIds: [], salaryAmount: 260, salaryCurrency: 'NOK' }],
  availableStatus: 2,
  availableFrom: '2026-01-01',
  workSystems: [1],
  contractTypes: [1],
  isConstantWork: true,
  isFlexibleWork: false,
};

describe('matching through pg-boss', () => {
  let database: DatabaseHandle;
  let jobs: JobQueue;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ database, jobs, close } = await openTestWorkers());
  });
  afterAll(() => close());

  it('queues one job for a burst of changes to an offer, which then stores its pairs', async () => {
    const db = database.db;
    const employer = await createEmployer(db, 'Fjordbygg AS');
    const offer = await insertOffer(db, employer.userId);
    const candidate = await createCandidate(db, { professions: [[1, 1]], countries: [1] });
    await db.insert(candidateMatchProfiles).values({ userId: candidate, eligible: true, ...prefilterArrays(carpenterInNorway), profile: carpenterInNorway });

    const background = new BackgroundTasks();
    const triggers = matchingTriggers(matchingDepsOf(db), jobs, background);
    for (let i = 0; i < 3; i++) triggers.offerChanged(offer.id);
    await background.idle();
    const queued = (await db.execute(sql`select count(*)::int as n from pgboss.job where name = ${MATCH_OFFER_JOB}`)) as unknown as { rows: { n: number }[] };
    expect(queued.rows[0]?.n).toBe(1);

    const deadline = Date.now() + 15_000;
    let pairs: (typeof offerMatches.$inferSelect)[] = [];
    while (Date.now() < deadline && pairs.length === 0) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      pairs = await db.select().from(offerMatches).where(eq(offerMatches.offerId, offer.id));
    }
    expect(pairs.map((pair) => pair.candidateUserId)).toEqual([candidate]);
  }, 25_000);
});
