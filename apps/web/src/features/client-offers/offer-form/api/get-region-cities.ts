import { useQuery } from '@tanstack/react-query';
import type { DictionaryItem } from '@trades/contracts';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';

/** GET /v1/public/dictionary/work_locations/states/region/{region}/cities */
export function fetchRegionCities(region: string): Promise<DictionaryItem[]> {
  return api<DictionaryItem[]>(`/v1/public/dictionary/work_locations/states/region/${encodeURIComponent(region)}/cities`, { auth: false });
}

export function useRegionCities(region: string | null) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['dictionary', 'region', region, 'cities', i18n.language],
    queryFn: () => fetchRegionCities(region as string),
    enabled: region !== null,
    staleTime: Infinity,
  });
}
