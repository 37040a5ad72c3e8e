/* The privacy feature's surface: its routes (the data export) and its jobs (the export, the retention of inactive accounts). */
export { privacyRoutes } from './privacy.routes.ts';
export { registerPrivacyJobs } from './privacy.jobs.ts';
