import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCandidate } from '../../test/accounts.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';

// Needs a real Redis: runs in the 'services' project (npm run test:postgres, .ci/run), never skipped.
const redisUrl = process.env.TEST_REDIS_URL;

describe('rate limits shared through Redis', () => {
  const namespace = `trades-rl-test-${Date.now().toString(36)}-${randomBytes(4).toString('hex')}:`;
  const apps: TestApp[] = [];
  let redis: Redis;

  const appWith = async (rateLimitNamespace: string) => {
    if (!redisUrl) throw new Error('TEST_REDIS_URL is not set');
    const t = await createTestApp({
      env: { REDIS_URL: redisUrl, RATE_LIMIT_NAMESPACE: rateLimitNamespace },
      rateLimits: { signIn: { max: 3, timeWindow: 60_000 } },
    });
    apps.push(t);
    return t;
  };

  const signIn = (t: TestApp, username: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/v1/login_check', payload: { username, password } });

  beforeAll(async () => {
    if (!redisUrl) throw new Error('TEST_REDIS_URL is not set: this test needs a Redis server (redis://127.0.0.1:6379 in .ci/run).');
    redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
    await redis.connect();
    expect(await redis.ping()).toBe('PONG');
  });

  afterAll(async () => {
    for (const t of apps) await t.close();
    if (redis) {
      const keys = await redis.keys(`${namespace}*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
    }
  });

  it('counts failed sign-ins of two API processes together and limits the fourth', async () => {
    const a = await appWith(namespace);
    const b = await appWith(namespace);
    // Each test app has its own database; the same account in both stands for one shared database.
    const email = `shared.${randomBytes(4).toString('hex')}@example.com`;
    await newCandidate(a.app, a.database.db, { email });
    await newCandidate(b.app, b.database.db, { email });

    expect((await signIn(a, email, 'Wrong1234')).statusCode).toBe(401);
    expect((await signIn(a, email, 'Wrong1234')).statusCode).toBe(401);
    expect((await signIn(b, email, 'Wrong1234')).statusCode).toBe(401);
    const limited = await signIn(b, email, 'Wrong1234');
    expect(limited.statusCode, limited.body).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'too_many_requests' });

    // The count lives in Redis under the configured namespace...
    const keys = await redis.keys(`${namespace}*`);
    expect(keys.length).toBeGreaterThan(0);
    // ...so a process with another namespace on the same Redis keeps its own.
    const other = await appWith(`${namespace}other:`);
    expect((await signIn(other, 'nobody@example.com', 'Wrong1234')).statusCode).toBe(401);
  });
});
