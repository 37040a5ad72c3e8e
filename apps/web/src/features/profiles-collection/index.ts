export { profilesCollectionRoutes } from './profiles-collection-routes';
