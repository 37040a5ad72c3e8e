/* The candidate profile feature's surface: its routes. */
export { candidateProfileRoutes } from './candidate-profile.routes.ts';
