import { useQueryClient } from '@tanstack/react-query';
import type { ClientBrandSaved } from '@trades/contracts';
import { api } from '@/lib/api-client';
import { BRANDS_QUERY_KEY } from './get-brands';
import { useGuardedMutation } from '@/components/forms/submit-guard';

/** PATCH /v1/client-brand/{id} with `isMain: true` alone: this brand becomes the main one, nothing else changes. */
export function makeMainBrand(id: number): Promise<ClientBrandSaved> {
  return api<ClientBrandSaved>(`/v1/client-brand/${id}`, { method: 'PATCH', body: { isMain: true } });
}

/** Whatever the answer, the brand list reloads (another tab may have switched the main brand meanwhile). */
export function useMakeMainBrand() {
  const queryClient = useQueryClient();
  return useGuardedMutation({ mutationFn: makeMainBrand, onSettled: () => void queryClient.invalidateQueries({ queryKey: BRANDS_QUERY_KEY }) });
}
