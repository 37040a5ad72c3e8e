import { useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { BRANDS_QUERY_KEY } from './get-brands';
import { useGuardedMutation } from '@/components/forms/submit-guard';

/** DELETE /v1/client-brand/{id}: any brand but the main one (409 main_brand_cannot_be_deleted). */
export function deleteBrand(id: number): Promise<{ message: string; code: string }> {
  return api<{ message: string; code: string }>(`/v1/client-brand/${id}`, { method: 'DELETE' });
}

/** Whatever the answer, the brand list reloads. */
export function useDeleteBrand() {
  const queryClient = useQueryClient();
  return useGuardedMutation({ mutationFn: deleteBrand, onSettled: () => void queryClient.invalidateQueries({ queryKey: BRANDS_QUERY_KEY }) });
}
