/* The candidate's CV: its routes, and the links the employer's pipeline shows to those who may see the contacts. */
export { candidateCvRoutes } from './candidate-cv.routes.ts';
export { cvLinksFor } from './candidate-cv.service.ts';
