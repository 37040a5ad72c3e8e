import { ProductType } from '@trades/contracts';
import { notifyError } from '@/lib/notify';
import { useCart, useReplaceCartItems } from './api/cart';
import { useShopProducts } from './api/products';

export interface OfferCartSelection {
  /** False until the cart and the product are known; the boxes wait for it. */
  ready: boolean;
  /** Uuids of the offers in the cart for publication, on every page of the list (the pending change shown at once). */
  selected: readonly string[];
  toggle(offerUuid: string): void;
  clear(): void;
  /** Reloads the cart: a deleted draft leaves it on the server's side. */
  refresh(): void;
}

/**
 * The Draft offers chosen for publication live in the cart (employer-side.md 4 "Offer selection
 * and cart"): each change replaces the cart's publish_offer item with the chosen offers' uuids,
 * and the cart's items are what shows as chosen. A refusal is shown and the cart reloads.
 */
export function useOfferCartSelection(): OfferCartSelection {
  const products = useShopProducts();
  const cart = useCart();
  const replace = useReplaceCartItems();
  const product = products.data?.items.find((item) => item.type === ProductType.PublishOffer);
  const inCart = cart.data?.data.cartItems.data.find((group) => group.type === ProductType.PublishOffer)?.items.map((item) => item.uuid) ?? [];
  const selected = replace.isPending ? (replace.variables.cartItems[0]?.items ?? []).flatMap((item) => (item.uuid ? [item.uuid] : [])) : inCart;

  const set = (uuids: string[]) => {
    if (!product) return;
    replace.mutate({ cartItems: [{ product: product.uuid, items: uuids.map((uuid) => ({ uuid })) }] }, { onError: notifyError });
  };
  return {
    ready: product !== undefined && cart.data !== undefined,
    selected,
    toggle: (uuid) => set(selected.includes(uuid) ? selected.filter((x) => x !== uuid) : [...selected, uuid]),
    clear: () => set([]),
    refresh: () => void cart.refetch(),
  };
}
