import { useQuery } from '@tanstack/react-query';
import type { PhonePrefixDictionary } from '@trades/contracts';
import { api } from '@/lib/api-client';
import { currentLocale } from '@/lib/i18n';

/** GET /v1/public/dictionary/form/phone-prefix: preferred and remaining countries, names in the request language. */
export function fetchPhonePrefixes(): Promise<PhonePrefixDictionary> {
  return api<PhonePrefixDictionary>('/v1/public/dictionary/form/phone-prefix', { auth: false });
}

export function usePhonePrefixes() {
  return useQuery({ queryKey: ['dictionary', 'phone-prefix', currentLocale()], queryFn: fetchPhonePrefixes, staleTime: 10 * 60_000 });
}
