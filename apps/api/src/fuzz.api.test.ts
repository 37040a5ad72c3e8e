import fc from 'fast-check';
import { StatusId } from '@trades/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, employer, readyCandidate } from './features/applications/testing.ts';
import { insertOffer } from './features/offers/testing.ts';
import { buyOnePublication } from './features/payments/testing.ts';
import { BUDPOL, saveCompany } from './features/shop/testing.ts';
import { OPERATOR_ENV, operatorHeaders } from './test/operator.ts';
import { type TestApp, createTestApp } from './test/test-app.ts';

/*
 * Property-based fuzzing (fast-check) of the routes added since the last hardening: the shop and payments, invoices,
 * document packs and prints, job alerts, privacy, the pipeline and the operator. Bodies, queries and path values are
 * drawn from each operation's own schema in the served OpenAPI document, bent at its edges (lengths and bounds passed,
 * wrong types, NUL and markup, huge numbers), with the real ids of records the callers own mixed in so the calls
 * reach the services. Whatever comes in, no answer is a 5xx. The seed is fixed, so a failure reproduces.
 */

type Schema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};
type Parameter = { name: string; in: string; schema?: Schema };
type Operation = { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: Schema }> } };

const NEW_ROUTES = [
  /^\/v1\/shop\//,
  /^\/v1\/payment\//,
  /^\/v1\/client-profile\/price-list/,
  /^\/v1\/client-financial-account\//,
  /data-set-queue/,
  /^\/v1\/client-candidate\//,
  /^\/v1\/job-alerts/,
  /^\/v1\/public\/job-alerts/,
  /^\/v1\/user\/data-export/,
  /^\/v1\/public\/user\/account-delete/,
  /^\/v1\/client-offer\/applied/,
  /^\/v1\/client-offer\/\{id\}\/[a-z-]+\/list$/,
  /^\/v1\/candidate-offer\//,
  /^\/v1\/operator\//,
];

const HOSTILE_STRINGS = ['', ' ', 'a\u0000b', '<script>alert(1)</script>', "'; drop table users; --", '%00', '\u202e\ud83d\ude00', 'x'.repeat(5_000), '../../etc/passwd', '1e308', '-1', '2026-02-30'];
const HOSTILE_NUMBERS = [0, -1, 1.5, 2 ** 31 - 1, 2 ** 31, 2 ** 53, -(2 ** 53), 1e308, Number.MIN_VALUE];

const typesOf = (schema: Schema): string[] => (Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []);

/** Values for a schema: mostly of its shape, sometimes just past its edges, now and then anything at all. */
function valuesOf(schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return fc.anything({ maxDepth: 1 });
  const parts = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  const shaped: fc.Arbitrary<unknown>[] = parts.map((part) => valuesOf(part, depth + 1));
  if (schema.enum) shaped.push(fc.constantFrom(...schema.enum));
  if (schema.const !== undefined) shaped.push(fc.constant(schema.const));
  for (const type of typesOf(schema)) {
    if (type === 'string') {
      const max = Math.min(schema.maxLength ?? 40, 60);
      shaped.push(fc.string({ maxLength: max }), fc.constantFrom(...HOSTILE_STRINGS));
      if (schema.maxLength !== undefined) shaped.push(fc.constant('y'.repeat(schema.maxLength + 1)));
      if (schema.format === 'uuid') shaped.push(fc.uuid());
      if (schema.format === 'date' || schema.format === 'date-time') shaped.push(fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, schema.format === 'date' ? 10 : 24)));
    } else if (type === 'integer' || type === 'number') {
      const min = Math.max(schema.minimum ?? -10, -1_000);
      const max = Math.min(schema.maximum ?? 1_000, 1_000);
      shaped.push(fc.integer({ min: Math.min(min, max), max }), fc.constantFrom(...HOSTILE_NUMBERS));
    } else if (type === 'boolean') {
      shaped.push(fc.boolean(), fc.constantFrom('true', 1, 'no'));
    } else if (type === 'null') {
      shaped.push(fc.constant(null));
    } else if (type === 'array') {
      shaped.push(fc.array(valuesOf(schema.items, depth + 1), { maxLength: Math.min((schema.maxItems ?? 3) + 1, 6) }));
    } else if (type === 'object') {
      const properties = Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, property]) => [key, valuesOf(property, depth + 1)]));
      shaped.push(fc.record(properties, { requiredKeys: [] }));
    }
  }
  if (shaped.length === 0) return fc.anything({ maxDepth: 2 });
  return fc.oneof({ arbitrary: fc.oneof(...shaped), weight: 9 }, { arbitrary: fc.anything({ maxDepth: 2 }), weight: 1 });
}

/** A query string from drawn values: arrays as repeated keys, objects as JSON. */
function queryString(values: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    for (const one of Array.isArray(value) ? value : [value]) search.append(key, typeof one === 'object' ? JSON.stringify(one) : String(one));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

describe('fuzzing the routes added since the last hardening', () => {
  let t: TestApp;
  const operations: { method: string; path: string; operation: Operation }[] = [];
  const callers: Record<string, Record<string, string>> = { visitor: {} };
  /** Real values by path parameter name, owned by the callers. */
  const known: Record<string, string[]> = {};

  beforeAll(async () => {
    t = await createTestApp({ env: { ...OPERATOR_ENV } });
    const db = t.database.db;
    const boss: Account = await employer(t.app, db, { name: BUDPOL.name, licTradNum: BUDPOL.licTradNum });
    await saveCompany(t.app, boss.auth, BUDPOL);
    const candidate: Account = await readyCandidate(t.app, db);
    callers.employer = boss.auth;
    callers.candidate = candidate.auth;
    callers.operator = { authorization: (await operatorHeaders(t.app)).authorization as string };

    const orderUuid = await buyOnePublication(t.app, db, boss);
    const offer = await insertOffer(db, boss.userId);
    expect((await t.app.inject({ method: 'POST', url: `/v1/candidate-offer/apply/${offer.id}`, headers: candidate.auth, payload: { availableFrom: '2030-01-01' } })).statusCode).toBeLessThan(300);
    const entries = (await t.app.inject({ method: 'GET', url: `/v1/client-offer/${offer.id}/applications/list`, headers: boss.auth })).json().items as { id: number; candidateApplied: { uuid: string } }[];
    const pack = (await t.app.inject({ method: 'POST', url: `/v1/client-offer/${offer.id}/data-set-queue`, headers: boss.auth, payload: { status: StatusId.New } })).json().data.offerDatasetQueue as { id: number };
    const alert = (await t.app.inject({ method: 'POST', url: '/v1/job-alerts', headers: candidate.auth, payload: { params: 'showAll=true', frequency: 'daily' } })).json() as { id?: number; data?: { id: number } };
    const dataExport = (await t.app.inject({ method: 'POST', url: '/v1/user/data-export', headers: candidate.auth, payload: {} })).json() as { id: number };
    const ids = [offer.id, pack.id, dataExport.id, ...entries.map((entry) => entry.id), alert.id ?? alert.data?.id ?? 1].map(String);
    Object.assign(known, {
      id: ids,
      offerId: [String(offer.id)],
      queueId: [String(pack.id)],
      uuid: [orderUuid, offer.uuid],
      candidateUuid: entries.map((entry) => entry.candidateApplied.uuid),
    });

    const document = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json() as { paths: Record<string, Record<string, Operation>> };
    for (const [path, methods] of Object.entries(document.paths)) {
      if (!NEW_ROUTES.some((pattern) => pattern.test(path))) continue;
      for (const [method, operation] of Object.entries(methods)) {
        if (['get', 'post', 'put', 'patch', 'delete'].includes(method)) operations.push({ method: method.toUpperCase(), path, operation });
      }
    }
  });
  afterAll(() => t?.close());

  it('covers the new routes', () => {
    expect(operations.length).toBeGreaterThan(40);
    const paths = operations.map((operation) => operation.path);
    for (const expected of ['/v1/shop/cart/item/add', '/v1/job-alerts', '/v1/client-offer/applied/bulk-update', '/v1/user/data-export']) expect(paths).toContain(expected);
  });

  it('answers every drawn request without a server error', async () => {
    const failures: string[] = [];
    for (const { method, path, operation } of operations) {
      const parameters = operation.parameters ?? [];
      const pathValues = fc.record(
        Object.fromEntries(
          parameters
            .filter((parameter) => parameter.in === 'path')
            .map((parameter) => [
              parameter.name,
              fc.oneof(
                { arbitrary: fc.constantFrom(...(known[parameter.name] ?? ['1'])), weight: 3 },
                { arbitrary: valuesOf(parameter.schema).map((value) => encodeURIComponent(String(value)).slice(0, 300) || '0'), weight: 2 },
              ),
            ]),
        ),
      );
      const queries = fc.record(Object.fromEntries(parameters.filter((parameter) => parameter.in === 'query').map((parameter) => [parameter.name, valuesOf(parameter.schema)])), { requiredKeys: [] });
      const body = valuesOf(operation.requestBody?.content?.['application/json']?.schema ?? { type: 'object' });
      await fc.assert(
        fc.asyncProperty(pathValues, queries, body, fc.constantFrom(...Object.keys(callers)), async (values, query, payload, caller) => {
          const url = path.replace(/\{([^}]+)\}/g, (_, name: string) => String(values[name] ?? '1')) + queryString(query);
          const withBody = method !== 'GET' && method !== 'DELETE';
          const answer = await t.app.inject({
            method: method as 'GET',
            url,
            headers: { ...callers[caller], 'x-locale': 'ua', ...(withBody ? { 'content-type': 'application/json' } : {}) },
            ...(withBody ? { payload: JSON.stringify(payload) ?? 'null' } : {}),
          });
          if (answer.statusCode >= 500) failures.push(`${method} ${url} as ${caller} with ${JSON.stringify(payload)?.slice(0, 300)}: ${answer.statusCode} ${answer.body.slice(0, 300)}`);
          return answer.statusCode < 500;
        }),
        { seed: 23, numRuns: 100, endOnFailure: true },
      ).catch(() => undefined);
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
