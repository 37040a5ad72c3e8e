import { z } from 'zod';
import { ErrorKey } from '../errors.ts';
import { blank, numberInput, requiredOrInvalid, requiredString } from '../input.ts';
import { MAX_ENTITY_ID, booleanish, idNumber } from '../fields.ts';
import { MAX_LIST_ITEMS } from '../limits.ts';
import { FLEXIBLE_HOUR_STEP_MINUTES, ProfileErrorKey, RATING_MAX, RATING_MIN, RATING_STEP } from './constants.ts';

/* The fields the candidate profile's bodies are made of: ids, dates, codes, ratings, hours, files. */

/** A required dictionary id. */
export const requiredId = z.preprocess(
  numberInput,
  z
    .number({ error: requiredOrInvalid })
    .int({ error: ErrorKey.InvalidValue })
    .positive({ error: ErrorKey.InvalidValue })
    .max(MAX_ENTITY_ID, { error: ErrorKey.InvalidValue }),
);

/** A list of ids (ticked checkboxes), duplicates dropped, order kept. */
export const idList = z.preprocess(
  (value) => {
    if (blank(value)) return [];
    const items = Array.isArray(value) ? value : typeof value === 'object' ? Object.values(value as object) : [value];
    return items.filter((v) => !blank(v)).map(numberInput);
  },
  z.array(idNumber).max(MAX_LIST_ITEMS, { error: ErrorKey.InvalidValue }),
).transform((ids) => [...new Set(ids)]);

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const dateText = z
  .string({ error: requiredOrInvalid })
  .trim()
  .refine(isIsoDate, { error: ProfileErrorKey.InvalidDate });
export const requiredDate = z.preprocess((v) => (blank(v) ? undefined : v), dateText);
export const optionalDate = z.preprocess((v) => (blank(v) ? undefined : v), dateText.optional());

/** ISO 3166-1 alpha-2, upper case. */
export const countryCode = z.preprocess(
  (v) => (blank(v) ? undefined : typeof v === 'string' ? v.trim().toUpperCase() : v),
  z.string({ error: requiredOrInvalid }).regex(/^[A-Z]{2}$/, { error: ErrorKey.InvalidValue }),
);

/** ISO 639-1 (two letters, lower case). */
export const languageCode = z.preprocess(
  (v) => (blank(v) ? undefined : typeof v === 'string' ? v.trim().toLowerCase() : v),
  z.string({ error: requiredOrInvalid }).regex(/^[a-z]{2,3}$/, { error: ErrorKey.InvalidValue }),
);

/** True for 0, 0.5, 1, ... 5. */
export function isRating(value: number): boolean {
  return value >= RATING_MIN && value <= RATING_MAX && Number.isInteger(value / RATING_STEP);
}

/** A rating the candidate may leave out (the rules say when it is needed). */
export const optionalRating = z.preprocess(
  numberInput,
  z.number({ error: ProfileErrorKey.InvalidRating }).refine(isRating, { error: ProfileErrorKey.InvalidRating }).optional(),
);

/** 'HH:MM' every 15 minutes from 00:00 to 23:45. */
export function isQuarterHour(value: string): boolean {
  const match = /^([01]\d|2[0-3]):(\d{2})$/.exec(value);
  return match !== null && Number(match[2]) % FLEXIBLE_HOUR_STEP_MINUTES === 0;
}

/** Every quarter hour of a day, for the flexible-work hour pickers. */
export function quarterHours(): string[] {
  const out: string[] = [];
  for (let minutes = 0; minutes < 24 * 60; minutes += FLEXIBLE_HOUR_STEP_MINUTES) {
    out.push(`${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`);
  }
  return out;
}

/** A file uploaded through /v1/files/temporary-upload (or attached earlier), referenced by its stored name. */
export const attachmentInput = z.object({
  filename: requiredString(64),
  is_temporary: booleanish.optional(),
  title: requiredString(200),
});
export type AttachmentInput = z.infer<typeof attachmentInput>;
