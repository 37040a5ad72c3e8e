/* The health feature's surface: its routes. */
export { healthRoutes } from './health.routes.ts';
