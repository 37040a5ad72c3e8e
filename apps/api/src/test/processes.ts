import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import pg from 'pg';

/* Helpers of the tests that start the server as real processes on a real PostgreSQL (the 'services' project). */

const SERVER_ENTRY = path.resolve(import.meta.dirname, '../server.ts');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export async function readyWithin(port: number, child: ChildProcess, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the process on port ${port} exited with ${child.exitCode}`);
    const answer = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => undefined);
    if (answer?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the process on port ${port} was not ready within ${ms} ms`);
}

export interface FreshDatabase {
  url: string;
  drop(): Promise<void>;
}

/** An empty database of its own on the test's PostgreSQL server: the processes migrate and seed it. */
export async function freshDatabase(prefix: string): Promise<FreshDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set: this test needs a PostgreSQL server (127.0.0.1:5432 in .ci/run).');
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * The server from its source (contracts too, by their `source` export condition: nothing needs building), on its own
 * port and data folder (or one folder for all, as one object storage would be), without the web app; stdout piped,
 * read or not as the test likes.
 */
export function startServer(databaseUrl: string, port: number, dataDir: string, env: Record<string, string> = {}, shared = false): ChildProcess {
  return spawn(process.execPath, ['--conditions=source', '--import', 'tsx', SERVER_ENTRY], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: databaseUrl,
      HOST: '127.0.0.1',
      PORT: String(port),
      JWT_SECRET: 'processes-test-secret-'.padEnd(48, 'x'),
      DATA_DIR: shared ? dataDir : path.join(dataDir, String(port)),
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

export const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise<void>((resolve) => child.once('exit', () => resolve()));
