import { useQuery } from '@tanstack/react-query';
import type { MatchedOfferList, MatchedOffersPrimary } from '@trades/contracts';
import { api } from '@/lib/api-client';
import { currentLocale } from '@/lib/i18n';

/** Every query of the matched offers page starts with this key; saving the availability refreshes them. */
export const MATCHED_OFFERS_KEY = ['candidate-offer', 'list-matched'] as const;

export function matchedOffersKey() {
  return [...MATCHED_OFFERS_KEY, currentLocale()] as const;
}

/** GET /v1/candidate-offer/list-matched: the candidate's matched offers, best first. */
export function fetchMatchedOffers(): Promise<MatchedOfferList> {
  return api<MatchedOfferList>('/v1/candidate-offer/list-matched');
}

export function useMatchedOffers() {
  return useQuery({ queryKey: matchedOffersKey(), queryFn: fetchMatchedOffers });
}

/** GET /v1/candidate-offer/list-matched/primary: the page's explanation and the availability statuses. */
export function fetchMatchedOffersPrimary(): Promise<MatchedOffersPrimary> {
  return api<MatchedOffersPrimary>('/v1/candidate-offer/list-matched/primary');
}

export function useMatchedOffersPrimary() {
  return useQuery({ queryKey: [...MATCHED_OFFERS_KEY, 'primary', currentLocale()], queryFn: fetchMatchedOffersPrimary, staleTime: 5 * 60_000 });
}
