import { UPLOAD_MAX_BYTES } from '@trades/contracts';
import { unzipSync } from 'fflate';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayFromNow, docFile, docxFile, exeFile, jpegFile, pdfFile, uploadBody } from '../../test/candidate-profile.ts';
import { INERT_MATCHING, type TestApp, createTestApp } from '../../test/test-app.ts';
import { storageFor } from '../../infra/storage/storage.ts';
import { type Account, employer, insertMatch, readyCandidate } from '../applications/testing.ts';
import { syncMatchedEntries } from '../applications/index.ts';
import { files } from '../files/files.tables.ts';
import { insertOffer } from '../offers/testing.ts';
import { eraseAccount } from '../privacy/index.ts';
import { runExportJob } from '../privacy/testing.ts';
import { candidateProfilePurchases } from '../shop/shop.tables.ts';

/* The candidate's CV: one PDF or DOCX, replaced and removed by its owner, shown only to employers who may see the contacts. */

interface Cv {
  filename: string;
  originalName: string;
  mimeType: string;
  size: number;
  url: string;
  is_temporary: boolean;
}
interface CvLink {
  originalName: string;
  mimeType: string;
  size: number;
  url: string;
}
interface PipelinePerson {
  lastName: string;
  cv?: CvLink | null;
}

describe('the candidate CV', () => {
  let t: TestApp;
  let anna: Account;
  let boss: Account;
  let rival: Account;
  let bossOffer: number;
  let rivalOffer: number;

  const db = () => t.database.db;
  const sendCv = (auth: Record<string, string>, file: Buffer, name: string, locale = 'en') => {
    const body = uploadBody(file, name);
    return t.app.inject({ method: 'POST', url: '/v1/candidate-profile/cv', payload: body.payload, headers: { ...auth, ...body.headers, 'x-locale': locale } });
  };
  const showCv = async (auth: Record<string, string>) => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/candidate-profile/cv', headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { cv: Cv | null }).cv;
  };
  const removeCv = (auth: Record<string, string>) => t.app.inject({ method: 'DELETE', url: '/v1/candidate-profile/cv', headers: auth });
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  /** Anna as the employer's first pipeline tab shows her. */
  const annaOnCard = async (account: Account, offerId: number): Promise<PipelinePerson> => {
    const res = await get(`/v1/client-offer/${offerId}/applications/list`, account.auth);
    expect(res.statusCode, res.body).toBe(200);
    const people = (res.json() as { items: { candidateApplied: PipelinePerson | null; memberCandidate: PipelinePerson | null }[] }).items.map(
      (item) => item.candidateApplied ?? item.memberCandidate,
    );
    const found = people.find((person) => person?.lastName === 'Nowak');
    if (!found) throw new Error('Anna is not in the pipeline');
    return found;
  };

  beforeAll(async () => {
    t = await createTestApp({ matching: INERT_MATCHING });
    boss = await employer(t.app, db());
    rival = await employer(t.app, db(), { firstName: 'Ola', lastName: 'Nordmann' });
    bossOffer = (await insertOffer(db(), boss.userId)).id;
    rivalOffer = (await insertOffer(db(), rival.userId)).id;
    anna = await readyCandidate(t.app, db(), { firstName: 'Anna', lastName: 'Nowak' });
    // Anna applied to the boss's offer; the rival's offer only matched her.
    const applied = await t.app.inject({ method: 'POST', url: `/v1/candidate-offer/apply/${bossOffer}`, headers: anna.auth, payload: { availableFrom: dayFromNow(7) } });
    expect(applied.statusCode, applied.body).toBe(200);
    await insertMatch(db(), rivalOffer, anna.userId, 80);
    await syncMatchedEntries(db(), { offerId: rivalOffer }, new Date());
  });
  afterAll(() => t.close());

  it('attaches a PDF as the CV at once, and serves it to its owner as a download', async () => {
    const pdf = pdfFile(50_000);
    const res = await sendCv(anna.auth, pdf, 'CV Anna Nowak.pdf');
    expect(res.statusCode, res.body).toBe(201);
    const cv = (res.json() as { cv: Cv }).cv;
    expect(cv).toMatchObject({ originalName: 'CV Anna Nowak.pdf', mimeType: 'application/pdf', size: pdf.length, is_temporary: false });
    expect(await showCv(anna.auth)).toMatchObject({ filename: cv.filename });
    const file = await get(cv.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="CV Anna Nowak\.pdf"/);
    expect(file.rawPayload.equals(pdf)).toBe(true);
  });

  it('replaces the CV with a new one (DOCX too); the old one is gone', async () => {
    const before = (await showCv(anna.auth)) as Cv;
    const res = await sendCv(anna.auth, docxFile(), 'cv.docx');
    expect(res.statusCode, res.body).toBe(201);
    const after = (res.json() as { cv: Cv }).cv;
    expect(after).toMatchObject({ originalName: 'cv.docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' });
    expect((await showCv(anna.auth))?.filename).toBe(after.filename);
    expect((await get(`/v1/files/${before.filename}`, anna.auth)).statusCode).toBe(404);
    const live = await db().select().from(files).where(eq(files.ownerUserId, anna.userId));
    expect(live.filter((row) => row.purpose === 'cv' && row.discardedAt === null).map((row) => row.filename)).toEqual([after.filename]);
  });

  it('takes only PDF and DOCX, read from the content, and names the size limit when the file is larger', async () => {
    for (const [data, name] of [
      [await jpegFile(), 'cv.pdf'],
      [docFile(), 'cv.doc'],
      [exeFile(), 'cv.docx'],
    ] as const) {
      const res = await sendCv(anna.auth, data, name);
      expect(res.statusCode, name).toBe(422);
      expect(res.json()).toMatchObject({ code: 'cv_type_not_allowed', message: 'A CV must be a PDF or DOCX file.', formErrors: { file: ['cv_type_not_allowed'] } });
    }
    const big = await sendCv(anna.auth, pdfFile(UPLOAD_MAX_BYTES + 1), 'cv.pdf', 'pl');
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: 'file_too_large', message: 'Plik jest większy niż 10\u00a0MB.', formErrors: { file: ['file_too_large'] } });
    // The refused files changed nothing.
    expect((await showCv(anna.auth))?.originalName).toBe('cv.docx');
  });

  it('is the candidate’s own: employers and visitors cannot use the routes', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v1/candidate-profile/cv', headers: boss.auth })).statusCode).toBe(403);
    expect((await sendCv(boss.auth, pdfFile(), 'cv.pdf')).statusCode).toBe(403);
    expect((await removeCv(boss.auth)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/v1/candidate-profile/cv' })).statusCode).toBe(401);
  });

  it('is shown to the employer Anna applied to, and never to another employer', async () => {
    const cv = (await showCv(anna.auth)) as Cv;
    const onBossCard = await annaOnCard(boss, bossOffer);
    expect(onBossCard.cv).toMatchObject({ originalName: 'cv.docx', size: cv.size });
    const download = await get(onBossCard.cv?.url as string);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="cv\.docx"/);

    // The rival only has her as a match: no contacts, so no CV, and the file itself is not theirs to read.
    expect((await annaOnCard(rival, rivalOffer)).cv).toBeNull();
    expect((await get(`/v1/files/${cv.filename}`, rival.auth)).statusCode).toBe(404);
    expect((await get(`/v1/files/${cv.filename}`, boss.auth)).statusCode).toBe(404);
    expect((await get(`/v1/files/${cv.filename}`)).statusCode).toBe(404);
  });

  it('is shown to an employer who bought the profile', async () => {
    await db().insert(candidateProfilePurchases).values({ clientUserId: rival.userId, candidateUserId: anna.userId });
    try {
      expect((await annaOnCard(rival, rivalOffer)).cv).toMatchObject({ originalName: 'cv.docx' });
    } finally {
      await db().delete(candidateProfilePurchases).where(eq(candidateProfilePurchases.candidateUserId, anna.userId));
    }
  });

  it('is removed by its owner; a second removal is no error, and the employer no longer sees it', async () => {
    const cv = (await showCv(anna.auth)) as Cv;
    expect((await removeCv(anna.auth)).statusCode).toBe(204);
    expect(await showCv(anna.auth)).toBeNull();
    expect((await removeCv(anna.auth)).statusCode).toBe(204);
    expect((await annaOnCard(boss, bossOffer)).cv).toBeNull();
    expect((await get(cv.url)).statusCode).toBe(404);
  });

  it('is in the data export and goes with the account', async () => {
    const pdf = pdfFile(4_000);
    const cv = ((await sendCv(anna.auth, pdf, 'cv-final.pdf')).json() as { cv: Cv }).cv;
    const requested = await t.app.inject({ method: 'POST', url: '/v1/user/data-export', headers: anna.auth });
    expect(requested.statusCode, requested.body).toBe(202);
    await runExportJob(t, requested.json().id);
    const ready = await get(`/v1/user/data-export/${requested.json().id}`, anna.auth);
    const zip = unzipSync(new Uint8Array((await get(ready.json().downloadUrl as string)).rawPayload));
    const listed = JSON.parse(new TextDecoder().decode(zip['files.json'])) as { originalName: string; purpose: string; path: string }[];
    const entry = listed.find((file) => file.purpose === 'cv');
    expect(entry).toMatchObject({ originalName: 'cv-final.pdf' });
    expect(Buffer.from(zip[entry?.path ?? ''] ?? []).equals(pdf)).toBe(true);

    const storage = storageFor(t.config);
    expect(await storage.get(cv.filename)).toBeDefined();
    await eraseAccount({ db: db(), fileStorage: storage }, async () => anna.userId);
    expect(await storage.get(cv.filename)).toBeUndefined();
    expect(await db().select().from(files).where(eq(files.filename, cv.filename))).toEqual([]);
  });
});
