import os from 'node:os';
import { Readable } from 'node:stream';
import path from 'node:path';
import { consentsUpdate } from '@trades/contracts';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from './app.ts';
import { loadConfig } from './config/config.ts';
import { openTestDatabase } from './test/test-app.ts';
import { AppError } from './infra/http/errors.ts';

/* The cross-cutting HTTP conventions every feature relies on, exercised through test-only routes. */

const testRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/v1/test/echo', async (request) => ({ body: request.body ?? null }));
  app.post('/v1/test/consents', { schema: { body: consentsUpdate } }, async (request) => request.body);
  app.post('/v1/test/typed', { schema: { body: z.object({ name: z.string({ error: 'field_required' }) }) } }, async (request) => request.body);
  app.get('/v1/test/named/:name', async (request) => ({ params: request.params, query: request.query }));
  app.get('/v1/test/forbidden', async () => {
    throw AppError.forbidden();
  });
};

function multipart(fields: [string, string][], file?: { field: string; name: string; type: string; content: string }) {
  const boundary = '----trades-test-boundary';
  const parts = fields.map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  if (file) {
    parts.push(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n${file.content}\r\n`,
    );
  }
  return { payload: `${parts.join('')}--${boundary}--\r\n`, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('HTTP conventions', () => {
  let app: FastifyInstance;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const database = await openTestDatabase();
    drop = database.drop;
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: path.join(os.tmpdir(), 'trades-test'), JWT_SECRET: 'c'.repeat(40), LOG_LEVEL: 'silent' });
    app = await buildApp({ config, database: database.handle, logger: false });
    await app.register(testRoutes);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  describe('X-LOCALE selects the language of message', () => {
    it.each([
      ['uk', 'У вас немає доступу до цього.'],
      ['ua', 'У вас немає доступу до цього.'],
      ['en-GB', 'You do not have access to this.'],
      ['pl-PL', 'Nie masz dostępu do tego zasobu.'],
      ['nb', 'Du har ikke tilgang til dette.'],
      ['no', 'Du har ikke tilgang til dette.'],
      ['de', 'You do not have access to this.'],
      ['', 'You do not have access to this.'],
    ])('%s', async (locale, message) => {
      const res = await app.inject({ method: 'GET', url: '/v1/test/forbidden', headers: locale ? { 'x-locale': locale } : {} });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message, code: 'forbidden', formErrors: {} });
    });

    it('defaults to English without the header', async () => {
      const res = await app.inject({ method: 'GET', url: '/v1/test/forbidden' });
      expect(res.json().message).toBe('You do not have access to this.');
    });

    it('translates validation errors too', async () => {
      const res = await app.inject({ method: 'POST', url: '/v1/test/typed', payload: {}, headers: { 'x-locale': 'uk' } });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ message: 'Форма містить помилки.', code: 'validation_error', formErrors: { name: ['field_required'] } });
    });
  });

  describe('bodies in every encoding give the same nested object', () => {
    const fields: [string, string][] = [
      ['consents[0][consent]', '3'],
      ['consents[0][isAcceptance]', '1'],
      ['consents[1][consent]', '4'],
      ['phones[0][phone][country]', 'NO'],
      ['phones[0][phone][number]', '41234567'],
      ['workSystems[]', '1'],
      ['workSystems[]', '2'],
      ['name', 'Ås & Sønner'],
    ];
    const expected = {
      consents: [{ consent: '3', isAcceptance: '1' }, { consent: '4' }],
      phones: [{ phone: { country: 'NO', number: '41234567' } }],
      workSystems: ['1', '2'],
      name: 'Ås & Sønner',
    };

    it('JSON', async () => {
      const res = await app.inject({ method: 'POST', url: '/v1/test/echo', payload: expected });
      expect(res.json()).toEqual({ body: expected });
    });

    it('form-urlencoded with bracket notation', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/v1/test/echo',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ body: expected });
    });

    it('multipart with bracket notation', async () => {
      const res = await app.inject({ method: 'POST', url: '/v1/test/echo', ...multipart(fields) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ body: expected });
    });

    it('validates form strings and JSON values to the same result', async () => {
      const json = await app.inject({
        method: 'POST',
        url: '/v1/test/consents',
        payload: { consents: [{ consent: 3, isAcceptance: true }, { consent: 4, isAcceptance: false }] },
      });
      const form = await app.inject({
        method: 'POST',
        url: '/v1/test/consents',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'consents[0][consent]=3&consents[0][isAcceptance]=1&consents[1][consent]=4&consents[1][isAcceptance]=0',
      });
      const multi = await app.inject({
        method: 'POST',
        url: '/v1/test/consents',
        ...multipart([
          ['consents[0][consent]', '3'],
          ['consents[0][isAcceptance]', 'true'],
          ['consents[1][consent]', '4'],
          ['consents[1][isAcceptance]', 'false'],
        ]),
      });
      const expectedConsents = { consents: [{ consent: 3, isAcceptance: true }, { consent: 4, isAcceptance: false }] };
      expect(json.json()).toEqual(expectedConsents);
      expect(form.json()).toEqual(expectedConsents);
      expect(multi.json()).toEqual(expectedConsents);
    });
  });

  describe('bad input is a 4xx JSON error, never a 500', () => {
    const expectClientError = (res: { statusCode: number; json(): unknown }, status: number) => {
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ message: expect.any(String), code: expect.any(String), formErrors: expect.any(Object) });
    };

    it('malformed JSON is a 400', async () => {
      const res = await app.inject({ method: 'POST', url: '/v1/test/typed', headers: { 'content-type': 'application/json' }, payload: '{"name": "x",' });
      expectClientError(res, 400);
      expect(res.json()).toMatchObject({ code: 'validation_error', formErrors: { _: ['invalid_json'] } });
    });

    it('an empty JSON body is an empty object', async () => {
      const res = await app.inject({ method: 'POST', url: '/v1/test/typed', headers: { 'content-type': 'application/json' }, payload: '' });
      expectClientError(res, 422);
      expect(res.json().formErrors).toEqual({ name: ['field_required'] });
    });

    it('a JSON array or scalar where an object is expected is a 422', async () => {
      for (const payload of ['[1,2]', '"text"', 'null', '42']) {
        const res = await app.inject({ method: 'POST', url: '/v1/test/typed', headers: { 'content-type': 'application/json' }, payload });
        expect(res.statusCode, payload).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, payload).toBeLessThan(500);
        expect(res.json().code).toBeTypeOf('string');
      }
    });

    it('a NUL character anywhere in the input is refused before any route or query sees it', async () => {
      const inPath = await app.inject({ method: 'GET', url: '/v1/test/named/a%00b' });
      expectClientError(inPath, 400);
      expect(inPath.json()).toMatchObject({ code: 'validation_error', formErrors: { name: ['invalid_value'] } });

      const inQuery = await app.inject({ method: 'GET', url: '/v1/test/named/ok?page=%00' });
      expectClientError(inQuery, 400);
      expect(inQuery.json().formErrors).toEqual({ page: ['invalid_value'] });

      const inJson = await app.inject({ method: 'POST', url: '/v1/test/echo', payload: { phones: [{ phone: { number: '12\u000034' } }], name: 'ok' } });
      expectClientError(inJson, 422);
      expect(inJson.json().formErrors).toEqual({ 'phones[0].phone.number': ['invalid_value'] });

      const inForm = await app.inject({ method: 'POST', url: '/v1/test/echo', ...multipart([['consents[0][consent]', 'x\u0000']]) });
      expectClientError(inForm, 422);
      expect(inForm.json().formErrors).toEqual({ 'consents[0].consent': ['invalid_value'] });

      const clean = await app.inject({ method: 'GET', url: '/v1/test/named/a%20b?page=2' });
      expect(clean.statusCode).toBe(200);
      expect(clean.json()).toEqual({ params: { name: 'a b' }, query: { page: '2' } });
    });

    it('a NUL character in a real route that looks records up is a 400, not a database error', async () => {
      for (const url of ['/v1/files/%00', '/v1/files/%00/thumbnail', '/v1/public/offer/%00']) {
        const res = await app.inject({ method: 'GET', url });
        expectClientError(res, 400);
      }
    });

    it('an unsupported content type is a 415', async () => {
      const res = await app.inject({ method: 'POST', url: '/v1/test/typed', headers: { 'content-type': 'text/csv' }, payload: 'a,b' });
      expectClientError(res, 415);
    });

    it('a too large index in bracket notation is a 400', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/v1/test/echo',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'a[99999999]=1',
      });
      expectClientError(res, 400);
      expect(res.json().formErrors).toEqual({ _: ['invalid_field_name'] });
    });

    it('a broken multipart body is a 400', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/v1/test/echo',
        headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
        payload: '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nunterminated',
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().code).toBeTypeOf('string');
    });

    it('a JSON body over 1 MB is a 413, one just under it is read', async () => {
      const echo = (bytes: number) => app.inject({ method: 'POST', url: '/v1/test/echo', headers: { 'content-type': 'application/json' }, payload: `"${'x'.repeat(bytes - 2)}"` });
      expectClientError(await echo(1024 * 1024 + 1), 413);
      expectClientError(await echo(3 * 1024 * 1024), 413);
      expect((await echo(1024 * 1024)).statusCode).toBeLessThan(400);
    });

    it('a route without files refuses a 5 MB multipart body with 413 before reading it', async () => {
      const body = multipart([['name', 'x']], { field: 'file', name: 'big.bin', type: 'application/octet-stream', content: 'x'.repeat(5 * 1024 * 1024) });
      const res = await app.inject({ method: 'POST', url: '/v1/test/echo', ...body });
      expectClientError(res, 413);
      expect(res.headers.connection).toBe('close');
    });

    it('a route without files refuses even a small file part, and an oversized field', async () => {
      const withFile = await app.inject({
        method: 'POST',
        url: '/v1/test/echo',
        ...multipart([['name', 'x']], { field: 'file', name: 'a.txt', type: 'text/plain', content: 'hello' }),
      });
      expectClientError(withFile, 413);
      const longField = await app.inject({ method: 'POST', url: '/v1/test/echo', ...multipart([['name', 'x'.repeat(200 * 1024)]]) });
      expectClientError(longField, 413);
    });

    it('a chunked multipart body without Content-Length is counted while read', async () => {
      const fields: [string, string][] = Array.from({ length: 12 }, (_, i) => [`f${i}`, 'x'.repeat(100 * 1024)]);
      const body = multipart(fields);
      const res = await app.inject({
        method: 'POST',
        url: '/v1/test/echo',
        headers: { ...body.headers, 'transfer-encoding': 'chunked' },
        payload: Readable.from([Buffer.from(body.payload)]),
      });
      expectClientError(res, 413);
    });

    it('an unknown API path is a localised 404', async () => {
      const res = await app.inject({ method: 'GET', url: '/v1/test/missing', headers: { 'x-locale': 'uk' } });
      expectClientError(res, 404);
      expect(res.json().message).toBe('Не знайдено.');
    });
  });
});
