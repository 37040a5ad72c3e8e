import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationIdOf } from './infra/http/openapi.ts';
import { type TestApp, createTestApp } from './test/test-app.ts';

/*
 * The served API description as clients' tools take it (issue 23): `redocly lint` with its recommended rules finds
 * no error, and warns only where docs/decisions.md says why ("The API description's lint").
 */

const REDOCLY_CLI = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');
const REDOCLY_CONFIG = path.resolve(import.meta.dirname, '../redocly.yaml');
/** The warnings docs/decisions.md accepts: paths the spec gives, and a proprietary API without a licence to name. */
const ACCEPTED_WARNINGS = ['info-license', 'no-ambiguous-paths'];

interface Problem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer: string }[];
}
type Document = { paths: Record<string, Record<string, { operationId?: string }>> };

/** Redocly's findings on a document; it runs offline: no telemetry, no update check. */
async function lint(document: unknown): Promise<Problem[]> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'openapi-lint-'));
  try {
    const file = path.join(dir, 'openapi.json');
    await writeFile(file, JSON.stringify(document));
    const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', REDOCLY_SUPPRESS_NOTIFICATIONS: 'true', NO_COLOR: '1' };
    const args = [REDOCLY_CLI, 'lint', file, '--config', REDOCLY_CONFIG, '--format', 'json', '--max-problems', '10000'];
    // The CLI exits 1 when it finds an error; its report is on stdout either way.
    const stdout = await promisify(execFile)(process.execPath, args, { env, cwd: dir, maxBuffer: 64 * 1024 * 1024 }).then(
      (result) => result.stdout,
      (error: { stdout?: string }) => error.stdout ?? '',
    );
    return (JSON.parse(stdout) as { problems: Problem[] }).problems;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('the API description', () => {
  let t: TestApp;
  let document: Document;
  beforeAll(async () => {
    t = await createTestApp();
    document = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json() as Document;
  });
  afterAll(() => t.close());

  it('passes Redocly’s recommended rules without an error, warning only where a decision says why', async () => {
    const problems = await lint(document);
    const errors = problems.filter((problem) => problem.severity === 'error').map((problem) => `${problem.ruleId} ${problem.location[0]?.pointer}: ${problem.message}`);
    expect(errors).toEqual([]);
    const warned = [...new Set(problems.map((problem) => problem.ruleId))].sort();
    expect(warned).toEqual(ACCEPTED_WARNINGS);
  });

  it('names every operation once, after its method and path unless the route names it', () => {
    expect(operationIdOf('get', '/v1/public/dictionary/work_locations/state/{country}/regions')).toBe('getV1PublicDictionaryWorkLocationsStateByCountryRegions');
    expect(document.paths['/v1/public/offer/{id}']?.get?.operationId).toBe('getV1PublicOfferById');
    const ids = Object.values(document.paths).flatMap((operations) => Object.values(operations).map((operation) => operation.operationId));
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('serves the spec’s /v1/client-brand/ and the documented /v1/client-brand alike', async () => {
    expect(document.paths['/v1/client-brand/']).toBeUndefined();
    for (const url of ['/v1/client-brand/', '/v1/client-brand']) {
      // 401, not 404: the brand list answered, asking for a token.
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
  });
});
