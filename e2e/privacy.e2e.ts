import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { unzipSync } from 'fflate';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMail, launchBrowser, newPage, seriousA11yViolations, stage } from './browser.ts';
import { candidateUpToStep8, toast, withTokens } from './builders.ts';

/*
 * GDPR self-service (issue 14, part 2): a candidate sees their consent history, asks for a copy of
 * their data, waits while the job prepares it, downloads the ZIP and gets the mail.
 */

describe('privacy self-service in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a candidate requests an export of their data and downloads it', { timeout: 120_000 }, async () => {
    stage('a candidate with a profile');
    const candidate = await candidateUpToStep8('privacy', 'Łucja', 'Żółkiewska');
    const { context, page } = await newPage(browser);
    await withTokens(context, candidate.tokens);
    await page.goto('/user/settings');

    stage('consent history');
    const history = page.getByRole('table', { name: 'Consent history' });
    await history.waitFor();
    expect(await history.getByRole('cell', { name: 'Registration' }).count()).toBeGreaterThan(0);

    stage('request the export');
    const privacy = page.locator('section#privacy');
    await privacy.getByRole('button', { name: 'Prepare a copy of my data' }).click();
    await toast(page, 'We are preparing your data.');
    await privacy.getByText(/You can ask for the next copy from/).waitFor();
    expect(await privacy.getByRole('button', { name: 'Prepare a copy of my data' }).isDisabled()).toBe(true);

    stage('wait until it is ready');
    const downloadButton = privacy.getByRole('button', { name: 'Download my data' });
    await downloadButton.waitFor({ timeout: 60_000 });
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    expect(await seriousA11yViolations(page), 'settings with a ready export').toEqual([]);

    stage('download');
    const download = page.waitForEvent('download');
    await downloadButton.click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.zip$/);
    // The browser is the run's shared one (possibly elsewhere): the download is copied here.
    const copy = path.join(mkdtempSync(path.join(os.tmpdir(), 'trades-e2e-export-')), file.suggestedFilename());
    await file.saveAs(copy);
    const zip = unzipSync(new Uint8Array(readFileSync(copy)));
    rmSync(path.dirname(copy), { recursive: true, force: true });
    for (const name of ['account.json', 'consents.json', 'profile.json', 'phones.json', 'files.json', 'applications.json', 'matches.json']) expect(zip[name], name).toBeDefined();
    const account = JSON.parse(new TextDecoder().decode(zip['account.json'])) as { account: { email: string; firstName: string } };
    expect(account.account).toMatchObject({ email: candidate.email, firstName: 'Łucja' });

    stage('the mail');
    const mail = await latestMail(candidate.email);
    expect(mail.subject).toBe('Your data is ready to download');
    await context.close();
  });
});
