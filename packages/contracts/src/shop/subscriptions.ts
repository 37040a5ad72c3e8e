import { z } from 'zod';

/**
 * GET /v1/shop/subscription: the employer's subscriptions running now (`items`), each with its
 * quota per month and what this month used. While one has quota left, approving a Draft makes it
 * Paid without an order, and POST /v1/shop/candidate-profile/{uuid}/unlock unlocks a profile.
 */
export const activeSubscription = z.object({
  productUuid: z.string(),
  name: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  quota: z.object({ publications: z.number().int(), profiles: z.number().int() }),
  used: z.object({ publications: z.number().int(), profiles: z.number().int() }),
});
export type ActiveSubscription = z.infer<typeof activeSubscription>;
export const activeSubscriptionList = z.object({ items: z.array(activeSubscription) });

/** POST /v1/shop/candidate-profile/{uuid}/unlock (uuid: the pipeline card's candidate uuid); 409 shop_no_subscription_quota without quota. */
export const profileUnlockAnswer = z.object({ unlocked: z.literal(true), message: z.string() });

/** A candidate's public id as pipeline cards show it (UUID-shaped, not necessarily RFC 4122). */
export const candidateUuidParams = z.object({ uuid: z.string().regex(/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/) });
