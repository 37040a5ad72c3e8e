import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { exited, freePort, freshDatabase, readyWithin, startServer } from './test/processes.ts';

// Needs a real PostgreSQL: runs in the 'services' project (npm run test:postgres, .ci/run), never skipped.

describe('processes started together on one database (issue 23)', () => {
  it('three processes on a fresh database all become ready: migrations and the seed take turns', async () => {
    const database = await freshDatabase('trades_processes');
    const dataDir = mkdtempSync(path.join(tmpdir(), 'trades-processes-'));
    const children: ChildProcess[] = [];
    const output: string[] = [];
    try {
      const ports = [await freePort(), await freePort(), await freePort()];
      for (const port of ports) {
        const child = startServer(database.url, port, dataDir, { DEMO_DATA: 'true', LOG_LEVEL: 'warn' });
        child.stdout?.on('data', (chunk: Buffer) => output.push(`[${port}] ${chunk.toString()}`));
        child.stderr?.on('data', (chunk: Buffer) => output.push(`[${port}] ${chunk.toString()}`));
        children.push(child);
      }
      const started = await Promise.allSettled(ports.map((port, i) => readyWithin(port, children[i] as ChildProcess, 150_000)));
      expect(started.map((result) => result.status), output.join('')).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
      // The demo was seeded once, not three times.
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        const demo = await client.query<{ n: number }>(`select count(*)::int as n from users where email = 'employer1@demo.trades.example'`);
        expect(demo.rows[0]?.n).toBe(1);
      } finally {
        await client.end();
      }
    } finally {
      for (const child of children) child.kill('SIGTERM');
      await Promise.all(children.map(exited));
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 240_000);

  it('a server whose stdout nobody reads keeps answering, and exits within 15 s of SIGTERM', async () => {
    const database = await freshDatabase('trades_shutdown');
    const dataDir = mkdtempSync(path.join(tmpdir(), 'trades-shutdown-'));
    const port = await freePort();
    const server = startServer(database.url, port, dataDir, { DEMO_DATA: 'false', LOG_LEVEL: 'info' });
    try {
      // Nobody reads the log: the pipe fills after a few hundred request lines.
      server.stdout?.pause();
      await readyWithin(port, server, 150_000);
      for (let i = 0; i < 1_500; i += 20) {
        const answers = await Promise.all(Array.from({ length: 20 }, () => fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(10_000) })));
        expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
      }
      const signalled = Date.now();
      server.kill('SIGTERM');
      const exit = await Promise.race([exited(server).then(() => 'exited'), new Promise((resolve) => setTimeout(() => resolve('still running'), 15_000))]);
      expect(exit).toBe('exited');
      expect(Date.now() - signalled).toBeLessThan(15_000);
    } finally {
      server.kill('SIGKILL');
      await exited(server);
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 240_000);

  it('a web process only queues jobs and a worker runs them; the worker answers its health alone', async () => {
    const database = await freshDatabase('trades_roles');
    // One folder for both, as one object storage would be.
    const dataDir = mkdtempSync(path.join(tmpdir(), 'trades-roles-'));
    const [webPort, workerPort] = [await freePort(), await freePort()];
    const started: ChildProcess[] = [];
    const output: string[] = [];
    const start = (port: number, role: string) => {
      const child = startServer(database.url, port, dataDir, { PROCESS_ROLE: role, DEMO_DATA: 'true', LOG_LEVEL: 'warn' }, true);
      child.stdout?.on('data', (chunk: Buffer) => output.push(`[${role}] ${chunk.toString()}`));
      child.stderr?.on('data', (chunk: Buffer) => output.push(`[${role}] ${chunk.toString()}`));
      started.push(child);
      return child;
    };
    try {
      const web = start(webPort, 'web');
      await readyWithin(webPort, web, 150_000);
      const api = `http://127.0.0.1:${webPort}`;
      const login = await fetch(`${api}/v1/login_check`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'candidate1@demo.trades.example', password: 'Demo1234!' }) });
      expect(login.status, output.join('')).toBe(200);
      const auth = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
      const asked = await fetch(`${api}/v1/user/data-export`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: '{}' });
      expect(asked.status).toBe(202);
      const id = ((await asked.json()) as { id: number }).id;
      const status = async () => ((await (await fetch(`${api}/v1/user/data-export/${id}`, { headers: auth })).json()) as { status: string }).status;
      // Nobody runs jobs yet: the export waits.
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      expect(await status()).not.toBe('ready');

      const worker = start(workerPort, 'worker');
      await readyWithin(workerPort, worker, 150_000);
      expect((await fetch(`http://127.0.0.1:${workerPort}/healthz`)).status).toBe(200);
      expect((await fetch(`http://127.0.0.1:${workerPort}/v1/public/offer/list?showAll=true`)).status).toBe(404);
      const until = Date.now() + 60_000;
      while ((await status()) !== 'ready' && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await status(), output.join('')).toBe('ready');
    } finally {
      for (const child of started) child.kill('SIGTERM');
      await Promise.all(started.map(exited));
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 300_000);
});
