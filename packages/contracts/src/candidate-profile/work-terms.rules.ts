import { ProfileErrorKey } from './constants.ts';

/*
 * Wizard step 7: work systems belong to constant work and flexible-work conditions to flexible work;
 * switching either off clears its list. A condition with nothing chosen is no condition.
 */

export interface FlexibleConditionValue {
  months: readonly number[];
  days: readonly number[];
  hours: readonly [string | null, string | null];
}

export function isEmptyFlexibleCondition(condition: FlexibleConditionValue): boolean {
  return condition.months.length === 0 && condition.days.length === 0 && condition.hours[0] === null && condition.hours[1] === null;
}

/** The work systems kept: none without constant work. */
export function keptWorkSystems<T>(isConstantWork: boolean, workSystems: readonly T[]): T[] {
  return isConstantWork ? [...workSystems] : [];
}

/** The conditions kept: none without flexible work, and never an empty one. */
export function keptFlexibleWorks<T extends FlexibleConditionValue>(isFlexibleWork: boolean, conditions: readonly T[]): T[] {
  return isFlexibleWork ? conditions.filter((condition) => !isEmptyFlexibleCondition(condition)) : [];
}

/**
 * Matching needs at least one choice of step 7: a contract type, a work system of constant work, or
 * flexible work. The message key (on contractTypes, the step's first group) or null.
 */
export function workTermsChoiceIssue(values: { contractTypes: readonly unknown[]; isConstantWork: boolean; workSystems: readonly unknown[]; isFlexibleWork: boolean }): string | null {
  const chosen = values.contractTypes.length > 0 || keptWorkSystems(values.isConstantWork, values.workSystems).length > 0 || values.isFlexibleWork;
  return chosen ? null : ProfileErrorKey.WorkTermsRequired;
}
