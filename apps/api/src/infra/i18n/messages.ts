import type { Locale, MessageKey } from '@trades/contracts';
import { MESSAGE_CATALOGUES } from '@trades/contracts/messages/catalogues';

/** The text the API puts in `message`, from the one catalogue per language that the web shows too. */
export function translate(key: MessageKey, locale: Locale, params: Readonly<Record<string, string | number | ((locale: Locale) => string)>> = {}): string {
  return MESSAGE_CATALOGUES[locale][key].replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => {
    const value = params[name];
    if (value === undefined) return placeholder;
    return typeof value === 'function' ? value(locale) : String(value);
  });
}
