import { z } from 'zod';
import { ErrorKey } from './errors.ts';
import { booleanish, phoneInput } from './fields.ts';
import { MAX_PROFESSIONS, MAX_WORK_LOCATIONS } from './limits.ts';

/*
 * The candidate profile built by the wizard (candidate-side.md 3, 4.1-4.4, 5, 7, 9): the constants
 * of its rules, the message keys, the bodies of the step saves and the profile as shown.
 */

export const MIN_CANDIDATE_AGE_YEARS = 16;
export const EARLIEST_BIRTH_DATE = '1950-01-01';
export const MAX_WORK_YEARS = 80;
export const MAX_WORK_MONTHS = 12;
export const RATING_MIN = 0;
export const RATING_MAX = 5;
export const RATING_STEP = 0.5;
export const EXPERT_PROFESSION_CLASS_ID = 2;
export const JOURNEYMAN_DIPLOMA_ID = 1;
export const MASTER_DIPLOMA_ID = 2;
export const TECHNICAL_DRAWING_SKILL_ID = 1;
export const NORWAY_COUNTRY_ID = 1;
export const TAX_CARD_DOCUMENT_ID = 1;
export const PERSONAL_NUMBER_DOCUMENT_ID = 2;
/** Flexible-work hours are chosen every 15 minutes from 00:00 to 23:45. */
export const FLEXIBLE_HOUR_STEP_MINUTES = 15;

export const UPLOAD_MAX_BYTES = 3 * 1024 * 1024;
/** Documents attached to a work place (step 6). */
export const WORK_LOCATION_DOCUMENT_MAX_BYTES = 512 * 1024;
export const UPLOAD_KINDS = ['jpeg', 'png', 'pdf', 'doc', 'docx'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];
/** Purposes a temporary upload may declare so its size limit is checked at once. */
export const UPLOAD_PURPOSES = ['general', 'work_location_document'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

export const WIZARD_STEPS = [2, 3, 4, 5, 6, 7, 8] as const;
export type WizardStepNumber = (typeof WIZARD_STEPS)[number];

/** Phone verification codes: 6 digits, 10 minutes, 5 tries, one new code a minute per phone. */
export const PHONE_CODE_LENGTH = 6;
export const PHONE_CODE_TTL_SECONDS = 600;
export const PHONE_CODE_MAX_ATTEMPTS = 5;
export const PHONE_CODE_RESEND_SECONDS = 60;

/** The profile PDF link lives 15 minutes. */
export const PROFILE_PRINT_LINK_TTL_SECONDS = 900;

/** Message keys of the candidate profile, wizard, uploads and phone verification. */
export const ProfileErrorKey = {
  MinAge: 'min_age_16',
  BirthDateTooEarly: 'date_of_birth_before_1950',
  InvalidDate: 'invalid_date',
  PhoneDuplicated: 'phone_duplicated',
  LanguageDuplicated: 'language_duplicated',
  LanguageIsNative: 'language_is_native',
  ProfessionNotAdded: 'profession_not_added',
  TooManyProfessions: 'too_many_professions',
  ProfessionDuplicated: 'profession_duplicated',
  AtLeastOneCertificate: 'at_least_one_certificate',
  SkillsNotRated: 'skillsNotRated',
  MaterialsNotRated: 'pmNotRated',
  InvalidRating: 'invalid_rating',
  JourneymanDiplomaRequired: 'journeyman_diploma_required',
  TechnicalDrawingRequired: 'technical_drawing_required',
  ExpertWorkEntryRequired: 'expert_work_entry_required',
  Max80Years: 'max_80_years',
  Max12Months: 'max_length_12_months',
  AtLeastOneMonth: 'at_least_one_month_is_required',
  AvailabilityDate: 'availability_date_error',
  LocationRequired: 'location_required',
  TooManyLocations: 'too_many_locations',
  LocationCountryDuplicated: 'location_country_duplicated',
  CityRequired: 'city_required',
  RateTooLow: 'rate_range_too_low',
  RateTooHigh: 'rate_range_too_high',
  PersonalNumberRequired: 'personal_number_required',
  InvalidTime: 'invalid_time',
  InvalidMonth: 'invalid_month',
  InvalidDay: 'invalid_day',
  FileNotFound: 'file_not_found',
  FileTooLarge: 'file_too_large',
  FileTypeNotAllowed: 'file_type_not_allowed',
  WizardStepNotReached: 'wizard_step_not_reached',
  InvalidCode: 'invalid_code',
  CodeExpired: 'code_expired',
  TooManyAttempts: 'too_many_attempts',
  PhoneVerifySuccess: 'phone_verify_success',
  ResendSmsSuccess: 'resend_sms_success',
  ResendSmsError: 'resend_sms_error',
  PhoneAlreadyConfirmed: 'phone_already_confirmed',
} as const;
export type ProfileErrorKey = (typeof ProfileErrorKey)[keyof typeof ProfileErrorKey];

/* ---------- field helpers (forms send strings, JSON sends numbers and booleans) ---------- */

const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** '' and null count as not given, so a cleared form field reads as missing. */
const numberInput = (value: unknown) => {
  if (blank(value)) return undefined;
  if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim())) return Number(value);
  return value;
};

const requiredOrInvalid = (issue: { input?: unknown }) =>
  issue.input === undefined ? ErrorKey.FieldRequired : ErrorKey.InvalidValue;

/** A required dictionary id. */
export const requiredId = z.preprocess(
  numberInput,
  z
    .number({ error: requiredOrInvalid })
    .int({ error: ErrorKey.InvalidValue })
    .positive({ error: ErrorKey.InvalidValue }),
);

/** A list of ids (ticked checkboxes), duplicates dropped, order kept. */
export const idList = z.preprocess(
  (value) => {
    if (blank(value)) return [];
    const list = Array.isArray(value) ? value : typeof value === 'object' ? Object.values(value as object) : [value];
    return list.filter((v) => !blank(v)).map(numberInput);
  },
  z.array(z.number({ error: ErrorKey.InvalidValue }).int({ error: ErrorKey.InvalidValue }).positive({ error: ErrorKey.InvalidValue })),
).transform((ids) => [...new Set(ids)]);

/** Lists arrive as arrays, as objects keyed by index (bracket notation) or not at all. */
const asList = (value: unknown) => {
  if (blank(value)) return [];
  if (Array.isArray(value)) return value;
  if (typeof value === 'object') return Object.values(value as object);
  return [value];
};
const list = <T extends z.ZodType>(item: T) => z.preprocess(asList, z.array(item));

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

const text = (max: number) => z.string({ error: ErrorKey.InvalidValue }).trim().max(max, { error: ErrorKey.TooLong });
const requiredString = (max: number) =>
  z.preprocess((v) => (blank(v) ? undefined : v), z.string({ error: requiredOrInvalid }).trim().max(max, { error: ErrorKey.TooLong }));
const optionalString = (max: number) => z.preprocess((v) => (blank(v) ? undefined : v), text(max).optional());

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

const intIn = (min: number, max: number, key: string) =>
  z.preprocess(numberInput, z.number({ error: key }).int({ error: key }).min(min, { error: key }).max(max, { error: key }));

/** A file uploaded through /v1/files/temporary-upload (or attached earlier), referenced by its stored name. */
export const attachmentInput = z.object({
  filename: requiredString(64),
  is_temporary: booleanish.optional(),
  title: requiredString(200),
});
export type AttachmentInput = z.infer<typeof attachmentInput>;

/** A phone that may be left out entirely (both parts empty). */
const optionalPhone = z.preprocess((v) => {
  if (blank(v)) return undefined;
  if (typeof v === 'object' && v !== null) {
    const { country, number } = v as { country?: unknown; number?: unknown };
    if (blank(country) && blank(number)) return undefined;
  }
  return v;
}, phoneInput.optional());

/* ---------- step bodies (candidate-side.md 7) ---------- */

/** POST /v1/candidate-profile/wizard/2 */
export const wizardStep2Body = z.object({
  sex: requiredId,
  dateOfBirth: requiredDate,
  countryOfNationality: countryCode,
  countryOfResidence: countryCode,
  nativeLanguage: languageCode,
  phones: list(z.object({ phone: phoneInput }, { error: ErrorKey.FieldRequired })).refine((v) => v.length > 0, {
    error: ErrorKey.FieldRequired,
  }),
  preferredContactTimes: idList,
});
export type WizardStep2Body = z.infer<typeof wizardStep2Body>;

/** POST /v1/candidate-profile/wizard/3 */
export const wizardStep3Body = z.object({
  candidateProfileLanguages: list(
    z.object({ languageCode, languageProficiency: requiredId }, { error: ErrorKey.FieldRequired }),
  ).refine((v) => v.length > 0, { error: ErrorKey.FieldRequired }),
});
export type WizardStep3Body = z.infer<typeof wizardStep3Body>;

// A bare id is a ticked item without a rating yet.
const withKey = (key: string) => (v: unknown) => (typeof v === 'object' && v !== null ? v : { [key]: v });
const ratedMaterial = z.preprocess(withKey('productionMaterial'), z.object({ productionMaterial: requiredId, rating: optionalRating }));
const ratedSkill = z.preprocess(withKey('skillsProfessional'), z.object({ skillsProfessional: requiredId, rating: optionalRating }));

export const workEntryInput = z.object({
  workedFor: requiredString(200),
  country: countryCode,
  workTime: z
    .object({
      year: intIn(0, MAX_WORK_YEARS, ProfileErrorKey.Max80Years).default(0),
      month: intIn(0, MAX_WORK_MONTHS, ProfileErrorKey.Max12Months).default(0),
    })
    .default({ year: 0, month: 0 }),
  haveReferences: booleanish.default(false),
  referenceNote: optionalString(1000),
  referenceFirstName: optionalString(80),
  referenceLastName: optionalString(80),
  referenceEmail: z.preprocess(
    (v) => (blank(v) ? undefined : typeof v === 'string' ? v.trim().toLowerCase() : v),
    z.email({ error: ErrorKey.InvalidEmail }).max(180, { error: ErrorKey.TooLong }).optional(),
  ),
  referencePhone: optionalPhone,
  attachments: list(attachmentInput),
});
export type WorkEntryInput = z.infer<typeof workEntryInput>;

export const professionInput = z.object({
  industry: requiredId,
  profession: requiredId,
  professionClass: requiredId,
  certificates: idList,
  certificatesAttachments: list(attachmentInput),
  experiences: idList,
  skillsAdditionals: idList,
  productionStages: idList,
  productionMaterials: list(ratedMaterial),
  productionMethods: idList,
  productionUses: idList,
  skillsProfessionals: list(ratedSkill),
  skillsTechnicals: idList,
  worksFor: list(workEntryInput),
});
export type ProfessionInput = z.infer<typeof professionInput>;

/** POST /v1/candidate-profile/wizard/4 */
export const wizardStep4Body = z.object({
  candidateProfileProfessions: list(professionInput)
    .refine((v) => v.length > 0, { error: ProfileErrorKey.ProfessionNotAdded })
    .refine((v) => v.length <= MAX_PROFESSIONS, { error: ProfileErrorKey.TooManyProfessions }),
});
export type WizardStep4Body = z.infer<typeof wizardStep4Body>;

/**
 * POST /v1/candidate-profile/wizard/5: isAvailable with availableFrom, or (as the matched-offers
 * page sends it) availableStatus with availableFrom for status 2.
 */
export const wizardStep5Body = z.object({
  isAvailable: booleanish.optional(),
  availableStatus: z.preprocess(numberInput, z.number({ error: ErrorKey.InvalidValue }).int().min(1, { error: ErrorKey.InvalidValue }).max(4, { error: ErrorKey.InvalidValue }).optional()),
  availableFrom: optionalDate,
});
export type WizardStep5Body = z.infer<typeof wizardStep5Body>;

export const workLocationInput = z.object({
  workLocationState: requiredId,
  allState: booleanish.default(false),
  workLocationRegions: idList,
  workLocationCities: idList,
  requiredDocuments: list(
    z.preprocess(withKey('requiredDocument'), z.object({ requiredDocument: requiredId })),
  ),
  requiredDocumentsAttachments: list(attachmentInput),
  rating: optionalRating,
  salaryGrossValue: z.object(
    {
      tbbc_amount: z.preprocess(numberInput, z.number({ error: requiredOrInvalid }).int({ error: ErrorKey.InvalidValue })),
      tbbc_currency: z.preprocess(
        (v) => (blank(v) ? undefined : typeof v === 'string' ? v.trim().toUpperCase() : v),
        z.string({ error: requiredOrInvalid }).regex(/^[A-Z]{3}$/, { error: ErrorKey.InvalidValue }),
      ),
    },
    { error: ErrorKey.FieldRequired },
  ),
});
export type WorkLocationInput = z.infer<typeof workLocationInput>;

/** POST /v1/candidate-profile/wizard/6 */
export const wizardStep6Body = z.object({
  candidateProfileWorkLocations: list(workLocationInput)
    .refine((v) => v.length > 0, { error: ProfileErrorKey.LocationRequired })
    .refine((v) => v.length <= MAX_WORK_LOCATIONS, { error: ProfileErrorKey.TooManyLocations }),
});
export type WizardStep6Body = z.infer<typeof wizardStep6Body>;

const hourInput = z.preprocess(
  (v) => (blank(v) ? null : v),
  z.string({ error: ProfileErrorKey.InvalidTime }).trim().refine(isQuarterHour, { error: ProfileErrorKey.InvalidTime }).nullable(),
);

export const flexibleWorkInput = z.object({
  months: list(intIn(1, 12, ProfileErrorKey.InvalidMonth)).transform((v) => [...new Set(v)].sort((a, b) => a - b)),
  days: list(intIn(1, 7, ProfileErrorKey.InvalidDay)).transform((v) => [...new Set(v)].sort((a, b) => a - b)),
  /** [from, to]; either may be empty. Forms send both indexes (hours[0], hours[1]). */
  hours: z
    .preprocess((v) => {
      if (blank(v)) return [null, null];
      if (Array.isArray(v)) return v;
      if (typeof v === 'object') {
        const o = v as Record<string, unknown>;
        return [o[0] ?? o.from ?? null, o[1] ?? o.to ?? null];
      }
      return v;
    }, z.array(hourInput).max(2, { error: ErrorKey.InvalidValue }))
    .transform((v) => [v[0] ?? null, v[1] ?? null] as [string | null, string | null]),
});
export type FlexibleWorkInput = z.infer<typeof flexibleWorkInput>;

/** POST /v1/candidate-profile/wizard/7 */
export const wizardStep7Body = z.object({
  isConstantWork: booleanish.default(false),
  isFlexibleWork: booleanish.default(false),
  candidateProfileFlexibleWorks: list(flexibleWorkInput),
  workSystems: idList,
  contractTypes: idList,
});
export type WizardStep7Body = z.infer<typeof wizardStep7Body>;

export const wizardStepParams = z.object({
  step: z.coerce.number({ error: ErrorKey.InvalidValue }).int().min(2, { error: ErrorKey.InvalidValue }).max(8, { error: ErrorKey.InvalidValue }),
});

/* ---------- the profile as shown ---------- */

const ref = z.object({ id: z.number().int(), title: z.string() });
const countryRef = z.object({ countryCode: z.string(), country: z.string() });
const phoneShown = z.object({ country: z.string(), country_code: z.string(), number: z.string() });

/** A file as the API shows it. URLs are signed and expire (see decisions). */
export const uploadedFile = z.object({
  filename: z.string(),
  originalName: z.string(),
  title: z.string().nullable(),
  mimeType: z.string(),
  size: z.number().int(),
  url: z.string(),
  thumbnailUrl: z.string().nullable(),
  is_temporary: z.boolean(),
  is_uploaded: z.boolean(),
});
export type UploadedFile = z.infer<typeof uploadedFile>;

export const workEntryShown = z.object({
  workedFor: z.string(),
  country: countryRef,
  workTime: z.object({ year: z.number().int(), month: z.number().int() }),
  haveReferences: z.boolean(),
  referenceNote: z.string().nullable(),
  referenceFirstName: z.string().nullable(),
  referenceLastName: z.string().nullable(),
  referenceEmail: z.string().nullable(),
  referencePhone: phoneShown.nullable(),
  attachments: z.array(uploadedFile),
});

export const professionShown = z.object({
  id: z.number().int(),
  industry: ref,
  profession: ref,
  professionClass: ref,
  certificates: z.array(ref),
  certificatesAttachments: z.array(uploadedFile),
  experiences: z.array(ref),
  skillsAdditionals: z.array(ref),
  productionStages: z.array(ref),
  productionMaterials: z.array(z.object({ productionMaterial: ref, rating: z.number().nullable() })),
  productionMethods: z.array(ref),
  productionUses: z.array(ref),
  skillsProfessionals: z.array(z.object({ skillsProfessional: ref, rating: z.number().nullable() })),
  skillsTechnicals: z.array(ref),
  worksFor: z.array(workEntryShown),
});
export type ProfessionShown = z.infer<typeof professionShown>;

const money = z.object({ amount: z.number(), currency: z.string() });

export const workLocationShown = z.object({
  id: z.number().int(),
  workLocationState: z.object({ id: z.number().int(), country: z.string(), countryCode: z.string() }),
  allState: z.boolean(),
  workLocationRegions: z.array(ref),
  workLocationCities: z.array(ref.extend({ region: z.number().int() })),
  requiredDocuments: z.array(z.object({ requiredDocument: ref })),
  requiredDocumentsAttachments: z.array(uploadedFile),
  rating: z.number().nullable(),
  salaryGrossValue: money,
  candidateProfileWorkLocationSalaries: z.array(z.object({ salaryType: ref, salaryGrossValue: money })),
});
export type WorkLocationShown = z.infer<typeof workLocationShown>;

export const flexibleWorkShown = z.object({
  months: z.array(z.number().int()),
  days: z.array(z.number().int()),
  hours: z.tuple([z.string().nullable(), z.string().nullable()]),
});

/** GET /v1/candidate-profile/show, and the answer of every wizard save. */
export const candidateProfileShow = z.object({
  status: z.object({ id: z.number().int() }),
  isEmailConfirmed: z.boolean(),
  isPhoneConfirmed: z.boolean(),
  enforcePasswordChange: z.boolean(),
  wizardStep: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  sex: ref.nullable(),
  dateOfBirth: z.string().nullable(),
  countryOfNationality: countryRef.nullable(),
  countryOfResidence: countryRef.nullable(),
  nativeLanguage: z.object({ languageCode: z.string(), language: z.string() }).nullable(),
  phones: z.array(z.object({ phone: phoneShown, isPhoneConfirmed: z.boolean() })),
  preferredContactTimes: z.array(ref),
  candidateProfileLanguages: z.array(
    z.object({ languageCode: z.string(), language: z.string(), languageProficiency: ref }),
  ),
  candidateProfileProfessions: z.array(professionShown),
  isAvailable: z.boolean().nullable(),
  availableFrom: z.string().nullable(),
  availableStatus: ref,
  candidateProfileWorkLocations: z.array(workLocationShown),
  isConstantWork: z.boolean(),
  isFlexibleWork: z.boolean(),
  workSystems: z.array(ref),
  contractTypes: z.array(ref),
  candidateProfileFlexibleWorks: z.array(flexibleWorkShown),
});
export type CandidateProfileShow = z.infer<typeof candidateProfileShow>;

/** Dashboard progress: (wizardStep - 1) / 7 x 100; a complete wizard (0) is 100. */
export function wizardProgress(wizardStep: number | null | undefined): number {
  if (!wizardStep) return 100;
  return Math.round(((wizardStep - 1) / 7) * 100);
}

/* ---------- step content (GET /v1/candidate-profile/wizard/{step}/primary) ---------- */

const grouped = <T extends z.ZodType>(item: T) => z.object({ preferred: z.array(item), remaining: z.array(item) });
const countryItem = z.object({ countryCode: z.string(), country: z.string() });
const languageItem = z.object({ languageCode: z.string(), language: z.string() });
const prefixItem = z.object({ id: z.string(), countryCode: z.string(), prefix: z.string(), country: z.string(), title: z.string() });
const legendItem = z.object({ value: z.number(), title: z.string(), description: z.string(), characteristic: z.string(), numYears: z.string() });

export const wizardPrimary2 = z.object({
  step: z.literal(2),
  sexes: z.array(ref),
  phonePrefixes: grouped(prefixItem),
  countries: grouped(countryItem),
  languages: grouped(languageItem),
  preferredContactTimes: z.array(ref),
  dateOfBirth: z.object({ min: z.string(), max: z.string() }),
});

export const wizardPrimary3 = z.object({
  step: z.literal(3),
  /** Without the candidate's native language. */
  languages: grouped(languageItem),
  nativeLanguage: z.string().nullable(),
  languageProficiencies: z.array(ref.extend({ code: z.string(), description: z.string() })),
});

export const professionItemKinds = [
  'certificates',
  'experiences',
  'skillsProfessionals',
  'skillsTechnicals',
  'skillsAdditionals',
  'productionStages',
  'productionMaterials',
  'productionMethods',
  'productionUses',
] as const;
export type ProfessionItemKind = (typeof professionItemKinds)[number];

export const wizardPrimary4 = z.object({
  step: z.literal(4),
  industries: z.array(ref),
  /** Industry id -> its professions. */
  professions: z.record(z.string(), z.array(ref)),
  professionClasses: z.array(ref),
  /** Every item once per kind; `professionItems` says which a profession offers. */
  itemCatalogue: z.record(z.string(), z.array(ref)),
  professionItems: z.record(z.string(), z.record(z.string(), z.array(z.number().int()))),
  /** Certificates implied by another (master diploma 2 -> journeyman diploma 1). */
  certificateRequires: z.record(z.string(), z.array(z.number().int())),
  countries: grouped(countryItem),
  phonePrefixes: grouped(prefixItem),
  skillScale: z.array(legendItem),
  rules: z.object({
    maxProfessions: z.number().int(),
    expertClassId: z.number().int(),
    journeymanDiplomaId: z.number().int(),
    masterDiplomaId: z.number().int(),
    technicalDrawingSkillId: z.number().int(),
    maxWorkYears: z.number().int(),
    ratingStep: z.number(),
    uploadMaxBytes: z.number().int(),
    uploadKinds: z.array(z.string()),
  }),
});

export const wizardPrimary5 = z.object({
  step: z.literal(5),
  today: z.string(),
  availabilityStatuses: z.array(ref),
});

export const workCountryItem = z.object({
  id: z.number().int(),
  countryCode: z.string(),
  country: z.string(),
  regions: z.array(ref.extend({ cities: z.array(ref) })),
  requiredDocuments: z.array(ref.extend({ requires: z.array(z.number().int()) })),
  salaryGrossValueMin: money,
  salaryGrossValueMax: money,
});

export const wizardPrimary6 = z.object({
  step: z.literal(6),
  countries: z.array(workCountryItem),
  rules: z.object({
    maxWorkLocations: z.number().int(),
    norwayCountryId: z.number().int(),
    taxCardDocumentId: z.number().int(),
    personalNumberDocumentId: z.number().int(),
    documentMaxBytes: z.number().int(),
    ratingStep: z.number(),
  }),
});

export const wizardPrimary7 = z.object({
  step: z.literal(7),
  contractTypes: z.array(ref),
  workSystems: z.array(ref),
  months: z.array(ref),
  days: z.array(ref),
  hours: z.array(z.string()),
});

export const wizardPrimary8 = z.object({ step: z.literal(8), wizardStep: z.number().int(), canSubmit: z.boolean() });

export const wizardPrimary = z.union([
  wizardPrimary2,
  wizardPrimary3,
  wizardPrimary4,
  wizardPrimary5,
  wizardPrimary6,
  wizardPrimary7,
  wizardPrimary8,
]);
export type WizardPrimary = z.infer<typeof wizardPrimary>;

/* ---------- uploads, phone verification, print ---------- */

export const temporaryUploadAnswer = uploadedFile;

export const phoneCodeRequest = z.object({
  /** E.164 ('+48512345678'), or { country, number } like the other phone fields. */
  phone_number: z.union([
    z.string({ error: ErrorKey.FieldRequired }).trim().min(1, { error: ErrorKey.FieldRequired }).max(32, { error: ErrorKey.InvalidPhone }),
    phoneInput,
  ], { error: ErrorKey.FieldRequired }),
});
export type PhoneCodeRequest = z.infer<typeof phoneCodeRequest>;

export const phoneCodeAnswer = z.object({
  message: z.string(),
  /** Seconds until the code expires and until a new one may be asked for. */
  expiresIn: z.number().int(),
  resendIn: z.number().int(),
});

export const phoneCodeVerification = z.object({
  code: z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : v),
    z.string({ error: ErrorKey.FieldRequired }).trim().min(1, { error: ErrorKey.FieldRequired }).max(12, { error: ProfileErrorKey.InvalidCode }),
  ),
});

export const profilePrintAnswer = z.object({ profilePrintUrl: z.string() });
