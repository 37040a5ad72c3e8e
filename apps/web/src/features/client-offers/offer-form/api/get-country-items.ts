import { useQuery } from '@tanstack/react-query';
import type { CountryItemsDictionary } from '@trades/contracts';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';

/** GET /v1/public/dictionary/work_locations/states/{country}/items: documents, rewards, benefits, offers, salary bounds. */
export function fetchCountryItems(country: string): Promise<CountryItemsDictionary> {
  return api<CountryItemsDictionary>(`/v1/public/dictionary/work_locations/states/${encodeURIComponent(country)}/items`, { auth: false });
}

export function useCountryItems(country: string | null) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['dictionary', 'country', country, 'items', i18n.language],
    queryFn: () => fetchCountryItems(country as string),
    enabled: country !== null,
    staleTime: Infinity,
  });
}
