import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataSetQueueRequest } from '@trades/contracts';
import { api } from '@/lib/api-client';
import type { DataSetQueueEntry } from '../document-queue-rules';
import { useGuardedMutation } from '@/components/forms/submit-guard';

/* The document packs of one offer: created, followed, listed and deleted (employer-side.md 7). */

const offerPath = (offerId: string) => `/v1/client-offer/${encodeURIComponent(offerId)}/data-set-queue`;

/** Every cached answer about one offer's document packs. */
export function dataSetQueueKey(offerId: string) {
  return ['candidate-documents', 'queue', offerId] as const;
}

/** POST /v1/client-offer/{offerId}/data-set-queue: a new pack, or the one still pending. */
export function createDataSetQueue(offerId: string, body: DataSetQueueRequest): Promise<{ data: { offerDatasetQueue: DataSetQueueEntry } }> {
  return api(offerPath(offerId), { method: 'POST', body: { ...body } });
}

export function useCreateDataSetQueue(offerId: string) {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: (body: DataSetQueueRequest) => createDataSetQueue(offerId, body).then((answer) => answer.data.offerDatasetQueue),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dataSetQueueKey(offerId) }),
  });
}

/** GET /v1/client-offer/{offerId}/data-set-queue/{queueId}: one pack's status and link, polled while pending. */
export function fetchDataSetQueueEntry(offerId: string, queueId: number): Promise<DataSetQueueEntry> {
  return api(`${offerPath(offerId)}/${queueId}`);
}

/** GET /v1/client-offer/{offerId}/data-set-queue/list */
export function fetchDataSetQueueList(offerId: string): Promise<{ items: DataSetQueueEntry[] }> {
  return api(`${offerPath(offerId)}/list`);
}

export function useDataSetQueueList(offerId: string) {
  return useQuery({ queryKey: [...dataSetQueueKey(offerId), 'list'], queryFn: () => fetchDataSetQueueList(offerId), retry: false });
}

/** POST /v1/client-offer/data-set-queue/{id}/delete: the entry and its file. */
export function deleteDataSetQueueEntry(id: number): Promise<unknown> {
  return api(`/v1/client-offer/data-set-queue/${id}/delete`, { method: 'POST' });
}

export function useDeleteDataSetQueueEntry(offerId: string) {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: deleteDataSetQueueEntry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dataSetQueueKey(offerId) }),
  });
}
