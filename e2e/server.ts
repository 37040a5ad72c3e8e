import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The operator every test server starts with (OPERATOR_EMAIL, OPERATOR_PASSWORD), enrolled with a known TOTP secret (OPERATOR_TOTP_SECRET): type `totpCode(OPERATOR.totpSecret)` of e2e/totp.ts. */
export const OPERATOR = { email: 'operator@e2e.trades.example', password: 'Operator-E2E-2026', totpSecret: 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU' };

export interface RunningServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/** Starts the built server on a free port with its own empty data folder; `env` adds settings. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'trades-e2e-'));
  const port = 3400 + Math.floor(Math.random() * 400);
  const baseUrl = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(process.execPath, [path.resolve(import.meta.dirname, '../apps/api/dist/server.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // Every browser test signs in and up from 127.0.0.1 on one shared server: a whole office's worth.
      RATE_LIMIT_MULTIPLIER: '50',
      // The back office's operator (e2e/money.e2e.ts).
      OPERATOR_EMAIL: OPERATOR.email,
      OPERATOR_PASSWORD: OPERATOR.password,
      OPERATOR_TOTP_SECRET: OPERATOR.totpSecret,
      // The run's clock case: the server's clock starts where the tests' clock is (scripts/test-clock-setup.ts).
      ...(process.env.TEST_CLOCK ? { CLOCK_START: new Date().toISOString() } : {}),
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // A start (migrations, the demo, the matches on the embedded database) takes seconds alone, longer beside two
  // browser test files; each probe has its own timeout, so a connection the busy server holds cannot stall the wait.
  const started = Date.now();
  const deadline = started + 180_000;
  let last: string;
  for (;;) {
    try {
      const response = await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(5_000) });
      if (response.ok) break;
      last = `${response.status} ${await response.text()}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    if (server.exitCode !== null) throw new Error(`the server exited during start (${server.exitCode})`);
    if (Date.now() > deadline) {
      // Not left behind: a server still running would keep the test run from ending.
      server.kill('SIGKILL');
      throw new Error(`the server did not become ready within ${Math.round((Date.now() - started) / 1000)} s; /readyz last: ${last}`);
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    baseUrl,
    async stop() {
      server.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 500));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
