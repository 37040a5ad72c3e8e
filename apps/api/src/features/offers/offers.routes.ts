import { ErrorKey, type OfferList, offerDetail, offerList, offerListQuery, offerRefParams, similarOffers } from '@trades/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config/config.ts';
import type { Database } from '../../infra/db/database.ts';
import type { FileLinks } from '../../infra/storage/file-links.ts';
import { BracketNotationError, fromEntries } from '../../infra/http/bracket-notation.ts';
import { AppError } from '../../infra/http/errors.ts';
import type { ReferenceCatalogueStore } from '../reference/index.ts';
import type { OfferListCache } from './offer-list-cache.ts';
import type { OfferApplications } from './offers.repository.ts';
import { newVisitor, visitorIdFromCookie, visitorSetCookie } from './offer-visitor.ts';
import { type OffersDeps, listOffers, parseOfferRef, publicOfferListJson, showOffer } from './offers.service.ts';
import { varyOn } from '../../infra/http/vary.ts';
import { similarOffersOf } from './similar-offers.ts';

const tags = ['offers'];
/** Longer query strings are answered but not remembered by their text. */
const MAX_CACHED_QUERY_LENGTH = 512;
const bearer = [{ bearer: [] }];

/** The query string in bracket notation (`industries[]=1`, `orders[0][name]=...`), as forms send bodies. */
function queryOf(request: FastifyRequest): Record<string, unknown> {
  const search = request.url.split('?')[1] ?? '';
  try {
    return fromEntries(new URLSearchParams(search));
  } catch (error) {
    if (error instanceof BracketNotationError) throw new AppError(ErrorKey.ValidationError, { _: ['invalid_query'] }, 400);
    throw error;
  }
}

/**
 * Before validation the route's query is the raw bracket-notation object (Fastify's own parser
 * knows no brackets); the querystring schema then parses it into the typed list parameters.
 */
function readQuery(request: FastifyRequest, raw: Record<string, unknown>): void {
  (request as { query: unknown }).query = raw;
}

/** The POST's parameters may come in its query string and its body (the body wins); both are read as one query. */
function queryAndBody(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  return { ...queryOf(request), ...(typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {}) };
}

/**
 * The public offer search and detail: visitors use /v1/public/...,
 * signed-in users the same calls under /v1/offer/... and get userApplied. Only active offers
 * inside their publication window exist here.
 */
export const offersRoutes =
  // Not the feature context: the context holds this feature's offer list cache, so it must not be imported here.
  (context: {
    db: Database;
    fileLinks: FileLinks;
    catalogue: ReferenceCatalogueStore;
    offerListCache: OfferListCache;
    applications: OfferApplications;
    config: Pick<AppConfig, 'JWT_SECRET' | 'PUBLIC_URL'>;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const deps: OffersDeps = { db: context.db, links: context.fileLinks, catalogue: context.catalogue, cache: context.offerListCache, applications: context.applications };
    const listSummary =
      'Public offers: filters industry, profession, country (several values, all = none), publication 1/3/7 days, q (keywords), near + radiusKm, payMin + payCurrency, mlFilter, showAll; sort (also relevance, distance, pay); page. Nothing found: relaxations';
    const cache = context.offerListCache;
    /** Visitors' answers are remembered by language and query string as sent. */
    const textKeyOf = (request: FastifyRequest) => {
      const search = request.url.split('?')[1] ?? '';
      return search.length <= MAX_CACHED_QUERY_LENGTH ? `${request.locale}|${search}` : undefined;
    };
    // JSON text of the same typed page the signed-in list answers; Fastify sends a string as it is.
    const sendListJson = (reply: FastifyReply, json: string) =>
      varyOn(reply, 'X-LOCALE')
        .header('cache-control', 'public, max-age=30')
        .type('application/json; charset=utf-8')
        .send(json as unknown as OfferList);

    app.get(
      '/v1/public/offer/list',
      {
        schema: { tags, summary: listSummary, querystring: offerListQuery, response: { 200: offerList } },
        // A repeated request is answered from memory before its query is even parsed.
        preValidation: async (request, reply) => {
          const textKey = textKeyOf(request);
          const json = textKey ? cache.texts.get(textKey) : undefined;
          if (json !== undefined) return sendListJson(reply, json);
          readQuery(request, queryOf(request));
        },
      },
      async (request, reply) => {
        const json = await publicOfferListJson(deps, request.query, request.locale);
        const textKey = textKeyOf(request);
        if (textKey) cache.texts.set(textKey, json);
        return sendListJson(reply, json);
      },
    );

    app.get(
      '/v1/offer/list',
      {
        onRequest: app.authenticate,
        schema: { tags, summary: `${listSummary}; with userApplied`, security: bearer, querystring: offerListQuery, response: { 200: offerList } },
        preValidation: async (request) => {
          readQuery(request, queryOf(request));
        },
      },
      async (request) => listOffers(deps, request.query, request.auth, request.locale),
    );

    app.post(
      '/v1/offer/list',
      {
        onRequest: app.authenticate,
        schema: {
          tags,
          summary: 'The signed-in list with the parameters in the body (page, orders[{name,sort}], mlFilter, industries, professions, workLocationStates, publicationAtLessThan)',
          security: bearer,
          querystring: offerListQuery,
          body: z.unknown().describe('The keys of the query, as form or JSON; they win over the same keys in the query string'),
          response: { 200: offerList },
        },
        preValidation: async (request) => {
          readQuery(request, queryAndBody(request));
        },
      },
      async (request) => listOffers(deps, request.query, request.auth, request.locale),
    );

    const showSummary = 'An active offer by id, {id}-{slug}, uuid or slug; counts the visit once per visitor and day';
    const secret = context.config.JWT_SECRET;
    const secureCookie = context.config.PUBLIC_URL.startsWith('https:');
    const show = async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
      const ref = parseOfferRef(request.params.id);
      // A browser is one visitor by its cookie; a client without one counts by its (socket) address
      // and agent, and gets a cookie for its next visit.
      const visitorId = visitorIdFromCookie(secret, request.headers.cookie);
      const anonymous = visitorId ? { visitorId } : { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' };
      const offer = ref ? await showOffer(deps, ref, { viewer: request.auth, anonymous, secret }, request.locale) : undefined;
      if (!offer) throw AppError.notFound();
      if (!visitorId && !request.auth) reply.header('set-cookie', visitorSetCookie(newVisitor(secret).cookie, secureCookie));
      return offer;
    };

    app.get('/v1/public/offer/:id', { schema: { tags, summary: showSummary, params: offerRefParams, response: { 200: offerDetail } } }, show);
    app.get(
      '/v1/offer/:id',
      { onRequest: app.authenticate, schema: { tags, summary: `${showSummary}; signed in`, security: bearer, params: offerRefParams, response: { 200: offerDetail } } },
      show,
    );

    app.get(
      '/v1/public/offer/:id/similar',
      {
        schema: {
          tags,
          summary: 'Up to 6 other active offers like this one ({id} as in the detail): same profession, then nearby (100 km), then same industry; newest first within each',
          params: offerRefParams,
          response: { 200: similarOffers },
        },
      },
      async (request, reply) => {
        const ref = parseOfferRef(request.params.id);
        const similar = ref ? await similarOffersOf(deps, ref, request.locale) : undefined;
        if (!similar) throw AppError.notFound();
        // The same for every visitor: shared caches may keep it as briefly as the list.
        varyOn(reply, 'X-LOCALE').header('cache-control', 'public, max-age=30');
        return similar;
      },
    );
  };
