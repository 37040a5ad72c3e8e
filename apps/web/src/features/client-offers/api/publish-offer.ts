import { useMutation } from '@tanstack/react-query';
import type { ClientOfferState } from '@trades/contracts';
import { api } from '@/lib/api-client';

/** PATCH /v1/client-offer/{id}/publish: Ready for publication (7) to active; the publication window starts now. */
export function publishOffer(id: number): Promise<ClientOfferState> {
  return api<ClientOfferState>(`/v1/client-offer/${id}/publish`, { method: 'PATCH' });
}

export function usePublishOffer() {
  return useMutation({ mutationFn: publishOffer });
}
