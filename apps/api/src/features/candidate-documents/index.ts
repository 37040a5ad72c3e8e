/* The candidate documents feature's surface: its routes and job (and one run of it, for the bench), and the offers' latest document packs the client offer list shows. */
export { candidateDocumentsRoutes, documentsDeps } from './candidate-documents.routes.ts';
export { registerCandidateDocumentsJobs, runPackJob } from './candidate-documents.jobs.ts';
export { lastDataSetQueues } from './candidate-documents.service.ts';
