/* The client offers feature's surface: its routes, the employer's offers for their data export, and the publishing of offers a payment made Paid (payments' settlement). */
export { clientOffersRoutes } from './client-offers.routes.ts';
export { offersOfClient } from './client-offers.repository.ts';
export { publishPaidOffers } from './client-offers.service.ts';
