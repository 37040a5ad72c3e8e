/* The job alerts feature's surface: its routes and its scheduled digest. */
export { jobAlertsRoutes } from './job-alerts.routes.ts';
export { registerJobAlertJobs } from './job-alerts.jobs.ts';
export { listCandidateAlerts as jobAlertsOfCandidate } from './job-alerts.repository.ts';
