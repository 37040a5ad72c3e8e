import { type ClientOfferListItem, StatusId } from '@trades/contracts';
import { describe, expect, it } from 'vitest';
import { listRow } from '@/testing/client-offers';
import { formatListDate, listPageCount, offerLocation, offerName, pageButtons, shownRowActions, statusKey } from './offer-list-rules';

const shown = (row: ClientOfferListItem) =>
  Object.entries(shownRowActions(row))
    .filter(([, on]) => on)
    .map(([action]) => action)
    .sort();

describe('offer name', () => {
  it('names an offer by profession and city, with its number for dialogs, never by slug', () => {
    expect(offerName(listRow(125, StatusId.Draft))).toBe('Welder, Oslo · #125');
    expect(offerName(listRow(125, StatusId.Draft), false)).toBe('Welder, Oslo');
    expect(offerName(listRow(7, StatusId.Draft, { workLocationCity: null }), false)).toBe('Welder, Norway');
  });
});

describe('row actions', () => {
  it('shows exactly the actions the server allows the row', () => {
    expect(shown(listRow(1, StatusId.Draft, { allowedActions: ['edit', 'archive', 'duplicate', 'select'] }))).toEqual(['archive', 'duplicate', 'edit', 'select']);
    expect(shown(listRow(1, StatusId.Paid, { allowedActions: ['publish'] }))).toEqual(['publish']);
    expect(shown(listRow(1, StatusId.Archived, { allowedActions: [] }))).toEqual([]);
  });

  it('does not offer approval of a draft when the server does not allow it (paid publication)', () => {
    expect(shownRowActions(listRow(1, StatusId.Draft, { allowedActions: ['edit', 'archive', 'duplicate', 'select'] })).approve).toBe(false);
  });

  it('links the candidates once somebody applied, and always on an active offer (its matched candidates)', () => {
    const applied = (numTotalApplied: number) => listRow(1, StatusId.Withdrawn, { allowedActions: ['duplicate'], offerStatistics: { numTotalApplied, numUniquePreview: 0 } });
    expect(shown(applied(2))).toEqual(['candidates', 'duplicate']);
    expect(shown(applied(0))).toEqual(['duplicate']);
    expect(shown(listRow(2, StatusId.Active, { allowedActions: ['duplicate'] }))).toEqual(['candidates', 'duplicate']);
  });
});

describe('list texts and pages', () => {
  it('writes the location as city, country, or the country alone', () => {
    expect(offerLocation(listRow(1, 1))).toBe('Oslo, Norway');
    expect(offerLocation(listRow(1, 1, { workLocationCity: null }))).toBe('Norway');
    expect(offerLocation(listRow(1, 1, { workLocationState: null, workLocationCity: null }))).toBe('');
  });

  it('counts pages as the total over the page size, rounded up', () => {
    expect(listPageCount(0, 10)).toBe(0);
    expect(listPageCount(10, 10)).toBe(1);
    expect(listPageCount(11, 10)).toBe(2);
    expect(listPageCount(23, 10)).toBe(3);
  });

  it('shows every page button when few, else the ends and the neighbours with gaps', () => {
    expect(pageButtons(1, 3)).toEqual([1, 2, 3]);
    expect(pageButtons(1, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pageButtons(1, 20)).toEqual([1, 2, 3, 'gap', 20]);
    expect(pageButtons(10, 20)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
    expect(pageButtons(19, 20)).toEqual([1, 'gap', 17, 18, 19, 20]);
  });

  it('names known statuses and groups the rest', () => {
    expect(statusKey(7)).toBe('7');
    expect(statusKey(18)).toBe('18');
    expect(statusKey(13)).toBe('other');
  });

  it('formats timestamps as date and time in the one format of each language and leaves a missing one empty', () => {
    expect(formatListDate('2025-03-01T10:00:00.000Z', 'en')).toBe('01/03/2025 11:00');
    expect(formatListDate('2025-03-01T10:00:00.000Z', 'pl')).toBe('01.03.2025 11:00');
    expect(formatListDate(null, 'en')).toBe('');
    expect(formatListDate('not a date', 'en')).toBe('');
  });
});
