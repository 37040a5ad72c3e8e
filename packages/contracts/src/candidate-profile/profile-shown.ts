import { z } from 'zod';

/* The candidate profile as the API shows it: GET /v1/candidate-profile/show and every wizard save's answer. */

const ref = z.object({ id: z.number().int(), title: z.string() });
const countryRef = z.object({ countryCode: z.string(), country: z.string() });
const phoneShown = z.object({ country: z.string(), country_code: z.string(), number: z.string() });

/** A file as the API shows it. URLs are signed and expire. */
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
  /** The expected hourly gross wage; null when the candidate gave none (then no salaries are listed either). */
  salaryGrossValue: money.nullable(),
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

