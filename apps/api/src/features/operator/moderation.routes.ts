import {
  AccountType,
  ModerationMessageKey,
  moderationAnswer,
  moderationOfferParams,
  moderationQueue,
  moderationQueueQuery,
  moderationReasonBody,
  operatorOfferList,
  operatorOfferQuery,
} from '@trades/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translate } from '../../infra/i18n/messages.ts';
import {
  type OfferModerationDeps,
  type RecordModeration,
  approveOffer,
  moderationQueue as queueOf,
  operatorOffers,
  rejectOffer,
  unpublishOffer,
} from '../client-offers/index.ts';
import type { FeatureContext } from '../context.ts';
import { actorOf, recordOperatorAction } from './audit.ts';

const tags = ['operator'];
const security = [{ bearer: [] }];

/**
 * Offer moderation (issue 26): the queue of offers in verification, approve, reject with a reason,
 * and taking a published offer offline with a reason; every action in the audit, in its transaction.
 */
export const operatorModerationRoutes =
  (context: FeatureContext): FastifyPluginAsyncZod =>
  async (app) => {
    const onRequest = app.requireAccount(AccountType.Operator);
    const deps: OfferModerationDeps = {
      db: context.db,
      catalogue: context.catalogue,
      now: context.now,
      outbox: context.outbox,
      publicUrl: context.config.PUBLIC_URL,
      offerListCache: context.offerListCache,
      publicationDays: context.config.OFFER_PUBLICATION_DAYS,
    };
    /** The audit's writer for the operator behind the request, read before the action's transaction. */
    const recorder = async (request: Parameters<typeof actorOf>[1]): Promise<RecordModeration> => {
      const actor = await actorOf(context.db, request);
      return (tx, entry) => recordOperatorAction(tx, actor, { ...entry, targetType: 'offer' });
    };
    const answer = (message: ModerationMessageKey, locale: Parameters<typeof translate>[1], outcome: { offerId: number; status: number }) => ({
      message: translate(message, locale),
      offer: { id: outcome.offerId, status: { id: outcome.status } },
    });

    app.get(
      '/v1/operator/moderation',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary: 'Offers in verification (5), the longest waiting first, in pages: employer, pay against the minimum wage, description and the contact details in it',
          querystring: moderationQueueQuery,
          response: { 200: moderationQueue },
        },
      },
      async (request) => queueOf(deps, request.query, request.locale),
    );

    app.post(
      '/v1/operator/moderation/:offerId/approve',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary: 'Verification (5) to verified (6); published at once (2) when an order paid for it while it waited. 409 offer_not_in_verification otherwise',
          params: moderationOfferParams,
          response: { 200: moderationAnswer },
        },
      },
      async (request) => {
        const outcome = await approveOffer(deps, request.params.offerId, await recorder(request));
        context.matching.offerChanged(outcome.offerId);
        return answer(ModerationMessageKey.Approved, request.locale, outcome);
      },
    );

    app.post(
      '/v1/operator/moderation/:offerId/reject',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary: 'Verification (5) back to draft (1) with a reason (3-1000 characters), shown to the employer on the offer and mailed to them',
          params: moderationOfferParams,
          body: moderationReasonBody,
          response: { 200: moderationAnswer },
        },
      },
      async (request) => answer(ModerationMessageKey.Rejected, request.locale, await rejectOffer(deps, request.params.offerId, request.body.reason, await recorder(request))),
    );

    app.get(
      '/v1/operator/offers',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary: 'Offers of every employer by id, uuid, company, e-mail, tax id or profession, and status; newest first',
          querystring: operatorOfferQuery,
          response: { 200: operatorOfferList },
        },
      },
      async (request) => operatorOffers(deps, request.query, request.locale),
    );

    app.post(
      '/v1/operator/offers/:offerId/unpublish',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary: 'A published offer (2) offline: inactive (3), with a reason shown to the employer and mailed to them; the public list drops it at once',
          params: moderationOfferParams,
          body: moderationReasonBody,
          response: { 200: moderationAnswer },
        },
      },
      async (request) => {
        const outcome = await unpublishOffer(deps, request.params.offerId, request.body.reason, await recorder(request));
        context.matching.offerChanged(outcome.offerId);
        return answer(ModerationMessageKey.Unpublished, request.locale, outcome);
      },
    );
  };
