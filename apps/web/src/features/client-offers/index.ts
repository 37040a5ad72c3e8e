/* What other parts of the web app use from the employer's offers. */
export { clientOfferRoutes } from './client-offer-routes';
export { OfferCounts } from './components/offer-counts';
