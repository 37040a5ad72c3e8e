import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { z } from 'zod';
import { AccountType, type ConsentItem, type Locale, type TokenPair, type candidateRegistration, type clientRegistration, marketToday } from '@trades/contracts';
import { baseUrl, fetchWithin, latestMail } from './browser.ts';

/* Typed builders for the API calls the browser tests make to set things up: the bodies are the API's own schema inputs. */

/** A body as the route's schema takes it (a consent may be a bare id). */
export type CandidateRegistrationBody = z.input<typeof candidateRegistration>;
export type ClientRegistrationBody = z.input<typeof clientRegistration>;

type Account = Pick<CandidateRegistrationBody, 'email' | 'password' | 'phone'>;

/** A candidate with a Polish name (letters outside ASCII on every page), accepting every consent it is shown. */
export function candidateRegistrationBody(account: Account, consents: readonly ConsentItem[]): CandidateRegistrationBody {
  return {
    firstName: 'Łucja',
    lastName: 'Żółkiewska',
    ...account,
    candidateProfileConsents: consents.map((c) => ({ consent: c.id, isAcceptance: true })),
  };
}

/** A Norwegian employer, ticking every consent it is shown (bare ids). */
export function clientRegistrationBody(account: Account & Pick<ClientRegistrationBody, 'name'>, consents: readonly ConsentItem[]): ClientRegistrationBody {
  return {
    firstName: 'Kari',
    lastName: 'Nordmann',
    licTradNum: '912345661',
    ...account,
    clientProfileConsents: consents.map((c) => c.id),
  };
}

/** GET /v1/public/dictionary/consents for one account type. */
export async function consentsFor(accountType: AccountType, locale: Locale = 'en'): Promise<ConsentItem[]> {
  const response = await fetchWithin(`${baseUrl()}/v1/public/dictionary/consents?accountType=${accountType}`, { headers: { 'x-locale': locale } });
  return (await response.json()) as ConsentItem[];
}

/** POST of a JSON body in a language; the caller checks the answer. */
export function postJson<Body extends object>(path: string, body: Body, locale: Locale = 'en'): Promise<Response> {
  return fetchWithin(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-locale': locale },
    body: JSON.stringify(body),
  });
}

/* ---------- accounts, offers and candidates set up through the API (as the pipeline test does) ---------- */

export const PASSWORD = 'FjordBygg2026';

/** A call with a bearer token in English; answers the status and the parsed body. */
export async function call<T>(path: string, token: string, method = 'GET', body?: object): Promise<{ status: number; json: T }> {
  const response = await fetchWithin(`${baseUrl()}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'x-locale': 'en', ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, json: (text ? JSON.parse(text) : null) as T };
}

export async function signIn(email: string): Promise<TokenPair> {
  const response = await postJson('/v1/login_check', { username: email, password: PASSWORD });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as TokenPair;
}

/** Signs a browser context in with the tokens' cookies. */
export async function withTokens(context: BrowserContext, tokens: TokenPair): Promise<void> {
  await context.addCookies([
    { name: 'token', value: tokens.token, url: baseUrl() },
    { name: 'refresh', value: tokens.refresh_token, url: baseUrl() },
  ]);
}

/** The path of the first link in a mail's text that contains `part`. */
export function linkPath(text: string, part: string): string {
  const match = new RegExp(`https?://[^\\s"'<>]+${part}[^\\s"'<>]+`).exec(text);
  if (!match) throw new Error(`no ${part} link in the mail`);
  return new URL(match[0]).pathname;
}

export function dayFromNow(days: number): string {
  return marketToday(new Date(Date.now() + days * 86_400_000));
}

/** A Norwegian employer (signed up in `locale`, which gives it a main brand named after the company) with a second brand; answers its e-mail, tokens and that brand's id. */
export async function employerWithBrand(tag: string, locale: Locale = 'en'): Promise<{ email: string; tokens: TokenPair; brandId: number }> {
  const email = `e2e.${tag}.${Date.now()}@example.com`;
  const consents = await consentsFor(AccountType.Client, locale);
  // 41xxxxxx is inside Norway's mobile range whatever the digits after it.
  const phone = { country: 'NO', number: `41${String(Date.now()).slice(-6)}` };
  const registered = await postJson('/v1/public/client/register', clientRegistrationBody({ email, password: PASSWORD, phone, name: `Fjordbygg ${tag} AS` }, consents), locale);
  expect(registered.status, await registered.clone().text()).toBe(201);
  const tokens = await signIn(email);
  const brand = await call<{ data: { data: { id: number } } }>('/v1/client-brand/', tokens.token, 'POST', { name: `Fjordbygg ${tag}` });
  expect(brand.status, JSON.stringify(brand.json)).toBe(201);
  return { email, tokens, brandId: brand.json.data.data.id };
}

/** A Draft carpenter offer in Rogaland (the matching candidate's profession and skills); answers its id. */
export async function draftCarpenterOffer(token: string, brandId: number): Promise<number> {
  const created = await call<{ offer: { id: number } }>('/v1/client-offer/create', token, 'POST', {
    clientBrand: brandId,
    industry: 1,
    profession: 1,
    professionClass: 2,
    numberOfVacancies: 3,
    minExperience: 2,
    workStartAt: dayFromNow(20),
    workEndAt: dayFromNow(200),
    workLocationState: 1,
    workLocationRegions: [{ region: 102, cities: [10201] }],
    certificates: [],
    skillsProfessionals: [{ id: 20, isRequired: true, rating: 4 }],
    skillsTechnicals: [{ id: 1, isRequired: false }],
    requiredDocuments: [],
    languages: [{ languageCode: 'en', languageProficiency: 2, isRequired: true }],
    contractTypes: [1],
    workSystems: [1],
    salaryGrossValueMin: { amount: 270, currency: 'NOK' },
    salaryGrossValueMax: { amount: 320, currency: 'NOK' },
    description: '<p>Carpenters for new housing in Stavanger.</p>',
  });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  return created.json.offer.id;
}

/** A Norwegian employer with one published carpenter offer in Rogaland; answers its e-mail, tokens, brand and offer. */
export async function employerWithPublishedOffer(tag: string): Promise<{ email: string; tokens: TokenPair; brandId: number; offerId: number }> {
  const { email, tokens, brandId } = await employerWithBrand(tag);
  const offerId = await draftCarpenterOffer(tokens.token, brandId);
  // Free publication in the demo: approving publishes the offer at once.
  expect((await call(`/v1/client-offer/${offerId}/approved`, tokens.token, 'PATCH')).status).toBe(200);
  return { email, tokens, brandId, offerId };
}

/** A registered candidate (Polish phone; a name no other test uses, as candidates of other tests may match the same offers) with a confirmed e-mail and wizard steps 2 to 7 saved; step 8 is left to the caller. */
export async function candidateUpToStep8(tag: string, firstName: string, lastName: string, locale: Locale = 'en'): Promise<{ email: string; tokens: TokenPair }> {
  const email = `e2e.match.${tag}.${Date.now()}@example.com`;
  const consents = await consentsFor(AccountType.Candidate, locale);
  const phone = { country: 'PL', number: `5${String(Date.now()).slice(-8)}` };
  const body = { ...candidateRegistrationBody({ email, password: PASSWORD, phone }, consents), firstName, lastName };
  // The account keeps the language it signed up in: its mails and its pages after sign-in speak it.
  const registered = await postJson('/v1/public/candidate/register', body, locale);
  expect(registered.status, await registered.clone().text()).toBeLessThan(300);
  const tokens = (await registered.json()) as TokenPair;
  const mail = await latestMail(email);
  const confirmation = linkPath(mail.text, '/mail/confirmation/');
  const token = confirmation.split('/').pop() as string;
  const confirmed = await postJson('/v1/public/user/mail/confirmation', { token });
  expect(confirmed.status, await confirmed.clone().text()).toBeLessThan(300);
  const steps: Record<number, object> = {
    2: { sex: 2, dateOfBirth: '1991-03-12', countryOfNationality: 'PL', countryOfResidence: 'PL', nativeLanguage: 'pl', phones: [{ phone }], preferredContactTimes: [1] },
    3: { candidateProfileLanguages: [{ languageCode: 'en', languageProficiency: 3 }] },
    4: {
      candidateProfileProfessions: [
        {
          industry: 1,
          profession: 1,
          professionClass: 2,
          certificates: [1],
          certificatesAttachments: [],
          experiences: [],
          skillsAdditionals: [],
          productionStages: [],
          productionMaterials: [],
          productionMethods: [],
          productionUses: [],
          skillsProfessionals: [{ skillsProfessional: 20, rating: 4.5 }],
          skillsTechnicals: [1],
          worksFor: [{ workedFor: 'Fjordbygg AS', country: 'NO', workTime: { year: 4, month: 0 }, haveReferences: false, attachments: [] }],
        },
      ],
    },
    5: { isAvailable: true, availableFrom: dayFromNow(10) },
    6: {
      candidateProfileWorkLocations: [
        { workLocationState: 1, allState: true, workLocationRegions: [], workLocationCities: [], requiredDocuments: [], requiredDocumentsAttachments: [], rating: 4, salaryGrossValue: { tbbc_amount: 270, tbbc_currency: 'NOK' } },
      ],
    },
    7: { isConstantWork: true, isFlexibleWork: false, candidateProfileFlexibleWorks: [], workSystems: [1], contractTypes: [1] },
  };
  for (const [step, stepBody] of Object.entries(steps)) {
    const saved = await call(`/v1/candidate-profile/wizard/${step}`, tokens.token, 'POST', stepBody);
    expect(saved.status, `step ${step}: ${JSON.stringify(saved.json)}`).toBe(200);
  }
  return { email, tokens };
}

/** Waits for a toast with the text (top-right notifications). */
export async function toast(page: Page, text: string | RegExp): Promise<void> {
  await page.locator('.mantine-Notification-root').filter({ hasText: text }).first().waitFor();
}
