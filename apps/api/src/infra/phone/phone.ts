import { ErrorKey } from '@trades/contracts';
import {
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/max';
import { AppError } from '../http/errors.ts';

export type PhoneCheck =
  | {
      valid: true;
      /** +4741234567 */
      e164: string;
      /** '47' */
      countryCallingCode: string;
      /** '41234567' */
      nationalNumber: string;
      /** The country the number belongs to (may differ from the chosen one within a shared prefix, e.g. US/CA). */
      country: string;
      /** libphonenumber's number type: MOBILE, FIXED_LINE, FIXED_LINE_OR_MOBILE, ... or UNKNOWN. */
      type: string;
    }
  | { valid: false; reason: 'unknown_country' | 'invalid_number' };

const COUNTRIES = new Set<string>(getCountries());

/** Digits with the usual separators; letters (vanity numbers) are refused rather than converted. */
const DIALLABLE = /^\+?[\d\s().\-/]{2,30}$/;

export function isPhoneCountry(country: string): country is CountryCode {
  return COUNTRIES.has(country.toUpperCase());
}

/** '+47' for 'NO', or undefined for a code libphonenumber does not know. */
export function callingCodeOf(country: string): string | undefined {
  const code = country.toUpperCase();
  return isPhoneCountry(code) ? `+${getCountryCallingCode(code)}` : undefined;
}

/**
 * Checks a phone number against the chosen prefix country with the full metadata. A number typed
 * with its own +prefix is accepted when that prefix is the chosen country's calling code, so the
 * prefix picker decides, as users understand it.
 */
export function validatePhone(country: string, number: string): PhoneCheck {
  const code = country.trim().toUpperCase();
  if (!isPhoneCountry(code)) return { valid: false, reason: 'unknown_country' };
  const raw = number.trim();
  if (!DIALLABLE.test(raw)) return { valid: false, reason: 'invalid_number' };
  const phone = parsePhoneNumberFromString(raw, code);
  if (!phone || !phone.isValid()) return { valid: false, reason: 'invalid_number' };
  if (phone.countryCallingCode !== getCountryCallingCode(code)) return { valid: false, reason: 'invalid_number' };
  return {
    valid: true,
    e164: phone.number,
    countryCallingCode: phone.countryCallingCode,
    nationalNumber: phone.nationalNumber,
    country: phone.country ?? code,
    type: phone.getType() ?? 'UNKNOWN',
  };
}

/** The 422 answer for a phone that failed validatePhone, on the form field that holds it. */
export function invalidPhoneError(field: string): AppError {
  return new AppError(ErrorKey.InvalidPhone, { [field]: [ErrorKey.InvalidPhone] }, 422);
}

/**
 * A number written with its own +prefix ('+48 512 345 678', or '0048…'), as in an international
 * E.164 field: the prefix decides the country.
 */
export function validateInternationalPhone(number: string): PhoneCheck {
  const raw = number.trim().replace(/^00/, '+');
  if (!raw.startsWith('+') || !DIALLABLE.test(raw)) return { valid: false, reason: 'invalid_number' };
  const phone = parsePhoneNumberFromString(raw);
  if (!phone || !phone.isValid()) return { valid: false, reason: 'invalid_number' };
  return {
    valid: true,
    e164: phone.number,
    countryCallingCode: phone.countryCallingCode,
    nationalNumber: phone.nationalNumber,
    country: phone.country ?? '',
    type: phone.getType() ?? 'UNKNOWN',
  };
}
