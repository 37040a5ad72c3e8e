export { brandRoutes } from './brand-routes';
export { useBrands } from './api/get-brands';
