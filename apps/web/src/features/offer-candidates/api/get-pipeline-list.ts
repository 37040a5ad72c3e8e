import { useQuery } from '@tanstack/react-query';
import type { PipelineList, PipelineTab } from '@trades/contracts';
import { api } from '@/lib/api-client';
import { currentLocale } from '@/lib/i18n';

/** Every cached answer about one offer's candidates; a status change reloads them all. */
export function offerCandidatesKey(offerId: string) {
  return ['offer-candidates', offerId] as const;
}

/** GET /v1/client-offer/{offerId}/{tab}/list: the tab's cards and the counts of all six tabs. */
export function fetchPipelineList(offerId: string, tab: PipelineTab): Promise<PipelineList> {
  return api<PipelineList>(`/v1/client-offer/${encodeURIComponent(offerId)}/${tab.path}/list`);
}

export function usePipelineList(offerId: string, tab: PipelineTab) {
  return useQuery({
    queryKey: [...offerCandidatesKey(offerId), 'list', currentLocale(), tab.key],
    queryFn: () => fetchPipelineList(offerId, tab),
    retry: false,
  });
}
