import { z } from 'zod';
import { ErrorKey } from '../errors.ts';
import { booleanish } from '../fields.ts';
import { blank, list, numberInput, requiredOrInvalid, withKey } from '../input.ts';
import { MAX_WORK_LOCATIONS } from '../limits.ts';
import { ProfileErrorKey } from './constants.ts';
import { attachmentInput, idList, optionalRating, requiredId } from './profile-fields.ts';

/* Wizard step 6: the body of the preferred work places save (the rules are in work-places.rules.ts). */

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
  // The expected hourly wage may be left out: a slider never touched is no expectation (null), not the country's minimum.
  salaryGrossValue: z.preprocess(
    (v) => (blank(v) || (typeof v === 'object' && blank((v as { tbbc_amount?: unknown }).tbbc_amount)) ? null : v),
    z
      .object(
        {
          tbbc_amount: z.preprocess(numberInput, z.number({ error: requiredOrInvalid }).int({ error: ErrorKey.InvalidValue })),
          tbbc_currency: z.preprocess(
            (v) => (blank(v) ? undefined : typeof v === 'string' ? v.trim().toUpperCase() : v),
            z.string({ error: requiredOrInvalid }).regex(/^[A-Z]{3}$/, { error: ErrorKey.InvalidValue }),
          ),
        },
        { error: ErrorKey.InvalidValue },
      )
      .nullable(),
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
