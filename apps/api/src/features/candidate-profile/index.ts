/* The candidate profile feature's surface: its routes, the candidate as an employer's pipeline and documents show them, the profile PDF, wizard saves outside a request (the demo seed), the profile as the data export writes it, and the mark of a number proven by SMS. */
export { candidateProfileRoutes } from './candidate-profile.routes.ts';
export { type CandidateForEmployer, type ProfessionForComparison, candidatesForEmployer, profilesShownFor } from './profile-for-employer.ts';
export { type ProfilePdfOptions, buildProfilePdf } from './profile-pdf.ts';
export { type StepInput, candidateProfileExport, saveWizardSteps } from './candidate-profile.service.ts';
export { type HeldDocuments, heldDocumentsOf, heldFor } from './held-documents.ts';
export { markPhoneConfirmed } from './candidate-profile.repository.ts';
