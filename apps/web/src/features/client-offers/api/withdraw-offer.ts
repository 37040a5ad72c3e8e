import { useQueryClient } from '@tanstack/react-query';
import type { ClientOfferState } from '@trades/contracts';
import { api } from '@/lib/api-client';
import { CLIENT_OFFERS_QUERY_KEY } from './get-client-offer-list';
import { useGuardedMutation } from '@/components/forms/submit-guard';

/** POST /v1/client-offer/{id}/withdraw: Active to withdrawn. */
export function withdrawOffer(id: number): Promise<ClientOfferState> {
  return api<ClientOfferState>(`/v1/client-offer/${id}/withdraw`, { method: 'POST' });
}

/** Whatever the answer, the lists and counts reload: a refusal may mean the offer changed meanwhile. */
export function useWithdrawOffer() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: withdrawOffer,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: CLIENT_OFFERS_QUERY_KEY }),
  });
}
