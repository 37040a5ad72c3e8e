/*
 * The clock setting (CLOCK_START; tests and demos only, refused in production): the process's clock starts at
 * a chosen instant and runs on from there. Date itself is moved, so everything in the process agrees on the
 * time: the app's now(), token lifetimes, the logger, and the embedded database's now() (PGlite reads the
 * process's Date). A PostgreSQL server keeps its own clock, which is why the product passes `now` to its
 * queries instead of using the server's.
 */

const SHIFT = Symbol.for('trades.clockShift');

interface ShiftedDate extends DateConstructor {
  [SHIFT]?: { realDate: DateConstructor; offsetMs: number };
}

/**
 * Moves this process's clock by `offsetMs` (time keeps running). Idempotent for the same offset, so a
 * test runner's setup may call it for every file a worker runs; another offset replaces the first.
 */
export function shiftProcessClock(offsetMs: number): void {
  const current = globalThis.Date as ShiftedDate;
  const realDate = current[SHIFT]?.realDate ?? current;
  if (current[SHIFT]?.offsetMs === offsetMs) return;
  const now = () => realDate.now() + offsetMs;
  const shifted = new Proxy(realDate, {
    // new Date() is now; new Date(value) and every other form are untouched.
    construct: (target, args: unknown[], newTarget) => Reflect.construct(target, args.length === 0 ? [now()] : args, newTarget) as object,
    // Date() called as a function answers the current time as text.
    apply: () => new realDate(now()).toString(),
    get: (target, property, receiver) => {
      if (property === 'now') return now;
      if (property === SHIFT) return { realDate, offsetMs };
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
  globalThis.Date = shifted;
}

/** Starts this process's clock at `start`, from this moment on. */
export function startProcessClockAt(start: Date): void {
  const realDate = (globalThis.Date as ShiftedDate)[SHIFT]?.realDate ?? Date;
  shiftProcessClock(start.getTime() - realDate.now());
}
