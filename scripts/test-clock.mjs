// The clock the test suites run at. No test may depend on today's date, the time of day or the machine's
// time zone, so the suites are run at the moments where that shows: a month's last evening, a month's first
// minutes (still the previous day in UTC) and a year's last evening, each in a time zone whose calendar
// day differs from the market's (Warsaw), and a 28th's morning, when "in a few days" is next month's 1st
// to 3rd (whose names are contained in the 11th to 31st: the wizard's date-picker failure of issue 21). Each case is the next such moment from now, so that what the
// suites create is never dated before what the database has already stored.

const MARKET_TIME_ZONE = 'Europe/Warsaw';

/** The cases: the market's wall time they fall on, and the time zone the test processes and browser run in. */
export const CLOCK_CASES = {
  'month-end': { day: 'last', time: '23:45', timeZone: 'America/Los_Angeles' },
  'month-start': { day: 'first', time: '00:15', timeZone: 'UTC' },
  'year-end': { day: 'year-last', time: '23:45', timeZone: 'Asia/Tokyo' },
  'day-28': { day: 28, time: '09:30', timeZone: 'Europe/Oslo' },
};

/** The instant that is `wallTime` (HH:MM) on `date` (Y, M from 1, D) in Warsaw. */
function marketInstant(year, month, day, wallTime) {
  const [hours, minutes] = wallTime.split(':').map(Number);
  const wall = Date.UTC(year, month - 1, day, hours, minutes);
  // Warsaw is UTC+1 or UTC+2: the one offset that reads back as the same wall time.
  for (const offsetHours of [1, 2]) {
    const instant = new Date(wall - offsetHours * 3_600_000);
    const parts = new Intl.DateTimeFormat('en-GB', { timeZone: MARKET_TIME_ZONE, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' })
      .formatToParts(instant)
      .reduce((acc, part) => ({ ...acc, [part.type]: Number(part.value) }), {});
    if (parts.year === year && parts.month === month && parts.day === day && parts.hour === hours && parts.minute === minutes) return instant;
  }
  throw new Error(`no such wall time in ${MARKET_TIME_ZONE}: ${year}-${month}-${day} ${wallTime}`);
}

/** The case's next moment after `now`. */
export function clockCaseInstant(name, now = new Date()) {
  const spec = CLOCK_CASES[name];
  if (!spec) throw new Error(`unknown clock case ${name}: one of ${Object.keys(CLOCK_CASES).join(', ')}`);
  const year = now.getUTCFullYear();
  const candidates = [];
  for (let index = 0; index < 26; index += 1) {
    const monthStart = new Date(Date.UTC(year, now.getUTCMonth() - 1 + index, 1));
    const y = monthStart.getUTCFullYear();
    const m = monthStart.getUTCMonth() + 1;
    const lastDay = new Date(Date.UTC(y, m, 0)).getUTCDate();
    if (spec.day === 'first') candidates.push(marketInstant(y, m, 1, spec.time));
    if (spec.day === 'last') candidates.push(marketInstant(y, m, lastDay, spec.time));
    if (spec.day === 'year-last' && m === 12) candidates.push(marketInstant(y, 12, 31, spec.time));
    if (typeof spec.day === 'number') candidates.push(marketInstant(y, m, spec.day, spec.time));
  }
  const next = candidates.find((instant) => instant.getTime() > now.getTime());
  if (!next) throw new Error(`no ${name} moment ahead of ${now.toISOString()}`);
  return next;
}

/** One case a day, in turn: each CI run tries one, and four days try them all. */
export function caseOfTheDay(now = new Date()) {
  const names = Object.keys(CLOCK_CASES);
  return names[Math.floor(now.getTime() / 86_400_000) % names.length];
}

/**
 * The environment of a test run at a case (TEST_CLOCK_CASE names one; `real` keeps the machine's clock and
 * time zone; unset: the case of the day). TEST_CLOCK is the instant and TEST_CLOCK_FROM the real moment it
 * was chosen at, so every process of the run moves its clock by the same amount (scripts/test-clock-setup.ts).
 */
export function testClockEnvironment(env = process.env, now = new Date()) {
  const name = env.TEST_CLOCK_CASE || caseOfTheDay(now);
  if (name === 'real') return { env: {}, description: 'the real clock and time zone (TEST_CLOCK_CASE=real)' };
  const instant = clockCaseInstant(name, now);
  const { timeZone } = CLOCK_CASES[name];
  const market = new Intl.DateTimeFormat('en-GB', { timeZone: MARKET_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' }).format(instant);
  return {
    env: { TEST_CLOCK: instant.toISOString(), TEST_CLOCK_FROM: String(now.getTime()), TZ: timeZone },
    description: `clock case ${name}: ${market} in Warsaw, time zone ${timeZone} (TEST_CLOCK_CASE=${name}; =real for the machine's clock)`,
  };
}
