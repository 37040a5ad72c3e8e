import { wizardStep7Body } from '@trades/contracts';
import { describe, expect, it } from 'vitest';
import { checkAllState, toggleAll } from '@/components/forms/check-all';
import { draftCondition, flexibleDraft } from '@/components/forms/flexible-work';
import {
  hourOptions,
  removeCondition,
  saveCondition,
  setConstantWork,
  setFlexibleWork,
  step7Body,
  conditionTitles,
  workTermsValues,
  type WorkTermsValues,
} from './work-terms.rules';
import { STEP7_PRIMARY } from '@/testing/wizard-step-7';

const values = (overrides: Partial<WorkTermsValues> = {}): WorkTermsValues => ({
  contractTypes: [1],
  isConstantWork: true,
  workSystems: [1, 7],
  isFlexibleWork: true,
  flexibleWorks: [{ months: [6, 7], days: [1], hours: ['07:00', '15:30'] }],
  ...overrides,
});

describe('check-all', () => {
  it('ticks all, then clears all; reports none, some and all', () => {
    const ids = STEP7_PRIMARY.contractTypes.map((item) => item.id);
    expect(checkAllState([], ids)).toBe('none');
    expect(checkAllState([1], ids)).toBe('some');
    expect(toggleAll([1], ids)).toEqual([1, 2, 3]);
    expect(checkAllState([1, 2, 3], ids)).toBe('all');
    expect(toggleAll([1, 2, 3], ids)).toEqual([]);
  });
});

describe('switches (4.4)', () => {
  it('switching flexible work off clears the conditions; constant work off clears the work systems', () => {
    expect(setFlexibleWork(values(), false)).toMatchObject({ isFlexibleWork: false, flexibleWorks: [] });
    expect(setFlexibleWork(values(), true).flexibleWorks).toHaveLength(1);
    expect(setConstantWork(values(), false)).toMatchObject({ isConstantWork: false, workSystems: [] });
  });
});

describe('flexible-condition dialog', () => {
  it('opens empty for add and prefilled with its kinds for edit', () => {
    expect(flexibleDraft(undefined)).toEqual({ kinds: { months: false, weeks: false, days: false, hours: false }, condition: { months: [], days: [], hours: [null, null] } });
    expect(flexibleDraft({ months: [6], days: [], hours: ['07:00', null] }).kinds).toEqual({ months: true, weeks: false, days: false, hours: true });
  });

  it('saving with nothing chosen just closes: the list stays as it was', () => {
    const list = values().flexibleWorks;
    expect(saveCondition(list, null, draftCondition(flexibleDraft(undefined)))).toEqual(list);
    const cleared = { kinds: { months: false, weeks: false, days: false, hours: false }, condition: { months: [3], days: [2], hours: ['08:00', '16:00'] as [string, string] } };
    expect(saveCondition(list, 0, draftCondition(cleared))).toEqual(list);
  });

  it('unchosen kinds are cleared; lists are sorted; edit replaces, add appends', () => {
    const draft = { kinds: { months: true, weeks: false, days: false, hours: true }, condition: { months: [8, 6, 6], days: [3], hours: ['06:00', null] as [string, null] } };
    expect(draftCondition(draft)).toEqual({ months: [6, 8], days: [], hours: ['06:00', null] });
    const list = values().flexibleWorks;
    expect(saveCondition(list, null, draftCondition(draft))).toHaveLength(2);
    expect(saveCondition(list, 0, draftCondition(draft))).toEqual([{ months: [6, 8], days: [], hours: ['06:00', null] }]);
    expect(removeCondition(list, 0)).toEqual([]);
  });

  it('offers the hours every 15 minutes from 00:00 to 23:45', () => {
    const hours = hourOptions(STEP7_PRIMARY);
    expect(hours).toHaveLength(96);
    expect(hours[1]).toBe('00:15');
    expect(hours.at(-1)).toBe('23:45');
  });
});

describe('save body', () => {
  it("sends the flags as '1'/'0' and the lists that belong to them", () => {
    expect(step7Body(values())).toEqual({
      isConstantWork: '1',
      isFlexibleWork: '1',
      candidateProfileFlexibleWorks: [{ months: [6, 7], days: [1], hours: ['07:00', '15:30'] }],
      workSystems: [1, 7],
      contractTypes: [1],
    });
    expect(step7Body(values({ isConstantWork: false, isFlexibleWork: false }))).toMatchObject({
      isConstantWork: '0',
      isFlexibleWork: '0',
      candidateProfileFlexibleWorks: [],
      workSystems: [],
    });
  });

  it('the save body passes the API schema of step 7', () => {
    expect(wizardStep7Body.parse(step7Body(values({ flexibleWorks: [{ months: [], days: [1], hours: ['07:00', null] }] })))).toEqual({
      isConstantWork: true,
      isFlexibleWork: true,
      candidateProfileFlexibleWorks: [{ months: [], days: [1], hours: ['07:00', null] }],
      workSystems: [1, 7],
      contractTypes: [1],
    });
  });

  it('reads the profile; names the months and days of a condition', () => {
    const read = workTermsValues({
      contractTypes: [{ id: 3, title: 'B2B' }],
      isConstantWork: false,
      workSystems: [],
      isFlexibleWork: true,
      candidateProfileFlexibleWorks: [{ months: [1], days: [], hours: [null, '10:00'] }],
    });
    expect(read).toEqual({ contractTypes: [3], isConstantWork: false, workSystems: [], isFlexibleWork: true, flexibleWorks: [{ months: [1], days: [], hours: [null, '10:00'] }] });
    expect(conditionTitles({ months: [6, 7], days: [1, 7], hours: [null, null] }, STEP7_PRIMARY)).toEqual({ months: ['June', 'July'], days: ['Monday', 'Sunday'] });
  });
});
