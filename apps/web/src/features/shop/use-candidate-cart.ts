import { ProductType } from '@trades/contracts';
import { notifyError } from '@/lib/notify';
import { useAddCartItems, useCart } from './api/cart';
import { useShopProducts } from './api/products';

export interface CandidateCart {
  /** False until the cart and the product are known. */
  ready: boolean;
  isInCart(candidateUuid: string): boolean;
  add(candidateUuid: string): void;
  /** The candidate being added, if any. */
  adding: string | null;
}

/**
 * A candidate's full profile (contacts included) bought through the cart: adds the
 * candidate_profile_assignment item for a candidate's public id (the pipeline card's `uuid`).
 * A refusal (already bought, in a waiting order) is shown; the cart reloads either way.
 */
export function useCandidateCart(): CandidateCart {
  const products = useShopProducts();
  const cart = useCart();
  const addItems = useAddCartItems();
  const product = products.data?.items.find((item) => item.type === ProductType.CandidateProfile);
  const inCart = new Set(cart.data?.data.cartItems.data.filter((group) => group.type === ProductType.CandidateProfile).flatMap((group) => group.items.map((item) => item.uuid)));
  return {
    ready: product !== undefined && cart.data !== undefined,
    isInCart: (uuid) => inCart.has(uuid),
    add: (uuid) => {
      if (product) addItems.mutate({ cartItems: [{ product: product.uuid, items: [{ uuid }] }] }, { onError: notifyError });
    },
    adding: addItems.isPending ? (addItems.variables.cartItems[0]?.items[0]?.uuid ?? null) : null,
  };
}
