import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';
import { BracketNotationError, UploadedPart, fromEntries } from './bracket-notation.ts';

/** The largest single upload the product accepts anywhere (brand background images, 25 MB). */
export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;

/**
 * Every write accepts JSON, form-urlencoded and multipart bodies. The two form encodings are
 * parsed from bracket notation into the same nested object JSON would give; files in multipart
 * bodies become UploadedPart values at their field's place.
 */
export async function registerBodyParsers(app: FastifyInstance): Promise<void> {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 * 1024 },
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
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 2 * 1024 * 1024 }, (_request, body, done) => {
    const text = (body as string).trim();
    if (text === '') return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new AppError('validation_error', { _: ['invalid_json'] }, 400), undefined);
    }
  });

  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 20, fields: 2000, fieldSize: 1024 * 1024, parts: 2100 },
  });

  app.addHook('preValidation', async (request) => {
    if (!request.isMultipart()) return;
    const entries: [string, unknown][] = [];
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          const data = await part.toBuffer();
          entries.push([part.fieldname, new UploadedPart(part.filename, part.mimetype, data)]);
        } else {
          entries.push([part.fieldname, typeof part.value === 'string' ? part.value : String(part.value)]);
        }
      }
      request.body = fromEntries(entries);
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('validation_error', { file: ['file_too_large'] }, 413);
      throw toBadRequest(error);
    }
  });
}

function toBadRequest(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const reason = error instanceof BracketNotationError ? 'invalid_field_name' : 'invalid_body';
  return new AppError('validation_error', { _: [reason] }, 400);
}
