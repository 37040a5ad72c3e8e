/*
 * The web app's pages, as its route table writes them (apps/web/src/app/routes.tsx; a web test keeps the
 * two equal). The server answers an address outside this list with 404 and the not-found page, in the
 * visitor's language, instead of a 200 for any path.
 */

/** Route patterns without the leading slash: `:name` is one path segment, a final `*` any rest. */
export const WEB_PAGE_PATHS = [
  '',
  'lang/:languageId/*',
  'contact',
  'documents/:documentKey',
  'european-funds',
  'recommend-us',
  'profits',
  'lp/pobierz-aplikacje',
  'sign-up',
  'sign-in',
  'logout',
  'mail/confirmation/:token',
  'mail/reading/:token',
  'password/change/:token',
  'account-delete/confirmation/:token',
  'fl/:token',
  'fs/:token',
  'user/settings',
  'client/settings',
  'dev/outbox',
  'user',
  'mail',
  'search',
  'search/query',
  'search/query/:params',
  'offer/preview/:id',
  'offer/:offerSlug',
  'wizard',
  'wizard/:stepSlug',
  'offers-matched',
  'user/applications',
  'user/saved-offers',
  'user/conversations',
  'user/conversations/:id',
  'user/job-alerts',
  'job-alerts/unsubscribe',
  'user/offers',
  'user/offers/:status',
  'user/offers/:status/:page',
  'user/offer/create',
  'user/offer/edit/:id',
  'user/offer/candidates/:offerId',
  'user/offer/:offerId/documents',
  'user/cart',
  'user/order-list',
  'user/order/:uuid',
  'user/invoices',
  'user/sales-data',
  'client/price-list/subscriptions',
  'client/price-list/single-products',
  'payment/sandbox/:token',
  'user/profiles-collection',
  'client/brands',
  'operator',
  'operator/moderation',
  'operator/users',
  'operator/users/:id',
  'operator/orders',
  'operator/invoices',
  'operator/ksef',
  'operator/operators',
  'operator/audit',
] as const;

function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Whether `pathname` (an address's path, without query) is one of `pattern`'s addresses; as in the router, case does not count. */
export function matchesPagePath(pattern: string, pathname: string): boolean {
  const wanted = segmentsOf(pattern);
  const given = segmentsOf(pathname);
  for (const [index, segment] of wanted.entries()) {
    if (segment === '*') return true;
    const part = given[index];
    if (part === undefined) return false;
    if (!segment.startsWith(':') && segment !== decoded(part).toLowerCase()) return false;
  }
  return given.length === wanted.length;
}

/** Whether the web app has a page at `pathname`; anything else is its not-found page. */
export function isWebPagePath(pathname: string, pages: readonly string[] = WEB_PAGE_PATHS): boolean {
  return pages.some((pattern) => matchesPagePath(pattern, pathname));
}
