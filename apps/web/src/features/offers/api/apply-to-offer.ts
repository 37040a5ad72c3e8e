import { useQueryClient } from '@tanstack/react-query';
import type { ApplyBody, OfferDetail } from '@trades/contracts';
import { api } from '@/lib/api-client';
import { applyToMatch } from '@/features/matched-offers';
import { useGuardedMutation } from '@/components/forms/submit-guard';

/** Applying from the detail: with the start date, or straight to the candidate's match (`?matched=`). */
export type ApplyRequest = { availableFrom: string } | { matched: string };

/** POST /v1/candidate-offer/apply/{offerId} with the date the candidate can start. */
export function applyToOffer(offerId: number, body: ApplyBody): Promise<unknown> {
  return api<unknown>(`/v1/candidate-offer/apply/${offerId}`, { method: 'POST', body: { ...body } });
}

/** Marks the offer applied in every loaded copy of its detail, without reloading it. */
export function markOfferApplied(offer: OfferDetail | undefined, offerId: number): OfferDetail | undefined {
  return offer && offer.id === offerId ? { ...offer, userApplied: true, allowApply: false } : offer;
}

export function useApplyToOffer(offerId: number) {
  const queryClient = useQueryClient();
  const markApplied = () => queryClient.setQueriesData<OfferDetail>({ queryKey: ['offer'] }, (offer) => markOfferApplied(offer, offerId));
  return useGuardedMutation({
    mutationFn: (request: ApplyRequest) => ('matched' in request ? applyToMatch(request.matched) : applyToOffer(offerId, { availableFrom: request.availableFrom })),
    onSuccess: markApplied,
  });
}
