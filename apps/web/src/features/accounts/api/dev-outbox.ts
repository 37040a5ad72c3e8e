import { useQuery } from '@tanstack/react-query';
import { type OutboxList, outboxList } from '@trades/contracts';
import { api } from '@/lib/api-client';

/**
 * GET /dev/outbox as JSON: the same path serves this page to browsers asking for HTML. Parsed, so
 * an HTML answer (a dev server that does not forward the path) is an error, not a broken table.
 */
export async function fetchDevOutbox(): Promise<OutboxList> {
  return outboxList.parse(await api<unknown>('/dev/outbox', { auth: false }));
}

export function useDevOutbox() {
  return useQuery({ queryKey: ['dev-outbox'], queryFn: fetchDevOutbox, refetchInterval: 5_000 });
}
