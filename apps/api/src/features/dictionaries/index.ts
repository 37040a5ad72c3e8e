/* The dictionaries feature's surface: its routes. */
export { dictionariesRoutes } from './dictionaries.routes.ts';
