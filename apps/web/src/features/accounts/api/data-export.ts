import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataExportList, DataExportView } from '@trades/contracts';
import { api } from '@/lib/api-client';
import { useGuardedMutation } from '@/components/forms/submit-guard';

const DATA_EXPORTS_KEY = ['user', 'data-exports'] as const;
/** How often the list is asked again while an export is being prepared. */
export const DATA_EXPORT_POLL_MS = 3000;

/** GET /v1/user/data-export: the caller's exports, newest first, and when the next is possible. */
export function fetchDataExports(): Promise<DataExportList> {
  return api<DataExportList>('/v1/user/data-export');
}

/** GET /v1/user/data-export/{id}: a fresh download link (it lives 15 minutes) for a ready export. */
export function fetchDataExport(id: number): Promise<DataExportView> {
  return api<DataExportView>(`/v1/user/data-export/${id}`);
}

/** POST /v1/user/data-export */
export function requestDataExport(): Promise<DataExportView & { message: string }> {
  return api<DataExportView & { message: string }>('/v1/user/data-export', { method: 'POST', body: {} });
}

/** The list, asked again every few seconds while an export is pending. */
export function useDataExports() {
  return useQuery({
    queryKey: DATA_EXPORTS_KEY,
    queryFn: fetchDataExports,
    refetchInterval: (query) => (query.state.data?.items.some((item) => item.status === 'pending') ? DATA_EXPORT_POLL_MS : false),
  });
}

export function useRequestDataExport() {
  const queryClient = useQueryClient();
  return useGuardedMutation({ mutationFn: requestDataExport, onSettled: () => queryClient.invalidateQueries({ queryKey: DATA_EXPORTS_KEY }) });
}
