import {
  AccountType,
  BrandMessageKey,
  clientBrandBody,
  clientBrandChange,
  clientBrandDeleted,
  clientBrandIdParams,
  clientBrandList,
  clientBrandSaved,
} from '@trades/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FeatureContext } from '../context.ts';
import { currentUser } from '../../infra/auth/authenticate.ts';
import { translate } from '../../infra/i18n/messages.ts';
import { type BrandsDeps, brandList, changeBrand, createBrand, removeBrand } from './brands.service.ts';

const tags = ['brands'];
const security = [{ bearer: [] }];

/** The employer's brands. */
export const brandsRoutes =
  (context: FeatureContext): FastifyPluginAsyncZod =>
  async (app) => {
    const deps: BrandsDeps = { db: context.db, links: context.fileLinks, offerListCache: context.offerListCache, now: context.now };
    const onRequest = app.requireAccount(AccountType.Client);

    const list = { onRequest, schema: { tags, security, summary: 'The caller’s brands, main first, then by name', response: { 200: clientBrandList } } };
    app.get('/v1/client-brand/', list, async (request) => ({ items: await brandList(deps, currentUser(request).userId) }));
    app.post('/v1/client-brand/list', { ...list, schema: { ...list.schema, body: z.unknown() } }, async (request) => ({
      items: await brandList(deps, currentUser(request).userId),
    }));

    app.post(
      '/v1/client-brand/',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary: 'A new brand; the first one is the main brand. logoFile names an upload of /v1/files/temporary-upload (jpeg or png, 3 MB)',
          body: clientBrandBody,
          response: { 201: clientBrandSaved },
        },
      },
      async (request, reply) => {
        const brand = await createBrand(deps, currentUser(request).userId, request.body);
        return reply.status(201).send({ message: translate(BrandMessageKey.Added, request.locale), data: { data: brand } });
      },
    );

    app.patch(
      '/v1/client-brand/:id',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary:
            'Rename a brand or change its logo (an empty logoUrl without logoFile removes it); isMain: true makes it the main brand, and a body of isMain alone changes nothing else',
          params: clientBrandIdParams,
          body: clientBrandChange,
          response: { 200: clientBrandSaved },
        },
      },
      async (request) => {
        const brand = await changeBrand(deps, currentUser(request).userId, request.params.id, request.body);
        return { message: translate(BrandMessageKey.Saved, request.locale), data: { data: brand } };
      },
    );

    app.delete(
      '/v1/client-brand/:id',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary: 'Delete a brand other than the main one; its offers move to the main brand',
          params: clientBrandIdParams,
          response: { 200: clientBrandDeleted },
        },
      },
      async (request) => {
        await removeBrand(deps, currentUser(request).userId, request.params.id);
        return { message: translate(BrandMessageKey.Deleted, request.locale), code: BrandMessageKey.Deleted };
      },
    );
  };
