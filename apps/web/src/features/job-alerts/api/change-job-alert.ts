import { useQueryClient } from '@tanstack/react-query';
import type { JobAlert, JobAlertUpdateBody } from '@trades/contracts';
import { api } from '@/lib/api-client';
import { JOB_ALERTS_KEY } from './get-job-alerts';
import { useGuardedMutation } from '@/components/forms/submit-guard';

/** PATCH /v1/job-alerts/{id}: the frequency, or the matched alert's score. */
export function changeJobAlert({ id, change }: { id: number; change: JobAlertUpdateBody }): Promise<JobAlert> {
  return api<JobAlert>(`/v1/job-alerts/${id}`, { method: 'PATCH', body: { ...change } });
}

export function useChangeJobAlert() {
  const queryClient = useQueryClient();
  return useGuardedMutation({ mutationFn: changeJobAlert, onSuccess: () => queryClient.invalidateQueries({ queryKey: JOB_ALERTS_KEY }) });
}
