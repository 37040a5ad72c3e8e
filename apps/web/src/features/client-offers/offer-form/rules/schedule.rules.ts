import { ErrorKey, OFFER_WEEK_MAX, OFFER_WEEK_MIN, OfferErrorKey, addDays, weeksSelectedProperly } from '@trades/contracts';
import { type FlexibleDraft, type FlexibleDraftCheck, draftCondition } from '@/components/forms/flexible-work';
import type { OfferFormValues } from './offer-form-values';

/* The work period and the flexible-work conditions with their dialog. */

/** The end date's first selectable day: the day after the start (or after today without a start). */
export function endDateMin(start: string | null, today: string): string {
  return addDays(start !== null && start > today ? start : today, 1);
}

/** A start moved on or past the end makes that end invalid: it is cleared. */
export function withWorkStart(values: OfferFormValues, start: string | null): OfferFormValues {
  const keepEnd = values.workEndAt === null || start === null || values.workEndAt > start;
  return { ...values, workStartAt: start, workEndAt: keepEnd ? values.workEndAt : null };
}

export const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);
/** 1 Monday ... 7 Sunday. */
export const WEEK_DAYS = Array.from({ length: 7 }, (_, i) => i + 1);
export const WEEKS = Array.from({ length: OFFER_WEEK_MAX - OFFER_WEEK_MIN + 1 }, (_, i) => i + OFFER_WEEK_MIN);

/**
 * Whether the dialog's condition can be saved: at least one option (flexible_condition_empty), both
 * weeks with from ≤ to (toast weeks_not_selected_properly), both hours, chosen months and days.
 */
export function checkFlexibleDraft(draft: FlexibleDraft): FlexibleDraftCheck {
  const { kinds, condition } = draft;
  if (!kinds.months && !kinds.weeks && !kinds.days && !kinds.hours) {
    return { ok: false, errors: { condition: OfferErrorKey.FlexibleConditionEmpty } };
  }
  const errors: Extract<FlexibleDraftCheck, { ok: false }>['errors'] = {};
  if (kinds.months && condition.months.length === 0) errors.months = ErrorKey.FieldRequired;
  if (kinds.days && condition.days.length === 0) errors.days = ErrorKey.FieldRequired;
  if (kinds.hours && condition.hours[0] === null) errors.hourFrom = ErrorKey.FieldRequired;
  if (kinds.hours && condition.hours[1] === null) errors.hourTo = ErrorKey.FieldRequired;
  const weeks = condition.weeks ?? [null, null];
  const weeksWrong = kinds.weeks && (weeks[0] === null || !weeksSelectedProperly(weeks));
  if (weeksWrong || Object.keys(errors).length > 0) return { ok: false, toast: weeksWrong ? OfferErrorKey.WeeksNotSelectedProperly : undefined, errors };
  return { ok: true, condition: { weeks: [null, null], ...draftCondition(draft) } };
}

/** Turning flexible work off drops its conditions from the payload (the server ignores them too). */
export function withFlexibleWork(values: OfferFormValues, on: boolean): OfferFormValues {
  return { ...values, isFlexibleWork: on };
}
