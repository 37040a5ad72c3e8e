import { no } from '@trades/contracts/messages/no';
import type { LocaleChunk } from '../namespaces';

// Every namespace of this language in one chunk, loaded only when the language is used.
export default {
  files: import.meta.glob<Record<string, unknown>>('./*.json', { eager: true, import: 'default' }),
  errors: no,
} satisfies LocaleChunk;
