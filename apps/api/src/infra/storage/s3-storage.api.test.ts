import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config/config.ts';
import { newCandidate } from '../../test/accounts.ts';
import { pdfFile, upload } from '../../test/candidate-profile.ts';
import { createTestApp } from '../../test/test-app.ts';
import { S3FileStorage, type S3Settings } from './s3-storage.ts';
import { storageFor } from './storage.ts';

const BUCKET = 'trades-files';
const ACCESS_KEY = 'test-access-key';
const SECRET_KEY = 'test-secret-key';

interface StoredObject {
  body: Buffer;
  contentType: string;
}

interface SeenRequest {
  method: string;
  path: string;
  authorization: string;
}

/**
 * A path-style S3 endpoint (`/bucket/key`) holding objects in a Map. It answers like S3 (status codes,
 * XML error bodies, ETag) and checks which access key signed the request, not the signature itself.
 */
async function startFakeS3() {
  const objects = new Map<string, StoredObject>();
  const requests: SeenRequest[] = [];

  const fail = (res: ServerResponse, status: number, code: string, message: string, method: string) => {
    res.statusCode = status;
    if (method === 'HEAD') return res.end();
    res.setHeader('content-type', 'application/xml');
    res.end(`<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message><RequestId>fake</RequestId></Error>`);
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const method = req.method ?? 'GET';
    const url = new URL(req.url ?? '/', 'http://fake');
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    requests.push({ method, path: url.pathname, authorization: req.headers.authorization ?? '' });
    // S3 dates its answers by its clock, which the client compares with its own: the process's (test) clock,
    // not the one Node's HTTP server reads.
    res.setHeader('date', new Date().toUTCString());

    if (!(req.headers.authorization ?? '').includes(`Credential=${ACCESS_KEY}/`)) {
      return fail(res, 403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.', method);
    }
    const [, bucket, ...rest] = url.pathname.split('/');
    if (bucket !== BUCKET) return fail(res, 404, 'NoSuchBucket', 'The specified bucket does not exist', method);
    const key = rest.map(decodeURIComponent).join('/');
    const stored = objects.get(key);

    if (method === 'PUT') {
      const body = Buffer.concat(chunks);
      objects.set(key, { body, contentType: req.headers['content-type'] ?? 'binary/octet-stream' });
      res.setHeader('etag', `"${createHash('md5').update(body).digest('hex')}"`);
      return res.end();
    }
    if (method === 'GET' || method === 'HEAD') {
      if (!stored) return fail(res, 404, 'NoSuchKey', 'The specified key does not exist.', method);
      res.setHeader('content-type', stored.contentType);
      res.setHeader('content-length', stored.body.length);
      res.setHeader('etag', `"${createHash('md5').update(stored.body).digest('hex')}"`);
      res.setHeader('last-modified', new Date().toUTCString());
      return res.end(method === 'GET' ? stored.body : undefined);
    }
    if (method === 'DELETE') {
      objects.delete(key);
      res.statusCode = 204;
      return res.end();
    }
    return fail(res, 405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.', method);
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => fail(res, 500, 'InternalError', String(error), req.method ?? 'GET'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

type FakeS3 = Awaited<ReturnType<typeof startFakeS3>>;

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), 'trades-s3-'));

describe('S3 file storage', () => {
  let s3: FakeS3;
  const opened: S3FileStorage[] = [];
  const storage = (overrides: Partial<S3Settings> = {}) => {
    const made = new S3FileStorage({
      bucket: BUCKET,
      region: 'us-east-1',
      endpoint: s3.url,
      forcePathStyle: true,
      prefix: '',
      accessKeyId: ACCESS_KEY,
      secretAccessKey: SECRET_KEY,
      ...overrides,
    });
    opened.push(made);
    return made;
  };

  beforeAll(async () => {
    s3 = await startFakeS3();
  });
  afterEach(() => {
    s3.objects.clear();
    s3.requests.length = 0;
  });
  afterAll(async () => {
    for (const made of opened) made.close();
    await s3.close();
  });

  it('puts, gets and deletes an object byte for byte, with its content type, signed with the access key', async () => {
    const files = storage();
    const data = Buffer.from(Array.from({ length: 3000 }, (_, i) => i % 256));
    await files.put('0f8c.pdf', data, 'application/pdf');

    expect(s3.objects.get('0f8c.pdf')).toEqual({ body: data, contentType: 'application/pdf' });
    expect(s3.requests[0]).toMatchObject({ method: 'PUT', path: `/${BUCKET}/0f8c.pdf` });
    expect(s3.requests[0]?.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=test-access-key\/\d{8}\/us-east-1\/s3\/aws4_request/);

    const read = await files.get('0f8c.pdf');
    expect(Buffer.isBuffer(read)).toBe(true);
    expect(read?.equals(data)).toBe(true);

    await files.delete('0f8c.pdf');
    expect(s3.objects.has('0f8c.pdf')).toBe(false);
    expect(await files.get('0f8c.pdf')).toBeUndefined();
  });

  it('streams an object byte for byte, and answers undefined for a missing one', async () => {
    const files = storage();
    const data = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 7) % 256));
    await files.put('pack.zip', data, 'application/zip');
    const stream = await files.getStream('pack.zip');
    const chunks: Buffer[] = [];
    for await (const chunk of stream ?? []) chunks.push(Buffer.from(chunk as Uint8Array));
    expect(Buffer.concat(chunks).equals(data)).toBe(true);
    expect(await files.getStream('missing.zip')).toBeUndefined();
  });

  it('answers undefined for a missing object and deletes a missing object without error', async () => {
    const files = storage();
    expect(await files.get('nothing-here.jpg')).toBeUndefined();
    await expect(files.delete('nothing-here.jpg')).resolves.toBeUndefined();
    expect(s3.requests.map((r) => r.method)).toEqual(['GET', 'DELETE']);
  });

  it('keeps objects under the prefix, apart from objects outside it', async () => {
    const prefixed = storage({ prefix: 'tenant-a/files/' });
    await prefixed.put('photo.jpg', Buffer.from('jpeg bytes'), 'image/jpeg');
    expect([...s3.objects.keys()]).toEqual(['tenant-a/files/photo.jpg']);
    expect(s3.requests[0]?.path).toBe(`/${BUCKET}/tenant-a/files/photo.jpg`);
    expect((await prefixed.get('photo.jpg'))?.toString()).toBe('jpeg bytes');
    expect(await storage().get('photo.jpg')).toBeUndefined();
    await prefixed.delete('photo.jpg');
    expect(s3.objects.size).toBe(0);
  });

  it('fails on a missing bucket or refused credentials instead of reporting a missing file', async () => {
    await expect(storage({ bucket: 'other-bucket' }).get('a.pdf')).rejects.toMatchObject({ name: 'NoSuchBucket' });
    await expect(storage({ bucket: 'other-bucket' }).delete('a.pdf')).rejects.toMatchObject({ name: 'NoSuchBucket' });
    await expect(storage({ accessKeyId: 'someone-else' }).get('a.pdf')).rejects.toMatchObject({ $metadata: { httpStatusCode: 403 } });
    await expect(storage({ accessKeyId: 'someone-else' }).put('a.pdf', Buffer.from('x'), 'application/pdf')).rejects.toMatchObject({
      $metadata: { httpStatusCode: 403 },
    });
    expect(s3.objects.size).toBe(0);
  });

  it('refuses unsafe keys before sending anything', async () => {
    const files = storage();
    await expect(files.put('../escape.pdf', Buffer.from('x'), 'application/pdf')).rejects.toThrow('unsafe storage key');
    await expect(files.get('a/b.pdf')).rejects.toThrow('unsafe storage key');
    expect(s3.requests).toHaveLength(0);
  });

  describe('configuration', () => {
    const s3Env = () => ({
      DATA_DIR: tempDir(),
      JWT_SECRET: 'k'.repeat(32),
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: s3.url,
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: SECRET_KEY,
    });

    function configError(env: Record<string, string>): ConfigError {
      try {
        loadConfig({ DATA_DIR: tempDir(), ...env });
      } catch (error) {
        if (error instanceof ConfigError) return error;
        throw error;
      }
      throw new Error('expected a ConfigError');
    }

    it('selects S3 when S3_BUCKET is set, path-style with an endpoint, and stores through it', async () => {
      const config = loadConfig({ ...s3Env(), S3_PREFIX: '/uploads/' });
      expect(config.objectStorage).toEqual({
        bucket: BUCKET,
        endpoint: s3.url,
        region: 'us-east-1',
        forcePathStyle: true,
        prefix: 'uploads/',
        accessKeyId: ACCESS_KEY,
        secretAccessKey: SECRET_KEY,
      });
      const files = storageFor(config);
      expect(files).toBeInstanceOf(S3FileStorage);
      expect(files.kind).toBe('s3');
      opened.push(files as S3FileStorage);
      await files.put('cv.pdf', Buffer.from('%PDF-'), 'application/pdf');
      expect(s3.objects.get('uploads/cv.pdf')?.body.toString()).toBe('%PDF-');
      expect((await files.get('cv.pdf'))?.toString()).toBe('%PDF-');
    });

    it('keeps the local folder without S3_BUCKET; AWS without an endpoint uses virtual-host style unless told', () => {
      expect(loadConfig({ DATA_DIR: tempDir(), JWT_SECRET: 'k'.repeat(32) }).objectStorage).toBeUndefined();
      expect(storageFor(loadConfig({ DATA_DIR: tempDir(), JWT_SECRET: 'k'.repeat(32) })).kind).toBe('local');
      const aws = { DATA_DIR: tempDir(), S3_BUCKET: BUCKET, S3_ACCESS_KEY_ID: ACCESS_KEY, S3_SECRET_ACCESS_KEY: SECRET_KEY };
      expect(loadConfig({ ...aws, S3_REGION: 'eu-north-1' }).objectStorage).toMatchObject({ region: 'eu-north-1', forcePathStyle: false, prefix: '' });
      expect(loadConfig({ ...aws, S3_FORCE_PATH_STYLE: 'true' }).objectStorage?.forcePathStyle).toBe(true);
      expect(loadConfig({ ...s3Env(), S3_FORCE_PATH_STYLE: '0', S3_REGION: 'auto' }).objectStorage).toMatchObject({ forcePathStyle: false, region: 'auto' });
    });

    it('refuses a partial configuration and names the missing variable', () => {
      const bucketOnly = configError({ S3_BUCKET: BUCKET });
      expect(bucketOnly.message).toContain('S3_ACCESS_KEY_ID: required with S3_BUCKET');
      expect(bucketOnly.message).toContain('S3_SECRET_ACCESS_KEY: required with S3_BUCKET');
      const noSecret = configError({ S3_BUCKET: BUCKET, S3_ACCESS_KEY_ID: ACCESS_KEY });
      expect(noSecret.message).toContain('S3_SECRET_ACCESS_KEY:');
      expect(noSecret.message).not.toContain('S3_ACCESS_KEY_ID:');
      expect(configError({ S3_ACCESS_KEY_ID: ACCESS_KEY, S3_SECRET_ACCESS_KEY: SECRET_KEY }).message).toContain(
        'S3_BUCKET: required when S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY is set',
      );
      expect(configError({ S3_ENDPOINT: 'http://minio:9000' }).message).toContain('S3_BUCKET:');
      // Named together with an unrelated mistake, so one start shows everything to fix.
      const both = configError({ PORT: 'abc', S3_BUCKET: BUCKET });
      expect(both.message).toContain('PORT:');
      expect(both.message).toContain('S3_ACCESS_KEY_ID:');
    });

    it.each([
      ['S3_BUCKET', 'Not_A_Bucket'],
      ['S3_ENDPOINT', 'ftp://minio:9000'],
      ['S3_FORCE_PATH_STYLE', 'yes'],
      ['S3_PREFIX', 'files/../secrets'],
    ])('refuses %s=%s and names the variable', (name, value) => {
      const env = { S3_BUCKET: BUCKET, S3_ACCESS_KEY_ID: ACCESS_KEY, S3_SECRET_ACCESS_KEY: SECRET_KEY, [name]: value };
      expect(configError(env).message).toContain(`${name}:`);
    });
  });

  it('serves an upload of the running API from the bucket', async () => {
    const t = await createTestApp({
      env: { S3_BUCKET: BUCKET, S3_ENDPOINT: s3.url, S3_ACCESS_KEY_ID: ACCESS_KEY, S3_SECRET_ACCESS_KEY: SECRET_KEY, S3_PREFIX: 'api' },
    });
    try {
      const candidate = await newCandidate(t.app, t.database.db);
      const pdf = pdfFile();
      const uploaded = await upload(t.app, candidate.auth, pdf, 'fagbrev.pdf');
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      const { filename } = uploaded.json() as { filename: string };
      expect(s3.objects.get(`api/${filename}`)).toEqual({ body: pdf, contentType: 'application/pdf' });

      const served = await t.app.inject({ method: 'GET', url: `/v1/files/${filename}`, headers: candidate.auth });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(pdf)).toBe(true);

      // Gone from the bucket means gone for the API too.
      s3.objects.delete(`api/${filename}`);
      expect((await t.app.inject({ method: 'GET', url: `/v1/files/${filename}`, headers: candidate.auth })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
