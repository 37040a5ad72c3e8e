import { useQueryClient } from '@tanstack/react-query';
import type { ClientBrandSaved } from '@trades/contracts';
import { api } from '@/lib/api-client';
import { BRANDS_QUERY_KEY } from './get-brands';
import type { BrandPayload } from '../brand-rules';
import { useGuardedMutation } from '@/components/forms/submit-guard';

/** POST /v1/client-brand/: name and the uploaded logo's file name; answers data.data. */
export function createBrand(payload: BrandPayload): Promise<ClientBrandSaved> {
  return api<ClientBrandSaved>('/v1/client-brand/', { method: 'POST', body: { ...payload } });
}

/** The brand list reloads with the new brand; the dialog closes after it. */
export function useCreateBrand() {
  const queryClient = useQueryClient();
  return useGuardedMutation({ mutationFn: createBrand, endsForm: true, onSuccess: () => void queryClient.invalidateQueries({ queryKey: BRANDS_QUERY_KEY }) });
}
