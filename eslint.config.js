import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import featureCycles from './scripts/eslint-feature-cycles.js';
import tseslint from 'typescript-eslint';

const here = import.meta.dirname;

/**
 * The architecture's import rules (README, "Architecture"), one zone list per app:
 * - a feature is used by others only through its public surface: `index.ts`, its `*.tables.ts`
 *   (API joins) and `testing.ts(x)` (fixtures for tests);
 * - infrastructure (API `infra`, `config`; web `lib`, `components`, `locales`) never imports a feature or the app shell;
 * - no import cycles between modules (`import-x/no-cycle`), and none between features, type-only imports included
 *   (`architecture/no-feature-cycle`): a feature that another builds on gets what it needs of it handed in where the app is composed.
 */
export function boundaryZones(appSrc, infraFolders) {
  const root = path.join(here, appSrc);
  const features = readdirSync(path.join(root, 'features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const featureZones = features.map((feature) => ({
    target: [`${root}/!(features)/**`, `${root}/*.{ts,tsx}`, `${root}/features/!(${feature})/**`, `${root}/features/*.{ts,tsx}`],
    from: `${root}/features/${feature}/**`,
    except: [`${root}/features/${feature}/{index,*.tables,testing}.{ts,tsx}`],
    message: `Use the public surface of '${feature}' (its index.ts) instead of its internals.`,
  }));
  const infraZone = {
    target: infraFolders.map((folder) => `${root}/${folder}/**`),
    from: [`${root}/features/**`, `${root}/{app/**,app.ts}`],
    message: 'Infrastructure never imports a feature or the app shell.',
  };
  return [...featureZones, infraZone];
}

const apiZones = boundaryZones('apps/api/src', ['infra', 'config']);
const webZones = boundaryZones('apps/web/src', ['lib', 'components', 'locales']);

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-ssr/**', '**/node_modules/**', 'data/**', 'apps/api/drizzle/**', 'test-results/**', '**/lint-fixtures/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.property.name='only'][callee.object.name=/^(it|test|describe)$/]", message: 'Focused tests are not committed.' },
        { selector: "CallExpression[callee.property.name='skip'][callee.object.name=/^(it|test|describe)$/]", message: 'Skipped tests are not committed.' },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/contracts/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // Without the TypeScript extensions import-x parses no .ts/.tsx dependency, and no-cycle sees nothing.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: ['apps/api/tsconfig.json', 'apps/web/tsconfig.json', 'packages/contracts/tsconfig.json'].map((p) => path.join(here, p)),
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['apps/*/src/features/**/*.{ts,tsx}'],
    plugins: { architecture: featureCycles },
    rules: { 'architecture/no-feature-cycle': 'error' },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: apiZones }] },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: webZones }] },
  },
  {
    // Contracts are pure: shared by both apps, they import neither.
    files: ['packages/contracts/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/apps/**', '@/*', 'node:*', 'fastify*', 'react*', 'drizzle-orm*'], message: 'contracts stay pure: no app code, runtime or framework imports' }] }],
    },
  },
);
