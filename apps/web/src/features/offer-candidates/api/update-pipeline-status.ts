import { useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { offerCandidatesKey } from './get-pipeline-list';
import { useGuardedMutation } from '@/components/forms/submit-guard';

export interface PipelineStatusUpdated {
  id: number;
  status: { id: number; title?: string };
}

/** POST /v1/client-offer/applied/{id}/update: moves one card; the answer holds its new status. */
export function updatePipelineStatus({ id, status }: { id: number; status: number }): Promise<PipelineStatusUpdated> {
  return api<PipelineStatusUpdated>(`/v1/client-offer/applied/${id}/update`, { method: 'POST', body: { status } });
}

/** The status the answer reports, or the one sent when the answer does not say. */
export function answeredStatus(answer: PipelineStatusUpdated | undefined, sent: number): { id: number; title?: string } {
  return typeof answer?.status?.id === 'number' ? answer.status : { id: sent };
}

/** Whatever the answer, the tabs, counts and history reload: a refusal may mean the card moved meanwhile. */
export function useUpdatePipelineStatus(offerId: string) {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: updatePipelineStatus,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: offerCandidatesKey(offerId) }),
  });
}
