import { useQueryClient } from '@tanstack/react-query';
import type { ClientBrandSaved } from '@trades/contracts';
import { api } from '@/lib/api-client';
import { BRANDS_QUERY_KEY } from './get-brands';
import type { BrandPayload } from '../brand-rules';
import { useGuardedMutation } from '@/components/forms/submit-guard';

/** PATCH /v1/client-brand/{id}: the same fields as the create call; an empty logoUrl removes the logo. */
export function updateBrand({ id, payload }: { id: number; payload: BrandPayload }): Promise<ClientBrandSaved> {
  return api<ClientBrandSaved>(`/v1/client-brand/${id}`, { method: 'PATCH', body: { ...payload } });
}

/** The brand list reloads with the change. */
export function useUpdateBrand() {
  const queryClient = useQueryClient();
  return useGuardedMutation({ mutationFn: updateBrand, endsForm: true, onSuccess: () => void queryClient.invalidateQueries({ queryKey: BRANDS_QUERY_KEY }) });
}
