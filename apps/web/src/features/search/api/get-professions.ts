import { useQuery } from '@tanstack/react-query';
import type { ProfessionsByIndustry } from '@trades/contracts';
import { api } from '@/lib/api-client';
import { currentLocale } from '@/lib/i18n';

/** GET /v1/public/dictionary/professions: professions grouped by industry id; changes only with a release. */
export function fetchProfessionsByIndustry(): Promise<ProfessionsByIndustry> {
  return api<ProfessionsByIndustry>('/v1/public/dictionary/professions', { auth: false });
}

export function useProfessionsByIndustry() {
  return useQuery({ queryKey: ['dictionary', 'professions', currentLocale()], queryFn: fetchProfessionsByIndustry, staleTime: Infinity });
}
