/* The client offers feature's surface: its routes. */
export { clientOffersRoutes } from './client-offers.routes.ts';
