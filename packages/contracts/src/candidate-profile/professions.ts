import { z } from 'zod';
import { ErrorKey } from '../errors.ts';
import { booleanish } from '../fields.ts';
import { blank, intIn, list, optionalPhone, optionalString, requiredString, withKey } from '../input.ts';
import { MAX_PROFESSIONS } from '../limits.ts';
import { MAX_WORK_MONTHS, MAX_WORK_YEARS, ProfileErrorKey } from './constants.ts';
import { attachmentInput, countryCode, idList, optionalRating, requiredId } from './profile-fields.ts';

/* Wizard step 4: the body of the professions save (the rules between fields are in professions.rules.ts). */

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

