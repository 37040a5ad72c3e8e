import { useInfiniteQuery } from '@tanstack/react-query';
import type { OperatorAuditPage } from '@trades/contracts';
import { api } from '@/lib/api-client';

/** GET /v1/operator/audit: newest first, a page at a time ("show older" continues before the last id). */
export function useOperatorAudit(filter: { action: string; operator: string }) {
  return useInfiniteQuery({
    queryKey: ['operator', 'audit', filter],
    initialPageParam: null as number | null,
    queryFn: ({ pageParam }) => {
      const search = new URLSearchParams({ limit: '50' });
      if (pageParam !== null) search.set('before', String(pageParam));
      if (filter.action !== '') search.set('action', filter.action);
      if (filter.operator !== '') search.set('operator', filter.operator);
      return api<OperatorAuditPage>(`/v1/operator/audit?${search.toString()}`);
    },
    getNextPageParam: (last) => last.nextBefore,
  });
}
