/* The brands feature's surface: its routes, the look-ups of a client's brands the offer form needs, and the main brand a new employer gets at sign-up. */
export { brandsRoutes } from './brands.routes.ts';
export { brandIdsOf, listBrands } from './brands.repository.ts';
export { createCompanyBrand } from './brands.service.ts';
