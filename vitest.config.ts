import { availableParallelism } from 'node:os';
import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';

// Node 20 lacks Map.groupBy, which vitest's reporter uses when it prints failures.
if (typeof (Map as unknown as { groupBy?: unknown }).groupBy !== 'function') {
  Object.defineProperty(Map, 'groupBy', {
    value<K, V>(items: Iterable<V>, key: (item: V, index: number) => K): Map<K, V[]> {
      const groups = new Map<K, V[]>();
      let index = 0;
      for (const item of items) {
        const k = key(item, index++);
        const list = groups.get(k);
        if (list) list.push(item);
        else groups.set(k, [item]);
      }
      return groups;
    },
  });
}

const contractsSource = path.resolve(import.meta.dirname, 'packages/contracts/src');
/** Contracts from source: the index, and a module such as the message catalogues (@trades/contracts/messages/catalogues). */
const contracts = [
  { find: /^@trades\/contracts$/, replacement: path.join(contractsSource, 'index.ts') },
  { find: /^@trades\/contracts\/(.+)$/, replacement: path.join(contractsSource, '$1.ts') },
];

/** Moves every test process's clock to the run's clock case, when it has one (scripts/test-clock.mjs). */
const clockSetup = path.resolve(import.meta.dirname, 'scripts/test-clock-setup.ts');

const apiTestOptions = {
  globalSetup: ['./apps/api/src/test/global-setup.ts'],
  setupFiles: [clockSetup],
  environment: 'node',
  testTimeout: 30_000,
  hookTimeout: 60_000,
  pool: 'forks',
  // A worker keeps the app's modules between files (each file still builds its own app and database): importing
  // them again for every file was a quarter of the run.
  isolate: false,
} as const;

export default defineConfig({
  resolve: { alias: contracts },
  test: {
    // Vitest's default is one file at a time on two cores; the test files spend much of their time waiting
    // (on PGlite's or PostgreSQL's work, on the browser, on the server), so two at once use the machine.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        resolve: { alias: contracts },
        // Worker threads: each test file starts in a fresh worker, and a thread starts far cheaper than a process.
        test: { name: 'contracts', include: ['packages/contracts/src/**/*.test.ts'], environment: 'node', setupFiles: [clockSetup], pool: 'threads' },
      },
      {
        // Checks of the repository's own tooling (the architecture's lint rules).
        test: { name: 'tooling', include: ['scripts/**/*.test.ts'], environment: 'node', testTimeout: 60_000 },
      },
      {
        resolve: { alias: contracts },
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          // Tests that need an outside service (Redis) run in 'services' only.
          exclude: [...configDefaults.exclude, '**/*.services.test.ts'],
          ...apiTestOptions,
        },
      },
      {
        resolve: { alias: contracts },
        test: {
          name: 'services',
          include: ['apps/api/src/**/*.services.test.ts'],
          ...apiTestOptions,
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          // Each file starts in a fresh worker with the app's libraries imported anew: as threads rather than
          // processes the web files took 532 s instead of about 650 s on CI's two cores.
          pool: 'threads',
          setupFiles: [clockSetup, './src/testing/setup.ts'],
          // Vitest's 5 s cut off the heaviest renders (a whole first view rendered on the server and hydrated) on
          // a loaded machine: CPU time, not a hang.
          testTimeout: 30_000,
        },
      },
      {
        resolve: { alias: contracts },
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['./e2e/global-setup.ts'],
          setupFiles: [clockSetup],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // A page waited for by polling gets the same 15 s as a locator, not Vitest's 1 s: two files run at once on two cores.
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
