import { ErrorKey, UPLOAD_MAX_BYTES, UPLOAD_PURPOSES, temporaryUploadAnswer } from '@trades/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FeatureContext } from '../context.ts';
import { currentUser } from '../../infra/auth/authenticate.ts';
import { uploadLimits } from '../../infra/http/bodies.ts';
import { UploadedPart } from '../../infra/http/bracket-notation.ts';
import { AppError } from '../../infra/http/errors.ts';
import { type FilesDeps, type ServedFile, readStoredFile, uploadTemporaryFile } from './files.service.ts';

const bearer = [{ bearer: [] }];
const fileParams = z.object({ filename: z.string().max(64) });
const signedQuery = z.object({ expires: z.string().max(20).optional(), signature: z.string().max(100).optional() });
const uploadFields = z.object({ purpose: z.enum(UPLOAD_PURPOSES, { error: ErrorKey.InvalidValue }).default('general') });

export function filesDeps(context: FeatureContext): FilesDeps {
  return { db: context.db, storage: context.fileStorage, links: context.fileLinks, now: context.now };
}

/** Content-Disposition with a plain ASCII name for old clients and the exact name in UTF-8. */
export function contentDisposition(disposition: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

function sendFile(reply: FastifyReply, file: ServedFile) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', contentDisposition(file.inline ? 'inline' : 'attachment', file.downloadName))
    .header('x-content-type-options', 'nosniff')
    // Whatever a file holds, it runs nothing when opened from our origin.
    .header('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox")
    .header('cache-control', 'private, max-age=3600')
    .send(file.data);
}

/** Uploads (temporary until a wizard save attaches them) and reading files by their stored name. */
export const filesRoutes =
  (context: FeatureContext): FastifyPluginAsyncZod =>
  async (app) => {
    const deps = filesDeps(context);

    app.post(
      '/v1/files/temporary-upload',
      {
        // Candidates upload wizard documents, employers their brand logos.
        onRequest: app.authenticate,
        // One file, up to the one upload limit (10 MB) of every upload.
        config: { multipart: uploadLimits(UPLOAD_MAX_BYTES) },
        schema: {
          tags: ['files'],
          summary: 'Upload a file (multipart field `file`; jpeg, png, webp, heif, pdf, doc, docx up to 10 MB; images are stored upright, at most 2000 px, without metadata)',
          consumes: ['multipart/form-data'],
          security: bearer,
          response: { 201: temporaryUploadAnswer },
        },
      },
      async (request, reply) => {
        const body = (request.body ?? {}) as Record<string, unknown>;
        const part = body.file;
        if (!(part instanceof UploadedPart)) throw AppError.validation({ file: [ErrorKey.FieldRequired] });
        const { purpose } = uploadFields.parse({ purpose: body.purpose === '' ? undefined : body.purpose });
        const file = await uploadTemporaryFile(deps, currentUser(request).userId, part, purpose);
        return reply.status(201).send(file);
      },
    );

    app.get(
      '/v1/files/:filename',
      {
        schema: {
          tags: ['files'],
          summary: 'A file, for its owner (bearer token) or through a signed link; 404 for anyone else',
          params: fileParams,
          querystring: signedQuery,
        },
      },
      async (request, reply) => sendFile(reply, await readStoredFile(deps, request.auth, request.params.filename, 'original', request.query)),
    );

    app.get(
      '/v1/files/:filename/thumbnail',
      {
        schema: { tags: ['files'], summary: "An image's thumbnail (JPEG), under the same rule as the file", params: fileParams, querystring: signedQuery },
      },
      async (request, reply) => sendFile(reply, await readStoredFile(deps, request.auth, request.params.filename, 'thumbnail', request.query)),
    );
  };
