import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';

/** The query builder both drivers share; features only ever see this type. */
export type Database = PgDatabase<PgQueryResultHKT>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Code that works inside or outside a transaction takes this. */
export type Executor = Database | Transaction;

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../drizzle');

export interface DatabaseHandle {
  db: Database;
  kind: 'postgres' | 'pglite';
  /** Present for the embedded database; pg-boss attaches to it. */
  pglite?: PGlite;
  /** Present for PostgreSQL; pg-boss gets the connection string. */
  connectionString?: string;
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other process runs its own: a PostgreSQL advisory lock held on one connection, so processes
   * started together migrate and seed one after another. The embedded database has one process by nature.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// URL; without it the embedded PGlite database is used. */
  url?: string;
  /** Folder for PGlite files; 'memory://' keeps everything in memory (tests). */
  pgliteDir?: string;
  /** A PGlite data-dir dump to start from (tests copy one migrated, seeded template). */
  pgliteLoadDataDir?: Blob;
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle client that loses its server must not crash the process.
    pool.on('error', () => undefined);
    const db = drizzleNodePg(pool) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      connectionString: options.url,
      migrate: () => migrateNodePg(drizzleNodePg(pool), { migrationsFolder: MIGRATIONS_DIR }),
      exclusively: (work) => withAdvisoryLock(pool, STARTUP_LOCK_KEY, work),
      ping: () => pingDatabase(db),
      close: () => pool.end(),
    };
  }
  const dir = options.pgliteDir ?? 'memory://';
  if (!dir.startsWith('memory://')) mkdirSync(path.dirname(dir), { recursive: true });
  // unaccent: the keyword search (migration 0030); a data dir made with it must be opened with it.
  const pglite = new PGlite(dir, { extensions: { unaccent }, ...(options.pgliteLoadDataDir ? { loadDataDir: options.pgliteLoadDataDir } : {}) });
  await pglite.waitReady;
  const db = drizzlePglite(pglite) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    pglite,
    migrate: () => migratePglite(drizzlePglite(pglite), { migrationsFolder: MIGRATIONS_DIR }),
    exclusively: (work) => work(),
    ping: () => pingDatabase(db),
    close: () => pglite.close(),
  };
}

/** The advisory lock key of a process's start (migrations and seeding): any fixed 64-bit number no other lock uses. */
const STARTUP_LOCK_KEY = 727_100_001n;

async function withAdvisoryLock<T>(pool: pg.Pool, key: bigint, work: () => Promise<T>): Promise<T> {
  // The lock belongs to a session: one connection takes it, waits for it and gives it back.
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [key.toString()]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [key.toString()]);
    }
  } finally {
    client.release();
  }
}

async function pingDatabase(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/** True when every migration in the folder is recorded as applied. */
export async function migrationsApplied(db: Database, expected: number): Promise<boolean> {
  try {
    const result = await db.execute<{ count: number }>(
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    );
    const rows = (result as unknown as { rows: { count: number }[] }).rows;
    return (rows[0]?.count ?? 0) >= expected;
  } catch {
    return false;
  }
}
