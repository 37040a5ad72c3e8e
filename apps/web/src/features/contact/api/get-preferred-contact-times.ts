import { useQuery } from '@tanstack/react-query';
import type { PreferredContactTime } from '@trades/contracts';
import { api } from '@/lib/api-client';
import { currentLocale } from '@/lib/i18n';

/** GET /v1/public/dictionary/preferred_contact_times */
export function fetchPreferredContactTimes(): Promise<PreferredContactTime[]> {
  return api<PreferredContactTime[]>('/v1/public/dictionary/preferred_contact_times', { auth: false });
}

export function usePreferredContactTimes() {
  return useQuery({
    queryKey: ['dictionary', 'preferred-contact-times', currentLocale()],
    queryFn: fetchPreferredContactTimes,
    staleTime: 10 * 60_000,
  });
}
