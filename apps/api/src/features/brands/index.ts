/* The brands feature's surface: its routes and the look-ups of a client's brands the offer form needs. */
export { brandsRoutes } from './brands.routes.ts';
export { brandIdsOf, listBrands } from './brands.repository.ts';
