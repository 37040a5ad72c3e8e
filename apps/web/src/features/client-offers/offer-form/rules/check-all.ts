/* A check-all box over a group of options (Checkbox.Group works with strings). */

export type CheckAllState = 'all' | 'some' | 'none';

export function checkAllState(selected: readonly string[], all: readonly string[]): CheckAllState {
  const chosen = all.filter((id) => selected.includes(id)).length;
  if (chosen === 0) return 'none';
  return chosen === all.length ? 'all' : 'some';
}

/** The check-all box selects every option, or clears them all when all were selected. */
export function toggleAll(selected: readonly string[], all: readonly string[]): string[] {
  return checkAllState(selected, all) === 'all' ? [] : [...all];
}
