import { useQueryClient } from '@tanstack/react-query';
import type { ClientOfferState } from '@trades/contracts';
import { api } from '@/lib/api-client';
import { CLIENT_OFFERS_QUERY_KEY } from './get-client-offer-list';
import { useGuardedMutation } from '@/components/forms/submit-guard';

/** POST /v1/client-offer/{id}/archived: Draft, verification, ready for publication or active to archived, for good. */
export function archiveOffer(id: number): Promise<ClientOfferState> {
  return api<ClientOfferState>(`/v1/client-offer/${id}/archived`, { method: 'POST' });
}

/** Whatever the answer, the lists and counts reload: a refusal may mean the offer changed meanwhile. */
export function useArchiveOffer() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: archiveOffer,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: CLIENT_OFFERS_QUERY_KEY }),
  });
}
