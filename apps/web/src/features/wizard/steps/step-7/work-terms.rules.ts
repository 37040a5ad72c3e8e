import type { FlexibleCondition as FlexibleWorkCondition } from '@/components/forms/flexible-work';
import { type CandidateProfileShow, isEmptyFlexibleCondition, isQuarterHour, keptFlexibleWorks, keptWorkSystems, type wizardPrimary7 } from '@trades/contracts';
import type { z } from 'zod';

/*
 * Wizard step 7's form, contract types, work systems and flexible work: check-all, the constant and
 * flexible switches (by the shared work-terms rules), the flexible-condition dialog and the save body.
 */

export type Step7Primary = z.infer<typeof wizardPrimary7>;

/** A condition of step 7: the form kit's, without weeks. */
export type FlexibleCondition = Omit<FlexibleWorkCondition, 'weeks'>;

export interface WorkTermsValues {
  contractTypes: number[];
  isConstantWork: boolean;
  workSystems: number[];
  isFlexibleWork: boolean;
  flexibleWorks: FlexibleCondition[];
}

export function workTermsValues(profile: Pick<CandidateProfileShow, 'contractTypes' | 'isConstantWork' | 'workSystems' | 'isFlexibleWork' | 'candidateProfileFlexibleWorks'>): WorkTermsValues {
  return {
    contractTypes: profile.contractTypes.map((c) => c.id),
    isConstantWork: profile.isConstantWork,
    workSystems: profile.workSystems.map((w) => w.id),
    isFlexibleWork: profile.isFlexibleWork,
    flexibleWorks: profile.candidateProfileFlexibleWorks.map((f) => ({ months: [...f.months], days: [...f.days], hours: [f.hours[0], f.hours[1]] })),
  };
}

/* ---------- switches ---------- */

/** Work systems belong to constant work: switching it off clears them (the API drops them too). */
export function setConstantWork(values: WorkTermsValues, on: boolean): WorkTermsValues {
  return { ...values, isConstantWork: on, workSystems: keptWorkSystems(on, values.workSystems) };
}

/** Switching flexible work off clears its conditions. */
export function setFlexibleWork(values: WorkTermsValues, on: boolean): WorkTermsValues {
  return { ...values, isFlexibleWork: on, flexibleWorks: keptFlexibleWorks(on, values.flexibleWorks) };
}

/* ---------- the flexible-condition dialog ---------- */

export function isEmptyCondition(condition: FlexibleCondition): boolean {
  return isEmptyFlexibleCondition(condition);
}

/**
 * Saving the dialog: a condition with nothing chosen just closes it (the list stays as it was);
 * otherwise it is added (index null) or replaces the edited one.
 */
export function saveCondition(list: readonly FlexibleCondition[], index: number | null, condition: FlexibleCondition): FlexibleCondition[] {
  if (isEmptyCondition(condition)) return [...list];
  if (index === null) return [...list, condition];
  return list.map((item, i) => (i === index ? condition : item));
}

/** The titles of a condition's months and days, for its line in the list. */
export function conditionTitles(condition: FlexibleCondition, primary: Step7Primary): { months: string[]; days: string[] } {
  const titles = (ids: number[], items: { id: number; title: string }[]) => ids.flatMap((id) => items.find((item) => item.id === id)?.title ?? []);
  return { months: titles(condition.months, primary.months), days: titles(condition.days, primary.days) };
}

export function removeCondition(list: readonly FlexibleCondition[], index: number): FlexibleCondition[] {
  return list.filter((_, i) => i !== index);
}

/** Hours of the pickers: every quarter hour 00:00-23:45 (the API checks the same). */
export function hourOptions(primary: Step7Primary): string[] {
  return primary.hours.filter(isQuarterHour);
}

/* ---------- the save body ---------- */

/** POST /v1/candidate-profile/wizard/7 with the spec's '1'/'0' flags. */
export function step7Body(values: WorkTermsValues) {
  return {
    isConstantWork: values.isConstantWork ? '1' : '0',
    isFlexibleWork: values.isFlexibleWork ? '1' : '0',
    candidateProfileFlexibleWorks: keptFlexibleWorks(values.isFlexibleWork, values.flexibleWorks).map((f) => ({ months: f.months, days: f.days, hours: [f.hours[0] ?? '', f.hours[1] ?? ''] })),
    workSystems: keptWorkSystems(values.isConstantWork, values.workSystems),
    contractTypes: values.contractTypes,
  };
}
