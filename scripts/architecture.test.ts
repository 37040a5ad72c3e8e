// The lint rules that hold the architecture (README, "Architecture") catch a crafted violation in each app.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

async function ruleErrors(rule: string, file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === rule && m.severity === 2).map((m) => m.message);
}

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'import-x/no-restricted-paths' && m.severity === 2).map((m) => m.message);
}

describe('feature boundaries in the API', () => {
  it("refuses an import of another feature's internals", async () => {
    const errors = await boundaryErrors('apps/api/src/features/brands/crafted.ts', "export { OffersService } from '../offers/offers.service.ts';\n");
    expect(errors).toEqual([expect.stringContaining("public surface of 'offers'")]);
  });

  it("allows another feature's public surface and its tables", async () => {
    const code = "export * from '../offers/index.ts';\nexport * from '../offers/offers.tables.ts';\n";
    expect(await boundaryErrors('apps/api/src/features/brands/crafted.ts', code)).toEqual([]);
  });

  it('refuses a feature imported from infrastructure', async () => {
    const errors = await boundaryErrors('apps/api/src/infra/http/crafted.ts', "export * from '../../features/offers/offers.tables.ts';\n");
    expect(errors).toEqual([expect.stringContaining('Infrastructure never imports a feature')]);
  });
});

describe('feature boundaries in the web app', () => {
  it("refuses an import of another feature's internals", async () => {
    const errors = await boundaryErrors('apps/web/src/features/search/crafted.ts', "export * from '@/features/accounts/account-rules';\n");
    expect(errors).toEqual([expect.stringContaining("public surface of 'accounts'")]);
  });

  it("allows another feature's public surface", async () => {
    expect(await boundaryErrors('apps/web/src/features/search/crafted.ts', "export * from '@/features/accounts';\n")).toEqual([]);
  });

  it('refuses a feature imported from lib or components', async () => {
    const errors = await boundaryErrors('apps/web/src/lib/crafted.ts', "export * from '@/features/accounts';\n");
    expect(errors).toEqual([expect.stringContaining('Infrastructure never imports a feature')]);
  });
});

describe('import cycles', () => {
  it('refuses a feature importing one that already depends on it, type-only imports included', async () => {
    const errors = await ruleErrors('architecture/no-feature-cycle', 'apps/api/src/features/accounts/crafted.ts', "import type { ErasureDeps } from '../privacy/erasure.ts';\nexport type Crafted = ErasureDeps;\n");
    expect(errors).toEqual([expect.stringContaining('accounts → privacy → accounts')]);
  });

  it('refuses a cycle through several features and through the feature context', async () => {
    const throughShop = await ruleErrors('architecture/no-feature-cycle', 'apps/api/src/features/applications/crafted.ts', "export { purchasedCandidateIds } from '../shop/index.ts';\n");
    expect(throughShop).toEqual([expect.stringMatching(/^'applications' may not import 'shop'.*\(applications → shop( → \S+)* → applications\)/)]);
    const throughContext = await ruleErrors('architecture/no-feature-cycle', 'apps/api/src/features/reference/crafted.ts', "import type { FeatureContext } from '../context.ts';\nexport type Crafted = FeatureContext;\n");
    expect(throughContext).toEqual([expect.stringContaining('reference → context → reference')]);
  });

  it('allows a feature importing one it builds on, and tests using any feature', async () => {
    expect(await ruleErrors('architecture/no-feature-cycle', 'apps/api/src/features/privacy/crafted.ts', "export * from '../accounts/index.ts';\n")).toEqual([]);
    expect(await ruleErrors('architecture/no-feature-cycle', 'apps/api/src/features/accounts/crafted.test.ts', "export * from '../privacy/index.ts';\n")).toEqual([]);
  });

  it('refuses a cycle between features of the web app', async () => {
    const errors = await ruleErrors('architecture/no-feature-cycle', 'apps/web/src/features/offer-cards/crafted.ts', "export * from '@/features/search';\n");
    expect(errors).toEqual([expect.stringContaining('offer-cards → search → offer-cards')]);
  });

  it('refuses two modules of a feature that import each other', async () => {
    const dir = path.join(root, 'apps/web/src/features/search/crafted-cycle');
    mkdirSync(dir, { recursive: true });
    try {
      writeFileSync(path.join(dir, 'second.ts'), "import { first } from './first';\nexport const second = () => first;\n");
      writeFileSync(path.join(dir, 'first.ts'), "export const first = 1;\n");
      const errors = await ruleErrors('import-x/no-cycle', 'apps/web/src/features/search/crafted-cycle/first.ts', "import { second } from './second';\nexport const first = second;\n");
      expect(errors).toEqual([expect.stringContaining('Dependency cycle')]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
