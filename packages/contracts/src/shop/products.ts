import { z } from 'zod';

/* The shop's products (employer-side.md 3 "Shop product", "Price list"). */

/** Product types. Subscriptions are monthly or annual (annual costs eleven months: one month free). */
export const ProductType = {
  PublishOffer: 'publish_offer',
  CandidateProfile: 'candidate_profile_assignment',
  SubscriptionMonthly: 'subscription_monthly',
  SubscriptionAnnual: 'subscription_annual',
} as const;
export type ProductType = (typeof ProductType)[keyof typeof ProductType];
export const PRODUCT_TYPES = Object.values(ProductType) as [ProductType, ...ProductType[]];

export const SUBSCRIPTION_TYPES: readonly ProductType[] = [ProductType.SubscriptionMonthly, ProductType.SubscriptionAnnual];
export const isSubscriptionType = (type: string): boolean => (SUBSCRIPTION_TYPES as readonly string[]).includes(type);

/** An amount of money: `amount` in grosze (integer, net), currency PLN. */
export const shopMoney = z.object({ amount: z.number().int(), currency: z.string() });

/**
 * A product as GET /v1/shop/product and the price list show it, texts in the request's language.
 * - `price.amount`: the current net price in grosze (divide by 100); `isString` true for
 *   subscriptions, whose card shows `priceText` ("499,00 zł netto / mies.") instead of "net".
 * - `priceRegular`: the regular net price, set only while `isPromotion` (show it struck through).
 * - `features`: feature texts separated by `|`; `productFeatures` the same, already split.
 * - `isMain`/`isAdditional`/`isPopular`: the labels main, additional and most popular.
 * - `isSub`: a subscription; `period` month or year, `months` it lasts, `quota` per month.
 * - `validFrom`/`validTo` (YYYY-MM-DD, validTo null = open): the price list only shows prices valid today.
 */
export const shopProduct = z.object({
  uuid: z.string(),
  type: z.enum(PRODUCT_TYPES),
  name: z.string(),
  description: z.string(),
  features: z.string(),
  productFeatures: z.array(z.string()),
  isAdditional: z.boolean(),
  isMain: z.boolean(),
  isPopular: z.boolean(),
  isPromotion: z.boolean(),
  isSub: z.boolean(),
  listInTree: z.boolean(),
  price: shopMoney.extend({ isString: z.boolean() }),
  priceRegular: shopMoney.nullable(),
  priceText: z.string(),
  period: z.enum(['month', 'year']).nullable(),
  months: z.number().int().nullable(),
  /** Per month of a subscription: offer publications and candidate profile unlocks; null for single products. */
  quota: z.object({ publications: z.number().int(), profiles: z.number().int() }).nullable(),
  validFrom: z.string(),
  validTo: z.string().nullable(),
});
export type ShopProduct = z.infer<typeof shopProduct>;

/** GET /v1/shop/product: every product on sale today. */
export const shopProductList = z.object({ items: z.array(shopProduct) });
export type ShopProductList = z.infer<typeof shopProductList>;

/**
 * A comparison table of the price list: `header` the columns (products), `items` the rows, one
 * per function, with one value per column in `header` order ("✓", "—", or a number like "10").
 */
export const priceListTree = z.object({
  header: z.array(z.object({ uuid: z.string(), name: z.string(), type: z.enum(PRODUCT_TYPES) })),
  items: z.array(z.object({ title: z.string(), values: z.array(z.string()) })),
});
export type PriceListTree = z.infer<typeof priceListTree>;

/**
 * GET /v1/client-profile/price-list. `functions`: the single products (publish_offer,
 * candidate_profile_assignment) for /client/price-list/single-products; `subscription`: the
 * subscriptions, monthly and annual (filter by `period` for the toggle); `tree_subscription`: the
 * subscriptions compared function by function (one tree per period, keyed month and year);
 * `tree_functions`: the single products compared likewise.
 */
export const priceList = z.object({
  functions: z.array(shopProduct),
  tree_functions: priceListTree,
  tree_subscription: z.object({ month: priceListTree, year: priceListTree }),
  subscription: z.array(shopProduct),
});
export type PriceList = z.infer<typeof priceList>;
