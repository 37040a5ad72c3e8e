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
// One file more than there are cores: an API test file spends a good part of its time waiting (on a job queue's
// polling, a timer), and with one file per core a third of CI's two cores stood idle through this phase (818 s;
// four files at once took 652-715 s, and slowed the heaviest component tests past their waits).
const workers = `--maxWorkers=${availableParallelism() + 1}`;
const projects = ['--project', 'tooling', '--project', 'contracts', '--project', 'api', '--project', 'web'];
const result = spawnSync('npx', ['vitest', 'run', ...projects, workers, ...process.argv.slice(2)], { stdio: 'inherit', env });
process.exit(result.status ?? 1);
