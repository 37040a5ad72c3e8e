import { phonePrefixDictionary as phonePrefixDictionarySchema, preferredContactTimeList } from '@trades/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCacheable } from '../../infra/http/cache.ts';
import type { FeatureContext } from '../context.ts';
import { phonePrefixDictionary, preferredContactTimeDictionary } from '../reference/index.ts';

/** Public dictionaries of the forms, localised by X-LOCALE and cacheable for an hour. */
export const dictionariesRoutes =
  (context: FeatureContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/v1/public/dictionary/form/phone-prefix',
      {
        schema: {
          tags: ['dictionaries'],
          summary: 'Phone prefixes: preferred countries first, then the rest by name',
          response: { 200: phonePrefixDictionarySchema },
        },
      },
      async (request, reply) => {
        const catalogue = await context.catalogue.current();
        const body = catalogue.memoize(`phone-prefixes|${request.locale}`, () => phonePrefixDictionary(catalogue, request.locale));
        return sendCacheable(request, reply, body);
      },
    );

    app.get(
      '/v1/public/dictionary/preferred_contact_times',
      {
        schema: {
          tags: ['dictionaries'],
          summary: 'Contact-hour choices of the contact form and the candidate wizard',
          response: { 200: preferredContactTimeList },
        },
      },
      async (request, reply) => {
        const catalogue = await context.catalogue.current();
        return sendCacheable(request, reply, preferredContactTimeDictionary(catalogue, request.locale));
      },
    );
  };
