import { useQuery } from '@tanstack/react-query';
import type { PipelineHistory } from '@trades/contracts';
import { api } from '@/lib/api-client';
import { currentLocale } from '@/lib/i18n';
import { offerCandidatesKey } from './get-pipeline-list';

/** GET /v1/client-offer/applied/{id}/history: every status change of one card. */
export function fetchPipelineHistory(id: number): Promise<PipelineHistory> {
  return api<PipelineHistory>(`/v1/client-offer/applied/${id}/history`);
}

export function usePipelineHistory(offerId: string, id: number) {
  return useQuery({
    queryKey: [...offerCandidatesKey(offerId), 'history', currentLocale(), id],
    queryFn: () => fetchPipelineHistory(id),
    retry: false,
  });
}
