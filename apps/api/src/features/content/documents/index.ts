import { cookiesPolicy } from './cookies.ts';
import { privacyCandidate } from './privacy-candidate.ts';
import { privacyClient } from './privacy-client.ts';
import { termsCandidate } from './terms-candidate.ts';
import { termsClient } from './terms-client.ts';

export type { LocalizedStaticDocument, StaticDocument, StaticDocumentLocale } from './types.ts';
export { staticDocumentLocales } from './types.ts';

export const staticDocuments = {
  'terms-candidate': termsCandidate,
  'privacy-candidate': privacyCandidate,
  'terms-client': termsClient,
  'privacy-client': privacyClient,
  cookies: cookiesPolicy,
} as const;

export type StaticDocumentKey = keyof typeof staticDocuments;

export const staticDocumentKeys = Object.keys(staticDocuments) as StaticDocumentKey[];

export function isStaticDocumentKey(value: string): value is StaticDocumentKey {
  return Object.prototype.hasOwnProperty.call(staticDocuments, value);
}
