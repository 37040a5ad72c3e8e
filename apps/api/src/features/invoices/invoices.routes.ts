import { AccountType, invoiceIdParams, invoiceList, invoicePrint, salesData } from '@trades/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../infra/auth/authenticate.ts';
import type { FeatureContext } from '../context.ts';
import { invoicePdf, invoicePrintLink, invoiceXml, listInvoices, salesData as salesDataOf } from './invoices.service.ts';

const tags = ['shop'];
const security = [{ bearer: [] }];

/** Invoices, their PDF and XML, and the sales data (employer-side.md 7). */
export const invoicesRoutes =
  (context: FeatureContext): FastifyPluginAsyncZod =>
  async (app) => {
    const onRequest = app.requireAccount(AccountType.Client);
    const secret = context.config.JWT_SECRET;

    app.post(
      '/v1/client-financial-account/invoices',
      { onRequest, schema: { tags, security, summary: 'The caller’s invoices, newest first', body: z.unknown(), response: { 200: invoiceList } } },
      async (request) => ({ items: await listInvoices(context.db, currentUser(request).userId) }),
    );

    app.get(
      '/v1/client-financial-account/invoice/:id/print',
      { onRequest, schema: { tags, security, summary: 'A link (valid 15 minutes) to the invoice PDF; another’s invoice is 404', params: invoiceIdParams, response: { 200: invoicePrint } } },
      async (request) => ({
        invoiceDownloadUrl: await invoicePrintLink(context.db, secret, currentUser(request).userId, request.params.id, request.locale, context.now()),
      }),
    );

    app.get(
      '/v1/client-financial-account/invoice/download/:token',
      { schema: { tags, summary: 'The invoice PDF behind a print link (404 once expired)', params: z.object({ token: z.string().max(400) }) } },
      async (request, reply) => {
        const { pdf, number } = await invoicePdf(context.db, secret, request.params.token, context.now());
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `inline; filename="${number.replaceAll('/', '-')}.pdf"`)
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .send(pdf);
      },
    );

    app.get(
      '/v1/client-financial-account/invoice/:id/ksef-xml',
      { onRequest, schema: { tags, security, summary: 'The invoice as the structured FA(3) XML of KSeF; another’s invoice is 404', params: invoiceIdParams } },
      async (request, reply) => {
        const { xml, number } = await invoiceXml(context.db, currentUser(request).userId, request.params.id);
        return reply
          .header('content-type', 'application/xml; charset=utf-8')
          .header('content-disposition', `attachment; filename="${number.replaceAll('/', '-')}.xml"`)
          .send(xml);
      },
    );

    app.get(
      '/v1/client-financial-account/sales-data',
      { onRequest, schema: { tags, security, summary: 'Spending per month and product, and counts', response: { 200: salesData } } },
      async (request) => salesDataOf(context.db, currentUser(request).userId, request.locale, context.now()),
    );
  };
