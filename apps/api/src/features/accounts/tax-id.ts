import { isEuCountry } from '@trades/contracts';
import { euVat, stdnum, validateEntity } from 'stdnum';

/*
 * Tax ids of companies, checked by their country's rules with a well-kept validator (stdnum) rather
 * than tables of our own: a Polish NIP by its check digit, a Norwegian organisation number (9 digits,
 * mod 11, "MVA" after it when VAT-registered), an EU VAT number by its country's format and check
 * digits. A country without a known rule accepts any plausible number; it can never be reverse-charged
 * on a number that is not proven (see vatTreatmentOf).
 */

function validatorOf(country: string, name: string) {
  const validator = stdnum[country]?.[name];
  if (!validator) throw new Error(`stdnum has no ${country} ${name}`);
  return validator;
}
const polishNip = validatorOf('PL', 'nip');
const norwegianOrgnr = validatorOf('NO', 'orgnr');

/** Upper case without spaces, dots, dashes or slashes; "MVA" after a Norwegian number dropped. */
export function compactTaxId(value: string): string {
  return value
    .toUpperCase()
    .replace(/[\s.\-/]/g, '')
    .replace(/MVA$/, '');
}

/** The country an EU VAT number names by its prefix ("DE136695976"), Greece's EL included; none without a prefix. */
function prefixCountry(compact: string): string | undefined {
  const prefix = /^([A-Z]{2})\d/.exec(compact)?.[1];
  if (!prefix) return undefined;
  return prefix === 'EL' ? 'GR' : prefix;
}

export interface TaxIdCheck {
  valid: boolean;
  /** Whether a rule of the country proved it (false: no rule known, only the shape was looked at). */
  proven: boolean;
}

/** Whether `value` is a tax id of a company of `country` (ISO 3166-1 alpha-2). */
export function checkTaxId(value: string, country: string): TaxIdCheck {
  const compact = compactTaxId(value);
  const code = country.toUpperCase();
  if (compact.length < 4) return { valid: false, proven: false };
  const named = prefixCountry(compact);
  // A prefixed VAT number must be the country's own.
  if (named && named !== code && !(code === 'NO' && named === 'NO')) return { valid: false, proven: false };
  if (code === 'PL') return proven(polishNip.validate(compact).isValid);
  if (code === 'NO') return proven(norwegianOrgnr.validate(compact.replace(/^NO/, '')).isValid);
  if (isEuCountry(code)) {
    const validators = euVat[code] ?? [];
    return proven(validators.some((validator) => validator.validate(compact).isValid || validator.validate(`${code}${compact}`).isValid));
  }
  const entity = validateEntity(code, compact);
  if (entity.checked) return proven(entity.isValid === true);
  return { valid: /^[A-Z0-9]{4,32}$/.test(compact), proven: false };
}

function proven(valid: boolean): TaxIdCheck {
  return { valid, proven: valid };
}

/**
 * At sign-up the company's country is not asked yet: the number is taken as its prefix's country's
 * when it has one, else as a number of the country of the phone given, or as a Polish NIP or a
 * Norwegian organisation number, the markets' own.
 */
export function isPlausibleSignUpTaxId(value: string, phoneCountry: string | undefined): boolean {
  const compact = compactTaxId(value);
  const named = prefixCountry(compact);
  if (named) return checkTaxId(compact, named).valid;
  const countries = [...new Set([phoneCountry?.toUpperCase(), 'PL', 'NO'].filter((c): c is string => Boolean(c)))];
  return countries.some((country) => checkTaxId(compact, country).valid);
}
