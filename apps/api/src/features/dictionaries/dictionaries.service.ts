import type { Locale, PhonePrefixDictionary, PhonePrefixItem, PreferredContactTime } from '@trades/contracts';
import type { Executor } from '../../infra/db/database.ts';
import { collatorFor, localised } from '../../infra/i18n/localised.ts';
import { type PhonePrefix, phonePrefixes } from '../../seed/reference/phone-prefixes.ts';
import { listPreferredContactTimes } from '../content/content.repository.ts';

function prefixItem(entry: PhonePrefix, locale: Locale): PhonePrefixItem {
  const country = localised(entry.title, locale);
  const prefix = `+${entry.dialCode}`;
  return { id: entry.isoCode, countryCode: entry.isoCode, prefix, country, title: `${country} (${prefix})` };
}

/**
 * The phone prefix picker: the countries of work and Ukraine first in their fixed order, then
 * every other country sorted by its name in the request's language.
 */
export function phonePrefixDictionary(locale: Locale): PhonePrefixDictionary {
  const collator = collatorFor(locale);
  return {
    preferred: phonePrefixes.preferred.map((entry) => prefixItem(entry, locale)),
    remaining: phonePrefixes.remaining
      .map((entry) => prefixItem(entry, locale))
      .sort((a, b) => collator.compare(a.country, b.country)),
  };
}

export async function preferredContactTimes(db: Executor, locale: Locale): Promise<PreferredContactTime[]> {
  const rows = await listPreferredContactTimes(db);
  return rows.map((row) => ({ id: row.id, title: localised(row.title, locale) }));
}
