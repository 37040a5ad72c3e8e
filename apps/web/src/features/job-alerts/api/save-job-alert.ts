import { useQueryClient } from '@tanstack/react-query';
import type { JobAlert, JobAlertCreateBody } from '@trades/contracts';
import { api } from '@/lib/api-client';
import { JOB_ALERTS_KEY } from './get-job-alerts';
import { useGuardedMutation } from '@/components/forms/submit-guard';

/** POST /v1/job-alerts: a saved search `{params, frequency}` or the matched-offers alert `{kind: 'matched', minScore, frequency}`. */
export function saveJobAlert(body: JobAlertCreateBody): Promise<JobAlert> {
  return api<JobAlert>('/v1/job-alerts', { method: 'POST', body: { ...body } });
}

export function useSaveJobAlert() {
  const queryClient = useQueryClient();
  return useGuardedMutation({ mutationFn: saveJobAlert, onSuccess: () => queryClient.invalidateQueries({ queryKey: JOB_ALERTS_KEY }) });
}
