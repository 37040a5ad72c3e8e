import { useQueryClient } from '@tanstack/react-query';
import type { ClientOfferSaved } from '@trades/contracts';
import { api } from '@/lib/api-client';
import { CLIENT_OFFERS_QUERY_KEY } from './get-client-offer-list';
import { useGuardedMutation } from '@/components/forms/submit-guard';

/** POST /v1/client-offer/{id}/duplicate: a copy as a new draft; answers offer.id of the copy. */
export function duplicateOffer(id: number): Promise<ClientOfferSaved> {
  return api<ClientOfferSaved>(`/v1/client-offer/${id}/duplicate`, { method: 'POST' });
}

/** Whatever the answer, the lists and counts reload: a refusal may mean the offer changed meanwhile. */
export function useDuplicateOffer() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: duplicateOffer,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: CLIENT_OFFERS_QUERY_KEY }),
  });
}
