import { z } from 'zod';
import { entityId } from '../fields.ts';
import { PRODUCT_TYPES } from './products.ts';

/* The employer's one open cart (employer-side.md 3 "Cart", "Cart summary", 4 "Offer selection and cart"). */

/**
 * One thing in the cart. `id` is the line's id for DELETE /v1/shop/cart/item/{id}; `uuid` is what
 * was added: the offer's uuid (publish_offer), the candidate's public id (the pipeline card's
 * `uuid`, candidate_profile_assignment) or, for a subscription, the line's own uuid.
 * Offers carry `profession` and the work period; candidates `first_name`/`last_name`.
 * `start_at`/`end_at` (YYYY-MM-DD) is the period bought: a subscription's months, an offer's
 * publication window (OFFER_PUBLICATION_DAYS); in the cart a preview from today (it starts on
 * payment), in an order from the payment (or the order's day while unpaid).
 * `name` is what people call the item: the offer's title with its place and, where another of the
 * employer's offers has the same title, its number ("Carpenter, Bergen · #125"); the candidate's name;
 * the subscription's product name.
 */
export const cartItem = z.object({
  id: z.number().int(),
  uuid: z.string(),
  name: z.string(),
  profession: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  workStartAt: z.string().nullable(),
  workEndAt: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  start_at: z.string().nullable(),
  end_at: z.string().nullable(),
});
export type CartItem = z.infer<typeof cartItem>;

/** The cart's items of one product: `uuid` the product's, `price` its unit net price in grosze. */
export const cartGroup = z.object({
  uuid: z.string(),
  name: z.string(),
  type: z.enum(PRODUCT_TYPES),
  price: z.number().int(),
  currency: z.string(),
  items: z.array(cartItem),
});
export type CartGroup = z.infer<typeof cartGroup>;

/**
 * GET /v1/shop/cart and the answer of every cart change. An employer without a cart gets an
 * empty one (created on first use); `data.uuid` is what the order call takes.
 */
export const cartAnswer = z.object({
  data: z.object({ uuid: z.string(), cartItems: z.object({ data: z.array(cartGroup) }) }),
});
export type CartAnswer = z.infer<typeof cartAnswer>;

/**
 * POST /v1/shop/cart/item/add (adds) and PUT /v1/shop/cart/item (replaces every item of each
 * product named; an empty `items` removes that product from the cart).
 * `product` is the product's uuid; `items[].uuid` an offer uuid or a candidate public id; a
 * subscription's items carry nothing: add it with `[]` or `[{}]`, set it with PUT `[{}]`, remove it
 * with PUT `[]`. A cart holds one subscription: adding one replaces another. Anything refused (not the caller's Draft offer, a candidate the
 * caller may not see or already bought, a duplicate) refuses the whole call and changes nothing.
 */
export const cartItemsBody = z.object({
  cartItems: z
    .array(
      z.object({
        product: z.string().min(1).max(64),
        items: z.array(z.object({ uuid: z.string().max(64).optional() })).max(500).default([]),
      }),
    )
    .min(1)
    .max(10),
});
export type CartItemsBody = z.output<typeof cartItemsBody>;

export const cartItemParams = z.object({ id: entityId });

/**
 * GET /v1/shop/cart/summary: `items[0]` holds the totals, in grosze: net, VAT (`taxRate` in
 * percent: 23, or 0 under `vatTreatment` reverse_charge for buyers outside Poland), gross.
 */
export const cartSummary = z.object({
  items: z.array(
    z.object({
      totalItemsQuantity: z.number().int(),
      totalNetValue: z.number().int(),
      taxValue: z.number().int(),
      taxRate: z.number().int(),
      totalGrossValue: z.number().int(),
      currency: z.string(),
      vatTreatment: z.enum(['standard', 'reverse_charge']),
    }),
  ),
});
export type CartSummary = z.infer<typeof cartSummary>;
