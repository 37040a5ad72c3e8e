// Kept apart from job-alerts.ts's schemas: the search page offers these choices without the schema library.

export const JOB_ALERT_FREQUENCIES = ['daily', 'weekly'] as const;
export type JobAlertFrequency = (typeof JOB_ALERT_FREQUENCIES)[number];

export const JOB_ALERT_KINDS = ['search', 'matched'] as const;
export type JobAlertKind = (typeof JOB_ALERT_KINDS)[number];
