// Unit, component and API integration tests; the API tests use the embedded PGlite here.
import { spawnSync } from 'node:child_process';

const env = { ...process.env };
delete env.TEST_DATABASE_URL;
const result = spawnSync('npx', ['vitest', 'run', '--project', 'tooling', '--project', 'contracts', '--project', 'api', '--project', 'web'], { stdio: 'inherit', env });
process.exit(result.status ?? 1);
