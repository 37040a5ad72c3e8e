import { describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS, scaledRateLimits } from './rate-limit.ts';

describe('scaledRateLimits', () => {
  it('multiplies every limit, keeping its window', () => {
    const scaled = scaledRateLimits(DEFAULT_RATE_LIMITS, 3);
    expect(scaled.signIn).toEqual({ max: DEFAULT_RATE_LIMITS.signIn.max * 3, timeWindow: DEFAULT_RATE_LIMITS.signIn.timeWindow });
    expect(Object.keys(scaled)).toEqual(Object.keys(DEFAULT_RATE_LIMITS));
    expect(scaledRateLimits(DEFAULT_RATE_LIMITS, 1)).toEqual(DEFAULT_RATE_LIMITS);
  });
});
