import { describe, expect, it } from 'vitest';
import { exportFileName, isExportPreparing, monthsBefore, nextExportPossibleAt, retentionCutoffs, visibleExportStatus } from './privacy.rules.ts';

describe('privacy rules', () => {
  const now = new Date('2026-08-31T12:00:00Z');

  it('allows one export a day, counted from the last request', () => {
    expect(nextExportPossibleAt(undefined, now)).toBeUndefined();
    expect(nextExportPossibleAt(new Date('2026-08-31T02:00:00Z'), now)).toEqual(new Date('2026-09-01T02:00:00Z'));
    expect(nextExportPossibleAt(new Date('2026-08-30T12:00:00Z'), now)).toBeUndefined();
  });

  it('takes only a pending export as one being prepared', () => {
    expect(isExportPreparing({ status: 'pending' })).toBe(true);
    expect(isExportPreparing({ status: 'ready' })).toBe(false);
    expect(isExportPreparing({ status: 'failed' })).toBe(false);
    expect(isExportPreparing({ status: 'expired' })).toBe(false);
  });

  it('shows a ready export past its window as expired', () => {
    expect(visibleExportStatus({ status: 'ready', expiresAt: new Date('2026-09-01T00:00:00Z') }, now)).toBe('ready');
    expect(visibleExportStatus({ status: 'ready', expiresAt: now }, now)).toBe('expired');
    expect(visibleExportStatus({ status: 'pending', expiresAt: null }, now)).toBe('pending');
  });

  it('counts calendar months back, a missing day falling to the month’s last', () => {
    expect(monthsBefore(now, 24)).toEqual(new Date('2024-08-31T12:00:00Z'));
    expect(monthsBefore(now, 6)).toEqual(new Date('2026-02-28T12:00:00Z'));
    expect(retentionCutoffs(now, 24, 30)).toEqual({ inactiveBefore: new Date('2024-08-31T12:00:00Z'), warnedBefore: new Date('2026-08-01T12:00:00Z') });
  });

  it('names copied files uniquely, never outside their folder', () => {
    expect(exportFileName('0123456789abcdef', 'cv.pdf')).toBe('files/01234567-cv.pdf');
    expect(exportFileName('0123456789abcdef', '../../etc/passwd')).toBe('files/01234567-_.._etc_passwd');
    expect(exportFileName('0123456789abcdef', '')).toBe('files/01234567-file');
  });
});
