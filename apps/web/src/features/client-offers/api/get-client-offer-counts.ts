import { useQueries } from '@tanstack/react-query';
import { CLIENT_OFFER_LIST_STATUSES, type ClientOfferListStatus } from '@trades/contracts';
import { currentLocale } from '@/lib/i18n';
import { CLIENT_OFFERS_QUERY_KEY, fetchClientOfferList } from './get-client-offer-list';

export type ClientOfferCounts = Partial<Record<ClientOfferListStatus, number>>;

/**
 * How many offers each list tab holds: numTotal of a one-row list call per tab (there is no
 * summary call). A tab whose call failed is left out.
 */
export function useClientOfferCounts() {
  const results = useQueries({
    queries: CLIENT_OFFER_LIST_STATUSES.map((status) => ({
      queryKey: [...CLIENT_OFFERS_QUERY_KEY, 'count', currentLocale(), status],
      queryFn: () => fetchClientOfferList(status, 1, 1),
    })),
  });
  const counts: ClientOfferCounts = {};
  CLIENT_OFFER_LIST_STATUSES.forEach((status, i) => {
    const total = results[i]?.data?.numTotal;
    if (total !== undefined) counts[status] = total;
  });
  return { counts, isPending: results.some((r) => r.isPending), isError: results.some((r) => r.isError) };
}
