import { AccountType, matchedOfferList, matchedOffersPrimary } from '@trades/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../infra/auth/authenticate.ts';
import type { FeatureContext } from '../context.ts';
import { type MatchedOffersDeps, listMatchedOffers, matchedOffersPrimary as primary } from './matched-offers.service.ts';

const tags = ['candidate offers'];
const security = [{ bearer: [] }];

/** The candidate's matched offers. Employers 403, no token 401. */
export const matchingRoutes =
  (context: FeatureContext): FastifyPluginAsyncZod =>
  async (app) => {
    const deps: MatchedOffersDeps = { db: context.db, catalogue: context.catalogue, links: context.fileLinks, now: context.now };
    const onRequest = app.requireAccount(AccountType.Candidate);

    app.get(
      '/v1/candidate-offer/list-matched/primary',
      { onRequest, schema: { tags, security, summary: 'How matching works (description[0]) and the availability statuses 1-4, in X-LOCALE', response: { 200: matchedOffersPrimary } } },
      async (request) => primary(deps, request.locale),
    );

    app.get(
      '/v1/candidate-offer/list-matched',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary: "The candidate's matched active offers, best first: score, breakdown with hints in X-LOCALE, isApplied, allowMatchApply",
          response: { 200: matchedOfferList },
        },
      },
      async (request) => listMatchedOffers(deps, currentUser(request).userId, request.locale),
    );
  };
