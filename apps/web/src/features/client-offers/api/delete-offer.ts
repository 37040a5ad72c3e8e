import { useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { CLIENT_OFFERS_QUERY_KEY } from './get-client-offer-list';
import { useGuardedMutation } from '@/components/forms/submit-guard';

/** DELETE /v1/client-offer/{id}: a draft (or an offer in verification) no order bought, for good. */
export function deleteOffer(id: number): Promise<void> {
  return api<void>(`/v1/client-offer/${id}`, { method: 'DELETE' });
}

/** Whatever the answer, the lists and counts reload (the cart too may have held the draft). */
export function useDeleteOffer() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: deleteOffer,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: CLIENT_OFFERS_QUERY_KEY }),
  });
}
