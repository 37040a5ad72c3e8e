export { shopRoutes } from './shop-routes';
