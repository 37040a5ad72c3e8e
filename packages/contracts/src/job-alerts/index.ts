export * from './job-alerts.ts';
