export * from './job-alert-kinds.ts';
export * from './job-alerts.ts';
