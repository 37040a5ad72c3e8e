import { describe, expect, it } from 'vitest';
import { type WorkPlaceCountry, lockedDocuments, salaryIssueKey, workPlaceIssues } from './work-places.rules.ts';

// Norway: the tax card (1) needs the personal number (2); 200-400 NOK an hour.
const norway: WorkPlaceCountry = {
  documentRequires: (id) => (id === 1 ? [2] : []),
  salaryMin: { amount: 200 },
  salaryMax: { amount: 400 },
};
const place = { allState: true, regions: [], requiredDocuments: [], salaryAmount: 250 };

describe('documents', () => {
  it('locks the documents a ticked one requires', () => {
    expect([...lockedDocuments([1], norway.documentRequires)]).toEqual([2]);
    expect([...lockedDocuments([2], norway.documentRequires)]).toEqual([]);
  });
});

describe('salary bounds', () => {
  it('keeps the hourly rate within the country bounds', () => {
    expect(salaryIssueKey(199, norway)).toBe('rate_range_too_low');
    expect(salaryIssueKey(200, norway)).toBeNull();
    expect(salaryIssueKey(400, norway)).toBeNull();
    expect(salaryIssueKey(401, norway)).toBe('rate_range_too_high');
  });
});

describe('workPlaceIssues', () => {
  it('accepts the whole country with the documents paired', () => {
    expect(workPlaceIssues({ ...place, requiredDocuments: [1, 2] }, norway)).toEqual([]);
  });

  it('applies the Norway tax-card rule and the salary bounds', () => {
    expect(workPlaceIssues({ ...place, requiredDocuments: [1], salaryAmount: 500 }, norway)).toEqual([
      { path: ['requiredDocuments'], key: 'personal_number_required' },
      { path: ['salaryGrossValue', 'tbbc_amount'], key: 'rate_range_too_high' },
    ]);
  });

  it('wants a region without the whole country, and a city in every chosen region', () => {
    expect(workPlaceIssues({ ...place, allState: false }, norway)).toEqual([{ path: ['workLocationRegions'], key: 'location_required' }]);
    expect(workPlaceIssues({ ...place, allState: false, regions: [{ cities: [10101] }, { cities: [] }] }, norway)).toEqual([
      { path: ['workLocationRegions', 1], key: 'city_required' },
    ]);
  });
});
