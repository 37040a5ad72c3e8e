import { StatusId } from '@trades/contracts';
import { describe, expect, it } from 'vitest';
import { isPerfectFit, keepShown, moveTargets, phoneText, showsNewBadge, statusOnFirstOpen, tabOfHash } from './pipeline-rules';

describe('pipeline rules', () => {
  it('reads the tab from the hash; no hash, an unknown one and #selfApplications are the first tab', () => {
    expect(tabOfHash('').key).toBe('applications');
    expect(tabOfHash('#selfApplications').key).toBe('applications');
    expect(tabOfHash('#whatever').key).toBe('applications');
    expect(tabOfHash('#forAnalysis').key).toBe('forAnalysis');
    expect(tabOfHash('#notFit').path).toBe('not-fit');
    // The spec's older names.
    expect(tabOfHash('#newApplications').key).toBe('applications');
    expect(tabOfHash('#purchased').key).toBe('hired');
  });

  it('shows New for status 8 only in the first four tabs', () => {
    const fresh = { status: { id: StatusId.New, title: '' } };
    expect(['applications', 'forAnalysis', 'itSuits', 'offerPresented'].every((tab) => showsNewBadge(fresh, tab as never))).toBe(true);
    expect(showsNewBadge(fresh, 'hired')).toBe(false);
    expect(showsNewBadge(fresh, 'notFit')).toBe(false);
    expect(showsNewBadge({ status: { id: StatusId.Indefinite, title: '' } }, 'applications')).toBe(false);
  });

  it('moves to every target status but the current one, and opens a new card as indefinite', () => {
    expect(moveTargets(StatusId.ItSuits)).toEqual([StatusId.ForAnalysis, StatusId.OfferPresented, StatusId.Employed, StatusId.DoesNotFit, StatusId.Indefinite]);
    expect(moveTargets(StatusId.New)).toHaveLength(6);
    expect(statusOnFirstOpen({ status: { id: StatusId.New, title: '' } })).toBe(StatusId.Indefinite);
    expect(statusOnFirstOpen({ status: { id: StatusId.Indefinite, title: '' } })).toBeNull();
  });

  it('writes phones with one plus before the country code', () => {
    expect(phoneText({ country_code: '47', number: '912 34 567' })).toBe('+47 912 34 567');
    expect(phoneText({ country_code: '+48', number: '600100200' })).toBe('+48 600100200');
    expect(phoneText({ country_code: '', number: '600100200' })).toBe('600100200');
  });

  it('calls 95 and more a perfect fit', () => {
    expect(isPerfectFit(95)).toBe(true);
    expect(isPerfectFit(94)).toBe(false);
    expect(isPerfectFit(null)).toBe(false);
  });

  it('keeps only selected cards that are still shown', () => {
    expect(keepShown([1, 2, 3], [{ id: 3 }, { id: 1 }])).toEqual([1, 3]);
  });
});
