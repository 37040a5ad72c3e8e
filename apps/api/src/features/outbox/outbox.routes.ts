import { mailReading, mailReadingRequest, outboxList } from '@trades/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureContext } from '../context.ts';
import { AppError } from '../../infra/http/errors.ts';
import { findByReadingToken, latestMessages } from '../../infra/mail/outbox.ts';
import { prefersHtml, toMailReading, toOutboxItem } from './outbox.service.ts';

const OUTBOX_PAGE_SIZE = 50;

export const outboxRoutes =
  (context: FeatureContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/v1/public/user/mail/reading',
      {
        schema: {
          tags: ['public'],
          summary: 'A sent e-mail or SMS by the token of its "view in browser" link',
          body: mailReadingRequest,
          response: { 200: mailReading },
        },
      },
      async (request, reply) => {
        const message = await findByReadingToken(context.db, request.body.token);
        if (!message) throw AppError.notFound();
        // The token is the only protection of the content: keep it out of shared caches.
        reply.header('cache-control', 'private, no-store');
        return toMailReading(message);
      },
    );

    app.get(
      '/dev/outbox',
      { schema: { hide: true, response: { 200: outboxList } } },
      async (request, reply) => {
        // A browser navigating here gets the web app's outbox page, which then asks for the JSON.
        if (prefersHtml(request.headers.accept)) {
          reply.callNotFound();
          return reply;
        }
        if (!context.config.devToolsEnabled) throw AppError.notFound();
        const messages = await latestMessages(context.db, OUTBOX_PAGE_SIZE);
        reply.header('cache-control', 'no-store');
        return { items: messages.map((message) => toOutboxItem(message, context.config.PUBLIC_URL)) };
      },
    );
  };
