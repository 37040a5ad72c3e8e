/* The privacy feature's surface: its routes (the data export, the confirmed account deletion), the erasure of an account and its jobs (the export, the retention of inactive accounts). */
export { privacyRoutes } from './privacy.routes.ts';
export { registerPrivacyJobs } from './privacy.jobs.ts';
export { eraseAccount } from './erasure.ts';
