import type { AccountType, ConsentItem, Locale, candidateRegistration, clientRegistration } from '@trades/contracts';
import type { z } from 'zod';
import { baseUrl, fetchWithin } from './browser.ts';

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
    licTradNum: '912345679',
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
