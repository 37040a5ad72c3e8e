import { describe, expect, it } from 'vitest';
import { checkAllState, toggleAll } from './check-all';

describe('check all', () => {
  it('check all selects every option, then clears them', () => {
    const all = ['1', '2', '3'];
    expect(checkAllState([], all)).toBe('none');
    expect(checkAllState(['2'], all)).toBe('some');
    expect(toggleAll(['2'], all)).toEqual(all);
    expect(checkAllState(all, all)).toBe('all');
    expect(toggleAll(all, all)).toEqual([]);
  });
});
