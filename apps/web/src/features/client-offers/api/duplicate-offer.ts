import { useMutation } from '@tanstack/react-query';
import type { ClientOfferSaved } from '@trades/contracts';
import { api } from '@/lib/api-client';

/** POST /v1/client-offer/{id}/duplicate: a copy as a new draft; answers offer.id of the copy. */
export function duplicateOffer(id: number): Promise<ClientOfferSaved> {
  return api<ClientOfferSaved>(`/v1/client-offer/${id}/duplicate`, { method: 'POST' });
}

export function useDuplicateOffer() {
  return useMutation({ mutationFn: duplicateOffer });
}
