import { describe, expect, it } from 'vitest';
import { isSameSearch, jobAlertCreateBody, jobAlertSearchParams } from './job-alerts.ts';

describe('jobAlertSearchParams', () => {
  it('reads the /search/query segment as the offer list reads its query, keeping only the filters', () => {
    expect(jobAlertSearchParams.parse('industry=1&profession=2,3&country=all&sort=workEndAt|asc&page=4&publication=7')).toEqual({ industries: [1], professions: [2, 3], countries: [] });
    expect(jobAlertSearchParams.parse({ industries: ['1'], workLocationStates: [2] })).toEqual({ industries: [1], professions: [], countries: [2] });
  });

  it('reads showAll as no filter at all', () => {
    expect(jobAlertSearchParams.parse('industry=1&showAll=true')).toEqual({ industries: [], professions: [], countries: [] });
  });

  it('refuses malformed ids and the matching filter under their keys', () => {
    const bad = jobAlertSearchParams.safeParse('industry=x');
    expect(bad.error?.issues).toMatchObject([{ path: ['industry'], message: 'invalid_value' }]);
    const matching = jobAlertSearchParams.safeParse('mlFilter=1');
    expect(matching.error?.issues).toMatchObject([{ path: ['mlFilter'], message: 'job_alert_use_matched' }]);
  });
});

describe('jobAlertCreateBody', () => {
  it('is a search by default and a matched alert with its score', () => {
    expect(jobAlertCreateBody.parse({ params: 'industry=1', frequency: 'daily' })).toMatchObject({ kind: 'search', params: { industries: [1] } });
    expect(jobAlertCreateBody.parse({ kind: 'matched', minScore: '75', frequency: 'weekly' })).toMatchObject({ kind: 'matched', minScore: 75 });
    expect(jobAlertCreateBody.safeParse({ kind: 'matched', frequency: 'weekly' }).error?.issues).toMatchObject([{ path: ['minScore'], message: 'field_required' }]);
  });
});

describe('isSameSearch', () => {
  it('compares the filters whatever the order of their ids', () => {
    expect(isSameSearch({ industries: [1], professions: [3, 1], countries: [] }, { industries: [1], professions: [1, 3], countries: [] })).toBe(true);
    expect(isSameSearch({ industries: [1], professions: [1], countries: [] }, { industries: [1], professions: [1], countries: [2] })).toBe(false);
    expect(isSameSearch({ industries: [], professions: [], countries: [] }, { industries: [1], professions: [], countries: [] })).toBe(false);
  });
});
