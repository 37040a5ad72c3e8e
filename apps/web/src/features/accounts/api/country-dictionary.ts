import { useQuery } from '@tanstack/react-query';
import type { CountryDictionary } from '@trades/contracts';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';

/** GET /v1/public/dictionary/countries: every country by ISO code, the preferred ones first, named in the page's language. */
export function useCountryDictionary() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['dictionary', 'countries', i18n.language],
    queryFn: () => api<CountryDictionary>('/v1/public/dictionary/countries', { auth: false }),
    staleTime: 10 * 60_000,
  });
}
