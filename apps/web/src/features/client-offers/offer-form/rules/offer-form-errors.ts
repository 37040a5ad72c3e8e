import {
  ErrorKey,
  type MinimumWage,
  type Money,
  OFFER_FIELD_MAX,
  type OfferEditMode,
  clientOfferFormFields,
  clientOfferRestrictedFields,
  offerFormErrorIssues,
  offerWageFloor,
} from '@trades/contracts';
import { payloadFor } from './offer-payload';
import { type OfferFormValues, PROFESSION_REQUIREMENT_KINDS } from './offer-form-values';

/* The form's errors: by the API's own schema and rules, and from the API's formErrors, on the fields that show them. */

const SALARY_FIELDS = new Set(['salaryGrossValueMin', 'salaryGrossValueMax', 'salaryDailyValueMin', 'salaryMonthValueMin']);
const WHOLE_LIST_FIELDS = new Set<string>([...PROFESSION_REQUIREMENT_KINDS, 'requiredDocuments', 'rewards', 'weOffers', 'benefits', 'contractTypes', 'workSystems']);

/** `certificates[1].id` -> ['certificates', 1, 'id']. */
export function apiPathSegments(path: string): (string | number)[] {
  return path
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .filter((part) => part !== '')
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/**
 * The form field that shows an error of the schema or of the API: an amount's error shows on its
 * input, an item's on its whole checklist, a region's, a language's and a condition's on their row.
 */
export function formFieldOf(path: readonly (string | number)[]): string {
  const [head, index, sub] = path;
  if (head === undefined) return '';
  const name = String(head);
  if (SALARY_FIELDS.has(name) || WHOLE_LIST_FIELDS.has(name)) return name;
  if ((name === 'workLocationRegions' || name === 'languages') && typeof index === 'number') {
    return sub === undefined ? `${name}.${index}` : `${name}.${index}.${String(sub)}`;
  }
  if (name === 'offerFlexibleWorks' && typeof index === 'number') return `${name}.${index}`;
  return path.map(String).join('.');
}

/** The form field that shows the API's error at `path` (for the form kit's fieldErrorsOf). */
export function offerFieldOf(path: string): string {
  return formFieldOf(apiPathSegments(path));
}

export interface OfferFormCheckContext {
  editMode: OfferEditMode;
  /** YYYY-MM-DD in the market's zone. */
  today: string;
  salaryBounds: { min: Money; max: Money } | null;
  currency: string | null;
  /** The chosen country's general-application minimum wages. */
  minimumWages: readonly MinimumWage[];
}

const MESSAGE_KEY = /^[a-z][A-Za-z0-9_]*$/;

/**
 * The form's errors by the very rules of the API (field rules, and the rules between fields with
 * today's date and the country's bounds), all of them at once: a rate outside the bounds shows
 * together with the other sections' errors. An active offer checks only its editable fields.
 */
export function validateOfferForm(values: OfferFormValues, context: OfferFormCheckContext): Record<string, string> {
  const payload = payloadFor(values, context.editMode, context.currency);
  const issues =
    context.editMode === 'restricted'
      ? (clientOfferRestrictedFields.safeParse(payload).error?.issues ?? []).map((issue) => ({ path: issue.path as (string | number)[], key: issue.message }))
      : offerFormErrorIssues(payload, { today: context.today, salaryBounds: context.salaryBounds, minimumWages: context.minimumWages });
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = formFieldOf(issue.path);
    errors[field] ??= MESSAGE_KEY.test(issue.key) ? issue.key : ErrorKey.InvalidValue;
  }
  return errors;
}

const WAGE_FLOOR_FIELDS = { workLocationState: true, profession: true, professionClass: true, minExperience: true, workStartAt: true } as const;

/** The minimum wage the offer's current choices meet or fall under, for the message that names it; null when none applies. */
export function wageFloorOf(values: OfferFormValues, context: Pick<OfferFormCheckContext, 'today' | 'currency' | 'minimumWages'>): MinimumWage | null {
  const parsed = clientOfferFormFields.pick(WAGE_FLOOR_FIELDS).safeParse(payloadFor(values, 'full', context.currency));
  return parsed.success ? offerWageFloor(parsed.data, { today: context.today, minimumWages: context.minimumWages }) : null;
}

/** The limit 'max_value_is' names for a field. */
export function maxValueOf(field: string): number | undefined {
  if (SALARY_FIELDS.has(field)) return OFFER_FIELD_MAX.salaryAmount;
  return (OFFER_FIELD_MAX as Record<string, number>)[field];
}
