import { z } from 'zod';
import { ErrorKey } from './errors.ts';
import { phoneInput } from './fields.ts';
import { MAX_LIST_ITEMS } from './limits.ts';

/*
 * Building blocks of the form bodies (forms send strings, JSON sends numbers and booleans). Internal
 * to the contracts: not exported from the package.
 */

export const blank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** '' and null count as not given, so a cleared form field reads as missing. */
export const numberInput = (value: unknown): unknown => {
  if (blank(value)) return undefined;
  if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim())) return Number(value);
  return value;
};

/** A missing value is field_required, a wrong one invalid_value. */
export const requiredOrInvalid = (issue: { input?: unknown }) =>
  issue.input === undefined ? ErrorKey.FieldRequired : ErrorKey.InvalidValue;

/** Lists arrive as arrays, as objects keyed by index (bracket notation) or not at all. */
export const asList = (value: unknown): unknown[] => {
  if (blank(value)) return [];
  if (Array.isArray(value)) return value;
  if (typeof value === 'object') return Object.values(value as object);
  return [value];
};

export const list = <T extends z.ZodType>(item: T, max = MAX_LIST_ITEMS) => z.preprocess(asList, z.array(item).max(max, { error: ErrorKey.InvalidValue }));

/** Numbers sorted, each once (months, days). */
export const sortedUnique = (values: number[]): number[] => [...new Set(values)].sort((a, b) => a - b);

const text = (max: number) => z.string({ error: ErrorKey.InvalidValue }).trim().max(max, { error: ErrorKey.TooLong });

export const requiredString = (max: number) =>
  z.preprocess((v) => (blank(v) ? undefined : v), z.string({ error: requiredOrInvalid }).trim().max(max, { error: ErrorKey.TooLong }));

export const optionalString = (max: number) => z.preprocess((v) => (blank(v) ? undefined : v), text(max).optional());

/** A whole number from `min` to `max`; anything else is `key`. */
export const intIn = (min: number, max: number, key: string) =>
  z.preprocess(numberInput, z.number({ error: key }).int({ error: key }).min(min, { error: key }).max(max, { error: key }));

/** A bare id stands for `{ [key]: id }` (a ticked item without a rating yet). */
export const withKey = (key: string) => (v: unknown) => (typeof v === 'object' && v !== null ? v : { [key]: v });

/** A phone that may be left out entirely (both parts empty). */
export const optionalPhone = z.preprocess((v) => {
  if (blank(v)) return undefined;
  if (typeof v === 'object' && v !== null) {
    const { country, number } = v as { country?: unknown; number?: unknown };
    if (blank(country) && blank(number)) return undefined;
  }
  return v;
}, phoneInput.optional());
