import { AccountType, dashboardCsv, dashboardQuery, operatorDashboard } from '@trades/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureContext } from '../context.ts';
import { dashboardRangeOf, operatorDashboard as dashboardOf } from './dashboard.service.ts';

const tags = ['operator'];
const security = [{ bearer: [] }];

/**
 * The operator's dashboard (issue 26): per Warsaw day of a range (the last 30 days unless given, at
 * most 366), and the same as a CSV file. A range that is not one answers 422 with formErrors.
 */
export const operatorDashboardRoutes =
  (context: FeatureContext): FastifyPluginAsyncZod =>
  async (app) => {
    const onRequest = app.requireAccount(AccountType.Operator);

    app.get(
      '/v1/operator/dashboard',
      { onRequest, schema: { tags, security, summary: 'Sign-ups, offers, applications, pipeline moves, orders, revenue, refunds and KSeF rejections per day', querystring: dashboardQuery, response: { 200: operatorDashboard } } },
      async (request) => dashboardOf(context.db, dashboardRangeOf(request.query, context.now())),
    );

    app.get(
      '/v1/operator/dashboard.csv',
      { onRequest, schema: { tags, security, summary: 'The dashboard as CSV: a header row, one row per day, money in PLN with a dot', querystring: dashboardQuery } },
      async (request, reply) => {
        const range = dashboardRangeOf(request.query, context.now());
        const dashboard = await dashboardOf(context.db, range);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="dashboard-${range.from}-${range.to}.csv"`)
          .header('cache-control', 'private, no-store')
          .send(dashboardCsv(dashboard));
      },
    );
  };
