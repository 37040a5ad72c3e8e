import { contactMessageRequest, messageAnswer, staticPage as staticPageSchema, staticPageParams } from '@trades/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureContext } from '../context.ts';
import { sendCacheable } from '../../infra/http/cache.ts';
import { translate } from '../../infra/i18n/messages.ts';
import { type ContentDeps, sendContactMessage, staticPage } from './content.service.ts';

/** Static documents and the contact form. */
export const contentRoutes =
  (context: FeatureContext): FastifyPluginAsyncZod =>
  async (app) => {
    const deps: ContentDeps = { db: context.db, outbox: context.outbox, catalogue: context.catalogue, config: context.config };

    app.get(
      '/v1/public/static-content/page/:docName',
      {
        schema: {
          tags: ['public'],
          summary: 'A static document (terms, privacy, cookies) in the X-LOCALE language',
          params: staticPageParams,
          response: { 200: staticPageSchema },
        },
      },
      async (request, reply) => sendCacheable(request, reply, staticPage(request.params.docName, request.locale)),
    );

    app.post(
      '/public/send-contact-message',
      {
        config: { rateLimit: context.rateLimits.contact },
        schema: {
          tags: ['public'],
          summary: 'Send the contact form; stored and mailed to the team, optionally with a copy to the sender',
          description: 'The phone may also be sent as the flat fields phoneCountry and phoneNumber instead of phone[country] and phone[number].',
          body: contactMessageRequest,
          response: { 202: messageAnswer },
        },
      },
      async (request, reply) => {
        await sendContactMessage(deps, request.body, { locale: request.locale, userId: request.auth?.userId });
        return reply.status(202).send({ message: translate('contact_message_sent', request.locale) });
      },
    );
  };
