import {
  AccountType,
  ShopMessageKey,
  invoiceRegister,
  invoiceRegisterQuery,
  operatorOrderDetail,
  operatorOrderList,
  operatorAuditPage,
  operatorAuditQuery,
  operatorOrderQuery,
  refundAnswer,
  refundBody,
  uuidParams,
} from '@trades/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translate } from '../../infra/i18n/messages.ts';
import type { FeatureContext } from '../context.ts';
import { ksefJobQueue, salesRegister } from '../invoices/index.ts';
import { type RefundDeps, operatorOrder, operatorOrders, paymentProviderOf, refundOrder } from '../payments/index.ts';
import { actorOf, auditPage, recordOperatorAction } from './audit.ts';
import { operatorUserRoutes } from './users.routes.ts';
import { operatorsRoutes } from './operators.routes.ts';
import { operatorKsefRoutes } from './ksef.routes.ts';
import { operatorDashboardRoutes } from './dashboard.routes.ts';
import { operatorModerationRoutes } from './moderation.routes.ts';

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
    await app.register(operatorUserRoutes(context));
    await app.register(operatorsRoutes(context));
    await app.register(operatorKsefRoutes(context));
    await app.register(operatorDashboardRoutes(context));
    await app.register(operatorModerationRoutes(context));
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
      async (request) => operatorOrders(context.db, request.query),
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
        const actor = await actorOf(context.db, request);
        const refund = await refundOrder(refunds, request.params.uuid, request.body, actor.userId, (tx, done) =>
          recordOperatorAction(tx, actor, {
            action: 'order.refund',
            targetType: 'order',
            targetId: request.params.uuid,
            reason: request.body.reason,
            details: { orderNumber: done.orderNumber, amount: done.amount, correctionNumber: done.correctionNumber },
          }),
        );
        return {
          message: translate(ShopMessageKey.RefundRecorded, request.locale),
          correctionNumber: refund.correctionNumber,
          items: [await operatorOrder(context.db, request.params.uuid)],
        };
      },
    );

    app.get(
      '/v1/operator/audit',
      { onRequest, schema: { tags, security, summary: 'Every operator action, newest first (append-only)', querystring: operatorAuditQuery, response: { 200: operatorAuditPage } } },
      async (request) => auditPage(context.db, request.query),
    );
  };
