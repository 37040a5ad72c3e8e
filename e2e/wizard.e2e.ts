import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountType, type TokenPair } from '@trades/contracts';
import { baseUrl, fetchWithin, launchBrowser, newPage, pickDate, pickOption, seriousA11yViolations, stage } from './browser.ts';
import { type CandidateRegistrationBody, candidateRegistrationBody, consentsFor, dayFromNow, postJson } from './builders.ts';

/* A new candidate builds the whole profile in the browser (issue 4, Done when), then downloads it as a PDF. */

const PASSWORD = 'Start1234';

/** Registers a candidate through the API (faster than the form, which the accounts test covers). */
async function registerCandidate(email: string, phone: CandidateRegistrationBody['phone']): Promise<TokenPair> {
  const consents = await consentsFor(AccountType.Candidate);
  const response = await postJson('/v1/public/candidate/register', candidateRegistrationBody({ email, password: PASSWORD, phone }, consents));
  expect(response.status).toBeLessThan(300);
  return (await response.json()) as TokenPair;
}

async function signInWithTokens(context: BrowserContext, tokens: TokenPair) {
  await context.addCookies([
    { name: 'token', value: tokens.token, url: baseUrl() },
    { name: 'refresh', value: tokens.refresh_token, url: baseUrl() },
  ]);
}

/** The newest SMS to a number in the development outbox. */
async function latestSms(e164: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const response = await fetchWithin(`${baseUrl()}/dev/outbox`, { headers: { accept: 'application/json' } });
    const body = (await response.json()) as { items: { recipient: string; text: string }[] };
    const found = body.items.find((m) => m.recipient === e164);
    if (found) return found.text;
    if (Date.now() > deadline) throw new Error(`no SMS for ${e164}`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

/** A valid 1x1 PNG, made here so the upload's content check sees a real image. */
function tinyPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (data: Buffer) => {
    let c = 0xffffffff;
    for (const byte of data) c = (crcTable[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, 0x2a, 0x6f, 0xb3]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function choose(page: Page, label: string | RegExp, option: string | RegExp, scope: Page | ReturnType<Page['locator']> = page) {
  const input = scope.getByRole('combobox', { name: label }).first();
  // Searchable selects filter by typing; the others only open their list.
  await pickOption(page, input, option, { type: await input.isEditable() });
}

/** The app moves by the history API, so the address is polled rather than a load awaited. */
async function waitForPath(page: Page, path: string) {
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe(path);
}

describe('candidate wizard in the browser', () => {
  let browser: Browser;
  let workDir: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    workDir = mkdtempSync(path.join(os.tmpdir(), 'wizard-e2e-'));
  });
  afterAll(async () => {
    await browser?.close();
    rmSync(workDir, { recursive: true, force: true });
  });

  it('a new candidate completes steps 2 to 8, submits, and downloads the profile PDF', { timeout: 240_000 }, async () => {
    const email = `e2e.lucja.${Date.now()}@example.com`;
    const phone = { country: 'PL', number: `5${String(Date.now()).slice(-8)}` };
    stage('register');
    const tokens = await registerCandidate(email, phone);
    const { context, page } = await newPage(browser);
    await signInWithTokens(context, tokens);

    // The dashboard sends the new candidate on to step 2.
    await page.goto('/user');
    await waitForPath(page, '/wizard/2-personal-informations');
    // The cookie note sits over the bottom of the page.
    await page.getByRole('button', { name: 'OK, got it' }).click();

    /* Step 2: personal data and a verified phone. */
    stage('Step 2');
    await page.getByRole('heading', { name: 'Personal information' }).waitFor();
    await page.getByRole('radio', { name: 'Female' }).check();
    await page.getByRole('button', { name: 'Date of birth' }).click();
    const calendar = page.locator('[data-dates-dropdown]');
    // Opened on the decade of the latest allowed birth date (16 years ago); its opening transition ends first.
    await calendar.getByText(/^20\d0 – 20\d9$/).waitFor();
    await page.waitForTimeout(500);
    await calendar.getByRole('button', { name: 'Previous decade' }).click();
    await calendar.getByText('2000 – 2009').waitFor();
    expect(await seriousA11yViolations(page), 'step 2 with the calendar open').toEqual([]);
    await calendar.getByRole('button', { name: '2005', exact: true }).click();
    await calendar.getByRole('button', { name: 'May', exact: true }).click();
    await calendar.getByRole('button', { name: '17 May 2005' }).click();
    await choose(page, 'Country of nationality', 'Poland');
    await choose(page, 'Country of residence', 'Norway');
    await choose(page, 'Native language', 'Polish');
    const phoneRow = page.getByRole('group', { name: 'Phone 1' });
    if ((await phoneRow.getByRole('textbox', { name: 'Phone number' }).inputValue()) === '') {
      await choose(page, 'Phone prefix', /Poland/, phoneRow);
      await phoneRow.getByRole('textbox', { name: 'Phone number' }).fill(phone.number);
    }
    await phoneRow.getByRole('button', { name: 'Verify' }).click();
    const dialog = page.getByRole('dialog', { name: 'Phone verification' });
    await dialog.getByText('We have sent you a text message with the code.').waitFor();
    const sms = await latestSms(`+48${phone.number}`);
    const code = /\b(\d{6})\b/.exec(sms)?.[1];
    expect(code).toBeDefined();
    await dialog.getByRole('textbox', { name: 'Digit 1' }).click();
    await page.keyboard.type(code as string);
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('Your phone number is verified.').first().waitFor();
    await phoneRow.getByText('Verified').waitFor();
    await choose(page, 'Preferred contact times', /.+/);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Go next' }).click();
    await waitForPath(page, '/wizard/3-languages');

    /* Step 3: one foreign language. */
    stage('Step 3');
    await choose(page, 'Language', 'English', page.getByRole('group', { name: 'Language 1' }));
    await choose(page, 'Level', /.+/, page.getByRole('group', { name: 'Language 1' }));
    expect(await seriousA11yViolations(page), 'step 3').toEqual([]);
    await page.getByRole('button', { name: 'Go next' }).click();
    await waitForPath(page, '/wizard/4-employment-details');

    /* Step 4: two professions. */
    stage('Step 4');
    await fillProfessions(page);
    await waitForPath(page, '/wizard/5-my-availability-info');

    /* Step 5: available from a date a few days ahead. */
    stage('Step 5');
    await page.getByRole('radio', { name: 'Yes, I am available' }).check();
    await pickDate(page, /^Available from/, dayFromNow(3));
    expect(await seriousA11yViolations(page), 'step 5').toEqual([]);
    await page.getByRole('button', { name: 'Go next' }).click();
    await waitForPath(page, '/wizard/6-preferred-locations');

    /* Step 6: two work places, one with a document file. */
    stage('Step 6');
    await page.getByRole('button', { name: 'Add work place' }).click();
    let editor = page.getByRole('group', { name: 'Work place editor' });
    await choose(page, 'Country', 'Norway', editor);
    await editor.getByRole('checkbox').first().check();
    const png = tinyPng();
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), editor.getByRole('button', { name: 'Attach file' }).click()]);
    await chooser.setFiles({ name: 'skattekort.png', mimeType: 'image/png', buffer: png });
    await editor.getByRole('textbox', { name: 'File name' }).waitFor();
    expect(await seriousA11yViolations(page), 'step 6 with the work place editor open').toEqual([]);
    await editor.getByRole('button', { name: 'Save location' }).click();
    await page.getByText('Saved successfully.').first().waitFor();
    await page.getByRole('button', { name: 'Add work place' }).click();
    editor = page.getByRole('group', { name: 'Work place editor' });
    await choose(page, 'Country', 'Sweden', editor);
    await editor.getByRole('button', { name: 'Save location' }).click();
    await expect.poll(async () => page.getByRole('button', { name: /^Edit / }).count(), { timeout: 10_000 }).toBe(2);
    await page.getByRole('button', { name: 'Go next' }).click();
    await waitForPath(page, '/wizard/7-work-systems');

    /* Step 7: every contract type and constant work in every system. */
    stage('Step 7');
    await page.getByRole('checkbox', { name: 'Select all' }).first().check();
    await page.getByRole('checkbox', { name: 'Constant work' }).check();
    await page.getByRole('checkbox', { name: 'Select all' }).nth(1).check();
    expect(await seriousA11yViolations(page), 'step 7').toEqual([]);
    await page.getByRole('button', { name: 'Go next' }).click();
    await waitForPath(page, '/wizard/8-candidate-profile-summary');

    /* Step 8: the summary, then the submit. */
    stage('Step 8');
    await page.getByText('Łucja Żółkiewska').waitFor();
    await page.getByRole('region', { name: 'Professions' }).getByRole('article').nth(1).waitFor();
    expect(await page.getByRole('region', { name: 'Preferred work locations' }).getByRole('article').count()).toBe(2);
    expect(await seriousA11yViolations(page), 'summary step').toEqual([]);
    await page.getByRole('button', { name: 'Submit my profile' }).click();
    await waitForPath(page, '/user');
    await page.getByText(/Your profile is complete/).waitFor();
    expect(await seriousA11yViolations(page), 'completed dashboard').toEqual([]);

    /* The PDF: the button sends the browser to the print link; its text keeps the name and diacritics. */
    stage('The PDF');
    const printRequest = page.waitForRequest((request) => request.url().includes('/v1/files/print/'));
    // The dashboard's button (the side panel has one too), next to the completed message.
    await page.getByText(/Your profile is complete/).locator('..').getByRole('button', { name: 'Download my profile' }).click();
    const printUrl = (await printRequest).url();
    const pdf = await fetchWithin(printUrl);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
    const file = path.join(workDir, 'profile.pdf');
    writeFileSync(file, Buffer.from(await pdf.arrayBuffer()));
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8', timeout: 20_000 });
    expect(text).toContain('Łucja');
    expect(text).toContain('Żółkiewska');
    expect(text).toContain('Carpenter');
    stage('close');
    // Leave the PDF viewer first, so closing the context does not wait on Chromium's handling of the PDF.
    await page.goto('about:blank');
    await context.close();
  });

  it('a wizard step and the settings work on a phone-sized screen without serious accessibility problems', { timeout: 120_000 }, async () => {
    const tokens = await registerCandidate(`e2e.mobile.${Date.now()}@example.com`, { country: 'PL', number: `6${String(Date.now()).slice(-8)}` });
    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    await signInWithTokens(context, tokens);
    await page.goto('/wizard/2-personal-informations');
    await page.getByRole('heading', { name: 'Personal information' }).waitFor();
    await page.getByRole('button', { name: 'Go next' }).waitFor();
    // The loading cover leaves about a second after the data.
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The candidate's settings on the same screen.
    await page.goto('/user/settings');
    await page.getByRole('heading', { name: 'Account settings' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'settings fit 390 px').toBeLessThanOrEqual(390);
    expect(await seriousA11yViolations(page), 'settings at 390 px').toEqual([]);
    await context.close();
  });
});

/** Step 4: two professions, the first with a rated skill and a work entry. */
async function fillProfessions(page: Page) {
  const professions: [string, boolean][] = [
    ['Carpenter', true],
    ['Bricklayer', false],
  ];
  for (const [profession, detailed] of professions) {
    stage(`profession ${profession}`);
    await page.getByRole('button', { name: 'Add profession' }).click();
    const editor = page.getByRole('group', { name: 'Profession editor' });
    await choose(page, 'Industry', 'Construction', editor);
    await choose(page, 'Profession', profession, editor);
    await choose(page, 'Profession class', 'Helper / assistant', editor);
    if (detailed) {
      const skills = editor.getByRole('group', { name: 'Professional skills' }).getByRole('checkbox');
      if ((await skills.count()) > 0) {
        await skills.first().check();
        const rating = page.getByRole('dialog', { name: 'Rate your skill' });
        // The stars are visually hidden radios: the keyboard picks 4 of 5 as a keyboard user would.
        await rating.getByRole('radio', { name: '4 of 5', exact: true }).focus();
        await page.keyboard.press('Enter');
        await rating.getByText('4 of 5').waitFor();
        await rating.getByRole('button', { name: 'Save rating' }).click();
        // The dialog hands the focus back when its closing transition ends; a list opened before that would close.
        await rating.waitFor({ state: 'detached' });
      }
      await editor.getByRole('button', { name: 'Add work entry' }).click();
      const work = editor.getByRole('group', { name: 'Work entry 1' });
      await work.getByRole('textbox', { name: 'Employer' }).fill('Fjord Bygg AS');
      await choose(page, 'Country', 'Norway', work);
      await work.getByRole('textbox', { name: 'Years' }).fill('3');
    }
    if (detailed) expect(await seriousA11yViolations(page), 'step 4 with the profession editor open').toEqual([]);
    await editor.getByRole('button', { name: 'Save profession' }).click();
    await page.getByRole('group', { name: 'Profession editor' }).waitFor({ state: 'detached' });
  }
  await page.getByRole('button', { name: 'Go next' }).click();
}
