import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SavedOfferIds, SavedOfferList } from '@trades/contracts';
import { useGuardedMutation } from '@/components/forms/submit-guard';
import { api } from '@/lib/api-client';
import { currentLocale } from '@/lib/i18n';

/** Every query of the saved offers starts with this key; each change refreshes them once no other is under way. */
export const SAVED_OFFERS_KEY = ['saved-offers'] as const;
const IDS_KEY = [...SAVED_OFFERS_KEY, 'ids'] as const;
const LIST_KEY = [...SAVED_OFFERS_KEY, 'list'] as const;

/** GET /v1/candidate/saved-offers/ids: which hearts show as pressed. */
export function useSavedOfferIds(enabled: boolean) {
  return useQuery({ queryKey: IDS_KEY, queryFn: () => api<SavedOfferIds>('/v1/candidate/saved-offers/ids'), enabled, staleTime: 60_000 });
}

/** GET /v1/candidate/saved-offers: newest saved first, expired ones marked. */
export function useSavedOffers() {
  return useQuery({ queryKey: [...LIST_KEY, currentLocale()], queryFn: () => api<SavedOfferList>('/v1/candidate/saved-offers') });
}

/** Save (`saved: true`) or remove an offer. */
export interface SavedOfferChange {
  offerId: number;
  saved: boolean;
}

function showChange(queryClient: QueryClient, { offerId, saved }: SavedOfferChange): void {
  queryClient.setQueryData<SavedOfferIds>(IDS_KEY, (old) => {
    if (!old) return old;
    const others = old.offerIds.filter((id) => id !== offerId);
    return { offerIds: saved ? [...others, offerId] : others };
  });
  if (!saved) {
    queryClient.setQueriesData<SavedOfferList>({ queryKey: LIST_KEY }, (old) => {
      if (!old) return old;
      const items = old.items.filter((item) => item.offerId !== offerId);
      return { items, numTotal: items.length };
    });
  }
}

/**
 * PUT or DELETE /v1/candidate/saved-offers/{offerId}, shown at once: the heart (and the saved list) change before the
 * answer, and change back when it fails. Several changes may be under way (hearts of one list): each undoes only its
 * own offer, and the lists are read again after the last.
 */
export function useChangeSavedOffer() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationKey: SAVED_OFFERS_KEY,
    mutationFn: ({ offerId, saved }: SavedOfferChange) => api<void>(`/v1/candidate/saved-offers/${offerId}`, { method: saved ? 'PUT' : 'DELETE' }),
    onMutate: async (change) => {
      // A read under way would answer the state before this change.
      await queryClient.cancelQueries({ queryKey: SAVED_OFFERS_KEY });
      showChange(queryClient, change);
    },
    onError: (_error, change) => showChange(queryClient, { ...change, saved: !change.saved }),
    onSettled: async () => {
      if (queryClient.isMutating({ mutationKey: SAVED_OFFERS_KEY }) === 1) await queryClient.invalidateQueries({ queryKey: SAVED_OFFERS_KEY });
    },
  });
}
