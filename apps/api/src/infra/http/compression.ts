import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { varyOn } from './vary.ts';

/** Answers smaller than this gain less from compression than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Text answers compressed on the fly: brotli when the browser takes it, gzip otherwise. The brotli
 * quality is kept low because this runs per request (quality 11 costs ~20× the time for a few per
 * cent); static files are precompressed at build at the highest quality instead.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}

/** Hashed build files never change under their name; everything else must be revalidated. */
export function cacheControlFor(filePath: string): string {
  return /[/\\]assets[/\\]/.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

type TextEncoding = 'br' | 'gzip' | 'identity';

/** A fixed text (the app's index.html) compressed once at start, sent in the best encoding the browser takes. */
export class PrecompressedText {
  private readonly bodies: Record<TextEncoding, Buffer>;

  constructor(text: string) {
    const raw = Buffer.from(text);
    this.bodies = {
      br: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: gzipSync(raw, { level: 9 }),
      identity: raw,
    };
  }

  send(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    const encoding = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip', 'identity']) ?? 'identity';
    varyOn(reply, 'accept-encoding');
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(this.bodies[encoding]);
  }
}
