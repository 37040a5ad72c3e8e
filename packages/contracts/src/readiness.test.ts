import { describe, expect, it } from 'vitest';
import { readinessOf, requirementApplies } from './readiness.ts';

const NORWAY = [
  { documentId: 2 },
  { documentId: 1 },
  { documentId: 3, appliesTo: { industries: [1], professions: [38] } },
  { documentId: 4, appliesTo: { contractTypes: [5] } },
  { documentId: 34, appliesTo: { professions: [14, 28] } },
];

describe('readiness for the destination', () => {
  it('a document without conditions always applies; with them, when the offer matches any', () => {
    const welder = { industryId: 6, professionId: 20, contractTypeIds: [1] };
    expect(requirementApplies(undefined, welder)).toBe(true);
    expect(requirementApplies({}, welder)).toBe(true);
    expect(requirementApplies({ industries: [1], professions: [38] }, welder)).toBe(false);
    expect(requirementApplies({ industries: [1], professions: [38] }, { ...welder, professionId: 38 })).toBe(true);
    expect(requirementApplies({ contractTypes: [5] }, { ...welder, contractTypeIds: [1, 5] })).toBe(true);
  });

  it('lists the documents the offer needs, each with whether the candidate holds it', () => {
    const electrician = { industryId: 1, professionId: 14, contractTypeIds: [5] };
    expect(readinessOf(NORWAY, electrician, new Set([2, 3, 99]))).toEqual([
      { documentId: 2, have: true },
      { documentId: 1, have: false },
      { documentId: 3, have: true },
      { documentId: 4, have: false },
      { documentId: 34, have: false },
    ]);
    expect(readinessOf(NORWAY, { industryId: 5, professionId: 29, contractTypeIds: [] }, new Set())).toEqual([
      { documentId: 2, have: false },
      { documentId: 1, have: false },
    ]);
  });
});
