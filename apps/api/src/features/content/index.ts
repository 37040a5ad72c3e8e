/* The content feature's surface: its routes. */
export { contentRoutes } from './content.routes.ts';
