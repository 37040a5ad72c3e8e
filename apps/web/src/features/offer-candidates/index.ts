/* What other parts of the web app use from an offer's candidate pipeline. */
export { offerCandidateRoutes } from './offer-candidate-routes';
