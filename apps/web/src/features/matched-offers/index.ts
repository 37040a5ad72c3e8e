/* What other parts of the web app use from the matched offers: the route, and applying to a match (the offer detail's `?matched=`). */
export { matchedOfferRoutes } from './matched-offer-routes';
export { applyToMatch } from './api/apply-to-match';
