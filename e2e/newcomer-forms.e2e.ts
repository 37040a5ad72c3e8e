import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountType, type TokenPair } from '@trades/contracts';
import { baseUrl, fetchWithin, launchBrowser, newPage, pickDate, pickOption, stage } from './browser.ts';
import { candidateRegistrationBody, clientRegistrationBody, consentsFor, dayFromNow, postJson } from './builders.ts';

/* What a newcomer tripped over in the forms: errors shown at once, toasts that go on success, no silent clamping, the resend countdown. */

const PASSWORD = 'FjordBygg2026';

async function register(accountType: AccountType, email: string, phone: { country: string; number: string }): Promise<TokenPair> {
  const consents = await consentsFor(accountType);
  const response =
    accountType === AccountType.Client
      ? await postJson('/v1/public/client/register', clientRegistrationBody({ email, password: PASSWORD, phone, name: `Nybygg ${Date.now() % 100_000} AS` }, consents))
      : await postJson('/v1/public/candidate/register', candidateRegistrationBody({ email, password: PASSWORD, phone }, consents));
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return (await response.json()) as TokenPair;
}

async function postAs(tokens: TokenPair, path: string, body: object): Promise<void> {
  const response = await fetchWithin(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-locale': 'en', authorization: `Bearer ${tokens.token}` },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBeLessThan(300);
}

async function signInWithTokens(context: BrowserContext, tokens: TokenPair) {
  await context.addCookies([
    { name: 'token', value: tokens.token, url: baseUrl() },
    { name: 'refresh', value: tokens.refresh_token, url: baseUrl() },
  ]);
}

const toasts = (page: Page) => page.locator('.mantine-Notification-root');

/** The texts of the toasts shown now. */
async function toastTexts(page: Page): Promise<string[]> {
  return (await toasts(page).allInnerTexts()).map((text) => text.trim());
}

async function waitForPath(page: Page, path: string) {
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe(path);
}

async function choose(page: Page, label: string | RegExp, option: string | RegExp, scope: Page | Locator = page, exact = false) {
  const input = scope.getByRole('combobox', { name: label, exact: typeof label === 'string' ? true : undefined }).first();
  await pickOption(page, input, option, { type: await input.isEditable(), exact });
}


describe('newcomer forms in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('sign-in and the offer form: a success leaves no error toast; one save shows the rate errors with the others', { timeout: 180_000 }, async () => {
    const email = `e2e.newcomer.kari.${Date.now()}@example.com`;
    await register(AccountType.Client, email, { country: 'NO', number: `41${String(Date.now()).slice(-6)}` });
    const login = await postJson('/v1/login_check', { username: email, password: PASSWORD });
    expect(login.status, await login.clone().text()).toBe(200);
    await postAs((await login.json()) as TokenPair, '/v1/client-brand/', { name: 'Nybygg Tre' });
    const { context, page } = await newPage(browser);

    stage('sign-in: wrong password, then the right one');
    await page.goto('/sign-in?tab=1');
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await page.getByLabel('Password').first().fill('WrongPassword1');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await toasts(page).filter({ hasText: 'Invalid e-mail or password.' }).first().waitFor();
    await page.getByLabel('Password').first().fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await toasts(page).filter({ hasText: 'You are signed in.' }).first().waitFor();
    // Gone within its closing transition (3 s allow a loaded machine), long before it would close by itself (10 s).
    await expect.poll(() => toastTexts(page), { timeout: 3000 }).not.toContainEqual(expect.stringContaining('Invalid e-mail or password.'));

    stage('offer form: one save shows every error');
    await page.goto('/user/offer/create');
    await page.getByRole('heading', { name: 'Create a job offer' }).waitFor();
    await choose(page, 'Industry', 'Construction', page, true);
    await choose(page, 'Profession', 'Carpenter', page, true);
    await page.getByRole('checkbox', { name: 'Journeyman certificate' }).waitFor();
    await choose(page, 'Profession class', 'Skilled worker (expert)', page, true);
    await page.getByRole('textbox', { name: 'Number of vacancies' }).fill('2');
    await choose(page, 'Country of work', 'Norway', page, true);
    await choose(page, 'Region 1', 'Rogaland', page, true);
    await choose(page, 'Cities of region 1', 'Stavanger', page, true);
    await page.keyboard.press('Escape');
    await pickDate(page, /^Work start date/, dayFromNow(10));
    await page.getByRole('textbox', { name: 'Working hours per day' }).fill('20');
    await page.getByRole('textbox', { name: 'Minimum hourly rate (gross)' }).fill('50');
    await page.getByRole('textbox', { name: 'Maximum hourly rate (gross)' }).fill('9000');
    const description = page.getByRole('textbox', { name: 'Description of the offer' });
    await description.click();
    await description.pressSequentially('Carpenters for new housing in Stavanger.');

    await page.getByRole('button', { name: 'Save the offer' }).click();
    await toasts(page).filter({ hasText: 'Some fields need your attention.' }).first().waitFor();
    // The daily hours' error and both rate errors from the same save.
    await page.getByText('The maximum value is 16').waitFor();
    // The rate errors name the country's bounds.
    await page.getByText("The rate is below the country's minimum of 200 NOK an hour").waitFor();
    await page.getByText("The rate is above the country's maximum of 450 NOK an hour").waitFor();

    stage('offer form: corrected, saved, the error toast gone');
    await page.getByRole('textbox', { name: 'Working hours per day' }).fill('8');
    await page.getByRole('textbox', { name: 'Minimum hourly rate (gross)' }).fill('400');
    await page.getByRole('textbox', { name: 'Maximum hourly rate (gross)' }).fill('300');
    await page.getByRole('button', { name: 'Save the offer' }).click();
    await page.getByText('The minimum rate must be lower than or equal to the maximum rate').waitFor();
    await page.getByRole('textbox', { name: 'Minimum hourly rate (gross)' }).fill('270');
    await page.getByRole('textbox', { name: 'Maximum hourly rate (gross)' }).fill('320');
    await page.getByRole('button', { name: 'Save the offer' }).click();
    await waitForPath(page, '/user/offers/draft/1');
    await toasts(page).filter({ hasText: 'The offer has been saved.' }).first().waitFor();
    // Gone within their closing transition (3 s allow a loaded machine), long before they would close by themselves (10 s).
    await expect.poll(() => toastTexts(page), { timeout: 3000 }).not.toContainEqual(expect.stringContaining('Some fields need your attention.'));
    await context.close();
  });

  it('step 2 counts down the resend wait, then enables it; step 4 shows 81 years as an error instead of clamping it', { timeout: 180_000 }, async () => {
    const email = `e2e.newcomer.lucja.${Date.now()}@example.com`;
    const phone = { country: 'PL', number: `5${String(Date.now()).slice(-8)}` };
    const tokens = await register(AccountType.Candidate, email, phone);
    const { context, page } = await newPage(browser);
    await signInWithTokens(context, tokens);
    // The page's clock, moved on below instead of waiting out the minute.
    await page.clock.install();

    stage('step 2: the resend countdown');
    await page.goto('/wizard/2-personal-informations');
    await page.getByRole('heading', { name: 'Personal information' }).waitFor();
    await page.getByRole('button', { name: 'OK, got it' }).click();
    const phoneRow = page.getByRole('group', { name: 'Phone 1' });
    await phoneRow.getByRole('button', { name: 'Verify' }).click();
    const dialog = page.getByRole('dialog', { name: 'Phone verification' });
    await dialog.getByText('We have sent you a text message with the code.').waitFor();
    const resend = dialog.getByRole('button', { name: 'Send the code again' });
    expect(await resend.isDisabled()).toBe(true);
    expect(await dialog.getByRole('timer').innerText()).toMatch(/^You can ask for a new code in (1:00|0:5\d)$/);
    await page.clock.fastForward(30_000);
    await expect.poll(() => dialog.getByRole('timer').innerText()).toMatch(/^You can ask for a new code in 0:[23]\d$/);
    expect(await resend.isDisabled()).toBe(true);
    await page.clock.fastForward(31_000);
    await expect.poll(() => resend.isEnabled()).toBe(true);
    expect(await dialog.getByRole('timer').count()).toBe(0);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    stage('steps 2 and 3 through the API, step 4 in the browser');
    await postAs(tokens, '/v1/candidate-profile/wizard/2', {
      sex: 2,
      dateOfBirth: '1990-05-17',
      countryOfNationality: 'PL',
      countryOfResidence: 'NO',
      nativeLanguage: 'pl',
      phones: [{ phone }],
      preferredContactTimes: [1],
    });
    await postAs(tokens, '/v1/candidate-profile/wizard/3', { candidateProfileLanguages: [{ languageCode: 'en', languageProficiency: 3 }] });
    await page.goto('/wizard/4-employment-details');
    await page.getByRole('button', { name: 'Add profession' }).click();
    const editor = page.getByRole('group', { name: 'Profession editor' });
    await choose(page, 'Industry', 'Construction', editor);
    await choose(page, 'Profession', 'Bricklayer', editor);
    await choose(page, 'Profession class', 'Helper / assistant', editor);
    await editor.getByRole('button', { name: 'Add work entry' }).click();
    const work = editor.getByRole('group', { name: 'Work entry 1' });
    await work.getByRole('textbox', { name: 'Employer' }).fill('Fjord Bygg AS');
    await choose(page, 'Country', 'Norway', work);
    const years = work.getByRole('textbox', { name: 'Years' });
    const months = work.getByRole('textbox', { name: 'Months' });
    await years.fill('81');
    await months.fill('13');
    await years.focus();
    // Leaving the fields keeps what was typed.
    await work.getByRole('textbox', { name: 'Employer' }).focus();
    expect(await years.inputValue()).toBe('81');
    expect(await months.inputValue()).toBe('13');
    await editor.getByRole('button', { name: 'Save profession' }).click();
    await work.getByText('At most 80 years').waitFor();
    await work.getByText('Months from 0 to 12').waitFor();

    // Within the limits but longer than the life since 16 (born 1990): refused by the shared rule.
    await years.fill('80');
    await months.fill('12');
    await editor.getByRole('button', { name: 'Save profession' }).click();
    await work.getByText('The work time is longer than your working life since the age of 16').waitFor();
    await context.close();
  });
});
