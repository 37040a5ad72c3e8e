import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestAccount, newCandidate, newClient } from '../../test/accounts.ts';
import { completeSteps } from '../../test/candidate-profile.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';
import { buildProfilePdf } from './profile-pdf.ts';

describe('profile PDF', () => {
  let t: TestApp;
  let now = new Date();
  let candidate: TestAccount;
  beforeAll(async () => {
    t = await createTestApp({ clock: () => now });
    candidate = await newCandidate(t.app, t.database.db, { firstName: 'Łukasz', lastName: 'Żółkiewski' });
    await completeSteps(t.app, candidate.auth);
  });
  afterAll(() => t.close());

  const printUrl = async (locale: string) => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/candidate-profile/print', headers: { ...candidate.auth, 'x-locale': locale } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().profilePrintUrl as string;
  };

  it('holds the whole profile in the candidate language with Polish letters intact', async () => {
    const url = await printUrl('pl');
    expect(url).toMatch(/^\/v1\/files\/print\/[\w-]+\.[\w-]+$/);
    // The link works without the bearer token: the browser is simply sent there.
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    // Saved as a file: an opened PDF would replace the app on a phone.
    expect(res.headers['content-disposition']).toBe('attachment; filename="profile.pdf"');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Łukasz Żółkiewski');
    expect(text).toContain('Profil kandydata');
    expect(text).toContain('Cieśla');
    expect(text).toContain('Murarz');
    expect(text).toContain('Język ojczysty');
    expect(text).toContain('Polski');
    expect(text).toContain('Fjordbygg AS');
    expect(text).toContain('Norwegia');
    expect(text).toContain('260 NOK');
    expect(text).toContain('Umowa o pracę');
    // One date format per language, and counted units in the language's plural form.
    expect(text).toContain('Data urodzenia: 17.05.1990');
    expect(text).toContain('3 lata 6 miesięcy');
  });

  it('writes dates and plurals the English way in English', async () => {
    const text = pdfText((await t.app.inject({ method: 'GET', url: await printUrl('en') })).rawPayload);
    expect(text).toContain('Date of birth: 17/05/1990');
    expect(text).toContain('3 years 6 months');
  });

  it('prints Ukrainian in Cyrillic', async () => {
    const text = pdfText((await t.app.inject({ method: 'GET', url: await printUrl('ua') })).rawPayload);
    expect(text).toContain('Профіль кандидата');
    expect(text).toContain('Тесля');
    expect(text).toContain('Норвегія');
    expect(text).toContain('3 роки 6 місяців');
  });

  it('links expire after 15 minutes and cannot be forged', async () => {
    const url = await printUrl('en');
    const [payload, signature] = (url.split('/').pop() as string).split('.') as [string, string];
    const other = await newClient(t.app, t.database.db);
    expect((await t.app.inject({ method: 'GET', url, headers: other.auth })).statusCode).toBe(200);
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { u: number };
    const forged = Buffer.from(JSON.stringify({ ...claims, u: claims.u + 1 })).toString('base64url');
    expect((await t.app.inject({ method: 'GET', url: `/v1/files/print/${forged}.${signature}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/v1/files/print/nonsense' })).statusCode).toBe(404);
    const later = now;
    now = new Date(later.getTime() + 15 * 60_000 + 1000);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    now = later;
  });

  // How fast it is built (under 300 ms, to answer inline) is measured by `npm run bench:documents`, on a quiet machine.
  it('is built in the reader\'s language, and has an anonymised variant for employers', async () => {
    const profile = (await t.app.inject({ method: 'GET', url: '/v1/candidate-profile/show', headers: { ...candidate.auth, 'x-locale': 'no' } })).json();
    const pdf = await buildProfilePdf(profile, { locale: 'no', generatedOn: '2026-03-02' });
    expect(pdfText(pdf)).toContain('Kandidatprofil');
    const anonymous = pdfText(await buildProfilePdf(profile, { locale: 'no', generatedOn: '2026-03-02', anonymised: true, brand: { name: 'Nordbygg AS' } }));
    expect(anonymous).toContain('Nordbygg AS');
    expect(anonymous).toContain('Tømrer');
    expect(anonymous).not.toContain('Żółkiewski');
    expect(anonymous).not.toContain(candidate.email);
    expect(anonymous).not.toContain('ingrid.hansen@example.com');
  });
});
