import { useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { offerCandidatesKey } from './get-pipeline-list';
import { useGuardedMutation } from '@/components/forms/submit-guard';

/** POST /v1/client-offer/applied/bulk-update: moves the selected cards together. */
export function bulkUpdatePipeline(body: { ids: number[]; status: number }): Promise<unknown> {
  return api<unknown>('/v1/client-offer/applied/bulk-update', { method: 'POST', body });
}

export function useBulkUpdatePipeline(offerId: string) {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: bulkUpdatePipeline,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: offerCandidatesKey(offerId) }),
  });
}
