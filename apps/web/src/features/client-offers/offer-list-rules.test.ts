import { StatusId } from '@trades/contracts';
import { describe, expect, it } from 'vitest';
import { listRow } from '@/testing/client-offers';
import { formatListDate, keepSelectable, listPageCount, offerLocation, offerRowActions, pageButtons, statusKey } from './offer-list-rules';

const enabled = (statusId: number, applied = 0) =>
  Object.entries(offerRowActions(listRow(1, statusId, { offerStatistics: { numTotalApplied: applied, numUniquePreview: 0 } })))
    .filter(([, on]) => on)
    .map(([action]) => action)
    .sort();

describe('row actions by status', () => {
  it('lets a draft be approved, archived, edited and selected for purchase', () => {
    expect(enabled(StatusId.Draft)).toEqual(['approve', 'archive', 'duplicate', 'edit', 'select']);
  });

  it('treats an offer in verification as a draft that cannot be bought again', () => {
    expect(enabled(StatusId.Verification)).toEqual(['approve', 'archive', 'duplicate', 'edit']);
  });

  it('publishes only an offer ready for publication', () => {
    expect(enabled(StatusId.Paid)).toEqual(['archive', 'duplicate', 'edit', 'publish']);
    for (const status of [StatusId.Draft, StatusId.Verification, StatusId.Active, StatusId.Archived, StatusId.Withdrawn]) {
      expect(offerRowActions(listRow(1, status)).publish, `status ${status}`).toBe(false);
    }
  });

  it('withdraws only an active offer', () => {
    expect(enabled(StatusId.Active)).toEqual(['archive', 'duplicate', 'edit', 'withdraw']);
  });

  it('only duplicates archived and withdrawn offers', () => {
    expect(enabled(StatusId.Archived)).toEqual(['duplicate']);
    expect(enabled(StatusId.Withdrawn)).toEqual(['duplicate']);
  });

  it('links the candidates only once somebody applied', () => {
    expect(enabled(StatusId.Withdrawn, 2)).toEqual(['candidates', 'duplicate']);
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

  it('formats timestamps as dates and leaves a missing one empty', () => {
    expect(formatListDate('2025-03-01T10:00:00.000Z', 'en')).toMatch(/2025/);
    expect(formatListDate(null, 'en')).toBe('');
    expect(formatListDate('not a date', 'en')).toBe('');
  });

  it('drops selected offers that the page shows as no longer selectable', () => {
    const rows = [listRow(1, StatusId.Draft), listRow(2, StatusId.Paid)];
    expect(keepSelectable([1, 2, 3], rows)).toEqual([1, 3]);
  });
});
