import { describe, expect, it } from 'vitest';
import { oneAtATimePerKey } from './background-work.ts';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('oneAtATimePerKey', () => {
  it('runs the work of one key in the order asked, never two at once, and other keys alongside', async () => {
    const serial = oneAtATimePerKey();
    const log: string[] = [];
    const work = (name: string, ms: number) => async () => {
      log.push(`start ${name}`);
      await tick(ms);
      log.push(`end ${name}`);
    };
    // The first run of "a" is the slowest: the second must still start only after it, and "b" need not wait.
    await Promise.all([serial('a', work('a1', 30)), serial('a', work('a2', 1)), serial('b', work('b1', 5))]);
    expect(log.indexOf('start a2')).toBeGreaterThan(log.indexOf('end a1'));
    expect(log.indexOf('end b1')).toBeLessThan(log.indexOf('end a1'));
  });

  it('goes on with the next run of a key after one fails, and hands the failure to its caller', async () => {
    const serial = oneAtATimePerKey();
    const failed = serial('a', () => Promise.reject(new Error('boom')));
    let ran = false;
    const next = serial('a', async () => {
      ran = true;
    });
    await expect(failed).rejects.toThrow('boom');
    await next;
    expect(ran).toBe(true);
  });
});
