import {
  AccountType,
  ShopMessageKey,
  invoiceRegister,
  invoiceRegisterQuery,
  operatorOrderDetail,
  operatorOrderList,
  operatorOrderQuery,
  refundAnswer,
  refundBody,
  uuidParams,
} from '@trades/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../infra/auth/authenticate.ts';
import { translate } from '../../infra/i18n/messages.ts';
import type { FeatureContext } from '../context.ts';
import { ksefJobQueue, salesRegister } from '../invoices/index.ts';
import { type RefundDeps, operatorOrder, operatorOrders, paymentProviderOf, refundOrder } from '../payments/index.ts';

const tags = ['operator'];
const security = [{ bearer: [] }];

/**
 * The operator's back office: the sales register, every order with its payments and refunds, and
 * refunds with their correction invoices. Operators only: 401 without a session, 403 for candidates
 * and employers.
 */
export const operatorRoutes =
  (context: FeatureContext): FastifyPluginAsyncZod =>
  async (app) => {
    const onRequest = app.requireAccount(AccountType.Operator);
    const refunds: RefundDeps = {
      db: context.db,
      now: context.now,
      provider: paymentProviderOf(context.config).provider,
      outbox: context.outbox,
      publicUrl: context.config.PUBLIC_URL,
      ksef: context.config.KSEF_ENABLED ? ksefJobQueue(context.jobs) : undefined,
      offerListCache: context.offerListCache,
    };

    app.get(
      '/v1/operator/invoices',
      { onRequest, schema: { tags, security, summary: 'The sales register of a month: invoices and corrections', querystring: invoiceRegisterQuery, response: { 200: invoiceRegister } } },
      async (request) => salesRegister(context.db, request.query.period),
    );

    app.get(
      '/v1/operator/orders',
      { onRequest, schema: { tags, security, summary: 'Every order, newest first', querystring: operatorOrderQuery, response: { 200: operatorOrderList } } },
      async (request) => ({ items: await operatorOrders(context.db, request.query.status) }),
    );

    app.get(
      '/v1/operator/orders/:uuid',
      { onRequest, schema: { tags, security, summary: 'An order with its items, payments, refunds and invoices', params: uuidParams, response: { 200: operatorOrderDetail } } },
      async (request) => operatorOrder(context.db, request.params.uuid),
    );

    app.post(
      '/v1/operator/orders/:uuid/refund',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary: 'Refund a paid order (the whole remainder unless an amount is given), with a correction invoice',
          params: uuidParams,
          body: refundBody,
          response: { 200: refundAnswer },
        },
      },
      async (request) => {
        const refund = await refundOrder(refunds, request.params.uuid, request.body, currentUser(request).userId);
        return {
          message: translate(ShopMessageKey.RefundRecorded, request.locale),
          correctionNumber: refund.correctionNumber,
          items: [await operatorOrder(context.db, request.params.uuid)],
        };
      },
    );
  };
