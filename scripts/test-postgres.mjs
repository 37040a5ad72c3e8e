// The API integration tests again on a real PostgreSQL server, with the tests that need Redis,
// when TEST_DATABASE_URL names one (.ci/run sets it and TEST_REDIS_URL to the local servers).
import { spawnSync } from 'node:child_process';

if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: API tests ran on PGlite only (.ci/run sets it to the local PostgreSQL).');
  process.exit(0);
}
if (!process.env.TEST_REDIS_URL) {
  // The services project is part of this run; leaving it out silently would look like a pass.
  console.error('TEST_DATABASE_URL is set but TEST_REDIS_URL is not: set it to a Redis server (e.g. redis://127.0.0.1:6379) for the services tests.');
  process.exit(1);
}
const result = spawnSync('npx', ['vitest', 'run', '--project', 'api', '--project', 'services'], { stdio: 'inherit' });
process.exit(result.status ?? 1);
