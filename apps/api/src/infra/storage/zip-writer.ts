import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ZipArchive } from 'archiver';
import type { FileStorage } from './storage.ts';

/** Types that are compressed already: stored as they are, so the ZIP spends no time on them. */
const STORED_AS_IS = /\.(jpe?g|png|pdf|docx|zip)$/i;

/**
 * A ZIP written entry by entry to a temporary file, then moved into file storage: memory holds one
 * entry at a time however large the archive grows (a document pack, a data export).
 */
export class ZipFileWriter {
  private readonly temporary = path.join(os.tmpdir(), `zip-${randomBytes(8).toString('hex')}.zip`);
  private readonly archive = new ZipArchive({ zlib: { level: 6 } });
  private readonly closed: Promise<unknown>;
  private readonly failed: Promise<never>;

  constructor() {
    const output = createWriteStream(this.temporary, { mode: 0o600 });
    this.closed = once(output, 'close');
    this.failed = new Promise<never>((_resolve, reject) => this.archive.on('error', reject));
    this.failed.catch(() => undefined);
    this.archive.pipe(output);
  }

  /** Adds an entry and waits until it is written, so the next one is made only then. */
  async add(name: string, data: Buffer | Uint8Array): Promise<void> {
    const written = once(this.archive, 'entry');
    this.archive.append(Buffer.from(data.buffer, data.byteOffset, data.byteLength), { name, store: STORED_AS_IS.test(name) });
    await Promise.race([written, this.failed]);
  }

  addJson(name: string, value: unknown): Promise<void> {
    return this.add(name, Buffer.from(`${JSON.stringify(value, null, 2)}\n`));
  }

  /** Finishes the archive and stores it under `key`; answers its size in bytes. The temporary file is removed either way. */
  async storeAs(storage: FileStorage, key: string): Promise<number> {
    try {
      await Promise.race([this.archive.finalize(), this.failed]);
      await this.closed;
      const { size } = await stat(this.temporary);
      await storage.putFile(key, this.temporary, 'application/zip');
      return size;
    } finally {
      await rm(this.temporary, { force: true });
    }
  }

  /** Gives up: nothing is stored and the temporary file goes. */
  async discard(): Promise<void> {
    this.archive.abort();
    await rm(this.temporary, { force: true });
  }
}
