import { describe, expect, it } from 'vitest';
import { isEmptyFlexibleCondition, keptFlexibleWorks, keptWorkSystems, workTermsChoiceIssue } from './work-terms.rules.ts';

const empty = { months: [], days: [], hours: [null, null] as [null, null] };
const summer = { months: [6, 7], days: [], hours: [null, null] as [null, null] };

describe('work terms', () => {
  it('knows an empty condition', () => {
    expect(isEmptyFlexibleCondition(empty)).toBe(true);
    expect(isEmptyFlexibleCondition(summer)).toBe(false);
    expect(isEmptyFlexibleCondition({ ...empty, hours: [null, '16:00'] })).toBe(false);
  });

  it('clears work systems without constant work', () => {
    expect(keptWorkSystems(true, [1, 2])).toEqual([1, 2]);
    expect(keptWorkSystems(false, [1, 2])).toEqual([]);
  });

  it('clears conditions without flexible work and drops empty ones', () => {
    expect(keptFlexibleWorks(true, [empty, summer])).toEqual([summer]);
    expect(keptFlexibleWorks(false, [summer])).toEqual([]);
  });
});

describe('step 7: at least one choice', () => {
  const none = { contractTypes: [], isConstantWork: false, workSystems: [], isFlexibleWork: false };
  it('needs a contract type, a work system of constant work or flexible work', () => {
    expect(workTermsChoiceIssue(none)).toBe('at_least_one_work_term');
    expect(workTermsChoiceIssue({ ...none, workSystems: [1] })).toBe('at_least_one_work_term');
    expect(workTermsChoiceIssue({ ...none, isConstantWork: true })).toBe('at_least_one_work_term');
    expect(workTermsChoiceIssue({ ...none, contractTypes: [1] })).toBeNull();
    expect(workTermsChoiceIssue({ ...none, isConstantWork: true, workSystems: [1] })).toBeNull();
    expect(workTermsChoiceIssue({ ...none, isFlexibleWork: true })).toBeNull();
  });
});
