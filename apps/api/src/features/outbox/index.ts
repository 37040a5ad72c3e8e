/* The outbox feature's surface: its routes. */
export { outboxRoutes } from './outbox.routes.ts';
