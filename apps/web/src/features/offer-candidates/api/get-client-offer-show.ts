import { useQuery } from '@tanstack/react-query';
import type { OfferDetail } from '@trades/contracts';
import { api } from '@/lib/api-client';
import { currentLocale } from '@/lib/i18n';

/** GET /v1/client-offer/{id}/show: the employer's own offer, for the heading and the panel's Offer tab. */
export function fetchClientOfferShow(offerId: string): Promise<OfferDetail> {
  return api<OfferDetail>(`/v1/client-offer/${encodeURIComponent(offerId)}/show`);
}

export function useClientOfferShow(offerId: string) {
  return useQuery({
    // Not under offerCandidatesKey: moving a card does not change the offer.
    queryKey: ['offer-candidates-offer', offerId, currentLocale()],
    queryFn: () => fetchClientOfferShow(offerId),
    retry: false,
  });
}
