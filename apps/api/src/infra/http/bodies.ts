import { isSafeNumber, parse as parseLossless } from 'lossless-json';
import multipart from '@fastify/multipart';
import { ErrorKey, ProfileErrorKey, formatMegabytes } from '@trades/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';
import { BracketNotationError, UploadedPart, fromEntries } from './bracket-notation.ts';

/** How much of a multipart body a route reads; anything beyond is refused with 413. */
export interface MultipartLimits {
  /** File parts; 0 for routes that take no files. */
  files: number;
  /** Bytes of one file. */
  fileSize: number;
  /** Non-file fields. */
  fields: number;
  /** Bytes of one field's value. */
  fieldSize: number;
  /** Bytes of the whole body, as announced by Content-Length or counted while reading. */
  totalBytes: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on the routes that take files; every other route reads a small multipart form only. */
    multipart?: MultipartLimits;
  }
}

/**
 * Routes without files: the same forms as urlencoded (1 MB), no file parts. One field holds at
 * most an offer description (20,000 characters of HTML).
 */
export const FORM_MULTIPART_LIMITS: MultipartLimits = {
  files: 0,
  fileSize: 0,
  fields: 1000,
  fieldSize: 128 * 1024,
  totalBytes: 1024 * 1024,
};

/** Room for the part headers, boundaries and a few small fields around the files of an upload. */
export const MULTIPART_OVERHEAD_BYTES = 16 * 1024;

/** Multipart limits of a route that takes `files` files of at most `fileSize` bytes and a few small fields. */
export function uploadLimits(fileSize: number, files = 1): MultipartLimits {
  return { files, fileSize, fields: 10, fieldSize: 1024, totalBytes: files * fileSize + MULTIPART_OVERHEAD_BYTES };
}

/** A file beyond its route's size is the upload form's own error, naming the limit; anything else over the limits refuses the body. */
const tooLarge = (limits: MultipartLimits, fileField?: string) =>
  fileField === undefined
    ? new AppError(ErrorKey.ValidationError, { _: ['body_too_large'] }, 413)
    : new AppError(ProfileErrorKey.FileTooLarge, { [fileField]: [ProfileErrorKey.FileTooLarge] }, 413, {
        max: (locale) => formatMegabytes(limits.fileSize, locale),
      });

/**
 * JSON as sent: a number a double cannot hold exactly (a payment provider's order id beyond 2^53, say) stays its
 * digits, as a string, instead of silently becoming a neighbouring number; a schema that wants a number refuses it.
 * The exact parse runs only for bodies with such a long run of digits.
 */
export function parseJson(text: string): unknown {
  if (!/\d{16}/.test(text)) return JSON.parse(text);
  return parseLossless(text, undefined, (digits) => (isSafeNumber(digits) ? Number(digits) : digits));
}

/** The largest JSON or form-urlencoded body a route reads (docs/rules.md); files come as multipart, limited per route. */
export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * Every write accepts JSON, form-urlencoded and multipart bodies. The two form encodings are
 * parsed from bracket notation into the same nested object JSON would give; files in multipart
 * bodies become UploadedPart values at their field's place, on the routes that take files.
 */
export async function registerBodyParsers(app: FastifyInstance): Promise<void> {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: MAX_BODY_BYTES },
    (_request, body, done) => {
      try {
        done(null, fromEntries(new URLSearchParams(body as string)));
      } catch (error) {
        done(toBadRequest(error), undefined);
      }
    },
  );

  // An empty JSON body (Content-Type set, nothing sent) is an empty object, as for the spec's
  // "empty body" POSTs, instead of Fastify's default 400.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: MAX_BODY_BYTES }, (_request, body, done) => {
    const text = (body as string).trim();
    if (text === '') return done(null, {});
    try {
      done(null, parseJson(text));
    } catch {
      done(new AppError('validation_error', { _: ['invalid_json'] }, 400), undefined);
    }
  });

  // The plugin's own limits are the form's; each route's limits are applied per request below.
  await app.register(multipart, { limits: limitsOfBusboy(FORM_MULTIPART_LIMITS) });

  // Only a multipart body is read here; every other request leaves at once, without the promise of an async hook.
  app.addHook('preValidation', (request, reply, done) => {
    if (!request.isMultipart()) return done();
    readMultipart(request, reply).then(() => done(), done);
  });
}

/** A multipart body read whole into `request.body`, within the route's limits (413 beyond them). */
async function readMultipart(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const limits = request.routeOptions.config.multipart ?? FORM_MULTIPART_LIMITS;
  // The rest of a refused body is never read, so the connection cannot be reused.
  const refuse = (fileField?: string) => {
    reply.header('connection', 'close');
    return tooLarge(limits, fileField);
  };
  const announced = Number(request.headers['content-length']);
  // On an upload route a body this large is a file too large for it (uploads send it as `file`).
  if (Number.isFinite(announced) && announced > limits.totalBytes) throw refuse(limits.files > 0 ? 'file' : undefined);

  const entries: [string, unknown][] = [];
  let readBytes = 0;
  try {
    for await (const part of request.parts({ limits: limitsOfBusboy(limits) })) {
      if (part.type === 'file') {
        if (limits.files === 0) throw refuse();
        const data = await part.toBuffer();
        readBytes += data.length;
        entries.push([part.fieldname, new UploadedPart(part.filename, part.mimetype, data)]);
      } else {
        if (part.valueTruncated) throw refuse();
        const value = typeof part.value === 'string' ? part.value : String(part.value);
        readBytes += Buffer.byteLength(value);
        entries.push([part.fieldname, value]);
      }
      // A body sent without Content-Length is counted as it is read.
      if (readBytes > limits.totalBytes) throw refuse();
    }
    request.body = fromEntries(entries);
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw refuse('file');
    if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw refuse();
    throw toBadRequest(error);
  }
}

function limitsOfBusboy(limits: MultipartLimits) {
  return {
    files: limits.files,
    // busboy reads a file of a route without files up to this size before the part is refused.
    fileSize: Math.max(limits.fileSize, 1),
    fields: limits.fields,
    fieldSize: limits.fieldSize,
    parts: limits.files + limits.fields,
  };
}

function toBadRequest(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const reason = error instanceof BracketNotationError ? 'invalid_field_name' : 'invalid_body';
  return new AppError('validation_error', { _: [reason] }, 400);
}
