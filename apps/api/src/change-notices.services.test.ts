import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { hashPassword } from './infra/auth/passwords.ts';
import { ChangeNotices } from './infra/db/change-notices.ts';
import type { DatabaseHandle } from './infra/db/database.ts';
import { users } from './features/accounts/accounts.tables.ts';
import { createEmployer, insertOffer } from './features/offers/testing.ts';
import { seedDatabase } from './seed/seed.ts';
import { login } from './test/accounts.ts';
import { openTestDatabase, testConfig } from './test/test-app.ts';

// Needs a real PostgreSQL (LISTEN/NOTIFY between connections): runs in the 'services' project, never skipped.
const quiet = { warn: () => undefined };

async function eventually(check: () => Promise<boolean> | boolean, withinMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < withinMs) {
    if (await check()) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`not within ${withinMs} ms`);
}

describe('change notices between the processes of one database (issue 23)', () => {
  let database: DatabaseHandle;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    if (!process.env.TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set: this test needs PostgreSQL (127.0.0.1:5432 in .ci/run).');
    ({ handle: database, drop } = await openTestDatabase());
    await seedDatabase(database.db, { demo: false });
  });
  afterAll(async () => drop());

  it('reach the other process within a second, and the sender acts on its own notice once, at once', async () => {
    const [first, second] = [await ChangeNotices.open(database, quiet), await ChangeNotices.open(database, quiet)];
    try {
      const heard = { first: 0, second: 0, secondReference: 0 };
      first.on('public-offers', () => (heard.first += 1));
      second.on('public-offers', () => (heard.second += 1));
      second.on('reference', () => (heard.secondReference += 1));
      first.publish('public-offers');
      expect(heard.first).toBe(1);
      expect(await eventually(() => heard.second === 1, 1_000)).toBeLessThan(1_000);
      // Its own notice comes back from the server too, and is not acted on twice; other topics are untouched.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(heard).toEqual({ first: 1, second: 1, secondReference: 0 });
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('a listener that lost its connection comes back, forgets everything it may have missed, and hears again', async () => {
    const [sender, listener] = [await ChangeNotices.open(database, quiet), await ChangeNotices.open(database, quiet)];
    try {
      const heard: string[] = [];
      listener.on('public-offers', () => heard.push('public-offers'));
      listener.on('reference', () => heard.push('reference'));
      // The server drops the listening connection (a restart, a failover).
      await database.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen %'`);
      await eventually(() => heard.length === 2, 5_000);
      expect(heard.sort()).toEqual(['public-offers', 'reference']);
      heard.length = 0;
      sender.publish('reference');
      await eventually(() => heard.length === 1, 1_000);
      expect(heard).toEqual(['reference']);
    } finally {
      await sender.close();
      await listener.close();
    }
  });

  it('an offer withdrawn through one web process leaves the public list of another within a second', async () => {
    const config = testConfig();
    const apps: FastifyInstance[] = [];
    try {
      for (let i = 0; i < 2; i += 1) apps.push(await buildApp({ config, database, logger: false }));
      const [one, other] = apps as [FastifyInstance, FastifyInstance];
      const employer = await createEmployer(database.db, 'Fjord Bygg AS', 'Fjord Bygg');
      const password = 'Sveis1234';
      await database.db.update(users).set({ passwordHash: await hashPassword(password) }).where(eq(users.id, employer.userId));
      const offer = await insertOffer(database.db, employer.userId, { clientBrandId: employer.brandId });
      const [email] = await database.db.select({ email: users.email }).from(users).where(eq(users.id, employer.userId));
      const listed = async () => {
        const answer = await other.inject({ method: 'GET', url: '/v1/public/offer/list?showAll=true' });
        expect(answer.statusCode).toBe(200);
        return (answer.json() as { items: { id: number }[] }).items.some((item) => item.id === offer.id);
      };
      // The other process now keeps the page with the offer in memory (for 5 s without a notice).
      expect(await listed()).toBe(true);
      const { token } = await login(one, email?.email ?? '', password);
      const withdrawn = await one.inject({ method: 'POST', url: `/v1/client-offer/${offer.id}/withdraw`, headers: { authorization: `Bearer ${token}` } });
      expect(withdrawn.statusCode, withdrawn.body).toBe(200);
      const after = await eventually(async () => !(await listed()), 1_000);
      expect(after).toBeLessThan(1_000);
    } finally {
      for (const app of apps) await app.close();
    }
  });
});
