import { copyFile, mkdir, open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import path from 'node:path';
import { S3FileStorage, type S3Settings } from './s3-storage.ts';
import { assertSafeKey } from './storage-key.ts';

/**
 * Where uploaded files live. Keys are flat names chosen by the application (never by users).
 * The local folder under DATA_DIR is the default; an S3-compatible bucket is used when S3_BUCKET is set.
 */
export interface FileStorage {
  readonly kind: string;
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** Stores a file already on local disk, streamed, so a large one (a document pack) is never held in memory. */
  putFile(key: string, sourcePath: string, contentType: string): Promise<void>;
  /** undefined when nothing is stored under the key. */
  get(key: string): Promise<Buffer | undefined>;
  /** The stored file as a stream (a document pack sent without holding it in memory); undefined when nothing is stored. */
  getStream(key: string): Promise<Readable | undefined>;
  /** Removing a missing key is not an error. */
  delete(key: string): Promise<void>;
}

export class LocalFileStorage implements FileStorage {
  readonly kind = 'local';
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    assertSafeKey(key);
    return path.join(this.root, key);
  }

  async put(key: string, data: Buffer): Promise<void> {
    await mkdir(this.root, { recursive: true });
    const target = this.pathOf(key);
    // Written under a temporary name first so a reader never sees half a file.
    const partial = `${target}.partial`;
    await writeFile(partial, data, { mode: 0o600 });
    await rename(partial, target);
  }

  async putFile(key: string, sourcePath: string): Promise<void> {
    await mkdir(this.root, { recursive: true });
    const target = this.pathOf(key);
    const partial = `${target}.partial`;
    await copyFile(sourcePath, partial);
    await rename(partial, target);
  }

  async get(key: string): Promise<Buffer | undefined> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async getStream(key: string): Promise<Readable | undefined> {
    try {
      // Opened first, so a missing file is known before any byte is sent.
      const handle = await open(this.pathOf(key), 'r');
      return handle.createReadStream();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}

/** The storage of a running application: the configured S3 bucket, else files under DATA_DIR/files. */
export function storageFor(config: { DATA_DIR: string; objectStorage?: S3Settings }): FileStorage {
  if (config.objectStorage) return new S3FileStorage(config.objectStorage);
  return new LocalFileStorage(path.join(config.DATA_DIR, 'files'));
}
