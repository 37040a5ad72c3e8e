import { z } from 'zod';
import { isIsoDate, isQuarterHour, isRating } from '../candidate-profile/index.ts';
import { ErrorKey } from '../errors.ts';
import { MAX_ENTITY_ID, booleanish, idNumber } from '../fields.ts';
import { MAX_LIST_ITEMS } from '../limits.ts';
import { asList, blank, list, numberInput, requiredOrInvalid } from '../input.ts';
import { OFFER_DESCRIPTION_MAX_HTML_LENGTH, OFFER_DESCRIPTION_MAX_LENGTH, OFFER_FIELD_MAX, OFFER_NOTES_MAX_LENGTH, OfferErrorKey } from './constants.ts';
import { descriptionLength } from './description.ts';

/*
 * The fields the offer form is made of (forms send strings, JSON numbers and booleans). Internal to
 * the contracts: the package exports the form built of them (offer-form.ts).
 */

const idInput = (value: unknown) => {
  if (typeof value === 'object' && value !== null && !Array.isArray(value) && 'id' in value) return numberInput((value as { id: unknown }).id);
  return numberInput(value);
};


export const requiredId = z.preprocess(
  idInput,
  z.number({ error: requiredOrInvalid }).int({ error: ErrorKey.InvalidValue }).positive({ error: ErrorKey.InvalidValue }).max(MAX_ENTITY_ID, { error: ErrorKey.InvalidValue }),
);


/** Ticked ids (rewards, benefits, contract types ...): duplicates dropped, order kept. */
export const idList = z
  .preprocess(
    (value) => asList(value).filter((v) => !blank(v)).map(idInput),
    z
      .array(idNumber)
      .max(MAX_LIST_ITEMS, { error: ErrorKey.InvalidValue }),
  )
  .transform((ids) => [...new Set(ids)]);

/** A whole number from 0 to `max`: negative numbers and numbers over the limit have their own keys. */
export const countField = (max: number) =>
  z.preprocess(
    numberInput,
    z
      .number({ error: requiredOrInvalid })
      .int({ error: ErrorKey.InvalidValue })
      .min(0, { error: OfferErrorKey.DontEnterNegativeNumbers })
      .max(max, { error: OfferErrorKey.MaxValueIs }),
  );

/** The number of vacancies: one at least. */
export const vacanciesField = z.preprocess(
  numberInput,
  z
    .number({ error: requiredOrInvalid })
    .int({ error: ErrorKey.InvalidValue })
    .min(0, { error: OfferErrorKey.DontEnterNegativeNumbers, abort: true })
    .min(1, { error: OfferErrorKey.AtLeastOneVacancy })
    .max(OFFER_FIELD_MAX.numberOfVacancies, { error: OfferErrorKey.MaxValueIs }),
);

export const optionalCount = (max: number) => z.preprocess(numberInput, z.number({ error: ErrorKey.InvalidValue }).int({ error: ErrorKey.InvalidValue }).min(0, { error: OfferErrorKey.DontEnterNegativeNumbers }).max(max, { error: OfferErrorKey.MaxValueIs }).nullable().default(null));

export const roundTo2 = (value: number) => Math.round(value * 100) / 100;

const amountField = z.preprocess(
  numberInput,
  z
    .number({ error: requiredOrInvalid })
    .min(0, { error: OfferErrorKey.DontEnterNegativeNumbers })
    .max(OFFER_FIELD_MAX.salaryAmount, { error: OfferErrorKey.MaxValueIs })
    .transform(roundTo2),
);

const currencyField = z.preprocess(
  (v) => (blank(v) ? null : typeof v === 'string' ? v.trim().toUpperCase() : v),
  z.string({ error: ErrorKey.InvalidValue }).regex(/^[A-Z]{3}$/, { error: ErrorKey.InvalidValue }).nullable(),
);

/** Accepts `{ amount, currency }` and the money-bundle names `tbbc_amount`, `tbbc_currency`. */
const moneyInput = (value: unknown) => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const o = value as Record<string, unknown>;
  return { amount: o.amount ?? o.tbbc_amount, currency: o.currency ?? o.tbbc_currency };
};

/** An amount in the offer's currency; a missing currency means the country's. */
export const salaryInput = z.preprocess(
  (value) => moneyInput(blank(value) ? {} : value),
  z.object({ amount: amountField, currency: currencyField.default(null) }, { error: ErrorKey.InvalidValue }),
);
export const optionalSalaryInput = z.preprocess(
  (value) => {
    const money = moneyInput(value);
    if (blank(money)) return null;
    if (typeof money === 'object' && money !== null && blank((money as { amount?: unknown }).amount)) return null;
    return money;
  },
  z.object({ amount: amountField, currency: currencyField.default(null) }, { error: ErrorKey.InvalidValue }).nullable(),
);

export const dateInput = z.preprocess(
  (v) => (blank(v) ? undefined : typeof v === 'string' ? v.trim().slice(0, 10) : v),
  z.string({ error: requiredOrInvalid }).refine(isIsoDate, { error: OfferErrorKey.InvalidDate }),
);
export const optionalDateInput = z.preprocess(
  (v) => (blank(v) ? null : typeof v === 'string' ? v.trim().slice(0, 10) : v),
  z.string({ error: ErrorKey.InvalidValue }).refine(isIsoDate, { error: OfferErrorKey.InvalidDate }).nullable(),
);

/** Description HTML; the length counts its text only. The server also sanitises it. */
export const descriptionInput = z.preprocess(
  (v) => (blank(v) ? '' : v),
  z
    .string({ error: ErrorKey.InvalidValue })
    .max(OFFER_DESCRIPTION_MAX_HTML_LENGTH, { error: OfferErrorKey.TooManyCharacters })
    .refine((html) => descriptionLength(html) <= OFFER_DESCRIPTION_MAX_LENGTH, { error: OfferErrorKey.TooManyCharacters }),
);

export const notesInput = z.preprocess(
  (v) => (blank(v) ? '' : v),
  z.string({ error: ErrorKey.InvalidValue }).trim().max(OFFER_NOTES_MAX_LENGTH, { error: ErrorKey.TooLong }),
);

/** A ticked checklist item: `{ id, isRequired }`, or a bare id (not required). */
const withId = (v: unknown) => (typeof v === 'object' && v !== null ? v : { id: v });

const requirementItem = z.preprocess(withId, z.object({ id: requiredId, isRequired: booleanish.default(false) }));
const ratedRequirementItem = z.preprocess(
  withId,
  z.object({
    id: requiredId,
    isRequired: booleanish.default(false),
    /** The level wanted on the 0-5 scale in steps of 0.5; optional. */
    rating: z.preprocess(numberInput, z.number({ error: OfferErrorKey.InvalidRating }).refine(isRating, { error: OfferErrorKey.InvalidRating }).nullable().default(null)),
  }),
);

/** Checklists the same item may appear in once: later duplicates are dropped. */
const uniqueById = <T extends { id: number }>(items: T[]) => items.filter((item, i) => items.findIndex((other) => other.id === item.id) === i);
export const requirementList = list(requirementItem).transform(uniqueById);
export const ratedRequirementList = list(ratedRequirementItem).transform(uniqueById);

export const languageInput = z.object(
  {
    languageCode: z.preprocess(
      (v) => (blank(v) ? undefined : typeof v === 'string' ? v.trim().toLowerCase() : typeof v === 'object' && v !== null && 'languageCode' in v ? (v as { languageCode: unknown }).languageCode : v),
      z.string({ error: requiredOrInvalid }).regex(/^[a-z]{2,3}$/, { error: ErrorKey.InvalidValue }),
    ),
    languageProficiency: requiredId,
    isRequired: booleanish.default(false),
  },
  { error: ErrorKey.FieldRequired },
);

export const regionInput = z.object(
  {
    region: requiredId,
    cities: idList,
  },
  { error: ErrorKey.FieldRequired },
);

export const intOrNull = (key: string, min: number, max: number) =>
  z.preprocess(numberInput, z.number({ error: key }).int({ error: key }).min(min, { error: key }).max(max, { error: key }).nullable().default(null));

/** A pair sent as two indexed entries (`weeks[0]`, `weeks[1]`) or as `{ from, to }`. */
export const pairInput = (value: unknown): unknown => {
  if (blank(value)) return [null, null];
  if (Array.isArray(value)) return [value[0] ?? null, value[1] ?? null];
  if (typeof value === 'object') {
    const o = value as Record<string, unknown>;
    return [o[0] ?? o.from ?? null, o[1] ?? o.to ?? null];
  }
  return value;
};

export const hourInput = z.preprocess(
  (v) => (blank(v) ? null : v),
  z.string({ error: OfferErrorKey.InvalidTime }).trim().refine(isQuarterHour, { error: OfferErrorKey.InvalidTime }).nullable(),
);
