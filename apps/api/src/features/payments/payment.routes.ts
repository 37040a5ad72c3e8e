import {
  AccountType,
  paymentAnswer,
  paymentMethodList,
  paymentTokenParams,
  recreatePaymentBody,
  registerPaymentBody,
  sandboxCompleteAnswer,
  sandboxCompleteBody,
  ShopMessageKey,
  orderCancelAnswer,
  orderDetailAnswer,
  sandboxPayment,
  uuidParams,
} from '@trades/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../infra/auth/authenticate.ts';
import { translate } from '../../infra/i18n/messages.ts';
import type { FeatureContext } from '../context.ts';
import { ksefJobQueue } from '../invoices/index.ts';
import { type CheckoutDeps, cancelOrder, completeSandboxPayment, placeOrder, recreatePayment, sandboxPayment as sandboxView } from './checkout.service.ts';
import { shopDepsOf } from '../shop/index.ts';
import { orderWithPayment } from './order-detail.ts';
import { notificationOutcome, receiveP24Notification, receiveP24RefundNotification } from './p24-notification.ts';
import { paymentMethods } from './payment-methods.ts';
import { paymentProviderOf } from './providers.ts';
import { p24Notification, p24RefundNotification } from './przelewy24.ts';

const tags = ['shop'];
const security = [{ bearer: [] }];

/** Payment (employer-side.md 7): methods, placing an order and renewing its payment, an order with its payment, the sandbox and P24's notification. */
export const paymentRoutes =
  (context: FeatureContext, fetchImpl: typeof fetch = fetch): FastifyPluginAsyncZod =>
  async (app) => {
    const { config } = context;
    const { provider, p24 } = paymentProviderOf(config, fetchImpl);
    const deps: CheckoutDeps = {
      db: context.db,
      now: context.now,
      catalogue: context.catalogue,
      viesEnabled: config.VIES_ENABLED,
      outbox: context.outbox,
      config,
      provider,
      ksef: config.KSEF_ENABLED ? ksefJobQueue(context.jobs) : undefined,
      offerListCache: context.offerListCache,
      offerPublication: { days: config.OFFER_PUBLICATION_DAYS, matching: context.matching },
    };
    const onRequest = app.requireAccount(AccountType.Client);

    app.get('/v1/payment/methods', { onRequest, schema: { tags, security, summary: 'Payment methods; the first is preselected', response: { 200: paymentMethodList } } }, async (request) => ({
      items: paymentMethods(request.locale),
    }));

    app.post(
      '/v1/payment/transaction/register/:uuid',
      {
        onRequest,
        schema: { tags, security, summary: 'The cart becomes an order and its payment is registered', params: uuidParams, body: registerPaymentBody, response: { 200: paymentAnswer } },
      },
      async (request) => placeOrder(deps, currentUser(request).userId, request.params.uuid, request.body, request.locale),
    );

    app.post(
      '/v1/payment/transaction/recreate/:uuid',
      {
        onRequest,
        schema: { tags, security, summary: 'A new payment for a waiting, unverified (3) or failed (7) order', params: uuidParams, body: recreatePaymentBody, response: { 200: paymentAnswer } },
      },
      async (request) => recreatePayment(deps, currentUser(request).userId, request.params.uuid, request.body, request.locale),
    );

    app.get(
      '/v1/shop/order/:uuid',
      { onRequest, schema: { tags, security, summary: 'One of the caller’s orders; another’s is 404', params: uuidParams, response: { 200: orderDetailAnswer } } },
      async (request) => ({ items: [await orderWithPayment(shopDepsOf(context), currentUser(request).userId, request.params.uuid, request.locale)] }),
    );

    app.post(
      '/v1/shop/order/:uuid/cancel',
      {
        onRequest,
        schema: { tags, security, summary: 'Cancel an unpaid order (status 5); its payment stops. A paid order is 409.', params: uuidParams, response: { 200: orderCancelAnswer } },
      },
      async (request) => {
        const { userId } = currentUser(request);
        await cancelOrder(deps, userId, request.params.uuid);
        const detail = await orderWithPayment(shopDepsOf(context), userId, request.params.uuid, request.locale);
        return { message: translate(ShopMessageKey.OrderCanceled, request.locale), items: [detail] };
      },
    );

    app.get(
      '/v1/payment/sandbox/:token',
      { schema: { tags, summary: 'The sandbox payment page’s data (the token is the credential)', params: paymentTokenParams, response: { 200: sandboxPayment } } },
      async (request) => sandboxView(deps, request.params.token, request.locale),
    );

    app.post(
      '/v1/payment/sandbox/:token/complete',
      {
        schema: { tags, summary: 'Pay or decline a pending sandbox payment, settled like a provider’s notification', params: paymentTokenParams, body: sandboxCompleteBody, response: { 200: sandboxCompleteAnswer } },
      },
      async (request) => completeSandboxPayment(deps, request.params.token, request.body.outcome),
    );

    if (p24) {
      // Counted once answered, whatever the answer: a body refused by its schema never reaches the handler.
      const counted = (kind: 'payment' | 'refund', statusCode: number) =>
        context.metrics.paymentNotifications.inc({ provider: 'przelewy24', kind, outcome: notificationOutcome(statusCode) });
      app.post(
        '/v1/payment/notification/przelewy24',
        {
          onResponse: async (_request, reply) => counted('payment', reply.statusCode),
          schema: { tags, summary: 'Przelewy24’s payment notification (signed)', body: p24Notification, response: { 200: z.object({ status: z.number().int() }) } },
        },
        async (request) => receiveP24Notification(deps, p24.settings, (input) => p24.provider.verify(input), request.body),
      );
      app.post(
        '/v1/payment/notification/przelewy24/refund',
        {
          onResponse: async (_request, reply) => counted('refund', reply.statusCode),
          schema: { tags, summary: 'Przelewy24’s notification of a refund’s result (signed)', body: p24RefundNotification, response: { 200: z.object({ status: z.string() }) } },
        },
        async (request) => receiveP24RefundNotification(deps, p24.settings, request.body),
      );
    }
  };
