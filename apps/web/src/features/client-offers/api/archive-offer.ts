import { useMutation } from '@tanstack/react-query';
import type { ClientOfferState } from '@trades/contracts';
import { api } from '@/lib/api-client';

/** POST /v1/client-offer/{id}/archived: Draft, verification, ready for publication or active to archived, for good. */
export function archiveOffer(id: number): Promise<ClientOfferState> {
  return api<ClientOfferState>(`/v1/client-offer/${id}/archived`, { method: 'POST' });
}

export function useArchiveOffer() {
  return useMutation({ mutationFn: archiveOffer });
}
