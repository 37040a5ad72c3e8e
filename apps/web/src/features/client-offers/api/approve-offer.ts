import { useMutation } from '@tanstack/react-query';
import type { ClientOfferState } from '@trades/contracts';
import { api } from '@/lib/api-client';

/** PATCH /v1/client-offer/{id}/approved: Draft or in verification to ready for publication (or to verification with moderation). */
export function approveOffer(id: number): Promise<ClientOfferState> {
  return api<ClientOfferState>(`/v1/client-offer/${id}/approved`, { method: 'PATCH' });
}

export function useApproveOffer() {
  return useMutation({ mutationFn: approveOffer });
}
