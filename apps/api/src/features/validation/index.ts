/* The validation feature's surface: its routes. */
export { validationRoutes } from './validation.routes.ts';
