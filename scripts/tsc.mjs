// TypeScript 7's native compiler for the type checks and the API's build: several times faster than TypeScript 6's
// on CI's two cores. TypeScript 6 stays installed as `typescript` for typescript-eslint, which needs its JavaScript
// API; both packages name their command `tsc`, so this runs 7 by its path, never by whichever link npm made.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const compiler = path.join(path.dirname(createRequire(import.meta.url).resolve('typescript-7/package.json')), 'bin/tsc');
const result = spawnSync(process.execPath, [compiler, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
