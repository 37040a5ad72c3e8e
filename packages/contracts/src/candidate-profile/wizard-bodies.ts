import { z } from 'zod';
import { ErrorKey } from '../errors.ts';
import { booleanish, phoneInput } from '../fields.ts';
import { list, numberInput } from '../input.ts';
import { countryCode, idList, languageCode, optionalDate, requiredDate, requiredId } from './profile-fields.ts';

/*
 * The bodies of the wizard's step saves 2, 3 and 5 and the step parameter. Steps 4 (professions),
 * 6 (work places) and 7 (work terms) have their own modules.
 */

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

export const wizardStepParams = z.object({
  step: z.coerce.number({ error: ErrorKey.InvalidValue }).int().min(2, { error: ErrorKey.InvalidValue }).max(8, { error: ErrorKey.InvalidValue }),
});
