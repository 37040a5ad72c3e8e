import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { DatabaseHandle } from './database.ts';

/** What a process keeps in memory that another process's change makes stale. */
export type ChangeTopic = 'public-offers' | 'reference';
const TOPICS: readonly ChangeTopic[] = ['public-offers', 'reference'];

/** The PostgreSQL channel every process of one database listens on. */
export const CHANGE_CHANNEL = 'trades_changes';
const RECONNECT_DELAYS_MS = [250, 1_000, 5_000];

interface NoticeLog {
  warn(details: object, message: string): void;
}

/**
 * Tells every process of the database that something kept in memory changed, so each clears its copy:
 * the process that made the change at once, the others through PostgreSQL's LISTEN/NOTIFY (delivered within
 * milliseconds). The embedded database serves one process, which hears its own notices directly. A listener
 * that lost its connection clears everything when it is back, since notices sent meanwhile are lost.
 */
export class ChangeNotices {
  private readonly listeners = new Map<ChangeTopic, (() => void)[]>();
  /** Marks this process's own notices, which it has already acted on. */
  private readonly origin = randomUUID();
  private client: pg.Client | undefined;
  private closed = false;
  private reconnecting: NodeJS.Timeout | undefined;

  private constructor(
    private readonly send: ((payload: string) => Promise<unknown>) | undefined,
    private readonly connectionString: string | undefined,
    private readonly log: NoticeLog,
  ) {}

  /** Notices for the processes of this database; on PostgreSQL it listens before it returns. */
  static async open(database: DatabaseHandle, log: NoticeLog): Promise<ChangeNotices> {
    if (database.kind !== 'postgres' || !database.connectionString) return new ChangeNotices(undefined, undefined, log);
    const notices = new ChangeNotices((payload) => database.db.execute(sql`select pg_notify(${CHANGE_CHANNEL}, ${payload})`), database.connectionString, log);
    await notices.listen(0);
    return notices;
  }

  on(topic: ChangeTopic, listener: () => void): void {
    this.listeners.set(topic, [...(this.listeners.get(topic) ?? []), listener]);
  }

  /** Call after the change is committed: this process forgets at once, the others as soon as the notice arrives. */
  publish(topic: ChangeTopic): void {
    this.dispatch(topic);
    this.send?.(`${this.origin} ${topic}`).catch((error: unknown) => this.log.warn({ err: error, topic }, 'a change notice was not sent: other processes keep their copy until it expires'));
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.reconnecting);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private dispatch(topic: ChangeTopic): void {
    for (const listener of this.listeners.get(topic) ?? []) {
      try {
        listener();
      } catch (error) {
        this.log.warn({ err: error, topic }, 'a change listener failed');
      }
    }
  }

  private received(payload: string | undefined): void {
    const [origin, topic] = (payload ?? '').split(' ');
    if (origin === this.origin) return;
    if (TOPICS.includes(topic as ChangeTopic)) this.dispatch(topic as ChangeTopic);
  }

  private async listen(attempt: number): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on('notification', (message) => {
      if (message.channel === CHANGE_CHANNEL) this.received(message.payload);
    });
    const lost = () => {
      if (this.client !== client || this.closed) return;
      this.client = undefined;
      client.end().catch(() => undefined);
      this.log.warn({ channel: CHANGE_CHANNEL }, 'the change listener lost its connection: reconnecting');
      this.retry(attempt + 1);
    };
    client.on('error', lost);
    client.on('end', lost);
    try {
      await client.connect();
      await client.query(`listen ${CHANGE_CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      // The first connection fails the start, as the database itself would; later ones keep trying.
      if (attempt === 0) throw error;
      this.retry(attempt + 1);
      return;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    // Back after a loss: whatever changed meanwhile was not heard, so every copy goes.
    if (attempt > 0) for (const topic of TOPICS) this.dispatch(topic);
  }

  private retry(attempt: number): void {
    if (this.closed) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(attempt - 1, RECONNECT_DELAYS_MS.length - 1)] ?? 5_000;
    this.reconnecting = setTimeout(() => void this.listen(attempt).catch(() => this.retry(attempt + 1)), delay);
    this.reconnecting.unref();
  }
}
