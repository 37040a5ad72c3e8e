import type { Locale, MessageKey } from '@trades/contracts';
import { MESSAGE_CATALOGUES } from '@trades/contracts/messages/catalogues';

/** The text the API puts in `message`, from the one catalogue per language that the web shows too. */
export function translate(key: MessageKey, locale: Locale): string {
  return MESSAGE_CATALOGUES[locale][key];
}
