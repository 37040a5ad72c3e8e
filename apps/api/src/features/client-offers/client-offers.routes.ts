import {
  AccountType,
  clientOfferFormFields,
  clientOfferIdParams,
  clientOfferList,
  clientOfferListBody,
  clientOfferListParams,
  clientOfferPrimary,
  clientOffer,
  clientOfferSaved,
  clientOfferState,
  offerDetail,
} from '@trades/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FeatureContext } from '../context.ts';
import { currentUser } from '../../infra/auth/authenticate.ts';
import {
  type ClientOffersDeps,
  actOnOffer,
  createOffer,
  deleteOffer,
  duplicateOffer,
  getOffer,
  listOffers,
  offerPrimary,
  previewOffer,
  updateOffer,
} from './client-offers.service.ts';
import { OfferAction } from './offer-lifecycle.ts';
import { publicationQuota } from '../shop/index.ts';

const tags = ['client offers'];
/** The web form sends one key per form: a create repeating it (a double click, a retry) answers the offer the first made. */
const createKeyHeaders = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/)
    .optional()
    .describe('Optional: the same key again answers the offer created with it instead of a second one'),
}).loose();
const security = [{ bearer: [] }];

/**
 * The employer's offers: list, form, preview and the lifecycle actions.
 * Another employer's offer answers 404, as if it did not exist.
 */
export const clientOffersRoutes =
  (context: FeatureContext): FastifyPluginAsyncZod =>
  async (app) => {
    const deps: ClientOffersDeps = {
      links: context.fileLinks,
      catalogue: context.catalogue,
      offerListCache: context.offerListCache,
      db: context.db,
      now: context.now,
      lifecycle: { moderation: context.config.OFFER_MODERATION, freePublication: context.config.FREE_PUBLICATION },
      publicationDays: context.config.OFFER_PUBLICATION_DAYS,
      publicationQuota,
    };
    const onRequest = app.requireAccount(AccountType.Client);
    const listSummary = 'The caller’s offers, newest first; limit (default 100) and page (default 1)';

    app.post(
      '/v1/client-offer/list',
      { onRequest, schema: { tags, security, summary: `${listSummary}, every status`, body: clientOfferListBody, response: { 200: clientOfferList } } },
      async (request) => listOffers(deps, currentUser(request).userId, undefined, request.body, request.locale),
    );

    app.post(
      '/v1/client-offer/list/:status',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary: `${listSummary}, one tab: active (published), archived (also expired and taken offline), draft (1, 5, 6 and 7), withdrawn`,
          params: clientOfferListParams,
          body: clientOfferListBody,
          response: { 200: clientOfferList },
        },
      },
      async (request) => listOffers(deps, currentUser(request).userId, request.params.status, request.body, request.locale),
    );

    app.get(
      '/v1/client-offer/primary',
      { onRequest, schema: { tags, security, summary: 'What the offer form needs first: brands, industries, countries, languages, scales', response: { 200: clientOfferPrimary } } },
      async (request) => offerPrimary(deps, currentUser(request).userId, request.locale),
    );

    app.post(
      '/v1/client-offer/create',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary: 'A new draft offer from the form (JSON, or multipart/form in bracket notation); a repeated Idempotency-Key answers the draft the first request made',
          body: clientOfferFormFields,
          headers: createKeyHeaders,
          response: { 201: clientOfferSaved },
        },
      },
      async (request, reply) =>
        reply.status(201).send({ offer: await createOffer(deps, currentUser(request).userId, request.body, request.locale, request.headers['idempotency-key']) }),
    );

    app.get(
      '/v1/client-offer/:id',
      { onRequest, schema: { tags, security, summary: 'The offer for the edit form: its values as ids, status and edit mode', params: clientOfferIdParams, response: { 200: clientOffer } } },
      async (request) => getOffer(deps, currentUser(request).userId, request.params.id, request.locale),
    );

    app.get(
      '/v1/client-offer/:id/show',
      { onRequest, schema: { tags, security, summary: 'The offer as a candidate sees it (preview, any status)', params: clientOfferIdParams, response: { 200: offerDetail } } },
      async (request) => previewOffer(deps, currentUser(request).userId, request.params.id, request.locale),
    );

    app.post(
      '/v1/client-offer/:id/update',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary:
            'Save the form: every field in draft, verification, verified (back to verification with moderation on) and ready for publication; an active offer only description, notes, numberOfVacancies, rewards, weOffers and benefits (the rest is ignored)',
          params: clientOfferIdParams,
          body: z.unknown().describe('The fields of POST /v1/client-offer/create'),
          response: { 200: clientOfferSaved },
        },
      },
      async (request) => {
        const offer = await updateOffer(deps, currentUser(request).userId, request.params.id, request.body, request.locale);
        context.matching.offerChanged(request.params.id);
        return { offer };
      },
    );

    app.delete(
      '/v1/client-offer/:id',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary: 'Deletes a draft (1), an offer in verification (5) or verified (6) with its visits, matches, document packs and cart lines; 409 offer_cannot_be_deleted in any other status or when an order bought it',
          params: clientOfferIdParams,
          response: { 204: z.null().describe('Deleted') },
        },
      },
      async (request, reply) => {
        // Its matches go with it (the table's cascade): nothing for matching to re-score.
        await deleteOffer(deps, currentUser(request).userId, request.params.id);
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/v1/client-offer/:id/duplicate',
      { onRequest, schema: { tags, security, summary: 'A copy of the offer as a new draft', params: clientOfferIdParams, response: { 201: clientOfferSaved } } },
      async (request, reply) => reply.status(201).send({ offer: await duplicateOffer(deps, currentUser(request).userId, request.params.id, request.locale) }),
    );

    const action = (summary: string) => ({ onRequest, schema: { tags, security, summary, params: clientOfferIdParams, response: { 200: clientOfferState } } });
    /** Every status change may start or end the offer's matches. */
    const act = async (clientUserId: number, id: number, which: OfferAction) => {
      const state = await actOnOffer(deps, clientUserId, id, which);
      context.matching.offerChanged(id);
      return state;
    };
    app.patch('/v1/client-offer/:id/approved', action('Draft to verification (5) when moderation is on (an offer in verification then waits for an operator: 409 offer_awaiting_moderation); verified (6), or draft or verification without moderation, paid for (free publication, a subscription quota, an order), straight to active (2)'), async (request) =>
      act(currentUser(request).userId, request.params.id, OfferAction.Approve),
    );
    app.patch('/v1/client-offer/:id/publish', action('Ready for publication (7) to active (2); the publication window starts now'), async (request) =>
      act(currentUser(request).userId, request.params.id, OfferAction.Publish),
    );
    app.post('/v1/client-offer/:id/withdraw', action('Active (2) to withdrawn (18)'), async (request) =>
      act(currentUser(request).userId, request.params.id, OfferAction.Withdraw),
    );
    app.post('/v1/client-offer/:id/archived', action('Draft, verification, verified, ready for publication or active to archived (4), for good'), async (request) =>
      act(currentUser(request).userId, request.params.id, OfferAction.Archive),
    );
  };
