import { describe, expect, it } from 'vitest';
import { PUBLICATION_SETTLE_MS, REPEATED_SAVE_MS, advanceMark, digestWindowEnd, initialMark, isAfterMark, isDigestDue, lastDigestCutoff, repeatedSave } from './job-alerts.rules.ts';
import { alertIdOfToken, unsubscribeToken } from './job-alerts.tokens.ts';

const HOUR = 3_600_000;
const at = (iso: string) => new Date(iso);

describe('when a digest is due', () => {
  const createdAt = at('2026-03-02T08:00:00Z');

  it('a daily alert is due a day after its creation, a quarter of an hour early counting as on time', () => {
    expect(isDigestDue({ frequency: 'daily', createdAt, lastDigestAt: null }, at('2026-03-03T07:44:00Z'))).toBe(false);
    expect(isDigestDue({ frequency: 'daily', createdAt, lastDigestAt: null }, at('2026-03-03T07:45:00Z'))).toBe(true);
    expect(isDigestDue({ frequency: 'daily', createdAt, lastDigestAt: null }, at('2026-03-05T08:00:00Z'))).toBe(true);
  });

  it('counts from the last digest once there was one', () => {
    const lastDigestAt = at('2026-03-10T08:00:00Z');
    expect(isDigestDue({ frequency: 'daily', createdAt, lastDigestAt }, at('2026-03-10T20:00:00Z'))).toBe(false);
    expect(isDigestDue({ frequency: 'daily', createdAt, lastDigestAt }, at('2026-03-11T08:00:00Z'))).toBe(true);
  });

  it('a weekly alert waits seven days', () => {
    expect(isDigestDue({ frequency: 'weekly', createdAt, lastDigestAt: null }, at('2026-03-08T08:00:00Z'))).toBe(false);
    expect(isDigestDue({ frequency: 'weekly', createdAt, lastDigestAt: null }, at('2026-03-09T08:00:00Z'))).toBe(true);
  });

  it('gives the SQL the same cutoff', () => {
    const now = at('2026-03-09T08:00:00Z');
    expect(lastDigestCutoff('daily', now)).toEqual(at('2026-03-08T08:15:00Z'));
    expect(lastDigestCutoff('weekly', now)).toEqual(at('2026-03-02T08:15:00Z'));
  });
});

describe('the high-water mark', () => {
  const mark = { publishedAt: at('2026-03-02T08:00:00Z'), offerId: 40 };

  it('takes later publications, and at the same moment higher offer ids only', () => {
    expect(isAfterMark({ publishedAt: at('2026-03-02T08:00:01Z'), offerId: 1 }, mark)).toBe(true);
    expect(isAfterMark({ publishedAt: at('2026-03-02T08:00:00Z'), offerId: 41 }, mark)).toBe(true);
    expect(isAfterMark({ publishedAt: at('2026-03-02T08:00:00Z'), offerId: 40 }, mark)).toBe(false);
    expect(isAfterMark({ publishedAt: at('2026-03-02T07:59:59Z'), offerId: 99 }, mark)).toBe(false);
  });

  it('advances to the newest offer of a digest and never goes back', () => {
    const offers = [
      { publishedAt: at('2026-03-02T09:00:00Z'), offerId: 7 },
      { publishedAt: at('2026-03-02T10:00:00Z'), offerId: 3 },
      { publishedAt: at('2026-03-02T10:00:00Z'), offerId: 5 },
    ];
    expect(advanceMark(mark, offers)).toEqual({ publishedAt: at('2026-03-02T10:00:00Z'), offerId: 5 });
    expect(advanceMark(mark, [])).toBe(mark);
    expect(advanceMark(mark, [{ publishedAt: at('2026-03-01T10:00:00Z'), offerId: 90 }])).toBe(mark);
  });

  it('starts at the alert’s creation and leaves offers younger than the settling time to the next digest', () => {
    const now = at('2026-03-02T12:00:00Z');
    expect(initialMark(now)).toEqual({ publishedAt: now, offerId: 0 });
    expect(digestWindowEnd(now).getTime()).toBe(now.getTime() - PUBLICATION_SETTLE_MS);
    expect(PUBLICATION_SETTLE_MS).toBeLessThan(HOUR);
  });
});

describe('the unsubscribe token', () => {
  it('names its alert only when signed with the same secret', () => {
    const token = unsubscribeToken('s'.repeat(40), 42);
    expect(alertIdOfToken('s'.repeat(40), token)).toBe(42);
    expect(alertIdOfToken('t'.repeat(40), token)).toBeUndefined();
    expect(alertIdOfToken('s'.repeat(40), token.replace(/^42\./, '43.'))).toBeUndefined();
    expect(alertIdOfToken('s'.repeat(40), 'garbage')).toBeUndefined();
  });
});

describe('a repeated save', () => {
  const savedAt = at('2026-03-02T08:00:00Z');
  const search = { kind: 'search' as const, frequency: 'daily' as const, params: { industries: [1], professions: [3, 1], countries: [] }, minScore: null, createdAt: savedAt };
  const matched = { kind: 'matched' as const, frequency: 'weekly' as const, params: null, minScore: 60, createdAt: savedAt };
  const justAfter = new Date(savedAt.getTime() + REPEATED_SAVE_MS - 1);
  const sameSearch = { kind: 'search' as const, frequency: 'daily' as const, params: { industries: [1], professions: [1, 3], countries: [] } };

  it('is the same search or score with the same frequency, saved moments ago', () => {
    expect(repeatedSave([matched, search], sameSearch, justAfter)).toBe(search);
    expect(repeatedSave([search, matched], { kind: 'matched', frequency: 'weekly', minScore: 60 }, justAfter)).toBe(matched);
  });

  it('is not another frequency, search or score, nor the same save once the window has passed', () => {
    expect(repeatedSave([search], { ...sameSearch, frequency: 'weekly' }, justAfter)).toBeUndefined();
    expect(repeatedSave([search], { ...sameSearch, params: { industries: [1], professions: [1], countries: [] } }, justAfter)).toBeUndefined();
    expect(repeatedSave([matched], { kind: 'matched', frequency: 'weekly', minScore: 70 }, justAfter)).toBeUndefined();
    expect(repeatedSave([search], sameSearch, new Date(savedAt.getTime() + REPEATED_SAVE_MS))).toBeUndefined();
  });
});
