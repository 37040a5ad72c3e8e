import { describe, expect, it } from 'vitest';
import { repeatedIndexes } from './form-issue.ts';

describe('repeatedIndexes', () => {
  it('names every repeat after the first', () => {
    expect(repeatedIndexes([3, 4, 3, 3, 5])).toEqual([2, 3]);
    expect(repeatedIndexes(['pl', 'en'])).toEqual([]);
  });
});
