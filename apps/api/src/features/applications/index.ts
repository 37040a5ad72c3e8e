/* The applications feature's surface: applying and the employer's pipeline (routes), its delayed stage mails (jobs), applying outside a request (the demo seed), the matched entries the matching jobs keep in step, the candidates' public ids, and what erasure and the data export need, and what offers show of the applications to them. */
export { applicationsRoutes } from './applications.routes.ts';
export { type MatchedEntriesScope, type MatchedEntriesSync, syncMatchedEntries } from './sync-matched.ts';
export { candidateIdFromPublicId, candidatePublicId } from './candidate-public-id.ts';
export { type ApplyDeps, applyToOffer } from './applications.service.ts';
export { releaseErasedCandidate } from './applications.repository.ts';
export { applicationsExport } from './applications-export.ts';
export { numTotalAppliedColumn, offerApplications } from './applied-offers.ts';
export { PIPELINE_STAGE_MAIL_JOB, registerStageMailJobs, sendDueStageMails } from './stage-mails.ts';
export { advanceToMeetingStage } from './meeting-stage.ts';
