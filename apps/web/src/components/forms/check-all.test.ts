import { describe, expect, it } from 'vitest';
import { checkAllState, toggleAll } from './check-all';

describe('check-all', () => {
  const all = [1, 2, 3];

  it('is none, some or all by the selected options', () => {
    expect(checkAllState([], all)).toBe('none');
    expect(checkAllState([2], all)).toBe('some');
    expect(checkAllState([3, 1, 2], all)).toBe('all');
    expect(checkAllState(['2'], ['1', '2'])).toBe('some');
  });

  it('selects every option, or clears them when all were selected', () => {
    expect(toggleAll([], all)).toEqual(all);
    expect(toggleAll([2], all)).toEqual(all);
    expect(toggleAll(all, all)).toEqual([]);
    expect(toggleAll(['2'], ['1', '2', '3'])).toEqual(['1', '2', '3']);
    expect(toggleAll(['1', '2', '3'], ['1', '2', '3'])).toEqual([]);
  });
});
