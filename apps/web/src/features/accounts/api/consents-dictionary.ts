import { useQuery } from '@tanstack/react-query';
import type { AccountType, ConsentItem } from '@trades/contracts';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';

/** GET /v1/public/dictionary/consents?accountType=...: titles in the request's language. */
export function fetchConsents(accountType: AccountType): Promise<ConsentItem[]> {
  return api<ConsentItem[]>(`/v1/public/dictionary/consents?accountType=${encodeURIComponent(accountType)}`, { auth: false });
}

export function useConsentsDictionary(accountType: AccountType | undefined) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['dictionary', 'consents', accountType, i18n.language],
    queryFn: () => fetchConsents(accountType as AccountType),
    enabled: accountType !== undefined,
    staleTime: 10 * 60_000,
  });
}
