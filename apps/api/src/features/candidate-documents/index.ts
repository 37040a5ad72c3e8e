/* The candidate documents feature's surface: its routes and job (and one run of it, for the bench), the offers' latest document packs the client offer list shows, and the packs an erasure removes. */
export { candidateDocumentsRoutes, documentsDeps } from './candidate-documents.routes.ts';
export { registerCandidateDocumentsJobs, runPackJob } from './candidate-documents.jobs.ts';
export { lastDataSetQueues } from './candidate-documents.service.ts';
export { deletePacksHolding } from './candidate-documents.repository.ts';
