/* What other parts of the web app use from the saved offers: the routes, the page's address, the heart of an offer and the save completed after sign-in. */
export { savedOfferRoutes } from './saved-offers-routes';
export { SAVED_OFFERS_PATH } from './saved-offers-paths';
export { SaveOfferButton } from './components/save-offer-button';
export { SaveOfferIntent } from './components/save-offer-intent';
