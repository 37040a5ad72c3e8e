import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, latestMail, launchBrowser, newPage, seriousA11yViolations } from './browser.ts';

async function choosePhonePrefix(page: Page, country: RegExp) {
  await page.getByRole('combobox', { name: /Phone prefix/ }).click();
  await page.getByRole('option', { name: country }).first().click();
}

function linkIn(text: string, path: string): string {
  const match = new RegExp(`https?://[^\\s"'<>]+${path}[^\\s"'<>]+`).exec(text);
  if (!match) throw new Error(`no ${path} link in the mail`);
  return new URL(match[0]).pathname;
}

describe('accounts in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('a candidate registers, confirms the e-mail from the outbox, signs in again, works in Polish and changes the password', async () => {
    const { context, page } = await newPage(browser);
    const email = `e2e.anna.${Date.now()}@example.com`;

    await page.goto('/sign-up');
    await page.getByLabel('First name').fill('Anna');
    await page.getByLabel('Last name').fill('Wiśniewska');
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await page.getByLabel('Password', { exact: false }).first().fill('Start1234');
    await choosePhonePrefix(page, /Poland/);
    await page.getByLabel('Phone number').fill('501234567');
    await page.getByLabel('Accept all').check({ force: true });
    await page.getByRole('button', { name: 'Create a candidate account' }).click();
    // The dashboard sends a new candidate on to the first wizard step.
    await page.waitForURL('**/wizard/1-personal-informations');
    await page.getByRole('heading', { name: 'Personal information' }).waitFor();

    // The confirmation mail, as a newcomer finds it: the development outbox page and its link.
    await page.goto('/dev/outbox');
    await page.getByRole('table').waitFor();
    const mail = await latestMail(email);
    const confirmation = linkIn(mail.text, '/mail/confirmation/');
    expect(await page.locator(`a[href*="${confirmation}"]`).count()).toBeGreaterThan(0);
    await page.goto(confirmation);
    await page.getByText('Thank you! Your e-mail address has been confirmed.').waitFor();
    // Opened again, the link says the address is already confirmed instead of "invalid or expired" (issue 24).
    await page.goto(confirmation);
    await page.getByText('This e-mail address is already confirmed: the link is no longer needed.').waitFor();
    expect(await page.getByText(/could not be confirmed/).count()).toBe(0);

    await page.goto('/logout');
    await page.waitForURL(`${baseUrl()}/`);
    await page.goto('/sign-in');
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await page.getByLabel('Password').first().fill('Start1234');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/wizard/1-personal-informations');

    await page.goto('/user/settings');
    await page.getByRole('button', { name: /Change language/ }).click();
    await Promise.all([page.waitForEvent('load'), page.getByRole('menuitem', { name: 'Polski' }).click()]);
    await page.getByRole('heading', { name: 'Ustawienia konta' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('pl');
    expect(await seriousA11yViolations(page), 'candidate settings').toEqual([]);

    const passwordSection = page.locator('section', { has: page.getByRole('heading', { name: 'Zmiana hasła' }) });
    await passwordSection.getByLabel('Obecne hasło').fill('Start1234');
    await passwordSection.getByLabel('Nowe hasło').fill('Start1234');
    await passwordSection.getByRole('button', { name: 'Zmień hasło' }).click();
    await page.getByText('Nowe hasło musi różnić się od obecnego').first().waitFor();
    await passwordSection.getByLabel('Nowe hasło').fill('Zmienione987');
    await passwordSection.getByRole('button', { name: 'Zmień hasło' }).click();
    await page.getByText('Hasło zostało zmienione.').first().waitFor();

    await page.goto('/logout');
    await page.waitForURL(`${baseUrl()}/`);
    await page.goto('/sign-in');
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await page.getByLabel('Hasło').first().fill('Zmienione987');
    await page.getByRole('button', { name: 'Zaloguj się', exact: true }).click();
    await page.waitForURL('**/wizard/1-personal-informations');
    // The switch was saved to the account, not only to this browser.
    const language = await page.evaluate(async () => {
      const token = document.cookie.split('; ').find((c) => c.startsWith('token='))?.slice(6);
      const response = await fetch('/v1/user/show', { headers: { authorization: `Bearer ${token}` } });
      return ((await response.json()) as { locale: string }).locale;
    });
    expect(language).toBe('pl');
    await context.close();
  });

  it('a Ukrainian browser gets /sign-up in Ukrainian, keeps it and the typed fields through a reload, and a 404 in Ukrainian (issue 24)', async () => {
    const { context, page } = await newPage(browser, { locale: 'uk-UA', width: 390, height: 844 });
    const htmlLang = () => page.evaluate(() => document.documentElement.lang);

    const opened = await page.goto('/sign-up');
    expect(opened?.status()).toBe(200);
    expect(await opened?.text()).toMatch(/<html[^>]*\slang="uk"/);
    await page.getByRole('heading', { level: 1, name: 'Створити обліковий запис' }).waitFor();
    expect(await htmlLang()).toBe('uk');
    // The prefix starts from the language, as on the contact form.
    await expect.poll(() => page.getByRole('combobox', { name: /Телефонний код/ }).inputValue()).toContain('+380');
    const terms = page.getByRole('link', { name: /Прочитати умови користування/ });
    expect(await terms.getAttribute('href')).toBe('/documents/terms-candidate');
    expect(await terms.getAttribute('target')).toBe('_blank');

    await page.getByLabel('Імʼя').fill('Mykola');
    await page.getByLabel('Прізвище').fill('Shevchenko');
    await page.getByRole('textbox', { name: 'Електронна пошта' }).fill('mykola@example.com');
    await page.getByLabel('Пароль').first().fill('Start1234');
    await page.getByLabel('Номер телефону').fill('501234567');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Створити обліковий запис' }).waitFor();
    expect(await htmlLang()).toBe('uk');
    expect(await page.getByLabel('Імʼя').inputValue()).toBe('Mykola');
    expect(await page.getByLabel('Прізвище').inputValue()).toBe('Shevchenko');
    expect(await page.getByRole('textbox', { name: 'Електронна пошта' }).inputValue()).toBe('mykola@example.com');
    expect(await page.getByLabel('Номер телефону').inputValue()).toBe('501234567');
    // The password is never kept.
    expect(await page.getByLabel('Пароль').first().inputValue()).toBe('');

    for (const path of ['/sign-in', '/contact', '/documents/privacy-candidate']) {
      expect((await page.goto(path))?.status(), path).toBe(200);
      await page.locator('main').first().waitFor();
      expect(await htmlLang(), path).toBe('uk');
    }
    const missing = await page.goto('/no/such/page');
    expect(missing?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Сторінку не знайдено' }).waitFor();
    expect(await htmlLang()).toBe('uk');
    await context.close();
  });

  it('an employer registers, signs in and reaches the client settings', async () => {
    const { context, page } = await newPage(browser);
    const email = `e2e.ola.${Date.now()}@example.com`;
    await page.goto('/sign-up?tab=1');
    await page.getByLabel('Company name').fill('Fjord Bygg AS');
    await page.getByLabel('Tax ID').fill('912345661');
    await page.getByLabel('First name').fill('Ola');
    await page.getByLabel('Last name').fill('Nordmann');
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await page.getByLabel('Password').first().fill('FjordBygg2026');
    await choosePhonePrefix(page, /Norway/);
    await page.getByLabel('Phone number').fill('41234567');
    await page.getByRole('button', { name: 'Create an employer account' }).click();
    // Required consents are enforced before anything is sent.
    await page.getByText('Please accept the required consents').first().waitFor();
    await page.getByLabel('Accept all').check({ force: true });
    await page.getByRole('button', { name: 'Create an employer account' }).click();
    await page.waitForURL('**/sign-in?tab=1');
    // Typed as a person would: into the sign-in form once it shows.
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await page.getByLabel('Password').first().fill('FjordBygg2026');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/user');
    await page.getByRole('heading', { name: /Welcome, Fjord Bygg AS/ }).waitFor();
    expect(await seriousA11yViolations(page), 'client dashboard').toEqual([]);
    await page.goto('/client/settings');
    await page.getByRole('heading', { name: 'Account settings' }).waitFor();
    await page.getByRole('heading', { name: 'Change password' }).first().waitFor();
    expect(await seriousA11yViolations(page), 'client settings').toEqual([]);
    await context.close();
  });
});
