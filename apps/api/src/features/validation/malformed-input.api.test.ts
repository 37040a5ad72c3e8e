import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCandidate, newClient } from '../../test/accounts.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';

/*
 * Every route the OpenAPI document lists, called with malformed path values, queries and bodies, as a visitor,
 * a candidate and an employer: whatever the input, the answer is never a server error.
 */

const PATH_VALUES = ['0', '-1', '99999999999999999999', 'abc', '%00', '1.5', "'", 'x'.repeat(400)];
const QUERY = '?page=-1&limit=abc&industry=x,1&sort=zzz&publication=9&country=all,-3';
const BODIES: (string | undefined)[] = [
  undefined,
  '{',
  '[]',
  'null',
  JSON.stringify({ email: 1, password: [], phone: { country: {}, number: null }, page: -1, consents: [{ consent: 'x' }] }),
  JSON.stringify({ title: 'a\u0000b', id: 1e308, description: '<script>x</script>'.repeat(100) }),
];

interface Operation {
  method: string;
  path: string;
}

describe('malformed input on every documented route', () => {
  let t: TestApp;
  let operations: Operation[];
  const tokens: Record<string, string | undefined> = { visitor: undefined };

  beforeAll(async () => {
    t = await createTestApp();
    const spec = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
    operations = Object.entries(spec.paths).flatMap(([path, methods]) =>
      Object.keys(methods)
        .filter((method) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
        .map((method) => ({ method: method.toUpperCase(), path })),
    );
    tokens.candidate = (await newCandidate(t.app, t.database.db)).tokens.token;
    tokens.employer = (await newClient(t.app, t.database.db)).tokens.token;
  });
  afterAll(() => t?.close());

  it('finds the routes to call', () => {
    expect(operations.length).toBeGreaterThan(60);
    expect(operations).toContainEqual({ method: 'POST', path: '/v1/client-offer/create' });
  });

  it.each([
    ['a visitor', 'visitor'],
    ['a candidate', 'candidate'],
    ['an employer', 'employer'],
  ])('never answers a 5xx to %s', async (_, who) => {
    const failures: string[] = [];
    for (const { method, path } of operations) {
      for (const value of PATH_VALUES) {
        const url = path.replace(/\{[^}]+\}/g, value) + (method === 'GET' ? QUERY : '');
        for (const body of method === 'GET' || method === 'DELETE' ? [undefined] : BODIES) {
          const headers: Record<string, string> = { 'x-locale': 'ua' };
          if (body !== undefined) headers['content-type'] = 'application/json';
          const token = tokens[who as string];
          if (token) headers.authorization = `Bearer ${token}`;
          const res = await t.app.inject({ method: method as 'GET', url, headers, payload: body });
          if (res.statusCode >= 500) failures.push(`${res.statusCode} ${method} ${url} ${String(body).slice(0, 40)}: ${res.body.slice(0, 120)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
