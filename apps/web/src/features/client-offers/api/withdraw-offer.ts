import { useMutation } from '@tanstack/react-query';
import type { ClientOfferState } from '@trades/contracts';
import { api } from '@/lib/api-client';

/** POST /v1/client-offer/{id}/withdraw: Active to withdrawn. */
export function withdrawOffer(id: number): Promise<ClientOfferState> {
  return api<ClientOfferState>(`/v1/client-offer/${id}/withdraw`, { method: 'POST' });
}

export function useWithdrawOffer() {
  return useMutation({ mutationFn: withdrawOffer });
}
