import {
  AccountType,
  DASHBOARD_METRICS,
  type DashboardNumbers,
  type DashboardQuery,
  MARKET_TIME_ZONE,
  type OperatorDashboard,
  dashboardRange,
  dashboardRangeInput,
  marketToday,
} from '@trades/contracts';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../infra/db/database.ts';
import { users } from '../accounts/accounts.tables.ts';
import { offerCandidateHistory, offerCandidates } from '../applications/applications.tables.ts';
import { ksefSubmissions } from '../invoices/invoices.tables.ts';
import { offers } from '../offers/offers.tables.ts';
import { paymentRefunds } from '../payments/payments.tables.ts';
import { shopOrders } from '../shop/shop.tables.ts';

/*
 * The operator's dashboard (issue 26): per calendar day in Warsaw, what happened across the business.
 * One query: each source is filtered by its own timestamp within the range's instants (so its index
 * can serve it), grouped by the Warsaw day, and laid over every day of the range, so a quiet day is a
 * row of zeros. Revenue is the paid orders' totals on the day of payment; refunds are the money sent
 * back (requested or completed, not failed) on the day it was asked for; KSeF rejections are the
 * submissions rejected on the day, while they stay rejected.
 */

/** The range asked for, defaults filled in and checked: a ZodError (422 with formErrors) when it is not a range. */
export function dashboardRangeOf(query: DashboardQuery, now: Date): { from: string; to: string } {
  return dashboardRange.parse(dashboardRangeInput(query, marketToday(now)));
}

const zeros = (): DashboardNumbers => Object.fromEntries(DASHBOARD_METRICS.map((metric) => [metric, 0])) as DashboardNumbers;

export async function operatorDashboard(db: Executor, range: { from: string; to: string }): Promise<OperatorDashboard> {
  // A literal, not a parameter: the day each row is grouped under must be the very expression selected.
  const zone = sql.raw(`'${MARKET_TIME_ZONE}'`);
  const dayOf = (column: unknown) => sql`(${column} at time zone ${zone})::date`;
  const startAt = sql`(cast(${range.from} as date)::timestamp at time zone ${zone})`;
  const endAt = sql`((cast(${range.to} as date) + 1)::timestamp at time zone ${zone})`;
  const within = (column: unknown) => sql`${column} >= ${startAt} and ${column} < ${endAt}`;

  const result = await db.execute(sql`
    with events as (
      select ${dayOf(users.createdAt)} as day,
             count(*) filter (where ${users.accountType} = ${AccountType.Candidate}) as sign_ups_candidate,
             count(*) filter (where ${users.accountType} = ${AccountType.Client}) as sign_ups_client,
             0 as offers_published, 0 as applications, 0 as pipeline_moves, 0 as orders_paid, 0 as revenue_net, 0 as revenue_gross,
             0 as refunds, 0 as refunded_amount, 0 as ksef_rejections
        from ${users} where ${within(users.createdAt)} group by 1
      union all
      select ${dayOf(offers.publicationAt)}, 0, 0, count(*), 0, 0, 0, 0, 0, 0, 0, 0
        from ${offers} where ${within(offers.publicationAt)} group by 1
      union all
      select ${dayOf(offerCandidates.appliedAt)}, 0, 0, 0, count(*), 0, 0, 0, 0, 0, 0, 0
        from ${offerCandidates} where ${within(offerCandidates.appliedAt)} group by 1
      union all
      select ${dayOf(offerCandidateHistory.changedAt)}, 0, 0, 0, 0, count(*), 0, 0, 0, 0, 0, 0
        from ${offerCandidateHistory} where ${within(offerCandidateHistory.changedAt)} and ${offerCandidateHistory.fromStatus} is not null group by 1
      union all
      select ${dayOf(shopOrders.paidAt)}, 0, 0, 0, 0, 0, count(*), sum(${shopOrders.totalNet}), sum(${shopOrders.totalGross}), 0, 0, 0
        from ${shopOrders} where ${within(shopOrders.paidAt)} group by 1
      union all
      select ${dayOf(paymentRefunds.createdAt)}, 0, 0, 0, 0, 0, 0, 0, 0, count(*), sum(${paymentRefunds.amount}), 0
        from ${paymentRefunds} where ${within(paymentRefunds.createdAt)} and ${paymentRefunds.state} <> 'failed' group by 1
      union all
      select ${dayOf(ksefSubmissions.decidedAt)}, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, count(*)
        from ${ksefSubmissions} where ${within(ksefSubmissions.decidedAt)} and ${ksefSubmissions.status} = 'rejected' group by 1
    ),
    days as (
      select generate_series(cast(${range.from} as date), cast(${range.to} as date), interval '1 day')::date as day
    )
    select to_char(days.day, 'YYYY-MM-DD') as "date",
           coalesce(sum(events.sign_ups_candidate), 0)::bigint as "signUpsCandidate",
           coalesce(sum(events.sign_ups_client), 0)::bigint as "signUpsClient",
           coalesce(sum(events.offers_published), 0)::bigint as "offersPublished",
           coalesce(sum(events.applications), 0)::bigint as "applications",
           coalesce(sum(events.pipeline_moves), 0)::bigint as "pipelineMoves",
           coalesce(sum(events.orders_paid), 0)::bigint as "ordersPaid",
           coalesce(sum(events.revenue_net), 0)::bigint as "revenueNet",
           coalesce(sum(events.revenue_gross), 0)::bigint as "revenueGross",
           coalesce(sum(events.refunds), 0)::bigint as "refunds",
           coalesce(sum(events.refunded_amount), 0)::bigint as "refundedAmount",
           coalesce(sum(events.ksef_rejections), 0)::bigint as "ksefRejections"
      from days left join events on events.day = days.day
     group by days.day
     order by days.day`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  const totals = zeros();
  const days = rows.map((row) => {
    const day = { date: String(row.date), ...zeros() };
    for (const metric of DASHBOARD_METRICS) {
      day[metric] = Number(row[metric]);
      totals[metric] += day[metric];
    }
    return day;
  });
  return { from: range.from, to: range.to, timeZone: MARKET_TIME_ZONE, days, totals };
}
