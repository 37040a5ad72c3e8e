import { LOCALE_TAGS, type Locale, type OrderRow, type ShopProduct } from '@trades/contracts';

/* Pure rules of the shop pages (employer-side.md 2 "Cart", "Orders", "Price lists", 4 "Cart and order", 9). Money is written by the contracts' formatMoney. */

/** Seconds the cover counts down before it sends the employer to the payment page. */
export const PAYMENT_REDIRECT_SECONDS = 6;

/**
 * Where the provider sends the employer back: the order page, marked as a return so it follows the
 * payment until it settles. The API fills in `{orderUuid}` and puts its public address in front.
 */
export const PAYMENT_RETURN_URL = '/user/order/{orderUuid}?payment=returned';
export const RETURN_MARK = 'payment';

export const orderReturnUrl = (orderUuid: string) => PAYMENT_RETURN_URL.replace('{orderUuid}', orderUuid);

/** Order status numbers (employer-side.md 4 "Cart and order"). */
export const OrderStatus = { Waiting: 1, Processing: 2, VerificationFailed: 3, Paid: 4, Canceled: 5, Returned: 6, Failed: 7 } as const;

/** The list's filter buttons, in this order: waiting, processing, error, ended, canceled, failed. */
export const ORDER_FILTER_STATUSES = [1, 2, 3, 4, 5, 7] as const;

/** Clicking the active filter clears it; another one replaces it. */
export function nextOrderFilter(current: number | null, clicked: number): number | null {
  return current === clicked ? null : clicked;
}

export function filterOrders(rows: readonly OrderRow[], status: number | null): OrderRow[] {
  return status === null ? [...rows] : rows.filter((row) => row.status === status);
}

/** The list offers a renewed payment for verification failed (3) and failed (7); the detail follows `is_recreate`. */
export function canRenewFromList(status: number): boolean {
  return status === OrderStatus.VerificationFailed || status === OrderStatus.Failed;
}

/** An order not paid may be cancelled: waiting, or its payment refused, unverified or expired (the API's rule). */
export function canCancel(status: number): boolean {
  return status === OrderStatus.Waiting || status === OrderStatus.VerificationFailed || status === OrderStatus.Failed;
}

export const ORDER_POLL_MS = 3000;
/** Two minutes: a provider that has not answered by then is not waited for on the page. */
export const ORDER_POLL_MAX_ATTEMPTS = 40;

/**
 * How often the order page reloads an order: while it is processing, or waiting right after the
 * employer came back from the provider (its notification may still be on the way); never once it
 * is settled, failed, or after the attempts run out.
 */
export function orderPollInterval(status: number | undefined, returnedFromProvider: boolean, attempts: number): number | false {
  if (status === undefined || attempts >= ORDER_POLL_MAX_ATTEMPTS) return false;
  if (status === OrderStatus.Processing) return ORDER_POLL_MS;
  if (status === OrderStatus.Waiting && returnedFromProvider) return ORDER_POLL_MS;
  return false;
}

export type BillingPeriod = 'month' | 'year';

/** The subscriptions of the chosen billing period, main ones first as listed. */
export function subscriptionsOf(products: readonly ShopProduct[], period: BillingPeriod): ShopProduct[] {
  return products.filter((product) => product.period === period);
}

/**
 * The path of an address on this site (the sandbox's return address is absolute), so the app
 * moves there without reloading; null for another site's address.
 */
export function localPathOf(url: string, origin: string): string | null {
  try {
    const parsed = new URL(url, origin);
    return parsed.origin === origin ? `${parsed.pathname}${parsed.search}${parsed.hash}` : null;
  } catch {
    return null;
  }
}

/** A bar's length in percent of the largest value; zero stays empty, anything else shows at least a sliver. */
export function barPercent(value: number, max: number): number {
  if (value <= 0 || max <= 0) return 0;
  return Math.max(2, Math.round((value / max) * 100));
}

/**
 * "2026-11" as the reader's language names the month, in full: "November 2026", "listopad 2026".
 * Abbreviations are not of one length ("Sept" beside "Nov" in English), so none is used.
 */
export function formatMonth(month: string, locale: Locale): string {
  const [year, number] = month.split('-').map(Number);
  if (!year || !number) return month;
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, number - 1, 1)));
}
