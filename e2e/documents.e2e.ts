import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, fetchWithin, launchBrowser, newPage, seriousA11yViolations, stage } from './browser.ts';
import { call, candidateUpToStep8, dayFromNow, employerWithPublishedOffer, withTokens } from './builders.ts';
import { PHONE, layoutFaults, settle } from './phone-sweep.ts';

/*
 * Candidate documents (issue 12): the employer generates an anonymised, branded pack for one tab of
 * the pipeline, downloads the ZIP from the completion dialog, finds it in the documents list, and
 * exports one candidate's PDF from the profiles collection.
 */

const ZOFIA = { first: 'Zofia', last: 'Wiśniewska' };
const TARAS = { first: 'Taras', last: 'Kovalenko' };

/** The files of a ZIP, and the text of each PDF in it (pdftotext keeps Polish and Ukrainian letters). */
function unpack(zip: Buffer): { names: string[]; texts: string[] } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'trades-pack-'));
  try {
    const file = path.join(dir, 'pack.zip');
    writeFileSync(file, zip);
    execFileSync('unzip', ['-q', file, '-d', path.join(dir, 'out')]);
    const names = readdirSync(path.join(dir, 'out'), { recursive: true }).map(String).filter((name) => name.endsWith('.pdf'));
    const texts = names.map((name) => execFileSync('pdftotext', ['-enc', 'UTF-8', path.join(dir, 'out', name), '-']).toString('utf8'));
    return { names, texts };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function pdfText(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf }).toString('utf8');
}

describe('candidate documents in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('the employer generates a pack for one tab, downloads the ZIP, sees it in the list and exports one candidate from the collection', { timeout: 240_000 }, async () => {
    stage('employer, offer and two applicants');
    const employer = await employerWithPublishedOffer('documents');
    const applicants = [await candidateUpToStep8('zofia', ZOFIA.first, ZOFIA.last), await candidateUpToStep8('taras', TARAS.first, TARAS.last)];
    for (const applicant of applicants) {
      expect((await call('/v1/candidate-profile/wizard/8', applicant.tokens.token, 'POST', {})).status).toBe(200);
      const applied = await call(`/v1/candidate-offer/apply/${employer.offerId}`, applicant.tokens.token, 'POST', { availableFrom: dayFromNow(5) });
      expect(applied.status, JSON.stringify(applied.json)).toBeLessThan(300);
    }

    const { context, page } = await newPage(browser);
    await withTokens(context, employer.tokens);
    await page.goto(`/user/offer/candidates/${employer.offerId}#selfApplications`);
    for (const name of [ZOFIA, TARAS]) await page.getByText(`${name.first} ${name.last}`).first().waitFor();

    /* The applications tab as an anonymised pack under the employer's brand. */
    stage('generate the pack');
    await page.getByRole('button', { name: 'Generate downloadable documents' }).click();
    const options = page.getByRole('dialog', { name: /Documents of the tab/ });
    await options.waitFor();
    await options.getByRole('switch', { name: 'Anonymise' }).check({ force: true });
    expect(await seriousA11yViolations(page), 'document options dialog').toEqual([]);
    const created = page.waitForResponse((r) => /\/data-set-queue$/.test(new URL(r.url()).pathname) && r.request().method() === 'POST');
    await options.getByRole('button', { name: 'Generate' }).click();
    expect((await created).status()).toBeLessThan(300);

    stage('completion dialog');
    const completion = page.getByRole('dialog', { name: 'Documents ready' });
    await completion.waitFor({ timeout: 60_000 });
    // The offer by its name, never its slug (issue 25).
    await completion.getByText('The documents of “Carpenter, Stavanger” are ready to download.').waitFor();
    expect(await seriousA11yViolations(page), 'completion dialog').toEqual([]);
    const href = await completion.getByRole('link', { name: 'Download documents' }).getAttribute('href');
    expect(href).toBeTruthy();
    const download = await fetchWithin(new URL(href as string, baseUrl()).toString());
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="Carpenter, Stavanger - documents \d+\.zip"$/);
    const pack = unpack(Buffer.from(await download.arrayBuffer()));
    expect(pack.names.length).toBeGreaterThanOrEqual(2);
    const everything = pack.texts.join('\n');
    expect(everything).toContain('Fjordbygg documents');
    expect(everything).toContain('Carpenter');
    for (const name of [ZOFIA, TARAS]) {
      expect(everything).not.toContain(name.last);
    }
    await completion.getByRole('button', { name: 'Close', exact: true }).click();

    /* The pack waits in the offer's list of documents. */
    stage('documents list');
    await page.getByRole('link', { name: 'List of documents for download' }).click();
    await page.waitForURL(`**/user/offer/${employer.offerId}/documents`);
    await page.getByRole('cell', { name: 'Completed' }).first().waitFor();
    // What the pack is: the offer by name, the stage, anonymised, under which brand.
    const packRow = page.locator('[data-testid^="queue-row-"]').first();
    for (const cell of ['Carpenter, Stavanger', 'New', 'Anonymised']) await packRow.getByRole('cell', { name: cell, exact: true }).waitFor();
    await packRow.getByRole('cell', { name: /^Fjordbygg documents/ }).waitFor();
    expect(await seriousA11yViolations(page), 'documents list').toEqual([]);

    /* One candidate's PDF from the profiles collection, named (an applicant's profile is open to the employer). */
    stage('profiles collection');
    await page.goto('/user/profiles-collection');
    const row = page.getByRole('row').filter({ hasText: `${ZOFIA.first} ${ZOFIA.last}` });
    await row.waitFor();
    expect(await row.getByRole('link', { name: 'Carpenter, Stavanger', exact: true }).getAttribute('href')).toBe(`/user/offer/candidates/${employer.offerId}`);
    expect(await seriousA11yViolations(page), 'profiles collection').toEqual([]);
    await row.getByRole('button', { name: /PDF/ }).click();
    const exportDialog = page.getByRole('dialog', { name: new RegExp(`PDF of ${ZOFIA.first}`) });
    await exportDialog.waitFor();
    const printed = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/v1/client-candidate/print/profile/'));
    // The page follows the PDF's signed link; the test reads the same link itself.
    const followed = page.waitForRequest((r) => r.isNavigationRequest() && new URL(r.url()).pathname.startsWith('/v1/'));
    await exportDialog.getByRole('button', { name: 'Generate' }).click();
    expect((await printed).status()).toBe(200);
    const profilePrintUrl = (await followed).url();
    const pdf = await fetchWithin(new URL(profilePrintUrl, baseUrl()).toString());
    expect(pdf.status).toBe(200);
    const text = pdfText(Buffer.from(await pdf.arrayBuffer()));
    expect(text).toContain(ZOFIA.last);
    expect(text).toContain('Carpenter');

    /* On a phone the documents list and the collection are cards: names and statuses whole, every action on screen (issue 25). */
    stage('390 px');
    // The same session (its refresh token has moved on), narrowed to a phone.
    await page.setViewportSize(PHONE);
    const phone = { page };
    await phone.page.goto(`/user/offer/${employer.offerId}/documents`);
    const card = phone.page.locator('li[data-testid^="queue-row-"]').first();
    await card.getByText('Completed', { exact: true }).waitFor();
    await card.getByText('Carpenter, Stavanger', { exact: true }).waitFor();
    await settle(phone.page);
    expect(await layoutFaults(phone.page), 'documents list at 390 px').toEqual([]);
    for (const action of [card.getByRole('link', { name: /^Download documents/ }), card.getByRole('button', { name: /^Delete documents/ })]) {
      const box = await action.boundingBox();
      expect(box && box.x + box.width <= PHONE.width, 'a pack’s action on screen').toBe(true);
    }
    expect(await seriousA11yViolations(phone.page), 'documents list at 390 px').toEqual([]);
    await phone.page.goto('/user/profiles-collection');
    await phone.page.locator('li[data-testid^="collection-row-"]').filter({ hasText: `${ZOFIA.first} ${ZOFIA.last}` }).getByRole('button', { name: /PDF/ }).waitFor();
    await settle(phone.page);
    expect(await layoutFaults(phone.page), 'profiles collection at 390 px').toEqual([]);
    await context.close();
  });
});
