/* The client offers feature's surface: its routes, and the employer's offers for their data export. */
export { clientOffersRoutes } from './client-offers.routes.ts';
export { offersOfClient } from './client-offers.repository.ts';
