import { useQuery } from '@tanstack/react-query';
import { CLIENT_OFFER_LIST_PAGE_SIZE, type ClientOfferList, type ClientOfferListStatus } from '@trades/contracts';
import { api } from '@/lib/api-client';
import { currentLocale } from '@/lib/i18n';

/** Every cached answer about the employer's offers; actions invalidate them all. */
export const CLIENT_OFFERS_QUERY_KEY = ['client-offers'] as const;

/** POST /v1/client-offer/list/{status} with limit and page. */
export function fetchClientOfferList(status: ClientOfferListStatus, page: number, limit: number = CLIENT_OFFER_LIST_PAGE_SIZE): Promise<ClientOfferList> {
  return api<ClientOfferList>(`/v1/client-offer/list/${status}`, { method: 'POST', body: { limit, page } });
}

export function useClientOfferList(status: ClientOfferListStatus, page: number) {
  return useQuery({
    queryKey: [...CLIENT_OFFERS_QUERY_KEY, 'list', currentLocale(), status, page],
    queryFn: () => fetchClientOfferList(status, page),
    // Another page of the same tab keeps the rows in place while it loads; another tab starts empty.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[3] === status ? previous : undefined),
  });
}
