import { AccountType, UPLOAD_MAX_BYTES, candidateCvAnswer, ErrorKey } from '@trades/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FeatureContext } from '../context.ts';
import { currentUser } from '../../infra/auth/authenticate.ts';
import { uploadLimits } from '../../infra/http/bodies.ts';
import { UploadedPart } from '../../infra/http/bracket-notation.ts';
import { AppError } from '../../infra/http/errors.ts';
import { type CvDeps, deleteCv, showCv, uploadCv } from './candidate-cv.service.ts';

const tags = ['candidate profile'];
const security = [{ bearer: [] }];

/** The candidate's CV: one PDF or DOCX beside the profile, shown to employers who may see the contacts. */
export const candidateCvRoutes =
  (context: FeatureContext): FastifyPluginAsyncZod =>
  async (app) => {
    const deps: CvDeps = { db: context.db, storage: context.fileStorage, links: context.fileLinks, now: context.now };
    const onRequest = app.requireAccount(AccountType.Candidate);

    app.get(
      '/v1/candidate-profile/cv',
      { onRequest, schema: { tags, security, summary: "The candidate's CV (a signed link), or null", response: { 200: candidateCvAnswer } } },
      async (request) => showCv(deps, currentUser(request).userId),
    );

    app.post(
      '/v1/candidate-profile/cv',
      {
        onRequest,
        config: { multipart: uploadLimits(UPLOAD_MAX_BYTES), rateLimit: context.rateLimits.cvUpload },
        schema: {
          tags,
          security,
          summary: 'Attach the CV (multipart field `file`: PDF or DOCX, up to 10 MB); it replaces the current one',
          consumes: ['multipart/form-data'],
          response: { 201: candidateCvAnswer },
        },
      },
      async (request, reply) => {
        const part = (request.body as Record<string, unknown> | undefined)?.file;
        if (!(part instanceof UploadedPart)) throw AppError.validation({ file: [ErrorKey.FieldRequired] });
        return reply.status(201).send(await uploadCv(deps, currentUser(request).userId, part));
      },
    );

    app.delete(
      '/v1/candidate-profile/cv',
      { onRequest, schema: { tags, security, summary: 'Remove the CV (204 also when there is none)', response: { 204: z.null() } } },
      async (request, reply) => {
        await deleteCv(deps, currentUser(request).userId);
        return reply.status(204).send(null);
      },
    );
  };
