import { useQueryClient } from '@tanstack/react-query';
import type { MatchedOfferList } from '@trades/contracts';
import { ApiError, api } from '@/lib/api-client';
import { matchedOffersKey } from './get-matched-offers';
import { useGuardedMutation } from '@/components/forms/submit-guard';

/** The answer's code of a second application to the same offer. */
const ALREADY_APPLIED = 'already_applied';

/** POST /v1/candidate-offer/matched/{uuid}/apply: applies to one of the candidate's own matches. */
export function applyToMatch(uuid: string): Promise<unknown> {
  return api<unknown>(`/v1/candidate-offer/matched/${encodeURIComponent(uuid)}/apply`, { method: 'POST', body: {} });
}

/** Marks the match applied in the loaded list, without reloading it (the spec's "marked applied locally"). */
export function markMatchApplied(list: MatchedOfferList | undefined, uuid: string): MatchedOfferList | undefined {
  if (!list) return list;
  return { items: list.items.map((item) => (item.uuid === uuid ? { ...item, isApplied: true, allowMatchApply: false } : item)) };
}

export function useApplyToMatch() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: applyToMatch,
    onSuccess: (_answer, uuid) => {
      queryClient.setQueryData<MatchedOfferList>(matchedOffersKey(), (list) => markMatchApplied(list, uuid));
    },
    onError: (error, uuid) => {
      // Applied meanwhile (another tab, the offer page): the button says so instead of failing again.
      if (error instanceof ApiError && String(error.body.code) === ALREADY_APPLIED) {
        queryClient.setQueryData<MatchedOfferList>(matchedOffersKey(), (list) => markMatchApplied(list, uuid));
      }
    },
  });
}
