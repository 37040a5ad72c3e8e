import { useMutation } from '@tanstack/react-query';
import type { ClientBrandSaved } from '@trades/contracts';
import { api } from '@/lib/api-client';
import type { BrandPayload } from '../brand-rules';

/** PATCH /v1/client-brand/{id}: the same fields as the create call; an empty logoUrl removes the logo. */
export function updateBrand({ id, payload }: { id: number; payload: BrandPayload }): Promise<ClientBrandSaved> {
  return api<ClientBrandSaved>(`/v1/client-brand/${id}`, { method: 'PATCH', body: { ...payload } });
}

export function useUpdateBrand() {
  return useMutation({ mutationFn: updateBrand });
}
