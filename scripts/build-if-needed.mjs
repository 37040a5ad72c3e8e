// Builds the workspaces when a build output is missing or older than its sources.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

function newest(dir) {
  let latest = 0;
  if (!existsSync(dir)) return latest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

const targets = [
  { sources: ['packages/contracts/src'], output: 'packages/contracts/dist/index.js' },
  { sources: ['apps/web/src', 'apps/web/index.html', 'apps/web/public', 'packages/contracts/src'], output: 'apps/web/dist/index.html' },
  // The server-side entry the API renders public pages with (same web build).
  { sources: ['apps/web/src', 'packages/contracts/src'], output: 'apps/web/dist-ssr/entry-server.js' },
  { sources: ['apps/api/src', 'apps/api/drizzle', 'packages/contracts/src'], output: 'apps/api/dist/server.js' },
];

export function buildIfNeeded() {
  const stale = targets.some(({ sources, output }) => {
    const out = path.join(root, output);
    if (!existsSync(out)) return true;
    const built = statSync(out).mtimeMs;
    return sources.some((s) => {
      const full = path.join(root, s);
      return existsSync(full) && (statSync(full).isDirectory() ? newest(full) : statSync(full).mtimeMs) > built;
    });
  });
  if (!stale) return false;
  console.log('Building the application (first start or changed sources)...');
  // A production build even when called from a test runner that sets NODE_ENV=test.
  execSync('npm run build', { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfNeeded();
