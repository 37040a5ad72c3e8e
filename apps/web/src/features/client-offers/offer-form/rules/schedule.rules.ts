import { ErrorKey, OFFER_WEEK_MAX, OFFER_WEEK_MIN, OfferErrorKey, addDays, weeksSelectedProperly } from '@trades/contracts';
import type { FlexibleCondition, OfferFormValues } from './offer-form-values';

/* The work period and the flexible-work conditions with their dialog. */

const sortedUnique = (values: number[]) => [...new Set(values)].sort((a, b) => a - b);

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

/** The dialog's state: which options are switched on, and their values. */
export interface FlexibleDraft {
  useMonths: boolean;
  useWeeks: boolean;
  useDays: boolean;
  useHours: boolean;
  months: number[];
  weekFrom: number | null;
  weekTo: number | null;
  days: number[];
  hourFrom: string | null;
  hourTo: string | null;
}

export function emptyFlexibleDraft(): FlexibleDraft {
  return { useMonths: false, useWeeks: false, useDays: false, useHours: false, months: [], weekFrom: null, weekTo: null, days: [], hourFrom: null, hourTo: null };
}

export function draftFromCondition(condition: FlexibleCondition): FlexibleDraft {
  const [weekFrom, weekTo] = condition.weeks;
  const [hourFrom, hourTo] = condition.hours;
  return {
    useMonths: condition.months.length > 0,
    useWeeks: weekFrom !== null || weekTo !== null,
    useDays: condition.days.length > 0,
    useHours: hourFrom !== null || hourTo !== null,
    months: [...condition.months],
    weekFrom,
    weekTo,
    days: [...condition.days],
    hourFrom,
    hourTo,
  };
}

/** Setting the 'from' week also sets 'to' (the 'to' list then starts there). */
export function withWeekFrom(draft: FlexibleDraft, week: number | null): FlexibleDraft {
  return { ...draft, weekFrom: week, weekTo: week };
}

/** The weeks the 'to' list offers: from the chosen 'from' week to 53. */
export function weekToOptions(from: number | null): number[] {
  return from === null ? WEEKS : WEEKS.filter((week) => week >= from);
}

export type FlexibleDraftCheck =
  | { ok: true; condition: FlexibleCondition }
  | { ok: false; toast?: string; errors: Partial<Record<'months' | 'days' | 'hourFrom' | 'hourTo' | 'condition', string>> };

/**
 * The dialog's condition, or why it cannot be saved: at least one option (flexible_condition_empty),
 * both weeks with from ≤ to (toast weeks_not_selected_properly), both hours, chosen months and days.
 */
export function checkFlexibleDraft(draft: FlexibleDraft): FlexibleDraftCheck {
  if (!draft.useMonths && !draft.useWeeks && !draft.useDays && !draft.useHours) {
    return { ok: false, errors: { condition: OfferErrorKey.FlexibleConditionEmpty } };
  }
  const errors: Extract<FlexibleDraftCheck, { ok: false }>['errors'] = {};
  if (draft.useMonths && draft.months.length === 0) errors.months = ErrorKey.FieldRequired;
  if (draft.useDays && draft.days.length === 0) errors.days = ErrorKey.FieldRequired;
  if (draft.useHours && draft.hourFrom === null) errors.hourFrom = ErrorKey.FieldRequired;
  if (draft.useHours && draft.hourTo === null) errors.hourTo = ErrorKey.FieldRequired;
  const weeksWrong = draft.useWeeks && (draft.weekFrom === null || !weeksSelectedProperly([draft.weekFrom, draft.weekTo]));
  if (weeksWrong || Object.keys(errors).length > 0) return { ok: false, toast: weeksWrong ? OfferErrorKey.WeeksNotSelectedProperly : undefined, errors };
  return {
    ok: true,
    condition: {
      months: draft.useMonths ? sortedUnique(draft.months) : [],
      weeks: draft.useWeeks ? [draft.weekFrom, draft.weekTo] : [null, null],
      days: draft.useDays ? sortedUnique(draft.days) : [],
      hours: draft.useHours ? [draft.hourFrom, draft.hourTo] : [null, null],
    },
  };
}

/** Turning flexible work off drops its conditions from the payload (the server ignores them too). */
export function withFlexibleWork(values: OfferFormValues, on: boolean): OfferFormValues {
  return { ...values, isFlexibleWork: on };
}
