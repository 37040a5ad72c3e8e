import { useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { JOB_ALERTS_KEY } from './get-job-alerts';
import { useGuardedMutation } from '@/components/forms/submit-guard';

/** DELETE /v1/job-alerts/{id}. */
export function deleteJobAlert(id: number): Promise<void> {
  return api<void>(`/v1/job-alerts/${id}`, { method: 'DELETE' });
}

export function useDeleteJobAlert() {
  const queryClient = useQueryClient();
  return useGuardedMutation({ mutationFn: deleteJobAlert, onSuccess: () => queryClient.invalidateQueries({ queryKey: JOB_ALERTS_KEY }) });
}
