import { AccountType, OperatorKsefMessageKey, ksefInvoiceParams, ksefResendAnswer, operatorKsefPage, operatorKsefQuery } from '@trades/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translate } from '../../infra/i18n/messages.ts';
import type { FeatureContext } from '../context.ts';
import { type KsefResendDeps, ksefJobQueue, ksefSubmissionsPage, resendKsefSubmission } from '../invoices/index.ts';
import { actorOf, recordOperatorAction } from './audit.ts';

const tags = ['operator'];
const security = [{ bearer: [] }];

/**
 * The operator's KSeF (issue 26): the invoices' submissions by status, and a resend of a rejected or
 * stuck one (audited as `ksef.resend` in the resend's transaction). With KSEF_ENABLED off the list
 * still shows what was sent, and a resend is refused with 409 `ksef_sending_disabled`.
 */
export const operatorKsefRoutes =
  (context: FeatureContext): FastifyPluginAsyncZod =>
  async (app) => {
    const onRequest = app.requireAccount(AccountType.Operator);
    const resends: KsefResendDeps = { db: context.db, queue: ksefJobQueue(context.jobs), now: context.now, enabled: context.config.KSEF_ENABLED };

    app.get(
      '/v1/operator/ksef',
      {
        onRequest,
        schema: { tags, security, summary: 'Invoices sent to KSeF by status (or stuck), last changed first, with the counts', querystring: operatorKsefQuery, response: { 200: operatorKsefPage } },
      },
      async (request) => ksefSubmissionsPage(context.db, request.query, context.now(), context.config.KSEF_ENABLED),
    );

    app.post(
      '/v1/operator/ksef/:invoiceId/resend',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary: 'Send a rejected or stuck invoice to KSeF again (idempotent; a duplicate in KSeF counts as accepted)',
          params: ksefInvoiceParams,
          response: { 200: ksefResendAnswer },
        },
      },
      async (request) => {
        const actor = await actorOf(context.db, request);
        const { resent, item } = await resendKsefSubmission(resends, request.params.invoiceId, (tx, done) =>
          recordOperatorAction(tx, actor, {
            action: 'ksef.resend',
            targetType: 'invoice',
            targetId: done.invoiceId,
            details: { invoiceNumber: done.invoiceNumber, previousStatus: done.previousStatus, previousError: done.previousError, invoiceHash: done.invoiceHash, resends: done.resends },
          }),
        );
        return { message: translate(OperatorKsefMessageKey.ResendQueued, request.locale), resent, item };
      },
    );
  };
