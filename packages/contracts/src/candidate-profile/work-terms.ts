import { z } from 'zod';
import { ErrorKey } from '../errors.ts';
import { booleanish } from '../fields.ts';
import { blank, intIn, list, sortedUnique } from '../input.ts';
import { ProfileErrorKey } from './constants.ts';
import { idList, isQuarterHour } from './profile-fields.ts';

/* Wizard step 7: contract types, work systems and flexible-work conditions (the rules are in work-terms.rules.ts). */

const hourInput = z.preprocess(
  (v) => (blank(v) ? null : v),
  z.string({ error: ProfileErrorKey.InvalidTime }).trim().refine(isQuarterHour, { error: ProfileErrorKey.InvalidTime }).nullable(),
);

export const flexibleWorkInput = z.object({
  months: list(intIn(1, 12, ProfileErrorKey.InvalidMonth)).transform(sortedUnique),
  days: list(intIn(1, 7, ProfileErrorKey.InvalidDay)).transform(sortedUnique),
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
