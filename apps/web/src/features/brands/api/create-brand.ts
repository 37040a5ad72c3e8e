import { useMutation } from '@tanstack/react-query';
import type { ClientBrandSaved } from '@trades/contracts';
import { api } from '@/lib/api-client';
import type { BrandPayload } from '../brand-rules';

/** POST /v1/client-brand/: name and the uploaded logo's file name; answers data.data. */
export function createBrand(payload: BrandPayload): Promise<ClientBrandSaved> {
  return api<ClientBrandSaved>('/v1/client-brand/', { method: 'POST', body: { ...payload } });
}

export function useCreateBrand() {
  return useMutation({ mutationFn: createBrand });
}
