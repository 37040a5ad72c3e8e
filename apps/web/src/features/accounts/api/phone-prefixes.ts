import { useQuery } from '@tanstack/react-query';
import type { PhonePrefixDictionary } from '@trades/contracts';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';

/** GET /v1/public/dictionary/form/phone-prefix: preferred and remaining groups. */
export function fetchPhonePrefixes(): Promise<PhonePrefixDictionary> {
  return api<PhonePrefixDictionary>('/v1/public/dictionary/form/phone-prefix', { auth: false });
}

export function usePhonePrefixes() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['dictionary', 'phone-prefix', i18n.language],
    queryFn: fetchPhonePrefixes,
    staleTime: 10 * 60_000,
  });
}
