/** Every cached answer of the shop; a cart change or a payment invalidates what depends on it. */
export const SHOP_QUERY_KEY = ['shop'] as const;
export const CART_QUERY_KEY = [...SHOP_QUERY_KEY, 'cart'] as const;
export const ORDERS_QUERY_KEY = [...SHOP_QUERY_KEY, 'orders'] as const;
