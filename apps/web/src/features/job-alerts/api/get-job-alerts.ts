import { useQuery } from '@tanstack/react-query';
import type { JobAlertList } from '@trades/contracts';
import { api } from '@/lib/api-client';
import { currentLocale } from '@/lib/i18n';

/** Every query of the alerts starts with this key; each change refreshes them. */
export const JOB_ALERTS_KEY = ['job-alerts'] as const;

/** GET /v1/job-alerts: the candidate's alerts (a search's title in the page's language), the limit, and whether the matched alert is open. */
export function fetchJobAlerts(): Promise<JobAlertList> {
  return api<JobAlertList>('/v1/job-alerts');
}

export function useJobAlerts() {
  return useQuery({ queryKey: [...JOB_ALERTS_KEY, currentLocale()], queryFn: fetchJobAlerts });
}
