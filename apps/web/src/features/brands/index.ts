export { brandRoutes } from './brand-routes';
