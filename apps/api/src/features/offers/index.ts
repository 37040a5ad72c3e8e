/* The public offers feature's surface: its routes, the shared list cache (cleared by whoever changes a public offer), the offer detail and list item other features show, what the sitemap and the benchmark read, and which offers are public (job alert digests). */
export { offersRoutes } from './offers.routes.ts';
export { OfferListCache } from './offer-list-cache.ts';
export { distinctSlug, slugify } from './offer-slug.ts';
export { type OfferWageCheck, checkOfferWage } from './offer-wage.ts';
export { type LogoAddress, type OffersDeps, findOfferForPage, listQueryOf, parseOfferRef, presentDetail, presentListItem } from './offers.service.ts';
export {
  type OfferApplications,
  type OfferListRow,
  countAllPublicOffers,
  countPublicOffersQuery,
  listPublicOfferUrls,
  listPublicOffersQuery,
  offerListColumns,
  offerOwnerNotBlocked,
  publicOfferCondition,
} from './offers.repository.ts';
