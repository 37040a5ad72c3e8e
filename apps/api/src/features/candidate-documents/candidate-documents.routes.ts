import type { Readable } from 'node:stream';
import {
  AccountType,
  CandidateDocumentsMessageKey,
  candidateCollectionRequestSchema,
  candidatePrintParams,
  clientCandidateList,
  dataSetQueueCreated,
  dataSetQueueDeleted,
  dataSetQueueEntry,
  dataSetQueueIdParams,
  dataSetQueueList,
  dataSetQueueOfferParams,
  dataSetQueueParams,
  dataSetQueueRequestSchema,
  printProfileRequestSchema,
  profilePrintAnswer,
} from '@trades/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { currentUser } from '../../infra/auth/authenticate.ts';
import { translate } from '../../infra/i18n/messages.ts';
import type { FeatureContext } from '../context.ts';
import {
  type DocumentsDeps,
  candidatePdf,
  candidatePrintLink,
  clientCandidates,
  listOfferPacks,
  packZip,
  queuePack,
  removePack,
  showPack,
} from './candidate-documents.service.ts';

const tags = ['candidate documents'];
const security = [{ bearer: [] }];
const tokenParams = z.object({ token: z.string().max(1000) });

/** The same deps for the routes and the pack job, built from the application's context. */
export function documentsDeps(context: Pick<FeatureContext, 'db' | 'fileLinks' | 'catalogue' | 'fileStorage' | 'jobs' | 'now' | 'config'>): DocumentsDeps {
  return {
    db: context.db,
    links: context.fileLinks,
    catalogue: context.catalogue,
    storage: context.fileStorage,
    jobs: context.jobs,
    now: context.now,
    secret: context.config.JWT_SECRET,
  };
}

/** A file sent behind a signed link: never cached, never sniffed. */
function sendFile(reply: FastifyReply, data: Buffer | Readable, type: string, disposition: string) {
  return reply.header('content-type', type).header('content-disposition', disposition).header('cache-control', 'private, no-store').header('x-content-type-options', 'nosniff').send(data);
}

/** Candidate documents (employer-side.md 7, Candidates and documents): one candidate's PDF, the packs of an offer, the profiles collection. */
export const candidateDocumentsRoutes =
  (context: FeatureContext): FastifyPluginAsyncZod =>
  async (app) => {
    const deps = documentsDeps(context);
    const onRequest = app.requireAccount(AccountType.Client);

    app.post(
      '/v1/client-candidate/print/profile/:candidateUuid',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary: 'A link (valid 15 minutes) to one candidate’s PDF for the caller’s clients: anonymised or named, under one of the caller’s brands, with all or some professions (an empty choice is 422 profession_not_added)',
          params: candidatePrintParams,
          body: printProfileRequestSchema,
          response: { 200: profilePrintAnswer },
        },
      },
      async (request) => ({
        profilePrintUrl: await candidatePrintLink(deps, currentUser(request).userId, request.params.candidateUuid, request.body, request.locale),
      }),
    );

    app.get(
      '/v1/client-candidate/print/download/:token',
      { schema: { tags, summary: 'The candidate PDF behind a print link (404 once expired)', params: tokenParams } },
      async (request, reply) => sendFile(reply, await candidatePdf(deps, request.params.token), 'application/pdf', 'inline; filename="candidate.pdf"'),
    );

    app.post(
      '/v1/client-candidate/list',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary: 'The caller’s candidates (applied to or matched with their offers, or bought), filtered by industries, professions and countries of work',
          body: candidateCollectionRequestSchema,
          response: { 200: clientCandidateList },
        },
      },
      async (request) => ({ items: await clientCandidates(deps, currentUser(request).userId, request.body, request.locale) }),
    );

    app.post(
      '/v1/client-offer/:offerId/data-set-queue',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary: 'Queue a pack of one PDF per candidate of a pipeline tab (all tabs without status); while one is pending, that one is the answer',
          params: dataSetQueueOfferParams,
          body: dataSetQueueRequestSchema,
          response: { 200: dataSetQueueCreated },
        },
      },
      async (request) => ({
        data: { offerDatasetQueue: await queuePack(deps, currentUser(request).userId, request.params.offerId, request.body, request.locale) },
      }),
    );

    app.get(
      '/v1/client-offer/:offerId/data-set-queue/list',
      { onRequest, schema: { tags, security, summary: 'The offer’s document packs, newest first', params: dataSetQueueOfferParams, response: { 200: dataSetQueueList } } },
      async (request) => ({ items: await listOfferPacks(deps, currentUser(request).userId, request.params.offerId, request.locale) }),
    );

    app.get(
      '/v1/client-offer/:offerId/data-set-queue/:queueId',
      { onRequest, schema: { tags, security, summary: 'One pack: its status, progress and, once Completed, its download link', params: dataSetQueueParams, response: { 200: dataSetQueueEntry } } },
      async (request) => showPack(deps, currentUser(request).userId, request.params.offerId, request.params.queueId, request.locale),
    );

    app.post(
      '/v1/client-offer/data-set-queue/:id/delete',
      { onRequest, schema: { tags, security, summary: 'Delete a pack and its ZIP', params: dataSetQueueIdParams, response: { 200: dataSetQueueDeleted } } },
      async (request) => {
        await removePack(deps, currentUser(request).userId, request.params.id);
        return { message: translate(CandidateDocumentsMessageKey.QueueEntryDeleted, request.locale) };
      },
    );

    app.get(
      '/v1/client-offer/data-set-queue/download/:token',
      { schema: { tags, summary: 'The ZIP behind a pack’s download link (404 once expired or deleted)', params: tokenParams } },
      async (request, reply) => {
        const { zip, name } = await packZip(deps, request.params.token);
        return sendFile(reply, zip, 'application/zip', `attachment; filename="${name}"`);
      },
    );
  };
