/* The client offers feature's surface: its routes, the employer's offers for their data export, the publishing of offers a payment paid for (payments' settlement), and moderation (the operator's routes). */
export { clientOffersRoutes } from './client-offers.routes.ts';
export { offersOfClient } from './client-offers.repository.ts';
export { publishPaidOffers } from './client-offers.service.ts';
export {
  type OfferModerationDeps,
  type RecordModeration,
  approveOffer,
  moderationQueue,
  operatorOffers,
  rejectOffer,
  unpublishOffer,
} from './offer-moderation.ts';
