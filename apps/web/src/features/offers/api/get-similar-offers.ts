import { useQuery } from '@tanstack/react-query';
import type { SimilarOffers } from '@trades/contracts';
import { api } from '@/lib/api-client';
import { currentLocale } from '@/lib/i18n';

/** GET /v1/public/offer/{id}/similar: the same for every reader, so without a token. */
export function fetchSimilarOffers(offerId: number): Promise<SimilarOffers> {
  return api<SimilarOffers>(`/v1/public/offer/${offerId}/similar`, { auth: false });
}

/** Offers like the shown one, once it is known; a server-rendered page brings them along, fresh for a minute. */
export function useSimilarOffers(offerId: number | undefined) {
  return useQuery({
    queryKey: ['similar-offers', currentLocale(), offerId],
    queryFn: () => fetchSimilarOffers(offerId as number),
    enabled: offerId !== undefined,
    staleTime: 60_000,
    // The section is left out on failure; retrying would only delay that.
    retry: false,
  });
}
