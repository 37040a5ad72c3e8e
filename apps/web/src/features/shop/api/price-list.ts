import { useQuery } from '@tanstack/react-query';
import type { PriceList } from '@trades/contracts';
import { api } from '@/lib/api-client';
import { currentLocale } from '@/lib/i18n';
import { SHOP_QUERY_KEY } from './shop-query-key';

/** GET /v1/client-profile/price-list: single products, subscriptions and their comparison tables. */
export function fetchPriceList(): Promise<PriceList> {
  return api<PriceList>('/v1/client-profile/price-list');
}

export function usePriceList() {
  return useQuery({ queryKey: [...SHOP_QUERY_KEY, 'price-list', currentLocale()], queryFn: fetchPriceList });
}
