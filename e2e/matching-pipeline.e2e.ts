import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, seriousA11yViolations, stage } from './browser.ts';
import { call, candidateUpToStep8, dayFromNow, employerWithPublishedOffer, signIn, toast, withTokens } from './builders.ts';
import { PHONE, layoutFaults } from './phone-sweep.ts';

/*
 * Where the two sides meet (issue 10): a candidate completes the wizard, sees a matched offer with
 * its breakdown and applies with a date; the employer works the card through the pipeline.
 */

const card = (page: Page, name: string) => page.locator('[data-testid^="candidate-card-"]').filter({ hasText: name });
const LUCJA = 'Łucja Kamińska';
const MAREK = 'Marek Lewandowski';
const OKSANA = 'Oksana Melnyk';

describe('matching, applying and the pipeline in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('a candidate completes the wizard, sees the matched offer with its breakdown and applies; the employer works the pipeline', { timeout: 240_000 }, async () => {
    stage('employer and candidates');
    const employer = await employerWithPublishedOffer('pipeline.main');
    // Names no other browser test uses: candidates of other tests on the shared server may match this offer too.
    const lucja = await candidateUpToStep8('lucja', 'Łucja', 'Kamińska');
    const others = [await candidateUpToStep8('marek', 'Marek', 'Lewandowski'), await candidateUpToStep8('oksana', 'Oksana', 'Melnyk')];
    for (const other of others) {
      expect((await call('/v1/candidate-profile/wizard/8', other.tokens.token, 'POST', {})).status).toBe(200);
      const applied = await call(`/v1/candidate-offer/apply/${employer.offerId}`, other.tokens.token, 'POST', { availableFrom: dayFromNow(5) });
      expect(applied.status, JSON.stringify(applied.json)).toBeLessThan(300);
    }

    /* The candidate submits the wizard's last step in the browser. */
    stage('candidate submits step 8');
    const candidate = await newPage(browser);
    await withTokens(candidate.context, lucja.tokens);
    const page = candidate.page;
    await page.goto('/wizard/8-candidate-profile-summary');
    await page.getByRole('button', { name: 'OK, got it' }).click();
    await page.getByRole('button', { name: 'Submit my profile' }).click();
    await page.waitForURL('**/user');

    /* The matched offer appears within seconds, best first, with how it matches. */
    stage('matched offers');
    await page.goto('/offers-matched');
    await page.getByRole('heading', { name: 'Offers matched to you' }).waitFor();
    // This employer's offer: carpenter offers of other tests on the shared server may match her too, and rank above it.
    const matched = page.getByTestId('matched-offer').filter({ has: page.locator(`a[href^="/offer/${employer.offerId}-"], a[href^="/offer/${employer.offerId}?"], a[href="/offer/${employer.offerId}"]`) });
    await expect
      .poll(
        async () => {
          if ((await matched.count()) > 0) return true;
          await page.reload();
          await page.locator('[data-testid="matched-offers-list"], [data-testid="matched-offers-empty"]').first().waitFor();
          return (await matched.count()) > 0;
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toBe(true);
    const first = matched.first();
    await first.getByText('Carpenter').first().waitFor();
    const score = Number(/(\d+) of 100/.exec((await first.getByTestId('match-score').getAttribute('aria-label')) ?? '')?.[1]);
    expect(score).toBeGreaterThanOrEqual(60);
    await first.getByRole('button', { name: 'How you match' }).click();
    const breakdown = first.getByTestId('score-breakdown');
    await breakdown.getByTestId('breakdown-profession').waitFor();
    await breakdown.getByTestId('breakdown-languages').waitFor();
    expect(await seriousA11yViolations(page), 'matched offers with the breakdown open').toEqual([]);

    /* Applying from the offer's page with a start date. */
    stage('apply');
    await page.goto(`/offer/${employer.offerId}`);
    await page.getByTestId('offer-apply').click();
    const dialog = page.getByRole('dialog', { name: 'When can you start?' });
    await dialog.waitFor();
    expect(await seriousA11yViolations(page), 'apply dialog').toEqual([]);
    await dialog.getByRole('button', { name: 'Send application' }).click();
    await toast(page, 'Your application has been sent to the employer.');
    // The offer and the matched card say where the application stands, and lead to all of them.
    const note = page.getByTestId('application-stage-note');
    await note.getByText(/^You applied on /).waitFor();
    expect(await note.getByTestId('application-stage').textContent()).toBe('Sent');
    await page.goto('/offers-matched');
    await matched.first().getByRole('link', { name: 'Applied: Sent' }).waitFor();
    await candidate.context.close();

    /* The employer finds the applications from the offer list. */
    stage('employer pipeline');
    const { context, page: panelPage } = await newPage(browser);
    await withTokens(context, employer.tokens);
    await panelPage.goto('/user/offers/active/1');
    // By its whole name: a bare "3" also names the footer's phone link while the list is still loading.
    await panelPage.getByRole('link', { name: /^3 – applications to / }).click();
    await panelPage.waitForURL(`**/user/offer/candidates/${employer.offerId}#selfApplications`);
    // The three applicants, and possibly matched candidates of other tests.
    for (const name of [LUCJA, MAREK, OKSANA]) await card(panelPage, name).waitFor();
    expect(Number(await panelPage.getByTestId('pipeline-count-applications').textContent())).toBeGreaterThanOrEqual(3);
    // One badge per card: its stage, highlighted while nobody opened it; the tabs say the same names.
    expect(await card(panelPage, LUCJA).getByTestId('candidate-new').textContent()).toBe('New');
    expect(await card(panelPage, LUCJA).getByTestId('candidate-status').count()).toBe(0);
    expect(await panelPage.getByRole('tab').allTextContents()).toEqual([
      expect.stringMatching(/^New\d+$/),
      expect.stringMatching(/^For analysis\d+$/),
      expect.stringMatching(/^To meet\d+$/),
      expect.stringMatching(/^Offer presented\d+$/),
      expect.stringMatching(/^Hired\d+$/),
      expect.stringMatching(/^Not fit\d+$/),
    ]);
    expect(await seriousA11yViolations(panelPage), 'pipeline page').toEqual([]);

    // The first open of a new card marks it opened (12): still in "New", no longer highlighted.
    await card(panelPage, LUCJA).getByTestId('candidate-open').click();
    const panel = panelPage.getByRole('dialog', { name: /Łucja Kamińska/ });
    await panel.waitFor();
    await panel.getByTestId('candidate-status').filter({ hasText: 'New' }).waitFor();
    await panel.getByRole('tab', { name: 'User profile' }).click();
    await panel.getByTestId('candidate-phone').filter({ hasText: '+48' }).first().waitFor();
    await panel.getByRole('tab', { name: 'Fit' }).click();
    await panel.getByTestId('fit-row').first().waitFor();
    expect(await seriousA11yViolations(panelPage), 'candidate panel, Fit tab').toEqual([]);
    await panelPage.getByRole('button', { name: "Close the candidate's details" }).click();
    await panel.waitFor({ state: 'detached' });
    await expect.poll(async () => card(panelPage, LUCJA).getByTestId('candidate-new').count()).toBe(0);

    // Through the tabs: for analysis, then offer presented.
    for (const [target, tab] of [
      ['For analysis', 'forAnalysis'],
      ['Offer presented', 'offerPresented'],
    ] as const) {
      await card(panelPage, LUCJA).getByRole('button', { name: `Change the status of ${LUCJA}` }).click();
      await panelPage.getByRole('menuitem', { name: target, exact: true }).click();
      await toast(panelPage, new RegExp(`moved to: ${target}`));
      await panelPage.getByTestId(`pipeline-tab-${tab}`).click();
      await card(panelPage, LUCJA).waitFor();
    }
    expect(new URL(panelPage.url()).hash).toBe('#offerPresented');

    // A move to "Not fit" taken back from its toast: the card is where it was (and, within the mail window, nobody was told).
    stage('undo');
    await card(panelPage, LUCJA).getByRole('button', { name: `Change the status of ${LUCJA}` }).click();
    await panelPage.getByRole('menuitem', { name: 'Not fit', exact: true }).waitFor();
    const menuItems = await panelPage.getByRole('menuitem').allTextContents();
    expect(menuItems, 'the current stage is not offered').toEqual(['New', 'For analysis', 'To meet', 'Hired', 'Not fit']);
    await panelPage.getByRole('menuitem', { name: 'Not fit', exact: true }).click();
    const moved = panelPage.getByTestId('move-toast').filter({ hasText: 'moved to: Not fit' });
    await moved.getByText('The candidate will get an e-mail in 5 minutes, unless you undo the move.').waitFor();
    await moved.getByRole('button', { name: 'Undo' }).click();
    await toast(panelPage, 'Move undone.');
    await panelPage.getByTestId('pipeline-count-notFit').filter({ hasText: /^0$/ }).waitFor();
    await card(panelPage, LUCJA).waitFor();

    // The history tells the whole way, who made each change, and the application as the candidate's.
    await card(panelPage, LUCJA).getByTestId('candidate-open').click();
    const history = panel.getByTestId('panel-history').getByTestId('history-entry');
    await history.filter({ hasText: /^Not fit → Offer presented · / }).waitFor();
    const lines = await history.allTextContents();
    // What changed (before the date) and who changed it (after it); a candidate matched before applying has the match's row first.
    expect(lines.slice(-5).map((line) => line.split(' · ')[0])).toEqual(['Opened', 'New → For analysis', 'For analysis → Offer presented', 'Offer presented → Not fit', 'Not fit → Offer presented']);
    expect(lines.slice(-5).map((line) => line.split(' · ')[2])).toEqual(Array(5).fill('Kari Nordmann'));
    expect(lines.map((line) => `${line.split(' · ')[0]} · ${line.split(' · ')[2]}`)).toContain('New · Candidate’s application');
    await panelPage.getByRole('button', { name: "Close the candidate's details" }).click();
    await panel.waitFor({ state: 'detached' });

    // Two cards moved at once.
    stage('bulk move');
    await panelPage.getByTestId('pipeline-tab-applications').click();
    await card(panelPage, MAREK).waitFor();
    for (const name of [MAREK, OKSANA]) await panelPage.getByRole('checkbox', { name: `Select ${name}` }).check();
    await panelPage.getByRole('button', { name: 'Move selected' }).click();
    await panelPage.getByRole('menuitem', { name: 'Not fit', exact: true }).waitFor();
    expect(await panelPage.getByRole('menuitem').allTextContents(), 'the stage the cards are in is not offered').not.toContain('New');
    await panelPage.getByRole('menuitem', { name: 'Not fit', exact: true }).click();
    // Asked first, with the count; a double click on the confirmation moves them once.
    const confirm = panelPage.getByRole('dialog', { name: 'Move 2 candidates to Not fit?' });
    await confirm.getByText(/told by e-mail in 5 minutes/).waitFor();
    expect(await seriousA11yViolations(panelPage), 'bulk move confirmation').toEqual([]);
    await confirm.getByRole('button', { name: 'Move to Not fit' }).dblclick();
    await toast(panelPage, /Candidates moved to Not fit: 2/);
    await panelPage.getByTestId('pipeline-count-notFit').filter({ hasText: /^2$/ }).waitFor();
    await confirm.waitFor({ state: 'detached' });
    await panelPage.getByTestId('pipeline-tab-notFit').click();
    await card(panelPage, OKSANA).waitFor();
    await context.close();

    /* The same page on a phone. */
    stage('pipeline at 390 px');
    const phone = await newPage(browser, PHONE);
    // A session of its own: the first one's refresh token was used up (rotated) by the desktop page.
    await withTokens(phone.context, await signIn(employer.email));
    await phone.page.goto(`/user/offer/candidates/${employer.offerId}#notFit`);
    await card(phone.page, MAREK).waitFor();
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth), 'pipeline fits 390 px').toBeLessThanOrEqual(390);
    expect(await seriousA11yViolations(phone.page), 'pipeline at 390 px').toEqual([]);
    expect(await layoutFaults(phone.page), 'no pipeline control cut or off screen at 390 px').toEqual([]);
    await card(phone.page, MAREK).getByTestId('candidate-open').click();
    await phone.page.getByRole('dialog', { name: /Marek Lewandowski/ }).waitFor();
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth), 'panel fits 390 px').toBeLessThanOrEqual(390);
    await phone.context.close();

    /* In Ukrainian at 1280 px: all six tabs in view, no badge cut. */
    stage('pipeline in ua at 1280 px');
    const wide = await newPage(browser, { width: 1280, height: 800 });
    await withTokens(wide.context, await signIn(employer.email));
    // The language link keeps the path, not the tab.
    await wide.page.goto(`/lang/ua/user/offer/candidates/${employer.offerId}`);
    await wide.page.getByRole('tab', { name: /^Не підходить/ }).click();
    await card(wide.page, MAREK).waitFor();
    const cut = await wide.page.evaluate(() => {
      const faults: string[] = [];
      const list = document.querySelector('[role="tablist"]') as HTMLElement;
      const box = list.getBoundingClientRect();
      for (const tab of list.querySelectorAll<HTMLElement>('[role="tab"]')) {
        const rect = tab.getBoundingClientRect();
        if (rect.left < box.left - 1 || rect.right > box.right + 1 || rect.right > window.innerWidth) faults.push(`tab out of view: ${tab.textContent}`);
      }
      for (const node of document.querySelectorAll<HTMLElement>('.mantine-Badge-root, .mantine-Badge-label, [role="tab"]')) {
        if (node.scrollWidth > node.clientWidth + 1 && ['hidden', 'clip'].includes(getComputedStyle(node).overflowX)) faults.push(`cut: ${node.textContent}`);
      }
      return faults;
    });
    expect(cut, 'ua at 1280 px').toEqual([]);
    expect(await wide.page.getByRole('tab').count()).toBe(6);
    await wide.context.close();
  });
});
