import { describe, expect, it } from 'vitest';
import { checkFlexibleDraft, draftFromCondition, emptyFlexibleDraft, endDateMin, weekToOptions, withWeekFrom, withWorkStart } from './schedule.rules';
import { TODAY, validValues } from './values.fixtures';

describe('flexible-work conditions', () => {
  it('needs at least one option', () => {
    expect(checkFlexibleDraft(emptyFlexibleDraft())).toEqual({ ok: false, errors: { condition: 'flexible_condition_empty' } });
  });

  it('setting the from week also sets the to week, and the to list starts there', () => {
    const draft = withWeekFrom({ ...emptyFlexibleDraft(), useWeeks: true }, 20);
    expect(draft).toMatchObject({ weekFrom: 20, weekTo: 20 });
    expect(weekToOptions(20)).toEqual(Array.from({ length: 34 }, (_, i) => i + 20));
    expect(weekToOptions(null)).toHaveLength(53);
  });

  it('incomplete or reversed weeks give the weeks_not_selected_properly toast', () => {
    const base = { ...emptyFlexibleDraft(), useWeeks: true };
    expect(checkFlexibleDraft({ ...base, weekFrom: 5 })).toMatchObject({ ok: false, toast: 'weeks_not_selected_properly' });
    expect(checkFlexibleDraft({ ...base, weekFrom: 30, weekTo: 10 })).toMatchObject({ ok: false, toast: 'weeks_not_selected_properly' });
  });

  it('a switched-on option needs its values; both hours are needed', () => {
    const draft = { ...emptyFlexibleDraft(), useMonths: true, useHours: true, hourFrom: '07:00' };
    expect(checkFlexibleDraft(draft)).toEqual({ ok: false, toast: undefined, errors: { months: 'field_required', hourTo: 'field_required' } });
  });

  it('keeps only the switched-on options, months and days sorted', () => {
    const result = checkFlexibleDraft({ ...emptyFlexibleDraft(), useMonths: true, months: [8, 6, 6], useDays: false, days: [3], useWeeks: true, weekFrom: 23, weekTo: 30 });
    expect(result).toEqual({ ok: true, condition: { months: [6, 8], weeks: [23, 30], days: [], hours: [null, null] } });
    if (result.ok) expect(draftFromCondition(result.condition)).toMatchObject({ useMonths: true, useWeeks: true, useDays: false, useHours: false });
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
