import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CartAnswer, CartItemsBody, CartSummary } from '@trades/contracts';
import { api } from '@/lib/api-client';
import { currentLocale } from '@/lib/i18n';
import { CART_QUERY_KEY } from './shop-query-key';
import { type GuardOptions, useGuardedMutation } from '@/components/forms/submit-guard';

/** GET /v1/shop/cart: the employer's one open cart, items grouped by product. */
export function fetchCart(): Promise<CartAnswer> {
  return api<CartAnswer>('/v1/shop/cart');
}

/** GET /v1/shop/cart/summary: net, VAT and gross in grosze. */
export function fetchCartSummary(): Promise<CartSummary> {
  return api<CartSummary>('/v1/shop/cart/summary');
}

export function useCart() {
  return useQuery({ queryKey: [...CART_QUERY_KEY, 'items', currentLocale()], queryFn: fetchCart });
}

export function useCartSummary() {
  return useQuery({ queryKey: [...CART_QUERY_KEY, 'summary'], queryFn: fetchCartSummary });
}

/** POST /v1/shop/cart/item/add: one refused item refuses the whole call. */
export function addCartItems(body: CartItemsBody): Promise<CartAnswer> {
  return api<CartAnswer>('/v1/shop/cart/item/add', { method: 'POST', body });
}

/** PUT /v1/shop/cart/item: each product named gets exactly the items sent (none removes it). */
export function replaceCartItems(body: CartItemsBody): Promise<CartAnswer> {
  return api<CartAnswer>('/v1/shop/cart/item', { method: 'PUT', body });
}

/** DELETE /v1/shop/cart/item/{id}: one line of the cart. */
export function removeCartLine(id: number): Promise<CartAnswer> {
  return api<CartAnswer>(`/v1/shop/cart/item/${id}`, { method: 'DELETE' });
}

/**
 * Changes of the cart run one after another (a quick second click replaces after the first), and
 * whatever the answer, the cart and its summary reload: a refusal may mean the cart changed elsewhere.
 * The change stays pending until the reload is in: in between, the old cart would show (a chosen
 * offer unticked) and a click then would replace the cart without the first choice.
 */
function useCartChange<T>(mutationFn: (input: T) => Promise<CartAnswer>, guard?: GuardOptions) {
  const queryClient = useQueryClient();
  return useGuardedMutation({ mutationFn, ...guard, scope: { id: 'shop-cart' }, onSettled: () => queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY }) });
}

/** `endsForm` where the page moves on to the cart after it. */
export const useAddCartItems = (guard?: GuardOptions) => useCartChange(addCartItems, guard);
export const useReplaceCartItems = () => useCartChange(replaceCartItems);
export const useRemoveCartLine = () => useCartChange(removeCartLine);
