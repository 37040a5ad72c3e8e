import { createOutbox } from '../../infra/mail/outbox.ts';
import { FileLinks } from '../../infra/storage/file-links.ts';
import { storageFor } from '../../infra/storage/storage.ts';
import type { TestApp } from '../../test/test-app.ts';
import { ReferenceCatalogueStore } from '../reference/index.ts';
import { type PrivacyDeps, buildDataExport, runRetention } from './privacy.service.ts';

/* Fixtures of the privacy tests: the jobs run by hand (tests start no job queue), at the test's clock. */

export function privacyDeps(t: TestApp, now: () => Date): PrivacyDeps {
  return {
    db: t.database.db,
    outbox: createOutbox(t.config.PUBLIC_URL, async () => undefined),
    fileStorage: storageFor(t.config),
    catalogue: ReferenceCatalogueStore.of(t.database.db),
    links: new FileLinks(t.config.JWT_SECRET),
    now,
    config: t.config,
  };
}

export const runExportJob = (t: TestApp, id: number, now: () => Date = () => new Date()) => buildDataExport(privacyDeps(t, now), id);
export const runRetentionJob = (t: TestApp, now: () => Date) => runRetention(privacyDeps(t, now));
