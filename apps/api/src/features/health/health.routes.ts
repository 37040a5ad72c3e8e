import { readdirSync } from 'node:fs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FeatureContext } from '../context.ts';
import { MIGRATIONS_DIR, migrationsApplied } from '../../infra/db/database.ts';

const expectedMigrations = readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql')).length;

export const healthRoutes =
  (context: Pick<FeatureContext, 'database' | 'db'>): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/healthz',
      { schema: { hide: true, response: { 200: z.object({ status: z.literal('ok') }) } } },
      async () => ({ status: 'ok' as const }),
    );

    app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
      const database = await context.database.ping();
      const migrations = database && (await migrationsApplied(context.db, expectedMigrations));
      const ready = database && migrations;
      return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not_ready', database, migrations });
    });
  };
