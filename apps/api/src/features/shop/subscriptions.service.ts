import { type ActiveSubscription, type Locale, ShopMessageKey } from '@trades/contracts';
import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../../infra/db/database.ts';
import { AppError } from '../../infra/http/errors.ts';
import { localised } from '../../infra/i18n/localised.ts';
import { candidateIdFromPublicId } from '../applications/index.ts';
import { buyableCandidates, itemsInWaitingOrders } from './cart.repository.ts';
import { addMonths } from './cart.service.ts';
import { candidateProfilePurchases, clientSubscriptions, shopProducts, subscriptionUsage } from './shop.tables.ts';

/*
 * Subscriptions' quotas. A subscription's months count from its start (month 0 is the first
 * calendar month from startsAt); each month has its own allowance of publications and profile
 * unlocks, unused allowance does not carry over. Using quota takes the usage row's lock inside
 * the caller's transaction, so two approvals at once cannot both take the last one.
 */

export type QuotaKind = 'publications' | 'profiles';

/** Whole months from `start` to `now` (0 in the first month). */
export function monthIndexOf(start: Date, now: Date): number {
  let months = (now.getUTCFullYear() - start.getUTCFullYear()) * 12 + (now.getUTCMonth() - start.getUTCMonth());
  const startDay = start.toISOString().slice(0, 10);
  const boundary = (m: number) => new Date(`${addMonths(startDay, m)}T${start.toISOString().slice(11)}`);
  if (months > 0 && boundary(months) > now) months -= 1;
  return Math.max(0, months);
}

async function runningSubscriptions(db: Executor, clientUserId: number, now: Date) {
  return db
    .select({ subscription: clientSubscriptions, name: shopProducts.name, productUuid: shopProducts.uuid })
    .from(clientSubscriptions)
    .innerJoin(shopProducts, eq(shopProducts.id, clientSubscriptions.productId))
    .where(and(eq(clientSubscriptions.clientUserId, clientUserId), lte(clientSubscriptions.startsAt, now), gt(clientSubscriptions.endsAt, now)))
    .orderBy(asc(clientSubscriptions.endsAt), asc(clientSubscriptions.id));
}

/** Takes one unit of quota from a running subscription; the subscription's id, or null when none has any left. */
export async function useSubscriptionQuota(tx: Transaction, clientUserId: number, kind: QuotaKind, now: Date): Promise<number | null> {
  for (const { subscription } of await runningSubscriptions(tx, clientUserId, now)) {
    const quota = kind === 'publications' ? subscription.quotaPublications : subscription.quotaProfiles;
    if (quota <= 0) continue;
    const monthIndex = monthIndexOf(subscription.startsAt, now);
    await tx.insert(subscriptionUsage).values({ subscriptionId: subscription.id, monthIndex }).onConflictDoNothing();
    const column = kind === 'publications' ? subscriptionUsage.publications : subscriptionUsage.profiles;
    const taken = await tx
      .update(subscriptionUsage)
      .set({ [kind]: sql`${column} + 1` })
      .where(and(eq(subscriptionUsage.subscriptionId, subscription.id), eq(subscriptionUsage.monthIndex, monthIndex), sql`${column} < ${quota}`))
      .returning({ subscriptionId: subscriptionUsage.subscriptionId });
    if (taken.length > 0) return subscription.id;
  }
  return null;
}

/** Whether a running subscription has quota of the kind left this month (for showing, not for taking). */
export async function hasSubscriptionQuota(db: Executor, clientUserId: number, kind: QuotaKind, now: Date): Promise<boolean> {
  return (await activeSubscriptions(db, clientUserId, 'en', now)).some((s) => s.used[kind] < s.quota[kind]);
}

export async function activeSubscriptions(db: Executor, clientUserId: number, locale: Locale, now: Date): Promise<ActiveSubscription[]> {
  const rows = await runningSubscriptions(db, clientUserId, now);
  const result: ActiveSubscription[] = [];
  for (const { subscription, name, productUuid } of rows) {
    const [usage] = await db
      .select()
      .from(subscriptionUsage)
      .where(and(eq(subscriptionUsage.subscriptionId, subscription.id), eq(subscriptionUsage.monthIndex, monthIndexOf(subscription.startsAt, now))));
    result.push({
      productUuid,
      name: localised(name, locale),
      startsAt: subscription.startsAt.toISOString(),
      endsAt: subscription.endsAt.toISOString(),
      quota: { publications: subscription.quotaPublications, profiles: subscription.quotaProfiles },
      used: { publications: usage?.publications ?? 0, profiles: usage?.profiles ?? 0 },
    });
  }
  return result;
}

/** POST /v1/shop/candidate-profile/{uuid}/unlock: a buyable candidate's profile, paid by the subscription's quota. */
export async function unlockProfileWithSubscription(db: Database, secret: string, clientUserId: number, candidateUuid: string, now: Date): Promise<void> {
  const candidateUserId = candidateIdFromPublicId(secret, candidateUuid);
  await db.transaction(async (tx) => {
    if (candidateUserId === null || !(await buyableCandidates(tx, clientUserId, [candidateUserId])).has(candidateUserId)) {
      throw AppError.conflict(ShopMessageKey.CandidateNotAvailable);
    }
    // Waiting in an order: paid there, it must not also be taken from the quota (nor the other way round).
    if ((await itemsInWaitingOrders(tx, clientUserId)).candidateUserIds.has(candidateUserId)) throw AppError.conflict(ShopMessageKey.ProfileInPendingOrder);
    const subscriptionId = await useSubscriptionQuota(tx, clientUserId, 'profiles', now);
    if (subscriptionId === null) throw AppError.conflict(ShopMessageKey.NoSubscriptionQuota);
    const inserted = await tx
      .insert(candidateProfilePurchases)
      .values({ clientUserId, candidateUserId, subscriptionId, purchasedAt: now })
      .onConflictDoNothing()
      .returning({ id: candidateProfilePurchases.id });
    // Bought meanwhile: the quota taken above is given back with the rollback.
    if (inserted.length === 0) throw AppError.conflict(ShopMessageKey.CandidateNotAvailable);
  });
}

/** What the offer lifecycle needs to make a Draft Paid with a subscription's publication quota. */
export const publicationQuota = {
  available: (db: Executor, clientUserId: number, now: Date) => hasSubscriptionQuota(db, clientUserId, 'publications', now),
  use: async (tx: Transaction, clientUserId: number, now: Date) => (await useSubscriptionQuota(tx, clientUserId, 'publications', now)) !== null,
};
export type PublicationQuota = typeof publicationQuota;
