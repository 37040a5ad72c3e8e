export { offerRoutes } from './offer-routes';
