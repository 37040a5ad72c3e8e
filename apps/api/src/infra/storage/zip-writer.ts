import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/** Types that are compressed already: stored as they are, so the ZIP costs no time on them. */
const STORED_AS_IS = /\.(jpe?g|png|pdf|docx|zip)$/i;

/**
 * A ZIP written entry by entry (fflate's streaming writer): each entry is compressed as it is added,
 * so only the compressed archive is held, never all the originals at once.
 */
export class ZipWriter {
  private readonly chunks: Uint8Array[] = [];
  private readonly zip: Zip;
  private readonly done: Promise<Buffer>;

  constructor() {
    let resolve: (value: Buffer) => void = () => undefined;
    let reject: (error: Error) => void = () => undefined;
    this.done = new Promise<Buffer>((ok, fail) => {
      resolve = ok;
      reject = fail;
    });
    this.zip = new Zip((error, chunk, final) => {
      if (error) return reject(error);
      this.chunks.push(chunk);
      if (final) resolve(Buffer.concat(this.chunks));
    });
  }

  add(path: string, data: Uint8Array): void {
    const entry = STORED_AS_IS.test(path) ? new ZipPassThrough(path) : new ZipDeflate(path, { level: 6 });
    this.zip.add(entry);
    entry.push(data, true);
  }

  addJson(path: string, value: unknown): void {
    this.add(path, new TextEncoder().encode(`${JSON.stringify(value, null, 2)}\n`));
  }

  finish(): Promise<Buffer> {
    this.zip.end();
    return this.done;
  }
}
