/* The candidate profile feature's surface: its routes, the candidate as an employer's pipeline and documents show them, the profile PDF, and wizard saves outside a request (the demo seed). */
export { candidateProfileRoutes } from './candidate-profile.routes.ts';
export { type CandidateForEmployer, type ProfessionForComparison, candidatesForEmployer, profilesShownFor } from './profile-for-employer.ts';
export { type ProfilePdfOptions, buildProfilePdf } from './profile-pdf.ts';
export { type StepInput, saveWizardSteps } from './candidate-profile.service.ts';
