import { useQuery } from '@tanstack/react-query';
import type { DictionaryItem } from '@trades/contracts';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';

/** GET /v1/public/dictionary/work_locations/state/{country}/regions */
export function fetchCountryRegions(country: string): Promise<DictionaryItem[]> {
  return api<DictionaryItem[]>(`/v1/public/dictionary/work_locations/state/${encodeURIComponent(country)}/regions`, { auth: false });
}

export function useCountryRegions(country: string | null) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['dictionary', 'country', country, 'regions', i18n.language],
    queryFn: () => fetchCountryRegions(country as string),
    enabled: country !== null,
    staleTime: Infinity,
  });
}
