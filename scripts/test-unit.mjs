// Unit, component and API integration tests; the API tests use the embedded PGlite here. They run at the
// clock case of the day (scripts/test-clock.mjs): a month's or a year's last evening in another time zone.
// Arguments go to vitest (e.g. a file to rerun at a case: TEST_CLOCK_CASE=year-end node scripts/test-unit.mjs path).
import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { testClockEnvironment } from './test-clock.mjs';

const clock = testClockEnvironment();
console.log(`Unit tests at ${clock.description}`);
const env = { ...process.env, ...clock.env };
delete env.TEST_DATABASE_URL;
// One file more than the cores: with one per core a third of CI's two cores idled through this phase (the API files
// wait on PGlite's start, job polling and timers), and three at once took about 700 s there instead of 820-860 s.
const workers = availableParallelism() + 1;
const projects = ['tooling', 'contracts', 'api', 'web'].flatMap((name) => ['--project', name]);
const result = spawnSync('npx', ['vitest', 'run', `--maxWorkers=${workers}`, ...projects, ...process.argv.slice(2)], { stdio: 'inherit', env });
process.exit(result.status ?? 1);
