/*
 * The API as it runs in production, started by the search benchmark in its own process so the
 * load generator does not share its event loop. Reads BENCH_SERVER_DATABASE_URL, listens on a
 * free port of 127.0.0.1 and tells the parent the port over IPC. BENCH_SERVER_KIND=bare starts a
 * bare Fastify answering GET /healthz instead: the same kind of process, for the fixed cost of a
 * request the API adds on top of Fastify's own.
 */
import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config/config.ts';
import { openDatabase } from '../infra/db/database.ts';

function serve(app: FastifyInstance, close: () => Promise<void>): void {
  const address = (app.server as Server).address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.send?.({ port });
  process.on('message', (message) => {
    if (message === 'stop') void app.close().then(close).then(() => process.exit(0));
  });
}

async function bare(): Promise<void> {
  const app = Fastify({ logger: false });
  app.get('/healthz', async () => ({ status: 'ok' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  serve(app, async () => undefined);
}

async function main(): Promise<void> {
  if (process.env.BENCH_SERVER_KIND === 'bare') return bare();
  const url = process.env.BENCH_SERVER_DATABASE_URL;
  if (!url) throw new Error('BENCH_SERVER_DATABASE_URL is not set');
  const database = await openDatabase({ url, poolSize: 10 });
  const config = loadConfig({
    NODE_ENV: 'production',
    DATABASE_URL: url,
    JWT_SECRET: randomBytes(32).toString('hex'),
    DATA_DIR: path.join(os.tmpdir(), 'trades-bench'),
    LOG_LEVEL: 'silent',
    DEMO_DATA: 'false',
  });
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  serve(app, () => database.close());
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
