import { z } from 'zod';
import {
  JOURNEYMAN_DIPLOMA_ID,
  MASTER_DIPLOMA_ID,
  NORWAY_COUNTRY_ID,
  PERSONAL_NUMBER_DOCUMENT_ID,
  ProfileErrorKey,
  TAX_CARD_DOCUMENT_ID,
  TECHNICAL_DRAWING_SKILL_ID,
  isIsoDate,
  isQuarterHour,
  isRating,
} from './candidate-profile.ts';
import { countryOfWorkItem, dictionaryItem, dictionaryList, industryItem, languageDictionary, languageProficiencyItem, money, skillScaleDictionary, type Money } from './catalogue.ts';
import { ErrorKey } from './errors.ts';
import { booleanish, entityId } from './fields.ts';
import { offerStatistics } from './offers.ts';

/*
 * The employer's offers (employer-side.md 3, 4, 5, 7, 9): the offer form with its rules, shared by
 * the web form and the API, the client offer list, the lifecycle actions and the brands.
 */

/* ---------- constants ---------- */

/** Description: at most 256 characters of text once the markup is stripped; the counter warns under 50 left. */
export const OFFER_DESCRIPTION_MAX_LENGTH = 256;
export const OFFER_DESCRIPTION_WARNING_REMAINING = 50;
export const OFFER_NOTES_MAX_LENGTH = 2000;
/**
 * Upper limits of the number fields, reported as 'max_value_is': the form shows the limit from
 * here (the error carries only the key).
 */
export const OFFER_FIELD_MAX = {
  numberOfVacancies: 9999,
  minExperience: 80,
  workDailyHours: 16,
  workMonthDays: 30,
  salaryAmount: 1_000_000,
} as const;
export const OFFER_WEEK_MIN = 1;
export const OFFER_WEEK_MAX = 53;
/** The client offer list call: 100 rows by default; the list page asks for 10. */
export const CLIENT_OFFER_LIST_DEFAULT_LIMIT = 100;
export const CLIENT_OFFER_LIST_MAX_LIMIT = 100;
export const CLIENT_OFFER_LIST_PAGE_SIZE = 10;
/** Publication lasts 30 days unless the server is configured otherwise. */
export const OFFER_PUBLICATION_DAYS_DEFAULT = 30;
export const BRAND_NAME_MAX_LENGTH = 200;
/** Brand logos: 3 MB, jpeg or png (checked by content). */
export const BRAND_LOGO_MAX_BYTES = 3 * 1024 * 1024;
export const BRAND_LOGO_KINDS = ['jpeg', 'png'] as const;

/** The list tabs. Draft holds drafts, offers in verification and offers ready for publication. */
export const CLIENT_OFFER_LIST_STATUSES = ['active', 'archived', 'draft', 'withdrawn'] as const;
export type ClientOfferListStatus = (typeof CLIENT_OFFER_LIST_STATUSES)[number];

/**
 * What the employer may do with one row of the offer list. The API works these out from the offer's
 * status and the server's settings and sends them with each row (`allowedActions`); the list shows exactly those.
 */
export const OFFER_ROW_ACTIONS = ['edit', 'approve', 'publish', 'withdraw', 'archive', 'duplicate', 'select'] as const;
export type OfferRowAction = (typeof OFFER_ROW_ACTIONS)[number];

/** How the edit page opens an offer: every field, the few fields an active offer keeps editable, or read only. */
export const OFFER_EDIT_MODES = ['full', 'restricted', 'none'] as const;
export type OfferEditMode = (typeof OFFER_EDIT_MODES)[number];
/** The fields an active (published) offer may still change; everything else is locked. */
export const OFFER_RESTRICTED_FIELDS = ['description', 'notes', 'numberOfVacancies', 'rewards', 'weOffers', 'benefits'] as const;

/** Message keys of the offer form and the offer and brand actions. */
export const OfferErrorKey = {
  TooManyCharacters: 'too_many_characters',
  MaxValueIs: 'max_value_is',
  DontEnterNegativeNumbers: 'dont_enter_negative_numbers',
  RateTooLow: 'rate_range_too_low',
  RateTooHigh: 'rate_range_too_high',
  MinRateAboveMax: 'min_rate_should_be_lower_or_equal_max_rate',
  MaxRateBelowMin: 'max_rate_should_be_higher_or_equal_min_rate',
  WeeksNotSelectedProperly: 'weeks_not_selected_properly',
  FlexibleConditionEmpty: 'flexible_condition_empty',
  DateBeforeToday: 'date_before_today',
  EndDateNotAfterStart: 'end_date_must_be_after_start',
  SalaryDailyOrMonthly: 'salary_daily_or_monthly',
  JourneymanDiplomaRequired: ProfileErrorKey.JourneymanDiplomaRequired,
  TechnicalDrawingRequired: ProfileErrorKey.TechnicalDrawingRequired,
  PersonalNumberRequired: ProfileErrorKey.PersonalNumberRequired,
  LanguageDuplicated: ProfileErrorKey.LanguageDuplicated,
  InvalidDate: ProfileErrorKey.InvalidDate,
  InvalidTime: ProfileErrorKey.InvalidTime,
  InvalidMonth: ProfileErrorKey.InvalidMonth,
  InvalidDay: ProfileErrorKey.InvalidDay,
  InvalidRating: ProfileErrorKey.InvalidRating,
  FileTooLarge: ProfileErrorKey.FileTooLarge,
  FileTypeNotAllowed: ProfileErrorKey.FileTypeNotAllowed,
  FileNotFound: ProfileErrorKey.FileNotFound,
  /** 409 codes of refused lifecycle actions. */
  CannotEdit: 'offer_cannot_be_edited',
  CannotApprove: 'offer_cannot_be_approved',
  CannotPublish: 'offer_cannot_be_published',
  CannotWithdraw: 'offer_cannot_be_withdrawn',
  CannotArchive: 'offer_cannot_be_archived',
  PublicationRequiresPayment: 'offer_publication_requires_payment',
  MainBrandCannotBeDeleted: 'main_brand_cannot_be_deleted',
} as const;
export type OfferErrorKey = (typeof OfferErrorKey)[keyof typeof OfferErrorKey];

/** Success message keys of the brand calls (the spec's toasts). */
export const BrandMessageKey = { Added: 'brand_added', Saved: 'brand_saved', Deleted: 'brand_deleted' } as const;

/* ---------- description ---------- */

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** The text of an HTML fragment: tags removed, character references decoded. */
export function descriptionText(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z]{2,8});/gi, (whole, ref: string) => {
      if (ref.startsWith('#')) {
        const code = ref[1] === 'x' || ref[1] === 'X' ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1));
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
      }
      return ENTITIES[ref.toLowerCase()] ?? whole;
    });
}

/** Characters the description counts: the text without markup, in code points (an emoji is one). */
export function descriptionLength(html: string): number {
  return [...descriptionText(html)].length;
}

/* ---------- field helpers (forms send strings, JSON numbers and booleans) ---------- */

const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

const numberInput = (value: unknown) => {
  if (blank(value)) return undefined;
  if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim())) return Number(value);
  return value;
};

/** `3`, `'3'` or `{ id: 3 }` (the shape the edit call answers with) all mean id 3. */
const idInput = (value: unknown) => {
  if (typeof value === 'object' && value !== null && !Array.isArray(value) && 'id' in value) return numberInput((value as { id: unknown }).id);
  return numberInput(value);
};

const requiredOrInvalid = (issue: { input?: unknown }) => (issue.input === undefined ? ErrorKey.FieldRequired : ErrorKey.InvalidValue);

const requiredId = z.preprocess(
  idInput,
  z.number({ error: requiredOrInvalid }).int({ error: ErrorKey.InvalidValue }).positive({ error: ErrorKey.InvalidValue }),
);

const asList = (value: unknown): unknown[] => {
  if (blank(value)) return [];
  if (Array.isArray(value)) return value;
  if (typeof value === 'object') return Object.values(value as object);
  return [value];
};
const list = <T extends z.ZodType>(item: T) => z.preprocess(asList, z.array(item));

/** Ticked ids (rewards, benefits, contract types ...): duplicates dropped, order kept. */
const idList = z
  .preprocess(
    (value) => asList(value).filter((v) => !blank(v)).map(idInput),
    z.array(z.number({ error: ErrorKey.InvalidValue }).int({ error: ErrorKey.InvalidValue }).positive({ error: ErrorKey.InvalidValue })),
  )
  .transform((ids) => [...new Set(ids)]);

/** A whole number from 0 to `max`: negative numbers and numbers over the limit have their own keys. */
const countField = (max: number) =>
  z.preprocess(
    numberInput,
    z
      .number({ error: requiredOrInvalid })
      .int({ error: ErrorKey.InvalidValue })
      .min(0, { error: OfferErrorKey.DontEnterNegativeNumbers })
      .max(max, { error: OfferErrorKey.MaxValueIs }),
  );

const optionalCount = (max: number) => z.preprocess(numberInput, z.number({ error: ErrorKey.InvalidValue }).int({ error: ErrorKey.InvalidValue }).min(0, { error: OfferErrorKey.DontEnterNegativeNumbers }).max(max, { error: OfferErrorKey.MaxValueIs }).nullable().default(null));

const roundTo2 = (value: number) => Math.round(value * 100) / 100;

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
const salaryInput = z.preprocess(
  (value) => moneyInput(blank(value) ? {} : value),
  z.object({ amount: amountField, currency: currencyField.default(null) }, { error: ErrorKey.InvalidValue }),
);
const optionalSalaryInput = z.preprocess(
  (value) => {
    const money = moneyInput(value);
    if (blank(money)) return null;
    if (typeof money === 'object' && money !== null && blank((money as { amount?: unknown }).amount)) return null;
    return money;
  },
  z.object({ amount: amountField, currency: currencyField.default(null) }, { error: ErrorKey.InvalidValue }).nullable(),
);

const dateInput = z.preprocess(
  (v) => (blank(v) ? undefined : typeof v === 'string' ? v.trim().slice(0, 10) : v),
  z.string({ error: requiredOrInvalid }).refine(isIsoDate, { error: OfferErrorKey.InvalidDate }),
);
const optionalDateInput = z.preprocess(
  (v) => (blank(v) ? null : typeof v === 'string' ? v.trim().slice(0, 10) : v),
  z.string({ error: ErrorKey.InvalidValue }).refine(isIsoDate, { error: OfferErrorKey.InvalidDate }).nullable(),
);

/** Description HTML; the length counts its text only. The server also sanitises it. */
const descriptionInput = z.preprocess(
  (v) => (blank(v) ? '' : v),
  z
    .string({ error: ErrorKey.InvalidValue })
    .max(20_000, { error: OfferErrorKey.TooManyCharacters })
    .refine((html) => descriptionLength(html) <= OFFER_DESCRIPTION_MAX_LENGTH, { error: OfferErrorKey.TooManyCharacters }),
);

const notesInput = z.preprocess(
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
const requirementList = list(requirementItem).transform(uniqueById);
const ratedRequirementList = list(ratedRequirementItem).transform(uniqueById);

const languageInput = z.object(
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

const regionInput = z.object(
  {
    region: requiredId,
    cities: idList,
  },
  { error: ErrorKey.FieldRequired },
);

const intOrNull = (key: string, min: number, max: number) =>
  z.preprocess(numberInput, z.number({ error: key }).int({ error: key }).min(min, { error: key }).max(max, { error: key }).nullable().default(null));

/** A pair sent as two indexed entries (`weeks[0]`, `weeks[1]`) or as `{ from, to }`. */
const pairInput = (value: unknown): unknown => {
  if (blank(value)) return [null, null];
  if (Array.isArray(value)) return [value[0] ?? null, value[1] ?? null];
  if (typeof value === 'object') {
    const o = value as Record<string, unknown>;
    return [o[0] ?? o.from ?? null, o[1] ?? o.to ?? null];
  }
  return value;
};

const hourInput = z.preprocess(
  (v) => (blank(v) ? null : v),
  z.string({ error: OfferErrorKey.InvalidTime }).trim().refine(isQuarterHour, { error: OfferErrorKey.InvalidTime }).nullable(),
);

const sortedUnique = (values: number[]) => [...new Set(values)].sort((a, b) => a - b);

export const offerFlexibleWorkInput = z.object({
  months: list(z.preprocess(numberInput, z.number({ error: OfferErrorKey.InvalidMonth }).int({ error: OfferErrorKey.InvalidMonth }).min(1, { error: OfferErrorKey.InvalidMonth }).max(12, { error: OfferErrorKey.InvalidMonth }))).transform(sortedUnique),
  /** Weeks of the year from and to, 1-53; both or neither. */
  weeks: z.preprocess(
    pairInput,
    z.tuple([intOrNull(OfferErrorKey.WeeksNotSelectedProperly, OFFER_WEEK_MIN, OFFER_WEEK_MAX), intOrNull(OfferErrorKey.WeeksNotSelectedProperly, OFFER_WEEK_MIN, OFFER_WEEK_MAX)], {
      error: OfferErrorKey.WeeksNotSelectedProperly,
    }),
  ),
  /** 1 Monday ... 7 Sunday. */
  days: list(z.preprocess(numberInput, z.number({ error: OfferErrorKey.InvalidDay }).int({ error: OfferErrorKey.InvalidDay }).min(1, { error: OfferErrorKey.InvalidDay }).max(7, { error: OfferErrorKey.InvalidDay }))).transform(sortedUnique),
  /** Start and end, 'HH:MM' every 15 minutes. */
  hours: z.preprocess(pairInput, z.tuple([hourInput, hourInput], { error: OfferErrorKey.InvalidTime })),
});
export type OfferFlexibleWorkInput = z.infer<typeof offerFlexibleWorkInput>;

/* ---------- the offer form ---------- */

/**
 * The offer form's fields in the payload shape of employer-side.md 7 (JSON, or a form in bracket
 * notation: `certificates[0][id]`, `salaryGrossValueMin[amount]`, `offerFlexibleWorks[0][weeks][1]`).
 * Field rules only; the rules between fields are in `offerFormIssues`.
 */
export const clientOfferFormFields = z.object({
  clientBrand: requiredId,
  industry: requiredId,
  profession: requiredId,
  professionClass: requiredId,
  numberOfVacancies: countField(OFFER_FIELD_MAX.numberOfVacancies),
  minExperience: countField(OFFER_FIELD_MAX.minExperience),
  description: descriptionInput,
  notes: notesInput,
  workStartAt: dateInput,
  /** Empty: indefinitely. */
  workEndAt: optionalDateInput.default(null),
  workLocationState: requiredId,
  allState: booleanish.default(false),
  workLocationRegions: list(regionInput),
  certificates: requirementList,
  experiences: requirementList,
  skillsProfessionals: ratedRequirementList,
  skillsTechnicals: ratedRequirementList,
  skillsAdditionals: requirementList,
  productionStages: requirementList,
  productionMaterials: ratedRequirementList,
  productionMethods: requirementList,
  productionUses: requirementList,
  requiredDocuments: requirementList,
  languages: list(languageInput),
  rewards: idList,
  weOffers: idList,
  benefits: idList,
  contractTypes: idList,
  workSystems: idList,
  isConstantWork: booleanish.default(false),
  isFlexibleWork: booleanish.default(false),
  offerFlexibleWorks: list(offerFlexibleWorkInput),
  workRotational: booleanish.default(false),
  workOvertime: booleanish.default(false),
  workDailyHours: z.preprocess(
    numberInput,
    z
      .number({ error: ErrorKey.InvalidValue })
      .min(0, { error: OfferErrorKey.DontEnterNegativeNumbers })
      .max(OFFER_FIELD_MAX.workDailyHours, { error: OfferErrorKey.MaxValueIs })
      .transform(roundTo2)
      .nullable()
      .default(null),
  ),
  workMonthDays: optionalCount(OFFER_FIELD_MAX.workMonthDays),
  salaryGrossValueMin: salaryInput,
  salaryGrossValueMax: salaryInput,
  salaryDailyValueMin: optionalSalaryInput.default(null),
  salaryMonthValueMin: optionalSalaryInput.default(null),
  /** Whether the daily or monthly amount is gross (salary type 1) or net (0). */
  isSalaryGross: booleanish.default(true),
  showSalaryGross: booleanish.default(true),
  showSalaryDaily: booleanish.default(false),
  showSalaryMonth: booleanish.default(false),
});
export type ClientOfferFormInput = z.input<typeof clientOfferFormFields>;
export type ClientOfferFormValues = z.output<typeof clientOfferFormFields>;

/** The fields of an active offer's restricted form (OFFER_RESTRICTED_FIELDS). */
export const clientOfferRestrictedFields = clientOfferFormFields.pick({
  description: true,
  notes: true,
  numberOfVacancies: true,
  rewards: true,
  weOffers: true,
  benefits: true,
});
export type ClientOfferRestrictedValues = z.output<typeof clientOfferRestrictedFields>;

export interface OfferFormIssue {
  path: (string | number)[];
  key: string;
}

/** What the rules between fields may also know: today's date and the chosen country's hourly bounds. */
export interface OfferFormContext {
  /** YYYY-MM-DD; dates before it are refused. */
  today?: string;
  salaryBounds?: { min: Money; max: Money } | null;
}

/** The rules between fields of employer-side.md 4 and 5, on values that passed the field rules. */
export function offerFormIssues(values: ClientOfferFormValues, context: OfferFormContext = {}): OfferFormIssue[] {
  const issues: OfferFormIssue[] = [];
  const add = (key: string, ...path: (string | number)[]) => issues.push({ path, key });

  // Hourly rate range.
  const min = values.salaryGrossValueMin.amount;
  const max = values.salaryGrossValueMax.amount;
  if (min > max) {
    add(OfferErrorKey.MinRateAboveMax, 'salaryGrossValueMin', 'amount');
    add(OfferErrorKey.MaxRateBelowMin, 'salaryGrossValueMax', 'amount');
  }
  const bounds = context.salaryBounds;
  if (bounds) {
    for (const field of ['salaryGrossValueMin', 'salaryGrossValueMax'] as const) {
      const value = values[field];
      if (value.currency !== null && value.currency !== bounds.min.currency) add(ErrorKey.InvalidValue, field, 'currency');
      if (value.amount < bounds.min.amount) add(OfferErrorKey.RateTooLow, field, 'amount');
      else if (value.amount > bounds.max.amount) add(OfferErrorKey.RateTooHigh, field, 'amount');
    }
    for (const field of ['salaryDailyValueMin', 'salaryMonthValueMin'] as const) {
      const currency = values[field]?.currency ?? null;
      if (currency !== null && currency !== bounds.min.currency) add(ErrorKey.InvalidValue, field, 'currency');
    }
  }

  // A fixed daily or a fixed monthly salary, not both; the one shown needs its amount.
  if (values.showSalaryDaily && values.showSalaryMonth) add(OfferErrorKey.SalaryDailyOrMonthly, 'showSalaryMonth');
  if (values.showSalaryDaily && values.salaryDailyValueMin === null) add(ErrorKey.FieldRequired, 'salaryDailyValueMin', 'amount');
  if (values.showSalaryMonth && values.salaryMonthValueMin === null) add(ErrorKey.FieldRequired, 'salaryMonthValueMin', 'amount');

  // Work period.
  if (context.today) {
    if (values.workStartAt < context.today) add(OfferErrorKey.DateBeforeToday, 'workStartAt');
    if (values.workEndAt !== null && values.workEndAt < context.today) add(OfferErrorKey.DateBeforeToday, 'workEndAt');
  }
  if (values.workEndAt !== null && values.workEndAt <= values.workStartAt) add(OfferErrorKey.EndDateNotAfterStart, 'workEndAt');

  // Work location: the whole country, or regions each with their cities.
  if (!values.allState) {
    if (values.workLocationRegions.length === 0) add(ErrorKey.FieldRequired, 'workLocationRegions');
    const seen = new Set<number>();
    values.workLocationRegions.forEach((region, i) => {
      if (seen.has(region.region)) add(ErrorKey.InvalidValue, 'workLocationRegions', i, 'region');
      seen.add(region.region);
      if (region.cities.length === 0) add(ErrorKey.FieldRequired, 'workLocationRegions', i, 'cities');
    });
  }

  // A master diploma implies the journeyman diploma; either diploma implies reading technical drawings.
  const required = (items: readonly { id: number; isRequired: boolean }[], id: number) => items.some((item) => item.id === id && item.isRequired);
  const ticked = (items: readonly { id: number }[], id: number) => items.some((item) => item.id === id);
  if (ticked(values.certificates, MASTER_DIPLOMA_ID) && !required(values.certificates, JOURNEYMAN_DIPLOMA_ID)) {
    add(OfferErrorKey.JourneymanDiplomaRequired, 'certificates');
  }
  if (
    (ticked(values.certificates, MASTER_DIPLOMA_ID) || ticked(values.certificates, JOURNEYMAN_DIPLOMA_ID)) &&
    !required(values.skillsTechnicals, TECHNICAL_DRAWING_SKILL_ID)
  ) {
    add(OfferErrorKey.TechnicalDrawingRequired, 'skillsTechnicals');
  }
  // Norway: a tax card needs the personal number (D-number).
  if (
    values.workLocationState === NORWAY_COUNTRY_ID &&
    ticked(values.requiredDocuments, TAX_CARD_DOCUMENT_ID) &&
    !required(values.requiredDocuments, PERSONAL_NUMBER_DOCUMENT_ID)
  ) {
    add(OfferErrorKey.PersonalNumberRequired, 'requiredDocuments');
  }

  const languages = new Set<string>();
  values.languages.forEach((language, i) => {
    if (languages.has(language.languageCode)) add(OfferErrorKey.LanguageDuplicated, 'languages', i, 'languageCode');
    languages.add(language.languageCode);
  });

  if (values.isFlexibleWork) {
    values.offerFlexibleWorks.forEach((condition, i) => {
      const [from, to] = condition.weeks;
      const [start, end] = condition.hours;
      if ((from === null) !== (to === null) || (from !== null && to !== null && from > to)) {
        add(OfferErrorKey.WeeksNotSelectedProperly, 'offerFlexibleWorks', i, 'weeks');
      }
      if ((start === null) !== (end === null)) add(ErrorKey.FieldRequired, 'offerFlexibleWorks', i, 'hours', start === null ? 0 : 1);
      const empty = condition.months.length === 0 && from === null && to === null && condition.days.length === 0 && start === null && end === null;
      if (empty) add(OfferErrorKey.FlexibleConditionEmpty, 'offerFlexibleWorks', i);
    });
  }
  return issues;
}

/** The offer form's schema with the rules between fields; the web form validates with this. */
export function clientOfferFormWith(context: OfferFormContext = {}) {
  return clientOfferFormFields.superRefine((values, ctx) => {
    for (const issue of offerFormIssues(values, context)) ctx.addIssue({ code: 'custom', message: issue.key, path: issue.path });
  });
}
export const clientOfferForm = clientOfferFormWith();

/* ---------- answers ---------- */

const moneyOrNull = money.extend({ currency: z.string() }).nullable();

/** GET /v1/client-offer/{id}: the form's values as stored (ids), plus the offer's state. */
export const clientOffer = z.object({
  id: z.number().int(),
  uuid: z.string(),
  slug: z.string(),
  status: z.object({ id: z.number().int() }),
  /** full (draft, in verification, ready for publication), restricted (active) or none. */
  editMode: z.enum(OFFER_EDIT_MODES),
  createdAt: z.string(),
  updatedAt: z.string(),
  publicationAt: z.string().nullable(),
  endPublicationAt: z.string().nullable(),
  offerStatistics,
  clientBrand: z.number().int().nullable(),
  industry: z.number().int(),
  profession: z.number().int(),
  professionClass: z.number().int().nullable(),
  numberOfVacancies: z.number().int(),
  minExperience: z.number().int(),
  description: z.string(),
  notes: z.string(),
  workStartAt: z.string().nullable(),
  workEndAt: z.string().nullable(),
  workLocationState: z.number().int().nullable(),
  allState: z.boolean(),
  workLocationRegions: z.array(z.object({ region: z.number().int(), cities: z.array(z.number().int()) })),
  certificates: z.array(z.object({ id: z.number().int(), isRequired: z.boolean() })),
  experiences: z.array(z.object({ id: z.number().int(), isRequired: z.boolean() })),
  skillsProfessionals: z.array(z.object({ id: z.number().int(), isRequired: z.boolean(), rating: z.number().nullable() })),
  skillsTechnicals: z.array(z.object({ id: z.number().int(), isRequired: z.boolean(), rating: z.number().nullable() })),
  skillsAdditionals: z.array(z.object({ id: z.number().int(), isRequired: z.boolean() })),
  productionStages: z.array(z.object({ id: z.number().int(), isRequired: z.boolean() })),
  productionMaterials: z.array(z.object({ id: z.number().int(), isRequired: z.boolean(), rating: z.number().nullable() })),
  productionMethods: z.array(z.object({ id: z.number().int(), isRequired: z.boolean() })),
  productionUses: z.array(z.object({ id: z.number().int(), isRequired: z.boolean() })),
  requiredDocuments: z.array(z.object({ id: z.number().int(), isRequired: z.boolean() })),
  languages: z.array(z.object({ languageCode: z.string(), languageProficiency: z.number().int(), isRequired: z.boolean() })),
  rewards: z.array(z.number().int()),
  weOffers: z.array(z.number().int()),
  benefits: z.array(z.number().int()),
  contractTypes: z.array(z.number().int()),
  workSystems: z.array(z.number().int()),
  isConstantWork: z.boolean(),
  isFlexibleWork: z.boolean(),
  offerFlexibleWorks: z.array(
    z.object({
      months: z.array(z.number().int()),
      weeks: z.tuple([z.number().int().nullable(), z.number().int().nullable()]),
      days: z.array(z.number().int()),
      hours: z.tuple([z.string().nullable(), z.string().nullable()]),
    }),
  ),
  workRotational: z.boolean(),
  workOvertime: z.boolean(),
  workDailyHours: z.number().nullable(),
  workMonthDays: z.number().int().nullable(),
  salaryGrossValueMin: moneyOrNull,
  salaryGrossValueMax: moneyOrNull,
  salaryDailyValueMin: moneyOrNull,
  salaryMonthValueMin: moneyOrNull,
  isSalaryGross: z.boolean(),
  showSalaryGross: z.boolean(),
  showSalaryDaily: z.boolean(),
  showSalaryMonth: z.boolean(),
  salaryType: dictionaryItem.nullable(),
});
export type ClientOffer = z.infer<typeof clientOffer>;

/** Create, update and duplicate answer with the saved offer. */
export const clientOfferSaved = z.object({ offer: clientOffer });
export type ClientOfferSaved = z.infer<typeof clientOfferSaved>;

/** The state after a lifecycle action (approve, publish, withdraw, archive). */
export const clientOfferState = z.object({
  offer: z.object({
    id: z.number().int(),
    status: z.object({ id: z.number().int() }),
    publicationAt: z.string().nullable(),
    endPublicationAt: z.string().nullable(),
  }),
});
export type ClientOfferState = z.infer<typeof clientOfferState>;

/** One row of the client offer list (employer-side.md 3, "Client offer (list row)"). */
export const clientOfferListItem = z.object({
  id: z.number().int(),
  uuid: z.string(),
  slug: z.string(),
  profession: dictionaryItem,
  industry: dictionaryItem,
  workLocationState: countryOfWorkItem.nullable(),
  workLocationCity: dictionaryItem.nullable(),
  /** An active offer past its publication end shows as archived (4). */
  status: z.object({ id: z.number().int() }),
  createdAt: z.string(),
  publicationAt: z.string().nullable(),
  endPublicationAt: z.string().nullable(),
  offerStatistics,
  /** The latest candidate-document generation; none until the document queue exists. */
  lastDataSetQueue: z.null(),
  allowedActions: z.array(z.enum(OFFER_ROW_ACTIONS)),
});
export type ClientOfferListItem = z.infer<typeof clientOfferListItem>;

export const clientOfferList = z.object({
  items: z.array(clientOfferListItem),
  numTotal: z.number().int(),
  pageNumber: z.number().int(),
  numItemsPerPage: z.number().int(),
});
export type ClientOfferList = z.infer<typeof clientOfferList>;

/** POST /v1/client-offer/list[/{status}] body; none at all means the defaults. */
export const clientOfferListBody = z.preprocess(
  (v) => v ?? {},
  z.object({
    limit: z.preprocess(
      numberInput,
      z
        .number({ error: ErrorKey.InvalidValue })
        .int({ error: ErrorKey.InvalidValue })
        .min(1, { error: ErrorKey.InvalidValue })
        .max(CLIENT_OFFER_LIST_MAX_LIMIT, { error: OfferErrorKey.MaxValueIs })
        .default(CLIENT_OFFER_LIST_DEFAULT_LIMIT),
    ),
    page: z.preprocess(
      numberInput,
      z.number({ error: ErrorKey.InvalidValue }).int({ error: ErrorKey.InvalidValue }).min(1, { error: ErrorKey.InvalidValue }).max(100_000, { error: ErrorKey.InvalidValue }).default(1),
    ),
  }).loose(),
);
export type ClientOfferListBody = z.output<typeof clientOfferListBody>;

export const clientOfferListParams = z.object({ status: z.enum(CLIENT_OFFER_LIST_STATUSES, { error: ErrorKey.InvalidValue }) });
export const clientOfferIdParams = z.object({ id: entityId });

const brandOption = z.object({ id: z.number().int(), name: z.string(), isMain: z.boolean() });

/** GET /v1/client-offer/primary: what the offer form needs before anything is chosen. */
export const clientOfferPrimary = z.object({
  clientBrand: z.array(brandOption),
  industries: z.array(industryItem),
  professionClasses: dictionaryList,
  workLocationsStates: z.array(countryOfWorkItem),
  /** Whole country (1) or chosen regions (0); `selected` is the form's default. */
  allState: z.array(dictionaryItem.extend({ selected: z.boolean() })),
  languages: languageDictionary,
  languageProficiencies: z.array(languageProficiencyItem),
  skillScale: skillScaleDictionary,
  contractTypes: dictionaryList,
  workSystems: dictionaryList,
  salaryTypes: dictionaryList,
});
export type ClientOfferPrimary = z.infer<typeof clientOfferPrimary>;

/* ---------- brands ---------- */

/** A brand's logo: the stored file name (from /v1/files/temporary-upload) and its thumbnail link. */
export const brandLogo = z.object({ name: z.string(), thumbnailUrl: z.string().nullable() });

/** Client brand (employer-side.md 3). `logoUrl` is a signed link that expires (see decisions). */
export const clientBrand = z.object({
  id: z.number().int(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  logo: brandLogo.nullable(),
  isMain: z.boolean(),
});
export type ClientBrand = z.infer<typeof clientBrand>;

export const clientBrandList = z.object({ items: z.array(clientBrand) });
export type ClientBrandList = z.infer<typeof clientBrandList>;

/** Create and update answer `data.data` (the spec's shape). */
export const clientBrandSaved = z.object({ message: z.string(), data: z.object({ data: clientBrand }) });
export type ClientBrandSaved = z.infer<typeof clientBrandSaved>;

/**
 * POST /v1/client-brand/ and PATCH /v1/client-brand/{id}. A new logo is a `logoFile` uploaded
 * through /v1/files/temporary-upload; without one the logo stays, unless `logoUrl` is sent empty,
 * which removes it.
 */
export const clientBrandBody = z.object({
  name: z.preprocess(
    (v) => (blank(v) ? undefined : v),
    z.string({ error: requiredOrInvalid }).trim().max(BRAND_NAME_MAX_LENGTH, { error: ErrorKey.TooLong }),
  ),
  logoUrl: z.preprocess((v) => (v === null ? '' : v), z.string({ error: ErrorKey.InvalidValue }).max(2000, { error: ErrorKey.TooLong }).optional()),
  logoFile: z.preprocess(
    (v) => (blank(v) ? null : v),
    z
      .object({
        filename: z.preprocess((v) => (blank(v) ? undefined : v), z.string({ error: requiredOrInvalid }).trim().max(64, { error: ErrorKey.InvalidValue })),
        is_temporary: booleanish.optional(),
      })
      .nullable()
      .default(null),
  ),
});
export type ClientBrandBody = z.output<typeof clientBrandBody>;

export const clientBrandIdParams = z.object({ id: entityId });

/** DELETE /v1/client-brand/{id} */
export const clientBrandDeleted = z.object({ message: z.string(), code: z.string() });
