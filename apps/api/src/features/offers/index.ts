/* The public offers feature's surface: its routes, the shared list cache (cleared by whoever changes a public offer), the offer detail other features show, and what the sitemap and the benchmark read. */
export { offersRoutes } from './offers.routes.ts';
export { OfferListCache } from './offer-list-cache.ts';
export { distinctSlug, slugify } from './offer-slug.ts';
export { type LogoAddress, type OffersDeps, findOfferForPage, listQueryOf, parseOfferRef, presentDetail } from './offers.service.ts';
export { countAllPublicOffers, countPublicOffersQuery, listPublicOfferUrls, listPublicOffersQuery } from './offers.repository.ts';
