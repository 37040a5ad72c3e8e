import { useQuery } from '@tanstack/react-query';
import type { OfferList } from '@trades/contracts';
import { currentLocale } from '@/lib/i18n';
import { api } from '@/lib/api-client';

/** GET /v1/public/offer/list?page=1: the newest offers first (the default sort), without a token. */
export function fetchNewestOffers(): Promise<OfferList> {
  return api<OfferList>('/v1/public/offer/list?page=1', { auth: false });
}

export function useNewestOffers() {
  return useQuery({
    queryKey: ['public-offers', 'newest', currentLocale()],
    queryFn: fetchNewestOffers,
    staleTime: 60_000,
    // The home page hides the section on failure; retrying would only delay that.
    retry: false,
  });
}
