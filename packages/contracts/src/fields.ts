import { z } from 'zod';
import { ErrorKey } from './errors.ts';
import { MAX_LIST_ITEMS } from './limits.ts';
import type { Locale } from './locale.ts';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './limits.ts';

const required = { error: ErrorKey.FieldRequired } as const;

/**
 * Control characters no typed text needs: C0 and C1 controls except tab and line breaks, and the
 * bidirectional embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069) that make a
 * name or link read differently from what it is.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;

/** Free text without control characters; tabs and line breaks stay (multi-line fields keep their lines). */
export function stripControlCharacters(text: string): string {
  return text.replace(CONTROL_CHARACTERS, '');
}

/** A required text: missing, not a string or blank after trimming gives field_required. */
export const requiredText = (max = 500) =>
  z
    .string(required)
    .trim()
    .min(1, required)
    .max(max, { error: ErrorKey.TooLong });

export const optionalText = (max = 500) =>
  z
    .string()
    .trim()
    .max(max, { error: ErrorKey.TooLong })
    .optional()
    .transform((v) => (v === '' ? undefined : v));

/**
 * Person names: letters with single hyphens, apostrophes or spaces between parts
 * (Ukrainian names such as Мар'яна need the apostrophe). Anything else is only_text.
 */
export const PERSON_NAME_PATTERN = /^\p{L}+(?:['’\- ]\p{L}+)*$/u;
/** The contact form is stricter: no spaces at all. */
export const PERSON_NAME_NO_SPACE_PATTERN = /^\p{L}+(?:['’-]\p{L}+)*$/u;

export const personName = requiredText(NAME_MAX_LENGTH).regex(PERSON_NAME_PATTERN, {
  error: ErrorKey.OnlyText,
});

export const emailAddress = requiredText(EMAIL_MAX_LENGTH)
  .toLowerCase()
  .pipe(z.email({ error: ErrorKey.InvalidEmail }));

/** Eight or more characters with an upper-case letter, a lower-case letter and a digit. */
export const PASSWORD_PATTERN = new RegExp(
  `^(?=.*\\p{Ll})(?=.*\\p{Lu})(?=.*\\d).{${PASSWORD_MIN_LENGTH},}$`,
  'u',
);

export const newPassword = z
  .string(required)
  .min(1, required)
  .max(PASSWORD_MAX_LENGTH, { error: ErrorKey.InvalidPassword })
  .regex(PASSWORD_PATTERN, { error: ErrorKey.InvalidPassword });

export const currentPassword = z.string(required).min(1, required).max(PASSWORD_MAX_LENGTH, {
  error: ErrorKey.InvalidCurrentPassword,
});

/** Form posts carry '1'/'0', 'true'/'false' or 'on'; JSON carries booleans. */
export const booleanish = z.preprocess((value) => {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value === 1;
  if (typeof value === 'string') {
    const v = value.trim().toLowerCase();
    if (['1', 'true', 'on', 'yes'].includes(v)) return true;
    if (['0', 'false', 'off', 'no', ''].includes(v)) return false;
  }
  return value;
}, z.boolean({ error: ErrorKey.InvalidValue }));

/** The largest id a table can hold (PostgreSQL int4); a larger one names nothing. */
export const MAX_ENTITY_ID = 2_147_483_647;

/**
 * A positive integer id, sent as a number (JSON) or a string (forms and paths). Bounded to the
 * int4 range, so an id the database cannot hold is refused before it reaches a query.
 */
export const entityId = z.coerce
  .number({ error: ErrorKey.InvalidValue })
  .int({ error: ErrorKey.InvalidValue })
  .positive({ error: ErrorKey.InvalidValue })
  .max(MAX_ENTITY_ID, { error: ErrorKey.InvalidValue });

/** An id already read as a number (forms' values pass through numberInput first): the same bounds as entityId, no coercion. */
export const idNumber = z
  .number({ error: ErrorKey.InvalidValue })
  .int({ error: ErrorKey.InvalidValue })
  .positive({ error: ErrorKey.InvalidValue })
  .max(MAX_ENTITY_ID, { error: ErrorKey.InvalidValue });

/** Lists arrive as arrays, as objects keyed by index (bracket notation) or as one value. */
export const listOf = <T extends z.ZodType>(item: T, max = MAX_LIST_ITEMS) =>
  z.preprocess((value) => {
    if (value === undefined || value === null || value === '') return [];
    if (Array.isArray(value)) return value;
    if (typeof value === 'object') return Object.values(value as Record<string, unknown>);
    return [value];
  }, z.array(item).max(max, { error: ErrorKey.InvalidValue }));

export const phoneInput = z.object(
  {
    country: z
      .string(required)
      .trim()
      .min(1, required)
      .max(2, { error: ErrorKey.InvalidPhone })
      .toUpperCase(),
    number: z
      .string(required)
      .trim()
      .min(1, required)
      .max(20, { error: ErrorKey.InvalidPhone }),
  },
  required,
);
export type PhoneInput = z.infer<typeof phoneInput>;

const PHONE_COUNTRY_BY_LOCALE: Partial<Record<Locale, string>> = { pl: 'PL', no: 'NO', ua: 'UA' };

/**
 * The phone prefix a form starts with, by the interface language: the country most of its speakers
 * call from. English speakers come from anywhere, so they choose theirs.
 */
export function phoneCountryForLocale(locale: Locale): string {
  return PHONE_COUNTRY_BY_LOCALE[locale] ?? '';
}
