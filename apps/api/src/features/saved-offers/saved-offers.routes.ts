import { AccountType, savedOfferIds, savedOfferList, savedOfferParams } from '@trades/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../infra/auth/authenticate.ts';
import type { FeatureContext } from '../context.ts';
import { type SavedOffersDeps, listSavedOfferIds, listSavedOffers, removeSavedOffer, saveOffer } from './saved-offers.service.ts';

const tags = ['saved offers'];
const security = [{ bearer: [] }];

/** The signed-in candidate's saved offers (employers and operators 403, no token 401). */
export const savedOffersRoutes =
  (context: Pick<FeatureContext, 'db' | 'catalogue' | 'fileLinks' | 'now'>): FastifyPluginAsyncZod =>
  async (app) => {
    const deps: SavedOffersDeps = { db: context.db, catalogue: context.catalogue, links: context.fileLinks, now: context.now };
    const onRequest = app.requireAccount(AccountType.Candidate);

    app.get(
      '/v1/candidate/saved-offers',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary: "The candidate's saved offers, newest saved first, in X-LOCALE; an offer no longer public (ended, taken offline, archived, its employer blocked) stays, isExpired true",
          response: { 200: savedOfferList },
        },
      },
      async (request) => listSavedOffers(deps, currentUser(request).userId, request.locale),
    );

    app.get(
      '/v1/candidate/saved-offers/ids',
      { onRequest, schema: { tags, security, summary: 'The ids of the offers the candidate saved (the hearts of a list)', response: { 200: savedOfferIds } } },
      async (request) => listSavedOfferIds(deps, currentUser(request).userId),
    );

    app.put(
      '/v1/candidate/saved-offers/:offerId',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary:
            'Saves a public offer (404 for one that is not public); saving it again, a double click, changes nothing and answers 204 too. At most MAX_SAVED_OFFERS (500): 422 saved_offers_limit_reached',
          params: savedOfferParams,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await saveOffer(deps, currentUser(request).userId, request.params.offerId);
        return reply.status(204).send(null);
      },
    );

    app.delete(
      '/v1/candidate/saved-offers/:offerId',
      { onRequest, schema: { tags, security, summary: 'Removes an offer from the saved ones; removing one that is not saved answers 204 too', params: savedOfferParams, response: { 204: z.null() } } },
      async (request, reply) => {
        await removeSavedOffer(deps, currentUser(request).userId, request.params.offerId);
        return reply.status(204).send(null);
      },
    );
  };
