import { PrivacyMessageKey, accountDeletionLink, dataExportIdParams, dataExportList, dataExportView, messageAnswer, tokenRequest } from '@trades/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../infra/auth/authenticate.ts';
import { AppError } from '../../infra/http/errors.ts';
import { translate } from '../../infra/i18n/messages.ts';
import { accountOfDeletionLink } from '../accounts/index.ts';
import type { FeatureContext } from '../context.ts';
import { confirmAccountDeletion } from './erasure.ts';
import { DATA_EXPORT_JOB } from './privacy.jobs.ts';
import { type PrivacyDeps, downloadDataExport, listDataExports, requestDataExport, showDataExport } from './privacy.service.ts';

const tags = ['privacy'];
const security = [{ bearer: [] }];

/** GDPR self-service for both account types: the data export and the confirmed deletion (the consent history and the deletion request are the accounts feature's). */
export const privacyRoutes =
  (context: FeatureContext): FastifyPluginAsyncZod =>
  async (app) => {
    const deps: PrivacyDeps = {
      db: context.db,
      outbox: context.outbox,
      fileStorage: context.fileStorage,
      catalogue: context.catalogue,
      links: context.fileLinks,
      now: context.now,
      config: context.config,
    };

    app.post(
      '/v1/user/data-export',
      {
        onRequest: app.authenticate,
        schema: {
          tags,
          security,
          summary: 'Ask for a ZIP of all the data held about the caller; one a day (429 data_export_daily_limit with retry-after); asked again while one is being prepared, 202 with that one',
          body: z.unknown(),
          response: { 202: dataExportView.extend({ message: z.string() }) },
        },
      },
      async (request, reply) => {
        const answer = await requestDataExport(deps, currentUser(request).userId, async (id) => {
          await context.jobs?.send(DATA_EXPORT_JOB, { id });
        });
        if ('nextPossibleAt' in answer) {
          reply.header('retry-after', String(Math.max(1, Math.ceil((answer.nextPossibleAt.getTime() - context.now().getTime()) / 1000))));
          throw new AppError(PrivacyMessageKey.DataExportDailyLimit, {}, 429);
        }
        return reply.status(202).send({ ...answer.preparing, message: translate(PrivacyMessageKey.DataExportRequested, request.locale) });
      },
    );

    app.get(
      '/v1/user/data-export',
      { onRequest: app.authenticate, schema: { tags, security, summary: 'The caller’s data exports, newest first, and when the next is possible', response: { 200: dataExportList } } },
      async (request) => listDataExports(deps, currentUser(request).userId),
    );

    app.get(
      '/v1/user/data-export/:id',
      {
        onRequest: app.authenticate,
        schema: { tags, security, summary: 'An export’s status and, when ready, a download link valid 15 minutes; another’s export is 404', params: dataExportIdParams, response: { 200: dataExportView } },
      },
      async (request) => showDataExport(deps, currentUser(request).userId, request.params.id),
    );

    app.get(
      '/v1/user/data-export/download/:token',
      { schema: { tags, summary: 'The ZIP behind a download link (404 once expired)', params: z.object({ token: z.string().max(400) }) } },
      async (request, reply) => {
        const { data, requestedAt } = await downloadDataExport(deps, request.params.token);
        return reply
          .header('content-type', 'application/zip')
          .header('content-disposition', `attachment; filename="my-data-${requestedAt.toISOString().slice(0, 10)}.zip"`)
          .header('cache-control', 'private, no-store')
          .send(data);
      },
    );

    app.get(
      '/v1/public/user/account-delete/confirmation',
      {
        schema: {
          tags: ['accounts'],
          summary: 'The e-mail of the account a deletion link would delete; the link stays unused (opening it deletes nothing, the POST does); 400 invalid_token',
          querystring: tokenRequest,
          response: { 200: accountDeletionLink },
        },
      },
      async (request) => accountOfDeletionLink(context.db, request.query.token),
    );

    app.post(
      '/v1/public/user/account-delete/confirmation',
      { schema: { tags: ['accounts'], summary: 'Delete the account with its link token', body: tokenRequest, response: { 200: messageAnswer } } },
      async (request) => {
        await confirmAccountDeletion({ db: context.db, fileStorage: context.fileStorage, sessions: app.sessions, offerListCache: context.offerListCache }, request.body.token);
        return { message: translate('account_deleted', request.locale) };
      },
    );
  };
