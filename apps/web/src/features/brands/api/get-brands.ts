import { useQuery } from '@tanstack/react-query';
import type { ClientBrandList } from '@trades/contracts';
import { api } from '@/lib/api-client';

export const BRANDS_QUERY_KEY = ['client-brands'] as const;

/** GET /v1/client-brand/: every brand of the employer (no paging), main first. */
export function fetchBrands(): Promise<ClientBrandList> {
  return api<ClientBrandList>('/v1/client-brand/');
}

export function useBrands() {
  return useQuery({ queryKey: BRANDS_QUERY_KEY, queryFn: fetchBrands });
}
