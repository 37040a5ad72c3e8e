import { z } from 'zod';
import { ErrorKey } from '../errors.ts';
import { booleanish } from '../fields.ts';
import { list, numberInput, sortedUnique } from '../input.ts';
import { OFFER_FIELD_MAX, OFFER_WEEK_MAX, OFFER_WEEK_MIN, OfferErrorKey } from './constants.ts';
import {
  countField,
  dateInput,
  descriptionInput,
  hourInput,
  idList,
  intOrNull,
  languageInput,
  notesInput,
  optionalCount,
  optionalDateInput,
  optionalSalaryInput,
  pairInput,
  ratedRequirementList,
  regionInput,
  requiredId,
  requirementList,
  roundTo2,
  salaryInput,
  vacanciesField,
} from './offer-fields.ts';

/* The offer form's fields and their field rules (the rules between fields are in offer-form.rules.ts). */

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
 * The offer form's fields in the payload shape (JSON, or a form in bracket
 * notation: `certificates[0][id]`, `salaryGrossValueMin[amount]`, `offerFlexibleWorks[0][weeks][1]`).
 * Field rules only; the rules between fields are in `offerFormIssues`.
 */
export const clientOfferFormFields = z.object({
  clientBrand: requiredId,
  industry: requiredId,
  profession: requiredId,
  professionClass: requiredId,
  numberOfVacancies: vacanciesField,
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
