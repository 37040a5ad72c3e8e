import {
  AccountType,
  PIPELINE_TABS,
  applyAnswer,
  applyBody,
  candidateApplicationList,
  candidateApplicationParams,
  candidateNotificationSettings,
  clientOfferIdParams,
  pipelineBulkAnswer,
  pipelineBulkUpdateBody,
  pipelineHistory,
  pipelineList,
  pipelineStatusAnswer,
  pipelineStatusUpdateBody,
  withdrawApplicationAnswer,
} from '@trades/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FeatureContext } from '../context.ts';
import { currentUser } from '../../infra/auth/authenticate.ts';
import { pipelineStatus } from './applications.labels.ts';
import { candidateApplications, withdrawApplication } from './candidate-applications.service.ts';
import {
  type ApplicationsDeps,
  applyToMatchedOffer,
  applyToOffer,
  entryHistory,
  moveEntries,
  notificationSettings,
  pipelineList as listPipeline,
  saveNotificationSettings,
  updateEntryStatus,
} from './applications.service.ts';

const security = [{ bearer: [] }];
const offerIdParams = z.object({ offerId: clientOfferIdParams.shape.id });
const matchParams = z.object({ uuid: z.string().max(100) });

/** Applying (candidates) and the offer's candidate pipeline (its employer). */
export const applicationsRoutes =
  (context: FeatureContext & Pick<ApplicationsDeps, 'purchasedCandidateIds'>): FastifyPluginAsyncZod =>
  async (app) => {
    const deps: ApplicationsDeps = {
      db: context.db,
      outbox: context.outbox,
      catalogue: context.catalogue,
      links: context.fileLinks,
      now: context.now,
      publicUrl: context.config.PUBLIC_URL,
      secret: context.config.JWT_SECRET,
      purchasedCandidateIds: context.purchasedCandidateIds,
      mailDelaySeconds: context.config.PIPELINE_MAIL_DELAY_SECONDS,
      jobs: context.jobs,
    };
    const candidate = app.requireAccount(AccountType.Candidate);
    const client = app.requireAccount(AccountType.Client);

    app.post(
      '/v1/candidate-offer/apply/:offerId',
      {
        onRequest: candidate,
        schema: {
          tags: ['applications'],
          security,
          summary: 'Apply to an active offer with the date one can start (YYYY-MM-DD, from today); once per offer (409 already_applied)',
          params: offerIdParams,
          body: applyBody,
          response: { 200: applyAnswer },
        },
      },
      async (request) => applyToOffer(deps, currentUser(request).userId, request.params.offerId, request.body.availableFrom, request.locale),
    );

    app.post(
      '/v1/candidate-offer/matched/:uuid/apply',
      {
        onRequest: candidate,
        schema: {
          tags: ['applications'],
          security,
          summary: 'Apply to the offer of one’s own matched item (its uuid); the date is the profile’s available-from, or today',
          params: matchParams,
          response: { 200: applyAnswer },
        },
      },
      async (request) => applyToMatchedOffer(deps, currentUser(request).userId, request.params.uuid, request.locale),
    );

    app.get(
      '/v1/candidate/applications',
      {
        onRequest: candidate,
        schema: {
          tags: ['applications'],
          security,
          summary: 'The candidate’s own applications, newest first: the offer, the date sent, the stage in the request’s language and its history',
          response: { 200: candidateApplicationList },
        },
      },
      async (request) => candidateApplications(deps, currentUser(request).userId, request.locale),
    );

    app.post(
      '/v1/candidate/applications/:id/withdraw',
      {
        onRequest: candidate,
        schema: {
          tags: ['applications'],
          security,
          summary: 'Withdraw one’s own application (another’s is 404); a repeat answers the same, a hired or not selected one is 409; the employer gets a mail',
          params: candidateApplicationParams,
          response: { 200: withdrawApplicationAnswer },
        },
      },
      async (request) => withdrawApplication(deps, currentUser(request).userId, request.params.id, request.locale),
    );

    for (const tab of PIPELINE_TABS) {
      app.get(
        `/v1/client-offer/:id/${tab.path}/list`,
        {
          onRequest: client,
          schema: {
            tags: ['pipeline'],
            security,
            summary: `The offer’s candidates in statuses ${tab.statuses.join(', ')}, best fit first, with the counts of all six tabs`,
            params: clientOfferIdParams,
            response: { 200: pipelineList },
          },
        },
        async (request) => listPipeline(deps, currentUser(request).userId, request.params.id, tab, request.locale),
      );
    }

    app.post(
      '/v1/client-offer/applied/:id/update',
      {
        onRequest: client,
        schema: {
          tags: ['pipeline'],
          security,
          summary: 'Move a card to 11, 9, 19, 20, 10 or 12 (8 → 12 on the first open); the change and its history row in one transaction',
          params: clientOfferIdParams,
          body: pipelineStatusUpdateBody,
          response: { 200: pipelineStatusAnswer },
        },
      },
      async (request) => updateEntryStatus(deps, currentUser(request).userId, request.params.id, request.body.status, request.locale),
    );

    app.post(
      '/v1/client-offer/applied/bulk-update',
      {
        onRequest: client,
        schema: {
          tags: ['pipeline'],
          security,
          summary: 'Move several cards at once: all the caller’s (else 404) and all allowed (else 422), or nothing changes',
          body: pipelineBulkUpdateBody,
          response: { 200: pipelineBulkAnswer },
        },
      },
      async (request) => {
        const entries = await moveEntries(deps, currentUser(request).userId, request.body.ids, request.body.status);
        return { items: entries.map((entry) => ({ id: entry.id, status: pipelineStatus(entry.status, request.locale) })) };
      },
    );

    app.get(
      '/v1/client-offer/applied/:id/history',
      {
        onRequest: client,
        schema: { tags: ['pipeline'], security, summary: 'Every status change of a card, oldest first', params: clientOfferIdParams, response: { 200: pipelineHistory } },
      },
      async (request) => entryHistory(deps, currentUser(request).userId, request.params.id, request.locale),
    );

    app.get(
      '/v1/candidate/notification-settings',
      {
        onRequest: candidate,
        schema: { tags: ['applications'], security, summary: 'The candidate’s mail preferences', response: { 200: candidateNotificationSettings } },
      },
      async (request) => notificationSettings(deps, currentUser(request).userId),
    );

    app.put(
      '/v1/candidate/notification-settings',
      {
        onRequest: candidate,
        schema: {
          tags: ['applications'],
          security,
          summary: 'Switch the mails of pipeline moves (it suits, offer presented, hired, not fit) on or off',
          body: candidateNotificationSettings,
          response: { 200: candidateNotificationSettings },
        },
      },
      async (request) => saveNotificationSettings(deps, currentUser(request).userId, request.body),
    );
  };
