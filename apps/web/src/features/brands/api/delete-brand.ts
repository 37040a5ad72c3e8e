import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** DELETE /v1/client-brand/{id}: any brand but the main one (409 main_brand_cannot_be_deleted). */
export function deleteBrand(id: number): Promise<{ message: string; code: string }> {
  return api<{ message: string; code: string }>(`/v1/client-brand/${id}`, { method: 'DELETE' });
}

export function useDeleteBrand() {
  return useMutation({ mutationFn: deleteBrand });
}
