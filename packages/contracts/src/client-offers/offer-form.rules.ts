import {
  JOURNEYMAN_DIPLOMA_ID,
  MASTER_DIPLOMA_ID,
  NORWAY_COUNTRY_ID,
  PERSONAL_NUMBER_DOCUMENT_ID,
  TAX_CARD_DOCUMENT_ID,
  TECHNICAL_DRAWING_SKILL_ID,
} from '../candidate-profile/index.ts';
import type { Money } from '../catalogue.ts';
import { ErrorKey } from '../errors.ts';
import type { FormIssue } from '../form-issue.ts';
import { type MinimumWage, type OfferPayField, minimumWageFloor, payBelowFloor, wageFloorDate } from '../minimum-wage.ts';
import { OfferErrorKey } from './constants.ts';
import { type ClientOfferFormValues, clientOfferFormFields } from './offer-form.ts';

export type OfferFormIssue = FormIssue;

/** What the rules between fields may also know: today's date and the chosen country's hourly bounds. */
export interface OfferFormContext {
  /** YYYY-MM-DD; dates before it are refused. */
  today?: string;
  salaryBounds?: { min: Money; max: Money } | null;
  /** The general-application minimum wages of the chosen country (any period). */
  minimumWages?: readonly MinimumWage[];
}

/*
 * The offer form's rules between fields, shared by the web form and the API: the hourly rate range and
 * the country's bounds, a daily or a monthly salary, the work period, the work location, the diploma
 * and Norway document pairs, each language once, and complete flexible-work conditions.
 */

/**
 * Items another ticked item brings along (ticked and locked): the master diploma the journeyman
 * diploma, either diploma reading technical drawings, and in Norway the tax card the personal number
 * (D-number). Each is listed with the required flag it takes from the item that brought it: required
 * when that one is (either, for technical drawing), nice to have when it is nice to have.
 */
export function itemsRequiredByOthers(values: {
  workLocationState: number | null;
  certificates: readonly { id: number; isRequired: boolean }[];
  requiredDocuments: readonly { id: number; isRequired: boolean }[];
}): { certificates: DependentItem[]; skillsTechnicals: DependentItem[]; requiredDocuments: DependentItem[] } {
  const find = (items: readonly { id: number; isRequired: boolean }[], id: number) => items.find((item) => item.id === id);
  const master = find(values.certificates, MASTER_DIPLOMA_ID);
  const journeyman = find(values.certificates, JOURNEYMAN_DIPLOMA_ID);
  const taxCard = values.workLocationState === NORWAY_COUNTRY_ID ? find(values.requiredDocuments, TAX_CARD_DOCUMENT_ID) : undefined;
  const diplomas = [master, journeyman].filter((item) => item !== undefined);
  return {
    certificates: master ? [{ id: JOURNEYMAN_DIPLOMA_ID, isRequired: master.isRequired }] : [],
    skillsTechnicals: diplomas.length > 0 ? [{ id: TECHNICAL_DRAWING_SKILL_ID, isRequired: diplomas.some((item) => item.isRequired) }] : [],
    requiredDocuments: taxCard ? [{ id: PERSONAL_NUMBER_DOCUMENT_ID, isRequired: taxCard.isRequired }] : [],
  };
}

/** An item another one brings along, with the required flag it takes from it. */
export interface DependentItem {
  id: number;
  isRequired: boolean;
}

/** Weeks of a flexible condition: both or neither, the first not after the last. */
export function weeksSelectedProperly([from, to]: readonly [number | null, number | null]): boolean {
  if (from === null || to === null) return from === to;
  return from <= to;
}

/** A flexible condition with no option chosen. */
export function isEmptyOfferCondition(condition: {
  months: readonly number[];
  weeks: readonly [number | null, number | null];
  days: readonly number[];
  hours: readonly [string | null, string | null];
}): boolean {
  const [from, to] = condition.weeks;
  const [start, end] = condition.hours;
  return condition.months.length === 0 && from === null && to === null && condition.days.length === 0 && start === null && end === null;
}

const REQUIRED_ITEM_KEYS = {
  certificates: OfferErrorKey.JourneymanDiplomaRequired,
  skillsTechnicals: OfferErrorKey.TechnicalDrawingRequired,
  requiredDocuments: OfferErrorKey.PersonalNumberRequired,
} as const;

type Values = ClientOfferFormValues;
type Add = (key: string, ...path: (string | number)[]) => void;

/** Hourly rate range and the country's bounds; a fixed daily or a fixed monthly salary, not both, the one shown with its amount. */
function salaryIssues(
  values: Pick<Values, 'salaryGrossValueMin' | 'salaryGrossValueMax' | 'salaryDailyValueMin' | 'salaryMonthValueMin' | 'showSalaryDaily' | 'showSalaryMonth'>,
  context: OfferFormContext,
  add: Add,
) {
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
  if (values.showSalaryDaily && values.showSalaryMonth) add(OfferErrorKey.SalaryDailyOrMonthly, 'showSalaryMonth');
  if (values.showSalaryDaily && values.salaryDailyValueMin === null) add(ErrorKey.FieldRequired, 'salaryDailyValueMin', 'amount');
  if (values.showSalaryMonth && values.salaryMonthValueMin === null) add(ErrorKey.FieldRequired, 'salaryMonthValueMin', 'amount');
}

type WageValues = Pick<
  Values,
  | 'workLocationState'
  | 'profession'
  | 'professionClass'
  | 'minExperience'
  | 'workStartAt'
  | 'salaryGrossValueMin'
  | 'salaryDailyValueMin'
  | 'salaryMonthValueMin'
  | 'showSalaryDaily'
  | 'showSalaryMonth'
  | 'isSalaryGross'
  | 'workDailyHours'
  | 'workMonthDays'
>;

/** The minimum wage that applies to the offer (its country, profession, class and experience, on its work start), null when none does. */
export function offerWageFloor(
  values: Pick<WageValues, 'workLocationState' | 'profession' | 'professionClass' | 'minExperience' | 'workStartAt'>,
  context: OfferFormContext,
): MinimumWage | null {
  if (!context.minimumWages || !context.today) return null;
  return minimumWageFloor(context.minimumWages, {
    countryId: values.workLocationState,
    professionId: values.profession,
    professionClassId: values.professionClass,
    minExperience: values.minExperience,
    date: wageFloorDate(values.workStartAt, context.today),
  });
}

const PAY_FIELDS: Record<OfferPayField, 'salaryGrossValueMin' | 'salaryDailyValueMin' | 'salaryMonthValueMin'> = {
  hourly: 'salaryGrossValueMin',
  daily: 'salaryDailyValueMin',
  monthly: 'salaryMonthValueMin',
};

/**
 * The hourly minimum, and a shown gross daily or monthly amount through the daily hours and days,
 * at or above the minimum wage that applies. A net amount says nothing of the gross and is not checked.
 */
function minimumWageIssues(values: WageValues, context: OfferFormContext, add: Add) {
  const floor = offerWageFloor(values, context);
  if (!floor) return;
  const below = payBelowFloor(
    {
      hourlyMin: values.salaryGrossValueMin,
      daily: values.showSalaryDaily && values.isSalaryGross ? values.salaryDailyValueMin : null,
      monthly: values.showSalaryMonth && values.isSalaryGross ? values.salaryMonthValueMin : null,
      dailyHours: values.workDailyHours,
      monthDays: values.workMonthDays,
    },
    floor,
  );
  for (const field of below) add(OfferErrorKey.SalaryBelowMinimumWage, PAY_FIELDS[field], 'amount');
}

/** Work period: not before today, the end after the start. */
function periodIssues(values: Pick<Values, 'workStartAt' | 'workEndAt'>, context: OfferFormContext, add: Add) {
  if (context.today) {
    if (values.workStartAt < context.today) add(OfferErrorKey.DateBeforeToday, 'workStartAt');
    if (values.workEndAt !== null && values.workEndAt < context.today) add(OfferErrorKey.DateBeforeToday, 'workEndAt');
  }
  if (values.workEndAt !== null && values.workEndAt <= values.workStartAt) add(OfferErrorKey.EndDateNotAfterStart, 'workEndAt');
}

/** Work location: the whole country, or regions each with their cities. */
function locationIssues(values: Pick<Values, 'allState' | 'workLocationRegions'>, _context: OfferFormContext, add: Add) {
  if (values.allState) return;
  if (values.workLocationRegions.length === 0) add(ErrorKey.FieldRequired, 'workLocationRegions');
  const seen = new Set<number>();
  values.workLocationRegions.forEach((region, i) => {
    if (seen.has(region.region)) add(ErrorKey.InvalidValue, 'workLocationRegions', i, 'region');
    seen.add(region.region);
    if (region.cities.length === 0) add(ErrorKey.FieldRequired, 'workLocationRegions', i, 'cities');
  });
}

/** Items another ticked item brings along must be ticked, and required when the item that brought them is. */
function requiredItemIssues(values: Pick<Values, 'workLocationState' | 'certificates' | 'skillsTechnicals' | 'requiredDocuments'>, _context: OfferFormContext, add: Add) {
  const dependent = itemsRequiredByOthers(values);
  for (const kind of ['certificates', 'skillsTechnicals', 'requiredDocuments'] as const) {
    const missing = dependent[kind].some((needed) => !values[kind].some((item) => item.id === needed.id && (item.isRequired || !needed.isRequired)));
    if (missing) add(REQUIRED_ITEM_KEYS[kind], kind);
  }
}

/** Each language once. */
function languageIssues(values: Pick<Values, 'languages'>, _context: OfferFormContext, add: Add) {
  const languages = new Set<string>();
  values.languages.forEach((language, i) => {
    if (languages.has(language.languageCode)) add(OfferErrorKey.LanguageDuplicated, 'languages', i, 'languageCode');
    languages.add(language.languageCode);
  });
}

/** Complete flexible-work conditions. */
function flexibleWorkIssues(values: Pick<Values, 'isFlexibleWork' | 'offerFlexibleWorks'>, _context: OfferFormContext, add: Add) {
  if (!values.isFlexibleWork) return;
  values.offerFlexibleWorks.forEach((condition, i) => {
    const [start, end] = condition.hours;
    if (!weeksSelectedProperly(condition.weeks)) add(OfferErrorKey.WeeksNotSelectedProperly, 'offerFlexibleWorks', i, 'weeks');
    if ((start === null) !== (end === null)) add(ErrorKey.FieldRequired, 'offerFlexibleWorks', i, 'hours', start === null ? 0 : 1);
    if (isEmptyOfferCondition(condition)) add(OfferErrorKey.FlexibleConditionEmpty, 'offerFlexibleWorks', i);
  });
}

/** Each group of rules between fields with the fields it reads, so a group can run when only its own fields are valid. */
const RULE_GROUPS = [
  {
    fields: { salaryGrossValueMin: true, salaryGrossValueMax: true, salaryDailyValueMin: true, salaryMonthValueMin: true, showSalaryDaily: true, showSalaryMonth: true },
    check: salaryIssues,
  },
  { fields: { workStartAt: true, workEndAt: true }, check: periodIssues },
  {
    fields: {
      workLocationState: true,
      profession: true,
      professionClass: true,
      minExperience: true,
      workStartAt: true,
      salaryGrossValueMin: true,
      salaryDailyValueMin: true,
      salaryMonthValueMin: true,
      showSalaryDaily: true,
      showSalaryMonth: true,
      isSalaryGross: true,
      workDailyHours: true,
      workMonthDays: true,
    },
    check: minimumWageIssues,
  },
  { fields: { allState: true, workLocationRegions: true }, check: locationIssues },
  { fields: { workLocationState: true, certificates: true, skillsTechnicals: true, requiredDocuments: true }, check: requiredItemIssues },
  { fields: { languages: true }, check: languageIssues },
  { fields: { isFlexibleWork: true, offerFlexibleWorks: true }, check: flexibleWorkIssues },
] as const;

function collector(issues: OfferFormIssue[]): Add {
  return (key, ...path) => issues.push({ path, key });
}

/**
 * A rate below both the country's minimum and the trade's minimum wage gets only the latter's
 * message, which names the figure (the country's minimum is the lower of the two).
 */
function preferWageFloor(issues: OfferFormIssue[]): OfferFormIssue[] {
  const floorPaths = new Set(issues.filter((issue) => issue.key === OfferErrorKey.SalaryBelowMinimumWage).map((issue) => issue.path.join('.')));
  return issues.filter((issue) => issue.key !== OfferErrorKey.RateTooLow || !floorPaths.has(issue.path.join('.')));
}

/**
 * The hourly rates the form accepts, for the hint under the rate fields: from the country's minimum,
 * or the trade's minimum wage when that is higher (and in the country's currency), to the country's
 * maximum. `floorApplies` tells the hint to name the minimum wage.
 */
export function offerHourlyRange(bounds: { min: Money; max: Money }, floor: Pick<MinimumWage, 'hourlyMinor' | 'currency'> | null): { min: number; max: number; currency: string; floorApplies: boolean } {
  const floorAmount = floor && floor.currency === bounds.min.currency ? floor.hourlyMinor / 100 : null;
  const floorApplies = floorAmount !== null && floorAmount > bounds.min.amount;
  return { min: floorApplies ? floorAmount : bounds.min.amount, max: bounds.max.amount, currency: bounds.min.currency, floorApplies };
}

/** The rules between fields, on values that passed the field rules. */
export function offerFormIssues(values: ClientOfferFormValues, context: OfferFormContext = {}): OfferFormIssue[] {
  const issues: OfferFormIssue[] = [];
  const add = collector(issues);
  for (const group of RULE_GROUPS) (group.check as (values: Values, context: OfferFormContext, add: Add) => void)(values, context, add);
  return preferWageFloor(issues);
}

/**
 * The rules between fields on a form whose other fields may still be wrong: each group runs when its
 * own fields pass their field rules, so one check shows every error at once (a rate outside the
 * country's bounds together with, say, a negative number of vacancies).
 */
export function offerFormInputIssues(input: unknown, context: OfferFormContext = {}): OfferFormIssue[] {
  const issues: OfferFormIssue[] = [];
  const add = collector(issues);
  for (const group of RULE_GROUPS) {
    const parsed = clientOfferFormFields.pick(group.fields).safeParse(input);
    if (parsed.success) (group.check as (values: Partial<Values>, context: OfferFormContext, add: Add) => void)(parsed.data, context, add);
  }
  return preferWageFloor(issues);
}

/** The offer form's schema with the rules between fields; the web form validates with this. */
export function clientOfferFormWith(context: OfferFormContext = {}) {
  return clientOfferFormFields.superRefine((values, ctx) => {
    for (const issue of offerFormIssues(values, context)) ctx.addIssue({ code: 'custom', message: issue.key, path: issue.path });
  });
}

/**
 * Every error of the offer form at once: the field rules and the rules between fields, each group of
 * the latter run when its own fields are valid (the schema's refinement alone runs only on a wholly
 * valid form, so rate errors would show only after a second save).
 */
export function offerFormErrorIssues(input: unknown, context: OfferFormContext = {}): OfferFormIssue[] {
  const parsed = clientOfferFormFields.safeParse(input);
  if (parsed.success) return offerFormIssues(parsed.data, context);
  const fieldIssues = parsed.error.issues.map((issue) => ({ path: issue.path as (string | number)[], key: issue.message }));
  return [...fieldIssues, ...offerFormInputIssues(input, context)];
}
export const clientOfferForm = clientOfferFormWith();
