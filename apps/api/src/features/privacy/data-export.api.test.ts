import { randomBytes } from 'node:crypto';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMail } from '../../test/accounts.ts';
import { INERT_MATCHING, type TestApp, createTestApp } from '../../test/test-app.ts';
import { storageFor } from '../../infra/storage/storage.ts';
import { type Account, employer, insertMatch, readyCandidate } from '../applications/testing.ts';
import { insertFile } from '../files/testing.ts';
import { insertOffer } from '../offers/testing.ts';
import { runExportJob, runRetentionJob } from './testing.ts';

/* The data export: one a day, the caller's own only, a ZIP of every section with the original files. */

interface ExportView {
  id: number;
  status: string;
  downloadUrl: string | null;
  expiresAt: string | null;
}

describe('the data export', () => {
  let t: TestApp;
  let clock = new Date();
  let anna: Account;
  let boss: Account;
  let other: Account;
  let offerId: number;
  const fileBytes = randomBytes(2048);
  const db = () => t.database.db;

  const request = (account: Account) => t.app.inject({ method: 'POST', url: '/v1/user/data-export', headers: account.auth });
  const show = (account: Account, id: number) => t.app.inject({ method: 'GET', url: `/v1/user/data-export/${id}`, headers: account.auth });
  const download = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    return unzipSync(new Uint8Array(res.rawPayload));
  };
  const json = (zip: Record<string, Uint8Array>, name: string) => {
    const entry = zip[name];
    expect(entry, `${name} in ${Object.keys(zip).join(', ')}`).toBeDefined();
    return JSON.parse(new TextDecoder().decode(entry)) as unknown;
  };
  /** Requests an export, runs its job and answers its finished view. */
  const exportOf = async (account: Account) => {
    const res = await request(account);
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toMatchObject({ status: 'pending', downloadUrl: null });
    await runExportJob(t, res.json().id, () => clock);
    const done = await show(account, res.json().id);
    expect(done.statusCode, done.body).toBe(200);
    return done.json() as ExportView;
  };

  beforeAll(async () => {
    t = await createTestApp({ matching: INERT_MATCHING, clock: () => clock });
    boss = await employer(t.app, db());
    anna = await readyCandidate(t.app, db(), { firstName: 'Anna', lastName: 'Nowak' });
    other = await readyCandidate(t.app, db(), { firstName: 'Olga', lastName: 'Kravets' });
    offerId = (await insertOffer(db(), boss.userId)).id;
    const applied = await t.app.inject({ method: 'POST', url: `/v1/candidate-offer/apply/${offerId}`, headers: anna.auth, payload: { availableFrom: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10) } });
    expect(applied.statusCode, applied.body).toBe(200);
    await insertMatch(db(), offerId, anna.userId, 77);
    const alert = await t.app.inject({ method: 'POST', url: '/v1/job-alerts', headers: anna.auth, payload: { params: 'industry=1&country=1', frequency: 'weekly' } });
    expect(alert.statusCode, alert.body).toBeLessThan(300);
    const saved = await t.app.inject({ method: 'PUT', url: `/v1/candidate/saved-offers/${offerId}`, headers: anna.auth });
    expect(saved.statusCode, saved.body).toBe(204);
    const filename = `${randomBytes(12).toString('hex')}.pdf`;
    await storageFor(t.config).put(filename, fileBytes, 'application/pdf');
    await insertFile(db(), { ownerUserId: anna.userId, filename, originalName: 'certificate.pdf', kind: 'pdf', mimeType: 'application/pdf', sizeBytes: fileBytes.length, isTemporary: false });
    await t.app.inject({ method: 'PUT', url: '/v1/user/locale', headers: anna.auth, payload: { locale: 'pl' } });
  });
  afterAll(() => t.close());

  it('writes a ZIP with every section of a candidate as JSON and the original files, and mails the owner in their language', async () => {
    const done = await exportOf(anna);
    expect(done.status).toBe('ready');
    expect(done.downloadUrl).toMatch(/^\/v1\/user\/data-export\/download\/[\w-]+\.[\w-]+$/);
    const zip = await download(done.downloadUrl as string);
    for (const name of ['account.json', 'consents.json', 'profile.json', 'phones.json', 'files.json', 'applications.json', 'matches.json', 'job-alerts.json', 'saved-offers.json']) expect(zip[name], name).toBeDefined();
    expect(zip['offers.json']).toBeUndefined();
    expect(json(zip, 'account.json')).toMatchObject({ account: { firstName: 'Anna', lastName: 'Nowak', email: anna.email } });
    expect(JSON.stringify(json(zip, 'account.json'))).not.toContain('passwordHash');
    const consents = json(zip, 'consents.json') as { current: unknown[]; history: { source: string; isAcceptance: boolean; textVersion: number }[] };
    expect(consents.current.length).toBeGreaterThan(0);
    expect(consents.history[0]).toMatchObject({ source: 'registration', isAcceptance: true, textVersion: 1 });
    // Each application in words, in the owner's language (Polish here), beside the ids and statuses it is stored with (issue 24).
    const [application] = json(zip, 'applications.json') as Record<string, unknown>[];
    expect(application).toMatchObject({
      id: expect.any(Number),
      offer: { id: offerId, slug: 'carpenter-stavanger', title: 'Cieśla', employer: 'Fjordbygg AS', country: 'Norwegia' },
      applied: true,
      stage: { id: 'sent', title: 'Wysłana' },
      stageHistory: [{ stage: { id: 'sent', title: 'Wysłana' }, at: application?.appliedAt }],
      availableFrom: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      withdrawnAt: null,
      offerId,
      status: 8,
      statusHistory: [{ fromStatus: null, toStatus: 8 }],
    });
    expect(Date.parse(application?.appliedAt as string)).not.toBeNaN();
    expect(json(zip, 'matches.json')).toMatchObject([{ offerId, score: 77 }]);
    expect(json(zip, 'job-alerts.json')).toMatchObject([{ kind: 'search', frequency: 'weekly' }]);
    expect(json(zip, 'saved-offers.json')).toMatchObject([{ offerId, slug: 'carpenter-stavanger', savedAt: expect.any(String) }]);
    expect((json(zip, 'phones.json') as unknown[]).length).toBeGreaterThan(0);
    const files = json(zip, 'files.json') as { originalName: string; path: string }[];
    expect(files).toMatchObject([{ originalName: 'certificate.pdf' }]);
    const copied = zip[files[0]?.path ?? ''];
    expect(copied && Buffer.from(copied).equals(fileBytes)).toBe(true);
    const mail = await latestMail(db(), anna.email, 'data_export_ready');
    expect(mail.locale).toBe('pl');
    expect(mail.subject).toBe('Twoje dane są gotowe do pobrania');
    expect(mail.text).toContain('/lang/pl/user/settings');
  });

  it('allows one export a day: the second is 429 with the key and when the next is possible', async () => {
    const again = await request(anna);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ code: 'data_export_daily_limit' });
    const retryAfter = Number(again.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(86_000);
    expect(retryAfter).toBeLessThanOrEqual(86_400);
    const list = await t.app.inject({ method: 'GET', url: '/v1/user/data-export', headers: anna.auth });
    expect(list.json().items).toHaveLength(1);
    expect(Date.parse(list.json().nextPossibleAt) - clock.getTime()).toBe(retryAfter * 1000);
    clock = new Date(clock.getTime() + 24 * 3_600_000 + 1000);
    expect((await request(anna)).statusCode).toBe(202);
    const later = await t.app.inject({ method: 'GET', url: '/v1/user/data-export', headers: anna.auth });
    expect(later.json().items.map((item: ExportView) => item.status)).toEqual(['pending', 'ready']);
  });

  it('answers a request while an export is being prepared (a double tap) with that export, 202, and starts nothing new', async () => {
    const tapper = await readyCandidate(t.app, db(), { firstName: 'Olena', lastName: 'Shevchenko' });
    const [first, second] = await Promise.all([request(tapper), request(tapper)]);
    expect([first.statusCode, second.statusCode], `${first.body} ${second.body}`).toEqual([202, 202]);
    expect(second.json()).toMatchObject({ id: first.json().id, status: 'pending' });
    const third = await request(tapper);
    expect(third.statusCode, third.body).toBe(202);
    expect(third.json().id).toBe(first.json().id);
    const list = await t.app.inject({ method: 'GET', url: '/v1/user/data-export', headers: tapper.auth });
    expect(list.json().items.map((item: ExportView) => item.id)).toEqual([first.json().id]);
    // Once it is ready, the day's limit answers again.
    await runExportJob(t, first.json().id, () => clock);
    expect((await request(tapper)).statusCode).toBe(429);
  });

  it('never gives one user another’s export: 404 for the id, the list holds only one’s own, no token 401', async () => {
    const annas = (await t.app.inject({ method: 'GET', url: '/v1/user/data-export', headers: anna.auth })).json().items as ExportView[];
    const id = annas[annas.length - 1]?.id as number;
    expect((await show(other, id)).statusCode).toBe(404);
    expect((await show(boss, id)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/v1/user/data-export', headers: other.auth })).json()).toEqual({ items: [], nextPossibleAt: null });
    expect((await t.app.inject({ method: 'GET', url: `/v1/user/data-export/${id}` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/v1/user/data-export' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/v1/user/data-export/download/forged.token' })).statusCode).toBe(404);
    const theirs = await exportOf(other);
    const zip = await download(theirs.downloadUrl as string);
    expect(json(zip, 'account.json')).toMatchObject({ account: { firstName: 'Olga', email: other.email } });
    expect(JSON.stringify(zip['files.json'] ? json(zip, 'files.json') : [])).not.toContain('certificate.pdf');
  });

  it('lets the link and the export expire', async () => {
    const annas = (await t.app.inject({ method: 'GET', url: '/v1/user/data-export', headers: anna.auth })).json().items as ExportView[];
    const ready = annas.find((item) => item.status === 'ready') as ExportView;
    const url = (await show(anna, ready.id)).json().downloadUrl as string;
    clock = new Date(clock.getTime() + 16 * 60_000);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    clock = new Date(Date.parse(ready.expiresAt as string) + 1000);
    expect((await show(anna, ready.id)).json()).toMatchObject({ status: 'expired', downloadUrl: null });
  });

  it('shows an export whose job gave up as failed after the hourly sweep', async () => {
    clock = new Date(clock.getTime() + 2 * 86_400_000);
    const res = await request(other);
    expect(res.statusCode, res.body).toBe(202);
    await runRetentionJob(t, () => new Date(clock.getTime() + 3 * 3_600_000));
    expect((await show(other, res.json().id)).json()).toMatchObject({ status: 'failed', downloadUrl: null });
  });

  it('writes an employer’s offers, orders and invoices, without candidate sections', async () => {
    clock = new Date();
    const done = await exportOf(boss);
    const zip = await download(done.downloadUrl as string);
    for (const name of ['account.json', 'consents.json', 'files.json', 'offers.json', 'orders.json', 'invoices.json']) expect(zip[name], name).toBeDefined();
    for (const name of ['profile.json', 'applications.json', 'matches.json', 'job-alerts.json', 'saved-offers.json']) expect(zip[name], name).toBeUndefined();
    expect(json(zip, 'offers.json')).toMatchObject([{ id: offerId }]);
    expect(json(zip, 'account.json')).toMatchObject({ clientProfile: { name: 'Fjordbygg AS' } });
  });
});
