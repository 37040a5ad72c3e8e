import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ModerationAnswer, type ModerationQueue, type OperatorOfferList, StatusId } from '@trades/contracts';
import { api } from '@/lib/api-client';
import { useGuardedMutation } from '@/components/forms/submit-guard';

const MODERATION_QUERY_KEY = ['operator', 'moderation'] as const;
export const MODERATION_PAGE_SIZE = 20;

/** GET /v1/operator/moderation: a page of the offers in verification, the longest waiting first. */
export function useModerationQueue(page: number) {
  return useQuery({
    queryKey: [...MODERATION_QUERY_KEY, 'queue', page],
    queryFn: () => api<ModerationQueue>(`/v1/operator/moderation?page=${page}&limit=${MODERATION_PAGE_SIZE}`),
    placeholderData: keepPreviousData,
  });
}

/** GET /v1/operator/offers?q=&status=2: published offers by id, uuid, employer or profession; asked only once something is typed. */
export function usePublishedOfferSearch(q: string) {
  return useQuery({
    queryKey: [...MODERATION_QUERY_KEY, 'offers', q],
    queryFn: () => api<OperatorOfferList>(`/v1/operator/offers?${new URLSearchParams({ q, status: String(StatusId.Active) }).toString()}`),
    enabled: q !== '',
  });
}

export type ModerationRequest = { offerId: number; action: 'approve' } | { offerId: number; action: 'reject' | 'unpublish'; reason: string };

const pathOf = (request: ModerationRequest) =>
  request.action === 'unpublish' ? `/v1/operator/offers/${request.offerId}/unpublish` : `/v1/operator/moderation/${request.offerId}/${request.action}`;

/** Approve, reject (with a reason) or unpublish (with a reason); the queue, the search and the audit reload after it. */
export function useModerationAction() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: (request: ModerationRequest) => api<ModerationAnswer>(pathOf(request), { method: 'POST', body: request.action === 'approve' ? {} : { reason: request.reason } }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ['operator'] }),
  });
}
