/* What other parts of the web app use from the shop. */
export { shopRoutes } from './shop-routes';
export { type OfferCartSelection, useOfferCartSelection } from './use-offer-cart-selection';
export { type CandidateCart, useCandidateCart } from './use-candidate-cart';
