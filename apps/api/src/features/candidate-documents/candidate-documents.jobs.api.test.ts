import { StatusId } from '@trades/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INERT_MATCHING, type TestApp, createTestApp } from '../../test/test-app.ts';
import { JobQueue } from '../../infra/jobs/job-queue.ts';
import { FileLinks } from '../../infra/storage/file-links.ts';
import { storageFor } from '../../infra/storage/storage.ts';
import { offerCandidates } from '../applications/applications.tables.ts';
import { employer, readyCandidate } from '../applications/testing.ts';
import { insertOffer } from '../offers/testing.ts';
import { ReferenceCatalogueStore } from '../reference/index.ts';
import { registerCandidateDocumentsJobs } from './candidate-documents.jobs.ts';
import { documentsDeps } from './candidate-documents.routes.ts';
import { type DocumentsDeps, queuePack, showPack } from './candidate-documents.service.ts';

/* A queued pack is made by the pg-boss worker, as in a running server. */

describe('the document pack job on pg-boss', () => {
  let t: TestApp;
  let jobs: JobQueue;
  let deps: DocumentsDeps;

  beforeAll(async () => {
    t = await createTestApp({ matching: INERT_MATCHING });
    jobs = new JobQueue(t.database);
    await jobs.start();
    deps = documentsDeps({
      db: t.database.db,
      fileLinks: new FileLinks(t.config.JWT_SECRET),
      catalogue: ReferenceCatalogueStore.of(t.database.db),
      fileStorage: storageFor(t.config),
      jobs,
      now: () => new Date(),
      config: t.config,
    });
    await registerCandidateDocumentsJobs(jobs, deps);
  });
  afterAll(async () => {
    await jobs.stop();
    await t.close();
  });

  it('completes a queued pack without anyone running it by hand', async () => {
    const boss = await employer(t.app, t.database.db);
    const candidate = await readyCandidate(t.app, t.database.db);
    const offerId = (await insertOffer(t.database.db, boss.userId)).id;
    await t.database.db.insert(offerCandidates).values({ offerId, candidateUserId: candidate.userId, appliedAt: new Date() });
    const queued = await queuePack(deps, boss.userId, offerId, { isAnonymize: false, clientBrand: null, status: null }, 'no');
    expect(queued.status.id).toBe(StatusId.Processing);
    const deadline = Date.now() + 20_000;
    let entry = queued;
    while (entry.status.id === StatusId.Processing && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      entry = await showPack(deps, boss.userId, offerId, queued.id, 'no');
    }
    expect(entry).toMatchObject({ status: { id: StatusId.Completed, title: 'Fullført' }, progress: { done: 1, total: 1 } });
    expect(entry.dataSetDownloadUrl).not.toBeNull();
  }, 30_000);
});
