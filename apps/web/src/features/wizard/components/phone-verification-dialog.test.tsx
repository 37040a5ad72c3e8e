import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type CodeWait, codeWait, useSecondsLeft } from './phone-verification-dialog';

afterEach(() => vi.useRealTimers());

describe('the resend countdown', () => {
  it('shows the whole wait at once when the answer comes seconds after the dialog opened (not the wait plus the delay)', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-28T08:30:00Z'));
    const { result, rerender } = renderHook(({ wait }: { wait: CodeWait | undefined }) => useSecondsLeft(wait), { initialProps: { wait: undefined as CodeWait | undefined } });
    expect(result.current).toBe(0);
    // The code's answer arrives 2 s later (a slow network or phone), before the countdown's first tick.
    vi.setSystemTime(new Date('2026-12-28T08:30:02Z'));
    rerender({ wait: codeWait(60) });
    expect(result.current).toBe(60);
  });
});
