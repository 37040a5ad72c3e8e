import { useQuery } from '@tanstack/react-query';
import type { ClientOffer } from '@trades/contracts';
import { api } from '@/lib/api-client';

/** GET /v1/client-offer/{id}: the offer's form values, status and edit mode. */
export function fetchClientOffer(id: string): Promise<ClientOffer> {
  return api<ClientOffer>(`/v1/client-offer/${encodeURIComponent(id)}`);
}

/** Always fresh: the edit page must start from what is stored now. */
export function useClientOffer(id: string | undefined) {
  return useQuery({
    queryKey: ['client-offer', 'edit', id],
    queryFn: () => fetchClientOffer(id as string),
    enabled: id !== undefined,
    staleTime: 0,
    gcTime: 0,
  });
}
