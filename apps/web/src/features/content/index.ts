export { contentRoutes } from './content-routes';
