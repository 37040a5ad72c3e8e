import { useQuery } from '@tanstack/react-query';
import type { DictionaryItem } from '@trades/contracts';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';

/** GET /v1/public/dictionary/industry/{id}/professions */
export function fetchIndustryProfessions(industry: string): Promise<DictionaryItem[]> {
  return api<DictionaryItem[]>(`/v1/public/dictionary/industry/${encodeURIComponent(industry)}/professions`, { auth: false });
}

export function useIndustryProfessions(industry: string | null) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['dictionary', 'industry', industry, 'professions', i18n.language],
    queryFn: () => fetchIndustryProfessions(industry as string),
    enabled: industry !== null,
    staleTime: Infinity,
  });
}
