import { afterEach, describe, expect, it } from 'vitest';
import { shiftProcessClock, startProcessClockAt } from './clock.ts';

const DAY_MS = 86_400_000;

describe('the process clock setting', () => {
  const before = globalThis.Date;
  afterEach(() => {
    globalThis.Date = before;
  });

  it('starts Date at the chosen instant and lets it run on; explicit dates are untouched', async () => {
    startProcessClockAt(new Date('2026-12-31T22:59:59.000Z'));
    const first = Date.now();
    expect(first - Date.parse('2026-12-31T22:59:59.000Z')).toBeLessThan(1000);
    expect(new Date().getTime() - first).toBeLessThan(1000);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(Date.now()).toBeGreaterThan(first);
    expect(new Date('2020-01-02T00:00:00Z').toISOString()).toBe('2020-01-02T00:00:00.000Z');
    expect(new Date(2020, 0, 2).getFullYear()).toBe(2020);
    expect(new Date() instanceof Date).toBe(true);
    expect(typeof Date()).toBe('string');
  });

  it('is idempotent for one offset and replaces (not adds to) another', () => {
    // The real time, whatever clock the test run itself was started at.
    const real = performance.timeOrigin + performance.now();
    shiftProcessClock(3 * DAY_MS);
    shiftProcessClock(3 * DAY_MS);
    expect(Math.round((Date.now() - real) / DAY_MS)).toBe(3);
    shiftProcessClock(-DAY_MS);
    expect(Math.round((Date.now() - real) / DAY_MS)).toBe(-1);
  });
});
