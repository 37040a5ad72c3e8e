/*
 * npm run bench:wizard — how long saving a wizard step takes with a complete profile on the
 * embedded database (PGlite in memory), through the whole HTTP stack (app.inject: body parsing,
 * validation, rules, the transaction, the updated profile as the answer).
 *
 * The candidate has 5 professions with work history and attached files, 3 work places, languages,
 * phones and flexible work. Each step 2-7 is saved BENCH_SAVES times (default 200) after a warm-up;
 * prints p50/p95/p99 per step and over all saves, and fails (exit 1) when the overall p95 is 100 ms
 * or more.
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { AccountType } from '@trades/contracts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config/config.ts';
import { listConsents } from '../features/accounts/index.ts';
import { openDatabase } from '../infra/db/database.ts';
import { seedDatabase } from '../seed/seed.ts';
import {
  bricklayer,
  carpenter,
  completeSteps,
  norway,
  pdfFile,
  saveStep,
  step2Body,
  step3Body,
  step5Body,
  step7Body,
  sweden,
  upload,
} from '../test/candidate-profile.ts';

const SAVES = Number(process.env.BENCH_SAVES ?? 200);
const WARM_UP = 20;
const TARGET_P95_MS = 100;

function percentile(sorted: readonly number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] as number;
}

async function register(app: FastifyInstance, consents: number[]): Promise<Record<string, string>> {
  const res = await app.inject({
    method: 'POST',
    url: '/v1/public/candidate/register',
    payload: {
      firstName: 'Łukasz',
      lastName: 'Żółkiewski',
      email: `bench.${randomBytes(4).toString('hex')}@example.com`,
      password: 'Sveis1234',
      phone: { country: 'PL', number: '512 345 678' },
      candidateProfileConsents: consents,
    },
  });
  if (res.statusCode !== 201) throw new Error(`registration answered ${res.statusCode}: ${res.body}`);
  return { authorization: `Bearer ${res.json().token as string}` };
}

async function main(): Promise<void> {
  const database = await openDatabase({ pgliteDir: 'memory://' });
  await database.migrate();
  await seedDatabase(database.db, { demo: false });
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: path.join(os.tmpdir(), 'trades-bench'),
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
  });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  const consents = (await listConsents(database.db, AccountType.Candidate)).filter((c) => c.isRequired).map((c) => c.id);
  const auth = await register(app, consents);
  await completeSteps(app, auth);

  // A complete and large profile: 5 professions with work history and files, 3 work places.
  const file = async (name: string) => ({ filename: (await upload(app, auth, pdfFile(20_000), name)).json().filename as string, title: name });
  const professions = [];
  for (const [i, profession] of [1, 3, 4, 5, 6].entries()) {
    const base = profession === 1 ? carpenter() : bricklayer({ profession, skillsProfessionals: [], productionMaterials: [], experiences: [] });
    const works = [0, 1].map((k) => ({ ...carpenter().worksFor[0], workedFor: `Employer ${i}-${k}`, attachments: [] as object[] }));
    (works[0] as { attachments: object[] }).attachments.push(await file(`reference-${i}.pdf`));
    professions.push({ ...base, certificatesAttachments: profession === 1 ? [await file('fagbrev.pdf')] : [], worksFor: works });
  }
  const places = [norway(), sweden(), sweden({ workLocationState: 8, requiredDocuments: [], salaryGrossValue: { tbbc_amount: 45, tbbc_currency: 'PLN' } })];
  const bodies: Record<number, object> = {
    2: step2Body({ phones: [{ phone: { country: 'PL', number: '512 345 678' } }, { phone: { country: 'NO', number: '412 34 567' } }] }),
    3: step3Body(),
    4: { candidateProfileProfessions: professions },
    5: step5Body(),
    6: { candidateProfileWorkLocations: places },
    7: step7Body(),
  };
  // The first save attaches the files; later saves keep them.
  for (const step of [4, 6]) {
    const res = await saveStep(app, auth, step, bodies[step] as object);
    if (res.statusCode !== 200) throw new Error(`step ${step} answered ${res.statusCode}: ${res.body}`);
  }

  const all: number[] = [];
  console.log(`wizard-bench: ${SAVES} saves per step, complete profile (5 professions, 3 work places), PGlite in memory, Node ${process.version}`);
  for (const step of [2, 3, 4, 5, 6, 7]) {
    const body = bodies[step] as object;
    for (let i = 0; i < WARM_UP; i++) await saveStep(app, auth, step, body);
    const times: number[] = [];
    for (let i = 0; i < SAVES; i++) {
      const started = performance.now();
      const res = await saveStep(app, auth, step, body);
      times.push(performance.now() - started);
      if (res.statusCode !== 200) throw new Error(`step ${step} answered ${res.statusCode}: ${res.body}`);
    }
    times.sort((a, b) => a - b);
    all.push(...times);
    console.log(
      `  step ${step}: p50 ${percentile(times, 50).toFixed(1)} ms  p95 ${percentile(times, 95).toFixed(1)} ms  p99 ${percentile(times, 99).toFixed(1)} ms`,
    );
  }
  all.sort((a, b) => a - b);
  const p95 = percentile(all, 95);
  console.log(`  all steps: p50 ${percentile(all, 50).toFixed(1)} ms  p95 ${p95.toFixed(1)} ms  p99 ${percentile(all, 99).toFixed(1)} ms (target p95 < ${TARGET_P95_MS} ms)`);
  await app.close();
  await database.close();
  if (p95 >= TARGET_P95_MS) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
