/*
 * A flexible-work condition (when the work may happen: months, weeks of the year, days, hours) and
 * the state of the dialog that edits one. The wizard's step 7 and the offer form share both; the
 * wizard simply offers no weeks.
 */

export type FlexibleKind = 'months' | 'weeks' | 'days' | 'hours';

export interface FlexibleCondition {
  months: number[];
  /** [from, to] week of the year, [null, null] when not chosen; absent where weeks are not offered (the wizard). */
  weeks?: [number | null, number | null];
  /** 1 Monday ... 7 Sunday. */
  days: number[];
  /** [from, to] as HH:MM; [null, null] when not chosen. */
  hours: [string | null, string | null];
}

/** The dialog's state: which kinds are switched on, and their values. */
export interface FlexibleDraft {
  kinds: Record<FlexibleKind, boolean>;
  condition: FlexibleCondition;
}

/** Empty for a new condition, prefilled (with its kinds switched on) for an edit; `withWeeks` where weeks are offered. */
export function flexibleDraft(condition: FlexibleCondition | null | undefined, withWeeks = false): FlexibleDraft {
  const value = condition ?? { months: [], days: [], hours: [null, null] };
  const weeks = value.weeks ?? [null, null];
  return {
    kinds: {
      months: value.months.length > 0,
      weeks: weeks[0] !== null || weeks[1] !== null,
      days: value.days.length > 0,
      hours: value.hours[0] !== null || value.hours[1] !== null,
    },
    condition: {
      months: [...value.months],
      ...(withWeeks || value.weeks ? { weeks: [weeks[0], weeks[1]] as [number | null, number | null] } : {}),
      days: [...value.days],
      hours: [value.hours[0], value.hours[1]],
    },
  };
}

const sortedUnique = (list: readonly number[]) => [...new Set(list)].sort((a, b) => a - b);

/** The condition a draft saves: kinds left unchosen are cleared, lists sorted. */
export function draftCondition(draft: FlexibleDraft): FlexibleCondition {
  const { kinds, condition } = draft;
  const weeks = condition.weeks;
  return {
    months: kinds.months ? sortedUnique(condition.months) : [],
    ...(weeks ? { weeks: kinds.weeks ? ([weeks[0], weeks[1]] as [number | null, number | null]) : ([null, null] as [null, null]) } : {}),
    days: kinds.days ? sortedUnique(condition.days) : [],
    hours: kinds.hours ? [condition.hours[0], condition.hours[1]] : [null, null],
  };
}

export function withKind(draft: FlexibleDraft, kind: FlexibleKind, on: boolean): FlexibleDraft {
  return { ...draft, kinds: { ...draft.kinds, [kind]: on } };
}

/** Ticks or unticks one month or day. */
export function withChoice(draft: FlexibleDraft, kind: 'months' | 'days', id: number, on: boolean): FlexibleDraft {
  const list = draft.condition[kind];
  return { ...draft, condition: { ...draft.condition, [kind]: on ? [...list, id] : list.filter((v) => v !== id) } };
}

/** Setting the 'from' week also sets 'to' (the 'to' list then starts there). */
export function withWeekFrom(draft: FlexibleDraft, week: number | null): FlexibleDraft {
  return { ...draft, condition: { ...draft.condition, weeks: [week, week] } };
}

export function withWeekTo(draft: FlexibleDraft, week: number | null): FlexibleDraft {
  return { ...draft, condition: { ...draft.condition, weeks: [draft.condition.weeks?.[0] ?? null, week] } };
}

export function withHour(draft: FlexibleDraft, index: 0 | 1, value: string | null): FlexibleDraft {
  const hours: [string | null, string | null] = [draft.condition.hours[0], draft.condition.hours[1]];
  hours[index] = value;
  return { ...draft, condition: { ...draft.condition, hours } };
}

/** The weeks the 'to' list offers: from the chosen 'from' week on. */
export function weekToOptions(weeks: readonly number[], from: number | null): number[] {
  return from === null ? [...weeks] : weeks.filter((week) => week >= from);
}

export type FlexibleDraftField = 'months' | 'days' | 'hourFrom' | 'hourTo' | 'condition';

/** What saving a draft gives: the condition, or the message keys of what is missing (a toast for the weeks). */
export type FlexibleDraftCheck =
  | { ok: true; condition: FlexibleCondition }
  | { ok: false; toast?: string; errors: Partial<Record<FlexibleDraftField, string>> };
