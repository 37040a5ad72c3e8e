import { useQuery } from '@tanstack/react-query';
import type { PublicPrimary } from '@trades/contracts';
import { api } from '@/lib/api-client';
import { currentLocale } from '@/lib/i18n';

/** GET /v1/public/primary: industries and countries of work; changes only with a release. */
export function fetchPublicPrimary(): Promise<PublicPrimary> {
  return api<PublicPrimary>('/v1/public/primary', { auth: false });
}

export function usePublicPrimary() {
  return useQuery({ queryKey: ['dictionary', 'primary', currentLocale()], queryFn: fetchPublicPrimary, staleTime: Infinity });
}
