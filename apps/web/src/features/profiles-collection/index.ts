export { profilesCollectionRoutes } from './profiles-collection-routes';
export type { CollectionCandidate } from './api/get-candidate-collection';
