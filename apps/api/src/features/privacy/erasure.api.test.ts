import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { StatusId } from '@trades/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../test/test-app.ts';
import { outboxMessages } from '../../infra/mail/outbox.tables.ts';
import { storageFor } from '../../infra/storage/storage.ts';
import { FileLinks } from '../../infra/storage/file-links.ts';
import { offerCandidates } from '../applications/applications.tables.ts';
import { candidatePublicId } from '../applications/index.ts';
import { type Account, employer, readyCandidate } from '../applications/testing.ts';
import { documentsDeps, runPackJob } from '../candidate-documents/index.ts';
import { insertFile } from '../files/testing.ts';
import { insertOffer } from '../offers/testing.ts';
import { ReferenceCatalogueStore } from '../reference/index.ts';
import { savedOffers } from '../saved-offers/saved-offers.tables.ts';
import { confirmAccountDeletion } from './erasure.ts';
import { runExportJob } from './testing.ts';

/* Erasure is complete and immediate (issue 23): nothing of an erased candidate is served again or left in storage. */

describe('erasing a candidate', () => {
  let t: TestApp;
  const db = () => t.database.db;
  /** Every key in the local file storage. */
  const storedKeys = () => {
    const root = path.join(t.config.DATA_DIR, 'files');
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
      .sort();
  };

  // Storage of its own, so the listing holds this test's objects only.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'trades-erasure-'));
  beforeAll(async () => {
    t = await createTestApp({ env: { DATA_DIR: dataDir } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('removes her packs, print links, export and uploads in the same step, and lists the storage before and after', async () => {
    const storage = storageFor(t.config);
    const boss: Account = await employer(t.app, db());
    const leaving = await readyCandidate(t.app, db(), { firstName: 'Olena', lastName: 'Erased' });
    const staying = await readyCandidate(t.app, db(), { firstName: 'Marta', lastName: 'Stays' });
    const offerId = (await insertOffer(db(), boss.userId)).id;
    await db().insert(offerCandidates).values([
      { offerId, candidateUserId: leaving.userId, appliedAt: new Date() },
      { offerId, candidateUserId: staying.userId, appliedAt: new Date() },
    ]);

    // Both saved the offer: only her bookmark goes with her account.
    for (const candidate of [leaving, staying]) {
      const saved = await t.app.inject({ method: 'PUT', url: `/v1/candidate/saved-offers/${offerId}`, headers: candidate.auth });
      expect(saved.statusCode, saved.body).toBe(204);
    }
    // Her upload, her data export and the employer's named pack of the offer she applied to.
    const upload = `certificate-${leaving.userId}.pdf`;
    await storage.put(upload, Buffer.from('%PDF-1.4 certificate'), 'application/pdf');
    await insertFile(db(), { ownerUserId: leaving.userId, filename: upload, originalName: 'certificate.pdf', kind: 'pdf', mimeType: 'application/pdf', sizeBytes: 20, isTemporary: false });
    const exported = await t.app.inject({ method: 'POST', url: '/v1/user/data-export', headers: leaving.auth, payload: {} });
    expect(exported.statusCode, exported.body).toBe(202);
    await runExportJob(t, exported.json().id);
    const deps = documentsDeps({ db: db(), fileLinks: new FileLinks(t.config.JWT_SECRET), catalogue: ReferenceCatalogueStore.of(db()), fileStorage: storage, now: () => new Date(), config: t.config });
    const queued = await t.app.inject({ method: 'POST', url: `/v1/client-offer/${offerId}/data-set-queue`, headers: boss.auth, payload: { isAnonymize: false } });
    const packId = queued.json().data.offerDatasetQueue.id as number;
    await runPackJob(deps, packId);
    const pack = (await t.app.inject({ method: 'GET', url: `/v1/client-offer/${offerId}/data-set-queue/${packId}`, headers: boss.auth })).json();
    expect(pack.status.id).toBe(StatusId.Completed);
    const packUrl = pack.dataSetDownloadUrl as string;
    const printUrl = (await t.app.inject({ method: 'POST', url: `/v1/client-candidate/print/profile/${candidatePublicId(t.config.JWT_SECRET, leaving.userId)}`, headers: boss.auth, payload: {} })).json().profilePrintUrl as string;
    expect((await t.app.inject({ method: 'GET', url: packUrl })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: printUrl })).statusCode).toBe(200);

    const before = storedKeys();
    console.log(`storage before the erasure:\n  ${before.join('\n  ')}`);
    expect(before).toEqual(expect.arrayContaining([upload, expect.stringMatching(/^data-export-.+\.zip$/), expect.stringMatching(/^pack-\d+-.+\.zip$/)]));

    // Her own deletion, confirmed by the mailed link.
    const asked = await t.app.inject({ method: 'POST', url: '/v1/user/delete', headers: leaving.auth, payload: { passwordCurrent: leaving.password } });
    expect(asked.statusCode, asked.body).toBe(200);
    const [mail] = await db()
      .select({ text: outboxMessages.text })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.recipient, leaving.email), eq(outboxMessages.template, 'account_delete')))
      .orderBy(desc(outboxMessages.id))
      .limit(1);
    const token = /account-delete\/confirmation\/([\w.-]+)/.exec(mail?.text ?? '')?.[1] as string;
    await confirmAccountDeletion({ db: db(), fileStorage: storage }, token);

    const after = storedKeys();
    console.log(`storage after the erasure:\n  ${after.join('\n  ')}`);
    expect(after).not.toContain(upload);
    expect(after.filter((key) => key.startsWith('data-export-') || key.startsWith('pack-'))).toEqual([]);
    expect(after).toEqual(before.filter((key) => key !== upload && !key.startsWith('data-export-') && !key.startsWith('pack-')));
    // Nothing of hers is served again: the pack link, the print link; and the pack is gone from the list.
    expect((await t.app.inject({ method: 'GET', url: packUrl })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: printUrl })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/v1/client-offer/${offerId}/data-set-queue/${packId}`, headers: boss.auth })).statusCode).toBe(404);
    const bookmarks = await db().select({ candidateUserId: savedOffers.candidateUserId }).from(savedOffers).where(eq(savedOffers.offerId, offerId));
    expect(bookmarks).toEqual([{ candidateUserId: staying.userId }]);
  });
});
