import { describe, expect, it } from 'vitest';
import { availabilityIssues, availabilityOf } from './availability.rules.ts';

const TODAY = '2026-03-02';

describe('availability', () => {
  it('needs a choice, and a date from today on when available', () => {
    expect(availabilityIssues({}, TODAY)).toEqual([{ path: ['isAvailable'], key: 'field_required' }]);
    expect(availabilityIssues({ isAvailable: true }, TODAY)).toEqual([{ path: ['availableFrom'], key: 'availability_date_error' }]);
    expect(availabilityIssues({ isAvailable: true, availableFrom: '2026-03-01' }, TODAY)).toEqual([{ path: ['availableFrom'], key: 'availability_date_error' }]);
    expect(availabilityIssues({ isAvailable: true, availableFrom: TODAY }, TODAY)).toEqual([]);
    expect(availabilityIssues({ isAvailable: false, availableFrom: '2020-01-01' }, TODAY)).toEqual([]);
  });

  it('stores an available candidate with status 2 and the date', () => {
    expect(availabilityOf({ isAvailable: true, availableFrom: TODAY }, 4, TODAY).availability).toEqual({ isAvailable: true, availableFrom: TODAY, availableStatus: 2 });
    expect(availabilityOf({ availableStatus: 2, availableFrom: TODAY }, 4, TODAY).availability?.isAvailable).toBe(true);
  });

  it('leaves other statuses alone when not available, and turns 2 into 4', () => {
    expect(availabilityOf({ isAvailable: false }, 2, TODAY).availability).toEqual({ isAvailable: false, availableFrom: null, availableStatus: 4 });
    expect(availabilityOf({ isAvailable: false }, 1, TODAY).availability?.availableStatus).toBe(1);
    expect(availabilityOf({ availableStatus: 3 }, 2, TODAY).availability?.availableStatus).toBe(3);
  });
});
