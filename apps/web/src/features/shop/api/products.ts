import { useQuery } from '@tanstack/react-query';
import type { ShopProductList } from '@trades/contracts';
import { api } from '@/lib/api-client';
import { currentLocale } from '@/lib/i18n';
import { SHOP_QUERY_KEY } from './shop-query-key';

/** GET /v1/shop/product: every product on sale today (the cart needs their uuids). */
export function fetchShopProducts(): Promise<ShopProductList> {
  return api<ShopProductList>('/v1/shop/product');
}

export function useShopProducts() {
  return useQuery({ queryKey: [...SHOP_QUERY_KEY, 'products', currentLocale()], queryFn: fetchShopProducts, staleTime: 5 * 60_000 });
}
