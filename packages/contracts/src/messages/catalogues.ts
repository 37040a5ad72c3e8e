import type { Locale } from '../locale.ts';
import { en } from './en.ts';
import type { MessageCatalogue } from './message-keys.ts';
import { no } from './no.ts';
import { pl } from './pl.ts';
import { ua } from './ua.ts';

/**
 * Every language's texts at once, for the API. The web imports only `messages/{locale}`, one language per lazy chunk,
 * so this module stays out of the contracts index.
 */
export const MESSAGE_CATALOGUES: Readonly<Record<Locale, MessageCatalogue>> = { pl, en, no, ua };
