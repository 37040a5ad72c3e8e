import { useQueryClient } from '@tanstack/react-query';
import type { ClientOfferState } from '@trades/contracts';
import { api } from '@/lib/api-client';
import { CLIENT_OFFERS_QUERY_KEY } from './get-client-offer-list';
import { useGuardedMutation } from '@/components/forms/submit-guard';

/** PATCH /v1/client-offer/{id}/publish: Ready for publication (7) to active; the publication window starts now. */
export function publishOffer(id: number): Promise<ClientOfferState> {
  return api<ClientOfferState>(`/v1/client-offer/${id}/publish`, { method: 'PATCH' });
}

/** Whatever the answer, the lists and counts reload: a refusal may mean the offer changed meanwhile. */
export function usePublishOffer() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: publishOffer,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: CLIENT_OFFERS_QUERY_KEY }),
  });
}
