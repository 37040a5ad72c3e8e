// Every test process of a run at a clock case (scripts/test-clock.mjs) moves its clock by the same amount.
import { shiftProcessClock } from '../apps/api/src/infra/clock.ts';

const target = process.env.TEST_CLOCK;
if (target) {
  // Where the real moment the case was chosen at is not given, it is this process's start.
  const from = Number(process.env.TEST_CLOCK_FROM) || Date.now() - process.uptime() * 1000;
  shiftProcessClock(Date.parse(target) - from);
}
