/* The candidate profile feature's surface: its routes, the candidate as an employer's pipeline shows them, and wizard saves outside a request (the demo seed). */
export { candidateProfileRoutes } from './candidate-profile.routes.ts';
export { type CandidateForEmployer, type ProfessionForComparison, candidatesForEmployer } from './profile-for-employer.ts';
export { type StepInput, saveWizardSteps } from './candidate-profile.service.ts';
export { type HeldDocuments, heldDocumentsOf, heldFor } from './held-documents.ts';
