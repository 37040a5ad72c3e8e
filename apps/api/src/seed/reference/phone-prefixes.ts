/*
 * Phone prefixes for the phone picker: the countries of work and Ukraine first (preferred group),
 * then every other country of `allCountries` (remaining group). Country names come from
 * countries.ts so the two lists never disagree.
 *
 * Source: ITU-T E.164 country calling codes (as in libphonenumber metadata).
 */
import { allCountries } from './countries.ts';
import type { LocalizedText } from './localized-text.ts';

export interface PhonePrefix {
  /** ISO 3166-1 alpha-2, sent back as phone.country. */
  readonly isoCode: string;
  /** Country calling code without '+', e.g. '47'. */
  readonly dialCode: string;
  readonly title: LocalizedText;
  readonly preferred: boolean;
}

/** Country calling codes for every country of `allCountries`. */
export const DIAL_CODES: Readonly<Record<string, string>> = {
  NO: '47',
  SE: '46',
  DK: '45',
  FI: '358',
  DE: '49',
  NL: '31',
  BE: '32',
  PL: '48',
  CZ: '420',
  UA: '380',
  LT: '370',
  LV: '371',
  RO: '40',
  SK: '421',
  AL: '355',
  AM: '374',
  AT: '43',
  AZ: '994',
  BY: '375',
  BA: '387',
  BG: '359',
  HR: '385',
  EE: '372',
  FR: '33',
  GE: '995',
  GR: '30',
  HU: '36',
  IS: '354',
  IN: '91',
  IE: '353',
  IT: '39',
  KZ: '7',
  LU: '352',
  MD: '373',
  MK: '389',
  PH: '63',
  PT: '351',
  RU: '7',
  RS: '381',
  SI: '386',
  ES: '34',
  CH: '41',
  TR: '90',
  GB: '44',
  US: '1',
  UZ: '998',
};

/** The preferred group, in display order. */
export const PREFERRED_PHONE_COUNTRIES = ['NO', 'SE', 'DK', 'FI', 'DE', 'NL', 'BE', 'PL', 'CZ', 'UA'] as const;

function prefix(isoCode: string, preferred: boolean): PhonePrefix {
  const country = allCountries.find((c) => c.isoCode === isoCode);
  const dialCode = DIAL_CODES[isoCode];
  if (!country || dialCode === undefined) throw new Error(`phone-prefixes: unknown country ${isoCode}`);
  return { isoCode, dialCode, title: country.title, preferred };
}

const preferredSet: ReadonlySet<string> = new Set(PREFERRED_PHONE_COUNTRIES);

export const phonePrefixes: { readonly preferred: readonly PhonePrefix[]; readonly remaining: readonly PhonePrefix[] } = {
  preferred: PREFERRED_PHONE_COUNTRIES.map((iso) => prefix(iso, true)),
  remaining: allCountries.filter((c) => !preferredSet.has(c.isoCode)).map((c) => prefix(c.isoCode, false)),
};
