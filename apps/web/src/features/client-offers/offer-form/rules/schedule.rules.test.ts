import { describe, expect, it } from 'vitest';
import { type FlexibleDraft, flexibleDraft, weekToOptions, withKind, withWeekFrom } from '@/components/forms/flexible-work';
import { WEEKS, checkFlexibleDraft, endDateMin, withWorkStart } from './schedule.rules';
import { TODAY, validValues } from './values.fixtures';

/** A draft with the given kinds switched on and values set. */
function draft(kinds: Partial<FlexibleDraft['kinds']>, condition: Partial<FlexibleDraft['condition']> = {}): FlexibleDraft {
  const empty = flexibleDraft(null, true);
  return { kinds: { ...empty.kinds, ...kinds }, condition: { ...empty.condition, ...condition } };
}

describe('flexible-work conditions', () => {
  it('needs at least one option', () => {
    expect(checkFlexibleDraft(flexibleDraft(null))).toEqual({ ok: false, errors: { condition: 'flexible_condition_empty' } });
  });

  it('setting the from week also sets the to week, and the to list starts there', () => {
    const chosen = withWeekFrom(withKind(flexibleDraft(null, true), 'weeks', true), 20);
    expect(chosen.condition.weeks).toEqual([20, 20]);
    expect(weekToOptions(WEEKS, 20)).toEqual(Array.from({ length: 34 }, (_, i) => i + 20));
    expect(weekToOptions(WEEKS, null)).toHaveLength(53);
  });

  it('incomplete or reversed weeks give the weeks_not_selected_properly toast', () => {
    expect(checkFlexibleDraft(draft({ weeks: true }, { weeks: [5, null] }))).toMatchObject({ ok: false, toast: 'weeks_not_selected_properly' });
    expect(checkFlexibleDraft(draft({ weeks: true }, { weeks: [30, 10] }))).toMatchObject({ ok: false, toast: 'weeks_not_selected_properly' });
  });

  it('a switched-on option needs its values; both hours are needed', () => {
    expect(checkFlexibleDraft(draft({ months: true, hours: true }, { hours: ['07:00', null] }))).toEqual({ ok: false, toast: undefined, errors: { months: 'field_required', hourTo: 'field_required' } });
  });

  it('keeps only the switched-on options, months and days sorted', () => {
    const result = checkFlexibleDraft(draft({ months: true, days: false, weeks: true }, { months: [8, 6, 6], days: [3], weeks: [23, 30] }));
    expect(result).toEqual({ ok: true, condition: { months: [6, 8], weeks: [23, 30], days: [], hours: [null, null] } });
    if (result.ok) expect(flexibleDraft(result.condition).kinds).toEqual({ months: true, weeks: true, days: false, hours: false });
  });
});

describe('work period', () => {
  it('the end date starts the day after the start; moving the start past the end clears the end', () => {
    expect(endDateMin('2030-04-01', TODAY)).toBe('2030-04-02');
    expect(endDateMin(null, TODAY)).toBe('2030-03-11');
    const values = validValues({ workEndAt: '2030-05-01' });
    expect(withWorkStart(values, '2030-04-15').workEndAt).toBe('2030-05-01');
    expect(withWorkStart(values, '2030-05-01').workEndAt).toBeNull();
  });
});
