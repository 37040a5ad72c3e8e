import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { serializerCompiler as checkedSerializerCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from './app.ts';
import { loadConfig } from './config/config.ts';
import { compiledSerializerOf } from './infra/http/response-serializer.ts';
import { openTestDatabase } from './test/test-app.ts';
import { bearer, login } from './test/accounts.ts';
import { seedDatabase } from './seed/seed.ts';
import { DEMO_PASSWORD } from './seed/demo-seed.ts';

/*
 * Production writes answers with serializers compiled from the response schemas instead of encoding
 * them with zod (docs/decisions.md). Both must give the same JSON: every object answer of real
 * requests on the demo data is written both ways, from the handler's own value, before it is sent.
 */

interface Written {
  url: string;
  checked: string;
  compiled: string | undefined;
}

describe('compiled response serializers', () => {
  let app: FastifyInstance;
  let drop: () => Promise<void>;
  const written: Written[] = [];

  beforeAll(async () => {
    const database = await openTestDatabase();
    drop = database.drop;
    await seedDatabase(database.handle.db, { demo: true });
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: path.join(os.tmpdir(), 'trades-test'), JWT_SECRET: randomBytes(32).toString('hex'), LOG_LEVEL: 'silent' });
    app = await buildApp({ config, database: database.handle, logger: false, responseSerialization: 'checked' });
    app.addHook('preSerialization', async (request, reply, payload) => {
      const schema = (request.routeOptions.schema?.response as Record<number, unknown> | undefined)?.[reply.statusCode];
      if (schema === undefined) return payload;
      const route = { schema, method: request.method, url: request.routeOptions.url ?? request.url, httpStatus: String(reply.statusCode) };
      const checked = (checkedSerializerCompiler as unknown as (route: unknown) => (data: unknown) => string)(route);
      written.push({ url: request.url, checked: checked(payload), compiled: compiledSerializerOf(schema)?.(payload) });
      return payload;
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await drop?.();
  });

  const get = async (url: string, headers: Record<string, string> = {}) => {
    const res = await app.inject({ method: 'GET', url, headers: { 'x-locale': 'no', ...headers } });
    expect(res.statusCode, url).toBe(200);
    return res;
  };

  it('write the same JSON as zod on real answers: offer list, offer detail, profiles and dictionaries', async () => {
    const candidate = bearer((await login(app, 'candidate1@demo.trades.example', DEMO_PASSWORD)).token);
    const employer = bearer((await login(app, 'employer1@demo.trades.example', DEMO_PASSWORD)).token);

    await get('/healthz');
    const list = (await get('/v1/offer/list?page=1', candidate)).json<{ items: { id: number; uuid: string }[] }>();
    expect(list.items.length).toBeGreaterThan(5);
    await get('/v1/offer/list?sort=workStartAt%7Casc&page=2', candidate);
    for (const offer of list.items.slice(0, 6)) {
      await get(`/v1/public/offer/${offer.id}`);
      await get(`/v1/offer/${offer.uuid}`, candidate);
    }
    for (const url of ['/v1/user/show', '/v1/candidate-profile/show', '/v1/candidate/applications', '/v1/job-alerts', '/v1/candidate/notification-settings']) await get(url, candidate);
    for (const url of ['/v1/user/show', '/v1/client-profile/show', '/v1/client-brand/']) await get(url, employer);
    for (const url of ['/v1/client-offer/list', '/v1/client-brand/list']) {
      const res = await app.inject({ method: 'POST', url, headers: employer, payload: {} });
      expect(res.statusCode, `${url} ${res.body}`).toBe(200);
    }
    for (const url of ['/v1/public/dictionary/professions', '/v1/public/dictionary/contract-types', '/v1/public/dictionary/consents', '/v1/public/dictionary/form/phone-prefix']) await get(url);

    const byUrl = new Map(written.map((entry) => [entry.url.split('?')[0], entry]));
    for (const kind of ['/healthz', '/v1/offer/list', `/v1/public/offer/${list.items[0]?.id}`]) {
      expect(byUrl.get(kind)?.compiled, `${kind} has a compiled serializer`).toBeDefined();
    }
    for (const entry of written) {
      if (entry.compiled === undefined) continue;
      // The same values and keys; the order of keys may differ (the schema's, not the handler's), which JSON does not carry.
      expect(JSON.parse(entry.compiled), entry.url).toStrictEqual(JSON.parse(entry.checked));
    }
    expect(written.filter((entry) => entry.compiled !== undefined).length).toBeGreaterThan(20);
  });

  it('leave out what the schema does not name, as zod does', () => {
    const write = compiledSerializerOf(z.object({ status: z.literal('ok'), checkedAt: z.string().nullable() }));
    expect(write?.({ status: 'ok', checkedAt: null, passwordHash: 'secret' })).toBe('{"status":"ok","checkedAt":null}');
  });
});
