import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { StatusId, ageOn, marketToday } from '@trades/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngFile } from '../../test/candidate-profile.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { INERT_MATCHING, type TestApp, createTestApp } from '../../test/test-app.ts';
import { FileLinks } from '../../infra/storage/file-links.ts';
import { type FileStorage, storageFor } from '../../infra/storage/storage.ts';
import { offerCandidates } from '../applications/applications.tables.ts';
import { candidatePublicId } from '../applications/index.ts';
import { type Account, employer, readyCandidate } from '../applications/testing.ts';
import { deleteDiscardedFiles } from '../../infra/storage/discarded-files.ts';
import { discardedFiles } from '../../infra/storage/discarded-files.tables.ts';
import { eraseAccount } from '../privacy/index.ts';
import { clientBrands, offers } from '../offers/offers.tables.ts';
import { insertOffer } from '../offers/testing.ts';
import { ReferenceCatalogueStore } from '../reference/index.ts';
import { candidateProfilePurchases } from '../shop/shop.tables.ts';
import { runPackJob } from './candidate-documents.jobs.ts';
import { documentsDeps } from './candidate-documents.routes.ts';
import type { DocumentsDeps } from './candidate-documents.service.ts';
import { offerDataSetQueue } from './candidate-documents.tables.ts';

/* Candidate documents (employer-side.md 2-5, 7): one candidate's PDF, document packs, the profiles collection. */

/** The files of a ZIP, unpacked with the system's unzip. */
function unzipped(zip: Buffer): Map<string, Buffer> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'documents-zip-'));
  try {
    writeFileSync(path.join(dir, 'pack.zip'), zip);
    execFileSync('unzip', ['-q', 'pack.zip', '-d', 'out'], { cwd: dir });
    const out = path.join(dir, 'out');
    return new Map(readdirSync(out).map((name) => [name, readFileSync(path.join(out, name))]));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('candidate documents', () => {
  let t: TestApp;
  let storage: FileStorage;
  let deps: DocumentsDeps;
  let boss: Account;
  let rival: Account;
  let applicant: Account;
  let matched: Account;
  let bought: Account;
  let stranger: Account;
  let offerId: number;
  let brandId: number;
  let rivalBrandId: number;
  const uuids = new Map<number, string>();
  const db = () => t.database.db;

  const print = (auth: Record<string, string>, candidate: Account | string, payload?: object, locale = 'pl') =>
    t.app.inject({
      method: 'POST',
      url: `/v1/client-candidate/print/profile/${typeof candidate === 'string' ? candidate : uuids.get(candidate.userId)}`,
      headers: { ...auth, 'x-locale': locale },
      ...(payload === undefined ? {} : { payload }),
    });
  const printedText = async (candidate: Account, payload?: object, locale = 'pl') => {
    const res = await print(boss.auth, candidate, payload, locale);
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json().profilePrintUrl as string;
    expect(url).toMatch(/^\/v1\/client-candidate\/print\/download\/[\w-]+\.[\w-]+$/);
    // The browser is simply sent there: no bearer token.
    const pdf = await t.app.inject({ method: 'GET', url });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    return pdfText(pdf.rawPayload);
  };
  const queue = (auth: Record<string, string>, payload: object = {}, id = offerId) =>
    t.app.inject({ method: 'POST', url: `/v1/client-offer/${id}/data-set-queue`, headers: { ...auth, 'x-locale': 'en' }, payload });
  const show = (auth: Record<string, string>, queueId: number, id = offerId) =>
    t.app.inject({ method: 'GET', url: `/v1/client-offer/${id}/data-set-queue/${queueId}`, headers: { ...auth, 'x-locale': 'en' } });

  beforeAll(async () => {
    t = await createTestApp({ matching: INERT_MATCHING });
    storage = storageFor(t.config);
    deps = documentsDeps({
      db: db(),
      fileLinks: new FileLinks(t.config.JWT_SECRET),
      catalogue: ReferenceCatalogueStore.of(db()),
      fileStorage: storage,
      now: () => new Date(),
      config: t.config,
    });
    boss = await employer(t.app, db());
    rival = await employer(t.app, db());
    applicant = await readyCandidate(t.app, db(), { firstName: 'Zofia', lastName: 'Wiśniewska' });
    matched = await readyCandidate(t.app, db(), { firstName: 'Bogdan', lastName: 'Kowalczyk' });
    bought = await readyCandidate(t.app, db(), { firstName: 'Halyna', lastName: 'Bondarenko' });
    stranger = await readyCandidate(t.app, db(), { firstName: 'Piotr', lastName: 'Obcy' });
    offerId = (await insertOffer(db(), boss.userId)).id;
    await db().insert(offerCandidates).values([
      { offerId, candidateUserId: applicant.userId, appliedAt: new Date() },
      { offerId, candidateUserId: matched.userId, appliedAt: null },
    ]);
    await db().insert(candidateProfilePurchases).values({ clientUserId: boss.userId, candidateUserId: bought.userId });
    const logo = `brand-logo-${Date.now()}.png`;
    await storage.put(logo, await pngFile(120, 40), 'image/png');
    // Second brands: the sign-up already made each company's brand the main one.
    const [brand] = await db().insert(clientBrands).values({ clientUserId: boss.userId, name: 'Nordbygg Bemanning AS', logoPath: logo }).returning();
    const [rivalBrand] = await db().insert(clientBrands).values({ clientUserId: rival.userId, name: 'Konkurent Sp. z o.o.' }).returning();
    brandId = brand?.id as number;
    rivalBrandId = rivalBrand?.id as number;
    // The candidates' public ids as the pipeline and the collection give them.
    const list = await t.app.inject({ method: 'GET', url: `/v1/client-offer/${offerId}/applications/list`, headers: boss.auth });
    for (const item of list.json().items as { candidateApplied: { uuid: string; lastName: string } | null; memberCandidate: { uuid: string; lastName: string } | null }[]) {
      const person = item.candidateApplied ?? item.memberCandidate;
      const account = [applicant, matched].find((a) => person?.lastName === (a === applicant ? 'Wiśniewska' : 'Kowalczyk'));
      if (person && account) uuids.set(account.userId, person.uuid);
    }
    const collection = await t.app.inject({ method: 'POST', url: '/v1/client-candidate/list', headers: boss.auth, payload: {} });
    const boughtRow = (collection.json().items as { uuid: string; lastName: string | null }[]).find((row) => row.lastName === 'Bondarenko');
    uuids.set(bought.userId, boughtRow?.uuid as string);
    // A stranger's id made the same way: what a guessing employer could send.
    uuids.set(stranger.userId, candidatePublicId(t.config.JWT_SECRET, stranger.userId));
  });
  afterAll(() => t.close());

  describe('one candidate’s PDF', () => {
    it('anonymised: no name, e-mail, phone, birth date or references; the brand, the age and only the chosen profession', async () => {
      const text = await printedText(applicant, { isAnonymize: true, clientBrand: brandId, professions: [1] });
      expect(text).toContain('Nordbygg Bemanning AS');
      expect(text).toContain('Cieśla');
      expect(text).not.toContain('Murarz');
      expect(text).toContain(`Wiek: ${ageOn('1990-05-17', marketToday(new Date()))}`);
      expect(text).toContain('Fjordbygg AS');
      for (const hidden of ['Zofia', 'Wiśniewska', applicant.email, '512345678', '512 345 678', '17.05.1990', 'Ingrid', 'Hansen', 'ingrid.hansen@example.com', '412']) {
        expect(text).not.toContain(hidden);
      }
    });

    it('heads every page with the brand', async () => {
      const text = await printedText(applicant, { isAnonymize: true, clientBrand: brandId });
      const pages = text.split('\f').filter((page) => page.trim());
      expect(pages.length).toBeGreaterThan(1);
      for (const page of pages) expect(page).toContain('Nordbygg Bemanning AS');
    });

    it('without a body: all professions, named, with the contacts of an applicant', async () => {
      const text = await printedText(applicant);
      expect(text).toContain('Zofia Wiśniewska');
      expect(text).toContain(applicant.email);
      expect(text).toContain('512345678');
      expect(text).toContain('ingrid.hansen@example.com');
      expect(text).toContain('Cieśla');
      expect(text).toContain('Murarz');
      expect(text).toContain('Data urodzenia: 17.05.1990');
    });

    it('names a matched candidate without contacts, and gives a bought one’s contacts', async () => {
      const text = await printedText(matched, undefined, 'en');
      expect(text).toContain('Bogdan Kowalczyk');
      for (const hidden of [matched.email, '512345678', 'ingrid.hansen@example.com', 'Ingrid']) expect(text).not.toContain(hidden);
      const boughtText = await printedText(bought, {}, 'en');
      expect(boughtText).toContain('Halyna Bondarenko');
      expect(boughtText).toContain(bought.email);
    });

    it('writes Ukrainian in Cyrillic', async () => {
      const text = await printedText(applicant, { isAnonymize: true, clientBrand: brandId }, 'ua');
      expect(text).toContain('Тесля');
      expect(text).toContain('Професійні навички');
    });

    it('refuses an empty choice of professions, or none of the candidate’s, with profession_not_added', async () => {
      // An empty choice is refused by the request schema the dialog also validates with.
      const empty = await print(boss.auth, applicant, { isAnonymize: true, professions: [] });
      expect(empty.statusCode).toBe(422);
      expect(empty.json().formErrors).toEqual({ professions: ['profession_not_added'] });
      const unknown = await print(boss.auth, applicant, { isAnonymize: true, professions: [999] });
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json()).toMatchObject({ code: 'profession_not_added', message: 'Dodaj przynajmniej jeden zawód', formErrors: { professions: ['profession_not_added'] } });
      // More than a profile can hold (5) names nothing more, and 100,000 ids made a link that could not be opened (issue 23).
      for (const count of [6, 100_000]) {
        const tooMany = await print(boss.auth, applicant, { isAnonymize: true, professions: Array.from({ length: count }, (_, i) => i + 1) });
        expect(tooMany.statusCode, String(count)).toBe(422);
        expect(tooMany.json().formErrors, String(count)).toEqual({ professions: ['too_many_professions'] });
      }
    });

    it('is only for an employer the candidate is tied to, with their own brand', async () => {
      expect((await print(boss.auth, stranger)).statusCode).toBe(404);
      expect((await print(rival.auth, applicant)).statusCode).toBe(404);
      expect((await print(boss.auth, applicant, { clientBrand: rivalBrandId })).statusCode).toBe(404);
      expect((await print(boss.auth, '00000000-0000-0000-0000-000000000000')).statusCode).toBe(404);
      expect((await print(applicant.auth, applicant)).statusCode).toBe(403);
      expect((await print({}, applicant)).statusCode).toBe(401);
    });

    it('gives links that cannot be forged and stop working when the tie is gone', async () => {
      const url = (await print(boss.auth, applicant)).json().profilePrintUrl as string;
      const [payload, signature] = (url.split('/').pop() as string).split('.') as [string, string];
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { u: number };
      const forged = Buffer.from(JSON.stringify({ ...claims, u: rival.userId })).toString('base64url');
      expect((await t.app.inject({ method: 'GET', url: `/v1/client-candidate/print/download/${forged}.${signature}` })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
      const matchedUrl = (await print(boss.auth, matched)).json().profilePrintUrl as string;
      await db().delete(offerCandidates).where(eq(offerCandidates.candidateUserId, matched.userId));
      expect((await t.app.inject({ method: 'GET', url: matchedUrl })).statusCode).toBe(404);
      await db().insert(offerCandidates).values({ offerId, candidateUserId: matched.userId, appliedAt: null });
    });
  });

  describe('document packs', () => {
    let packId: number;

    it('queues one pack per offer: a second request answers the pending one', async () => {
      const first = await queue(boss.auth, { isAnonymize: true, clientBrand: brandId, status: StatusId.New });
      expect(first.statusCode, first.body).toBe(200);
      const entry = first.json().data.offerDatasetQueue;
      expect(entry).toMatchObject({ status: { id: StatusId.Processing, title: 'Processing' }, dataSetDownloadUrl: null, locale: 'en', pipelineStatus: 8, isAnonymize: true });
      packId = entry.id;
      const second = await queue(boss.auth, { status: StatusId.ItSuits });
      expect(second.json().data.offerDatasetQueue.id).toBe(packId);
      const rows = await db().select().from(offerDataSetQueue).where(eq(offerDataSetQueue.offerId, offerId));
      expect(rows).toHaveLength(1);
      const offers = await t.app.inject({ method: 'POST', url: '/v1/client-offer/list', headers: boss.auth, payload: {} });
      const row = (offers.json().items as { id: number; lastDataSetQueue: { id: number } | null }[]).find((item) => item.id === offerId);
      expect(row?.lastDataSetQueue).toMatchObject({ id: packId, status: { id: StatusId.Processing } });
    });

    it('is made by the job into one ZIP of anonymised PDFs, one per candidate of the tab, with the progress', async () => {
      await runPackJob(deps, packId);
      const res = await show(boss.auth, packId);
      expect(res.statusCode).toBe(200);
      const entry = res.json();
      expect(entry).toMatchObject({ status: { id: StatusId.Completed, title: 'Completed' }, progress: { done: 2, total: 2 }, clientBrand: { id: brandId, name: 'Nordbygg Bemanning AS' } });
      expect(entry.dataSetDownloadUrl).toMatch(/^\/v1\/client-offer\/data-set-queue\/download\//);
      const zip = await t.app.inject({ method: 'GET', url: entry.dataSetDownloadUrl });
      expect(zip.statusCode).toBe(200);
      expect(zip.headers['content-type']).toBe('application/zip');
      // Named after the offer in readable ASCII, never its slug.
      expect(zip.headers['content-disposition']).toBe(`attachment; filename="Carpenter, Stavanger - documents ${packId}.zip"`);
      const files = unzipped(zip.rawPayload);
      expect([...files.keys()].sort()).toEqual(['001-candidate.pdf', '002-candidate.pdf']);
      for (const pdf of files.values()) {
        const text = pdfText(pdf);
        expect(text).toContain('Nordbygg Bemanning AS');
        for (const hidden of ['Wiśniewska', 'Kowalczyk', applicant.email, matched.email, '512345678']) expect(text).not.toContain(hidden);
      }
    });

    it('lists the offer’s packs and shows them only to their owner', async () => {
      const list = await t.app.inject({ method: 'GET', url: `/v1/client-offer/${offerId}/data-set-queue/list`, headers: boss.auth });
      expect(list.statusCode).toBe(200);
      expect(list.json().items).toMatchObject([{ id: packId, offer: { id: offerId, slug: 'carpenter-stavanger', name: 'Carpenter, Stavanger' }, locale: 'en', status: { id: StatusId.Completed } }]);
      for (const res of [
        await show(rival.auth, packId),
        await t.app.inject({ method: 'GET', url: `/v1/client-offer/${offerId}/data-set-queue/list`, headers: rival.auth }),
        await queue(rival.auth),
        await t.app.inject({ method: 'POST', url: `/v1/client-offer/data-set-queue/${packId}/delete`, headers: rival.auth }),
      ]) {
        expect(res.statusCode).toBe(404);
      }
      expect((await show(applicant.auth, packId)).statusCode).toBe(403);
      expect((await queue(applicant.auth)).statusCode).toBe(403);
      expect((await show({}, packId)).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'POST', url: `/v1/client-offer/data-set-queue/${packId}/delete` })).statusCode).toBe(401);
      expect((await queue(boss.auth, { clientBrand: rivalBrandId })).statusCode).toBe(404);
    });

    it('refuses a pack of an empty tab', async () => {
      const res = await queue(boss.auth, { status: StatusId.Employed });
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe('documents_no_candidates');
    });

    it('deletes a pack with its file', async () => {
      const [row] = await db().select().from(offerDataSetQueue).where(eq(offerDataSetQueue.id, packId));
      const key = row?.fileKey as string;
      expect(await storage.get(key)).toBeDefined();
      const url = (await show(boss.auth, packId)).json().dataSetDownloadUrl as string;
      const res = await t.app.inject({ method: 'POST', url: `/v1/client-offer/data-set-queue/${packId}/delete`, headers: { ...boss.auth, 'x-locale': 'pl' } });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Paczka dokumentów została usunięta.');
      expect(await storage.get(key)).toBeUndefined();
      expect((await show(boss.auth, packId)).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    });

    it('shows Error with a message once every retry failed', async () => {
      const created = (await queue(boss.auth, {})).json().data.offerDatasetQueue as { id: number };
      const broken: DocumentsDeps = { ...deps, storage: { ...storage, kind: 'broken', get: (key) => storage.get(key), getStream: (key) => storage.getStream(key), put: () => Promise.reject(new Error('disk full')), putFile: () => Promise.reject(new Error('disk full')), delete: (key) => storage.delete(key) } };
      await expect(runPackJob(broken, created.id)).rejects.toThrow('disk full');
      await expect(runPackJob(broken, created.id)).rejects.toThrow('disk full');
      expect((await show(boss.auth, created.id)).json().status.id).toBe(StatusId.Processing);
      await runPackJob(broken, created.id);
      const failed = (await show(boss.auth, created.id)).json();
      expect(failed).toMatchObject({ status: { id: StatusId.Error, title: 'Error' }, dataSetDownloadUrl: null, errorMessage: expect.stringContaining('could not be generated') });
      // A failed pack is no longer pending: a new one can start.
      const next = (await queue(boss.auth, {})).json().data.offerDatasetQueue as { id: number };
      expect(next.id).not.toBe(created.id);
    });

    it('leaves no ZIP behind when its offer or the employer’s account goes', async () => {
      /** A completed pack of a new offer of `owner`'s, and its ZIP's storage key. */
      const completedPack = async (owner: Account) => {
        const id = (await insertOffer(db(), owner.userId)).id;
        await db().insert(offerCandidates).values({ offerId: id, candidateUserId: applicant.userId, appliedAt: new Date() });
        const created = (await queue(owner.auth, {}, id)).json().data.offerDatasetQueue as { id: number };
        await runPackJob(deps, created.id);
        const [row] = await db().select().from(offerDataSetQueue).where(eq(offerDataSetQueue.id, created.id));
        expect(row?.status).toBe(StatusId.Completed);
        const key = row?.fileKey as string;
        expect(await storage.get(key)).toBeDefined();
        return { offerId: id, key };
      };
      // A deleted offer's pack is listed by its row's trigger, and the sweep removes it.
      const ofOffer = await completedPack(boss);
      await db().delete(offers).where(eq(offers.id, ofOffer.offerId));
      const listed = (await db().select().from(discardedFiles)).map((row) => row.storageKey);
      expect(listed).toEqual(expect.arrayContaining([ofOffer.key]));
      expect(await deleteDiscardedFiles(db(), storage)).toBe(listed.length);
      expect(await storage.get(ofOffer.key)).toBeUndefined();
      // An erased employer's pack goes with the erasure itself, not at the next sweep (issue 23).
      const leaving = await employer(t.app, db());
      const ofAccount = await completedPack(leaving);
      await eraseAccount({ db: db(), fileStorage: storage }, async () => leaving.userId);
      expect(await storage.get(ofAccount.key)).toBeUndefined();
      expect(await db().select().from(discardedFiles)).toEqual([]);
    });
  });

  describe('the profiles collection', () => {
    const collection = async (auth: Record<string, string>, payload: object = {}) => {
      const res = await t.app.inject({ method: 'POST', url: '/v1/client-candidate/list', headers: { ...auth, 'x-locale': 'en' }, payload });
      return res;
    };

    it('holds the candidates of the employer’s pipelines and purchases, names only once unlocked, with their offers', async () => {
      const res = await collection(boss.auth);
      expect(res.statusCode).toBe(200);
      const items = res.json().items as { uuid: string; isUnlocked: boolean; firstName: string | null; email: string | null; offers: { id: number; applied: boolean }[] }[];
      const byUuid = (account: Account) => items.find((item) => item.uuid === uuids.get(account.userId));
      expect(byUuid(applicant)).toMatchObject({
        isUnlocked: true,
        firstName: 'Zofia',
        email: applicant.email,
        professions: [{ id: 1, title: 'Carpenter' }, { id: 3, title: 'Bricklayer' }],
        industries: [{ id: 1 }],
        offers: [{ id: offerId, name: 'Carpenter, Stavanger', applied: true }],
      });
      expect(byUuid(matched)).toMatchObject({ isUnlocked: false, firstName: null, email: null, offers: [{ id: offerId, applied: false }] });
      expect(byUuid(bought)).toMatchObject({ isUnlocked: true, firstName: 'Halyna', offers: [] });
      expect(byUuid(stranger)).toBeUndefined();
      expect(JSON.stringify(byUuid(matched))).not.toContain('Kowalczyk');
    });

    it('filters by industry, profession and country of work', async () => {
      const count = async (payload: object) => ((await collection(boss.auth, payload)).json().items as unknown[]).length;
      const all = await count({});
      expect(await count({ professions: [3] })).toBe(all);
      expect(await count({ professions: [999] })).toBe(0);
      expect(await count({ industries: [1], workLocationStates: [1] })).toBe(all);
      expect(await count({ workLocationStates: [999] })).toBe(0);
    });

    it('is the caller’s own: another employer sees none of these, a candidate is refused', async () => {
      expect((await collection(rival.auth)).json().items).toEqual([]);
      expect((await collection(applicant.auth)).statusCode).toBe(403);
      expect((await collection({})).statusCode).toBe(401);
    });
  });
});
