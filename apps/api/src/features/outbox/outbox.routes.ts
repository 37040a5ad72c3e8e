import { mailReading, mailReadingRequest, outboxList } from '@trades/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureContext } from '../context.ts';
import { AppError } from '../../infra/http/errors.ts';
import { isLoopbackSocket } from '../../infra/http/loopback.ts';
import { findByReadingToken, latestMessages } from '../../infra/mail/outbox.ts';
import { prefersHtml, toMailReading, toOutboxItem } from './outbox.service.ts';

const OUTBOX_PAGE_SIZE = 50;

/** "View in browser" links stop working after this long: an old mail's content is not kept open. */
export const MAIL_READING_TTL_DAYS = 90;

export const outboxRoutes =
  (context: FeatureContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/v1/public/user/mail/reading',
      {
        schema: {
          tags: ['public'],
          summary: 'A sent e-mail or SMS by the token of its "view in browser" link (valid 90 days)',
          body: mailReadingRequest,
          response: { 200: mailReading },
        },
      },
      async (request, reply) => {
        const message = await findByReadingToken(context.db, request.body.token);
        const age = message ? context.now().getTime() - message.createdAt.getTime() : Infinity;
        if (!message || age > MAIL_READING_TTL_DAYS * 86_400_000) throw AppError.notFound();
        // The token is the only protection of the content: keep it out of shared caches.
        reply.header('cache-control', 'private, no-store');
        return toMailReading(message);
      },
    );

    app.get(
      '/dev/outbox',
      { schema: { hide: true, response: { 200: outboxList } } },
      async (request, reply) => {
        // Every reset, deletion and SMS code is readable here: only a developer's own machine may ask.
        if (!context.config.devToolsEnabled || !isLoopbackSocket(request)) throw AppError.notFound();
        // A browser navigating here gets the web app's outbox page, which then asks for the JSON.
        if (prefersHtml(request.headers.accept)) {
          reply.callNotFound();
          return reply;
        }
        const messages = await latestMessages(context.db, OUTBOX_PAGE_SIZE);
        reply.header('cache-control', 'no-store');
        return { items: messages.map((message) => toOutboxItem(message, context.config.PUBLIC_URL)) };
      },
    );
  };
