export { matchedOfferRoutes } from './matched-offer-routes';
