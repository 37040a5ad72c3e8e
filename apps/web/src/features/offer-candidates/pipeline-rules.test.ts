import { StatusId } from '@trades/contracts';
import { describe, expect, it } from 'vitest';
import { isUnopened, keepShown, mailDelayMinutes, moveStages, phoneText, statusOnFirstOpen, tabOfHash, undoMoves, undoStatus } from './pipeline-rules';

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

  it('highlights a card nobody opened yet (8) only', () => {
    expect(isUnopened({ status: { id: StatusId.New, title: '' } })).toBe(true);
    expect(isUnopened({ status: { id: StatusId.Indefinite, title: '' } })).toBe(false);
  });

  it('offers every stage but the current one, each with the status it sends, and opens a new card as indefinite', () => {
    expect(moveStages([StatusId.ItSuits])).toEqual([
      { key: 'applications', status: StatusId.Indefinite },
      { key: 'forAnalysis', status: StatusId.ForAnalysis },
      { key: 'offerPresented', status: StatusId.OfferPresented },
      { key: 'hired', status: StatusId.Employed },
      { key: 'notFit', status: StatusId.DoesNotFit },
    ]);
    // A new and an opened card are both in the first stage: "New" is not offered to either.
    expect(moveStages([StatusId.New]).map((stage) => stage.key)).not.toContain('applications');
    expect(moveStages([StatusId.New, StatusId.Indefinite])).toHaveLength(5);
    expect(statusOnFirstOpen({ status: { id: StatusId.New, title: '' } })).toBe(StatusId.Indefinite);
    expect(statusOnFirstOpen({ status: { id: StatusId.Indefinite, title: '' } })).toBeNull();
  });

  it('undoes a move back to the stage the card came from, a never-opened card as opened', () => {
    expect(undoStatus(StatusId.ForAnalysis)).toBe(StatusId.ForAnalysis);
    expect(undoStatus(StatusId.New)).toBe(StatusId.Indefinite);
    expect(
      undoMoves([
        { id: 1, status: StatusId.New },
        { id: 2, status: StatusId.Indefinite },
        { id: 3, status: StatusId.ItSuits },
      ]),
    ).toEqual([
      { ids: [1, 2], status: StatusId.Indefinite },
      { ids: [3], status: StatusId.ItSuits },
    ]);
  });

  it('says the mail window in whole minutes', () => {
    expect(mailDelayMinutes(300)).toBe(5);
    expect(mailDelayMinutes(30)).toBe(1);
    expect(mailDelayMinutes(0)).toBe(0);
    expect(mailDelayMinutes(undefined)).toBe(0);
  });

  it('writes phones with one plus before the country code', () => {
    expect(phoneText({ country_code: '47', number: '912 34 567' })).toBe('+47 912 34 567');
    expect(phoneText({ country_code: '+48', number: '600100200' })).toBe('+48 600100200');
    expect(phoneText({ country_code: '', number: '600100200' })).toBe('600100200');
  });

  it('keeps only selected cards that are still shown', () => {
    expect(keepShown([1, 2, 3], [{ id: 3 }, { id: 1 }])).toEqual([1, 3]);
  });
});
