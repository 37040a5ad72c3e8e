import { describe, expect, it } from 'vitest';
import { draftCondition, flexibleDraft, weekToOptions, withChoice, withHour, withKind, withWeekFrom, withWeekTo } from './flexible-work';

describe('flexible-work draft', () => {
  it('starts empty for a new condition and with the used kinds switched on for an edit', () => {
    expect(flexibleDraft(null).kinds).toEqual({ months: false, weeks: false, days: false, hours: false });
    const draft = flexibleDraft({ months: [12], weeks: [null, null], days: [], hours: ['07:00', null] });
    expect(draft.kinds).toEqual({ months: true, weeks: false, days: false, hours: true });
  });

  it('saves only the kinds switched on, lists sorted without repeats', () => {
    let draft = withKind(withKind(flexibleDraft(null, true), 'months', true), 'days', true);
    draft = withChoice(withChoice(withChoice(draft, 'months', 7, true), 'months', 6, true), 'days', 3, true);
    draft = withHour(draft, 0, '08:00');
    expect(draftCondition(draft)).toEqual({ months: [6, 7], weeks: [null, null], days: [3], hours: [null, null] });
    expect(draftCondition(withKind(draft, 'months', false)).months).toEqual([]);
    // Without weeks on offer (the wizard) the condition carries none.
    expect(draftCondition(withChoice(withKind(flexibleDraft(null), 'days', true), 'days', 1, true))).toEqual({ months: [], days: [1], hours: [null, null] });
  });

  it("sets the 'to' week with the 'from' week and offers 'to' weeks from there", () => {
    const draft = withWeekTo(withWeekFrom(withKind(flexibleDraft(null, true), 'weeks', true), 20), 30);
    expect(draftCondition(draft).weeks).toEqual([20, 30]);
    expect(withWeekFrom(draft, 25).condition.weeks).toEqual([25, 25]);
    expect(weekToOptions([1, 2, 3, 4], 3)).toEqual([3, 4]);
    expect(weekToOptions([1, 2], null)).toEqual([1, 2]);
  });
});
