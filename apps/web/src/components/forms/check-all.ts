/* The check-all box of a checklist: pure, so any form's checklist behaves alike. */

export type CheckAllState = 'all' | 'some' | 'none';

/** 'all' when every option is selected, 'none' when none is, else 'some' (the box shows indeterminate). */
export function checkAllState<T>(selected: readonly T[], all: readonly T[]): CheckAllState {
  const ticked = all.filter((option) => selected.includes(option)).length;
  if (ticked === 0) return 'none';
  return ticked === all.length ? 'all' : 'some';
}

/** The check-all box selects every option, or clears them all when all were selected. */
export function toggleAll<T>(selected: readonly T[], all: readonly T[]): T[] {
  return checkAllState(selected, all) === 'all' ? [] : [...all];
}
