// The browser tests: the built server, Debian's Chromium, at the clock case of the day (scripts/test-clock.mjs);
// the server, the browser's pages and the tests' own dates all run on that clock. Arguments go to vitest.
import { spawnSync } from 'node:child_process';
import { testClockEnvironment } from './test-clock.mjs';

const clock = testClockEnvironment();
console.log(`Browser tests at ${clock.description}`);
const result = spawnSync('npx', ['vitest', 'run', '--project', 'e2e', ...process.argv.slice(2)], { stdio: 'inherit', env: { ...process.env, ...clock.env } });
process.exit(result.status ?? 1);
