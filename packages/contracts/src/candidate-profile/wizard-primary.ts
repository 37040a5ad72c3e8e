import { z } from 'zod';

/* What each wizard step needs before the candidate chooses anything: GET /v1/candidate-profile/wizard/{step}/primary. */

const ref = z.object({ id: z.number().int(), title: z.string() });
const money = z.object({ amount: z.number(), currency: z.string() });
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
