/* The seo feature's surface: its routes. */
export { seoRoutes } from './seo.routes.ts';
