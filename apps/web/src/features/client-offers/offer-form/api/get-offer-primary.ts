import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ClientOfferPrimary } from '@trades/contracts';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';

/** GET /v1/client-offer/primary: brands, industries, countries, languages, scales and work terms. */
export function fetchOfferPrimary(): Promise<ClientOfferPrimary> {
  return api<ClientOfferPrimary>('/v1/client-offer/primary');
}

/** A language switch keeps the previous answer until the new one arrives, so an open form stays mounted. */
export function useOfferPrimary() {
  const { i18n } = useTranslation();
  return useQuery({ queryKey: ['client-offer', 'primary', i18n.language], queryFn: fetchOfferPrimary, staleTime: 60_000, placeholderData: keepPreviousData });
}
