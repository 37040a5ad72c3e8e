/* What other parts of the web app use from the offer search: its routes, its URL state and its list query. */
export { searchRoutes } from './search-routes';
export { ALL_OFFERS_PATH } from './search-paths';
export { type SearchState, parseSearchParams, searchPath, serializeSearchParams, setPage } from './search-params';
export { pageCount } from './pagination';
export { useProfessionsByIndustry } from './api/get-professions';
export { usePublicPrimary } from './api/get-public-primary';
export { type OfferListAudience, useOfferList, useOfferListAudience } from './api/get-offer-list';
