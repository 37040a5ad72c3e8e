import {
  AccountType,
  jobAlert,
  jobAlertCreateBody,
  jobAlertIdParams,
  jobAlertList,
  jobAlertSubscription,
  jobAlertTokenBody,
  jobAlertUnsubscribeBody,
  jobAlertUnsubscribeQuery,
  jobAlertUnsubscribed,
  jobAlertUpdateBody,
} from '@trades/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../infra/auth/authenticate.ts';
import type { FeatureContext } from '../context.ts';
import { type JobAlertsDeps, createAlert, listAlerts, removeAlert, resubscribe, showSubscription, unsubscribe, updateAlert } from './job-alerts.service.ts';

const tags = ['job alerts'];
const security = [{ bearer: [] }];

/** Job alerts of the signed-in candidate (employers 403, no token 401; another candidate's alert 404), and the mails' unsubscribe. */
export const jobAlertsRoutes =
  (context: FeatureContext): FastifyPluginAsyncZod =>
  async (app) => {
    const deps = jobAlertsDeps(context);
    const onRequest = app.requireAccount(AccountType.Candidate);

    app.get(
      '/v1/job-alerts',
      { onRequest, schema: { tags, security, summary: "The candidate's job alerts (a search's title in X-LOCALE), the limit, and whether the matched-offers alert is open to them", response: { 200: jobAlertList } } },
      async (request) => listAlerts(deps, currentUser(request).userId, request.locale),
    );

    app.post(
      '/v1/job-alerts',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary:
            'Saves a search ({params: the /search/query/{params} segment or the list query keys, frequency}) or takes the matched-offers alert ({kind: matched, minScore, frequency}); at most 10. The same save repeated within 5 minutes (a double tap) answers 200 with the alert saved first',
          body: jobAlertCreateBody,
          response: { 201: jobAlert, 200: jobAlert },
        },
      },
      async (request, reply) => {
        const { alert, created } = await createAlert(deps, currentUser(request).userId, request.body, request.locale);
        return reply.status(created ? 201 : 200).send(alert);
      },
    );

    app.patch(
      '/v1/job-alerts/:id',
      { onRequest, schema: { tags, security, summary: "Changes an alert's frequency, a search's params or a matched alert's minScore; subscribed: true resumes its mails", params: jobAlertIdParams, body: jobAlertUpdateBody, response: { 200: jobAlert } } },
      async (request) => updateAlert(deps, currentUser(request).userId, request.params.id, request.body, request.locale),
    );

    app.delete(
      '/v1/job-alerts/:id',
      { onRequest, schema: { tags, security, summary: 'Deletes an alert', params: jobAlertIdParams, response: { 204: z.null() } } },
      async (request, reply) => {
        await removeAlert(deps, currentUser(request).userId, request.params.id);
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/v1/public/job-alerts/unsubscribe',
      {
        schema: {
          tags: ['public'],
          summary: "The alert of a digest's unsubscribe link, named in X-LOCALE, and whether its mails are stopped; changes nothing (a mail scanner opening the link unsubscribes no one)",
          querystring: jobAlertUnsubscribeQuery,
          response: { 200: jobAlertSubscription },
        },
      },
      async (request) => showSubscription(deps, request.query.token, request.locale),
    );

    app.post(
      '/v1/public/job-alerts/unsubscribe',
      {
        schema: {
          tags: ['public'],
          summary: "Stops the digests of the alert of a digest's unsubscribe link, without signing in: {token} in the body, or in the query with the one-click body List-Unsubscribe=One-Click",
          querystring: jobAlertUnsubscribeQuery,
          body: jobAlertUnsubscribeBody,
          response: { 200: jobAlertUnsubscribed },
        },
      },
      async (request) => {
        await unsubscribe(deps, request.body?.token ?? request.query.token);
        return { unsubscribed: true as const };
      },
    );

    app.post(
      '/v1/public/job-alerts/resubscribe',
      {
        schema: {
          tags: ['public'],
          summary: "The unsubscribe page's undo: the alert's digests come again (404 job_alert_gone when it was deleted since)",
          body: jobAlertTokenBody,
          response: { 200: jobAlertSubscription },
        },
      },
      async (request) => resubscribe(deps, request.body.token, request.locale),
    );
  };

function jobAlertsDeps(context: Pick<FeatureContext, 'db' | 'now' | 'config' | 'catalogue' | 'outbox'>): JobAlertsDeps {
  return { db: context.db, now: context.now, secret: context.config.JWT_SECRET, publicUrl: context.config.PUBLIC_URL, catalogue: context.catalogue, outbox: context.outbox };
}
