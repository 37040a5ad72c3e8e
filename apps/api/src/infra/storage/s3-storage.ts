import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { FileStorage } from './storage.ts';
import { assertSafeKey } from './storage-key.ts';

/** A bucket of AWS S3 or of an S3-compatible service (MinIO, Cloudflare R2, Backblaze B2, ...). */
export interface S3Settings {
  bucket: string;
  region: string;
  /** Unset for AWS itself; the service's URL otherwise. */
  endpoint?: string;
  forcePathStyle: boolean;
  /** Put before every key: '' or a folder ending in '/'. */
  prefix: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** The SDK's error for a missing object; a missing bucket stays an error, as it means wrong settings. */
function isMissingObject(error: unknown): boolean {
  if (error instanceof NoSuchKey) return true;
  // Some S3-compatible servers answer a 404 without the NoSuchKey body.
  return error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404 && error.name !== 'NoSuchBucket';
}

export class S3FileStorage implements FileStorage {
  readonly kind = 's3';
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      // Several S3-compatible services refuse the SDK's default extra checksums (CRC32 on every upload).
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // A stalled store must fail the upload or download instead of holding the request forever.
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
    });
  }

  private objectKey(key: string): string {
    assertSafeKey(key);
    return `${this.settings.prefix}${key}`;
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key), Body: data, ContentType: contentType, ContentLength: data.length }),
    );
  }

  async putFile(key: string, sourcePath: string, contentType: string): Promise<void> {
    const { size } = await stat(sourcePath);
    await this.client.send(
      new PutObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key), Body: createReadStream(sourcePath), ContentType: contentType, ContentLength: size }),
    );
  }

  async get(key: string): Promise<Buffer | undefined> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }));
      if (!answer.Body) return Buffer.alloc(0);
      const bytes = await answer.Body.transformToByteArray();
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    } catch (error) {
      if (isMissingObject(error)) return undefined;
      throw error;
    }
  }

  async getStream(key: string): Promise<Readable | undefined> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }));
      if (!answer.Body) return Readable.from([]);
      return Readable.fromWeb(answer.Body.transformToWebStream() as Parameters<typeof Readable.fromWeb>[0]);
    } catch (error) {
      if (isMissingObject(error)) return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }));
    } catch (error) {
      // S3 answers 204 for a missing object, but not every compatible service does.
      if (!isMissingObject(error)) throw error;
    }
  }

  /** Closes the client's kept-alive connections (tests; a server keeps its storage until exit). */
  close(): void {
    this.client.destroy();
  }
}
