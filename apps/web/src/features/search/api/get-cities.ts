import { useQuery } from '@tanstack/react-query';
import type { CityItem } from '@trades/contracts';
import { api } from '@/lib/api-client';
import { currentLocale } from '@/lib/i18n';

/** GET /v1/public/dictionary/cities: every city of the countries of work with its country; changes only with a release. */
export function fetchCities(): Promise<CityItem[]> {
  return api<CityItem[]>('/v1/public/dictionary/cities', { auth: false });
}

/** Asked for once the place field is used, or at once when the search names a place (its name is shown). */
export function useCities(enabled: boolean) {
  return useQuery({ queryKey: ['dictionary', 'cities', currentLocale()], queryFn: fetchCities, staleTime: Infinity, enabled });
}
