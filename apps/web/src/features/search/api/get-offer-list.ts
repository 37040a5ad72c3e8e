import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OfferList } from '@trades/contracts';
import { useSession } from '@/lib/session';
import { api } from '@/lib/api-client';
import { currentLocale } from '@/lib/i18n';
import { type SearchState, offerListQuery } from '../search-params';

/** Visitors read the public list; signed-in users the same list with userApplied. */
export type OfferListAudience = 'public' | 'signed-in';

/** GET /v1/public/offer/list (no token) or GET /v1/offer/list (token) for a search. */
export function fetchOfferList(state: SearchState, audience: OfferListAudience, signal?: AbortSignal): Promise<OfferList> {
  const query = offerListQuery(state);
  return audience === 'public'
    ? api<OfferList>(`/v1/public/offer/list?${query}`, { auth: false, signal })
    : api<OfferList>(`/v1/offer/list?${query}`, { signal });
}

export function offerListQueryKey(state: SearchState, audience: OfferListAudience) {
  return ['offer-list', audience, currentLocale(), offerListQuery(state)] as const;
}

/** The audience once the session is known; undefined while it starts, so the list is not asked twice. */
export function useOfferListAudience(): OfferListAudience | undefined {
  const { status } = useSession();
  if (status === 'starting') return undefined;
  return status === 'authenticated' ? 'signed-in' : 'public';
}

/**
 * One page of a search. While another page loads the previous answer stays (for the count and
 * the pager); the page shows placeholders for it through `isPlaceholderData`.
 */
export function useOfferList(state: SearchState | null, options: { enabled?: boolean } = {}) {
  const audience = useOfferListAudience();
  return useQuery({
    queryKey: state && audience ? offerListQueryKey(state, audience) : ['offer-list', 'idle'],
    queryFn: ({ signal }) => fetchOfferList(state as SearchState, audience as OfferListAudience, signal),
    enabled: state !== null && audience !== undefined && options.enabled !== false,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
