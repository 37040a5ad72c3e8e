/* The saved offers feature's surface: its routes, and what the data export writes of them. */
export { savedOffersRoutes } from './saved-offers.routes.ts';
export { savedOffersOfCandidate } from './saved-offers.repository.ts';
