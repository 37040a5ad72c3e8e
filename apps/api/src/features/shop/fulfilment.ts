import { StatusId } from '@trades/contracts';
import { and, eq, gt, inArray, max } from 'drizzle-orm';
import type { Transaction } from '../../infra/db/database.ts';
import { offers } from '../offers/offers.tables.ts';
import { addMonths } from './cart.service.ts';
import { type ShopOrderItemRow, type ShopOrderRow, candidateProfilePurchases, clientSubscriptions, shopOrderItems, shopProducts } from './shop.tables.ts';

/**
 * What a paid order bought takes effect, inside the settlement's transaction: its profiles unlocked,
 * its subscriptions start (its offers are the offer lifecycle's: the settlement hands them to
 * publishPaidOffers). Answers the order's items, which the
 * invoice lists, and those it could not give: a profile unlocked meanwhile (with the quota, or by
 * another order), whose money goes back.
 */
export async function fulfilOrder(tx: Transaction, order: ShopOrderRow, now: Date): Promise<{ items: ShopOrderItemRow[]; undelivered: ShopOrderItemRow[] }> {
  const items = await tx
    .select({ item: shopOrderItems, months: shopProducts.months, quotaPublications: shopProducts.quotaPublications, quotaProfiles: shopProducts.quotaProfiles })
    .from(shopOrderItems)
    .innerJoin(shopProducts, eq(shopProducts.id, shopOrderItems.productId))
    .where(eq(shopOrderItems.orderId, order.id))
    .orderBy(shopOrderItems.id);
  const clientUserId = order.clientUserId;
  const all = items.map(({ item }) => item);
  // An order whose buyer's account was erased before the money came has nobody to give anything to.
  if (clientUserId === null) return { items: all, undelivered: [] };

  const candidates = items.flatMap(({ item }) => (item.candidateUserId === null ? [] : [item.candidateUserId]));
  const unlocked = new Set<number>();
  if (candidates.length > 0) {
    const inserted = await tx
      .insert(candidateProfilePurchases)
      .values(candidates.map((candidateUserId) => ({ clientUserId, candidateUserId, orderId: order.id, purchasedAt: now })))
      .onConflictDoNothing()
      .returning({ candidateUserId: candidateProfilePurchases.candidateUserId });
    for (const row of inserted) unlocked.add(row.candidateUserId);
  }
  for (const { item, months, quotaPublications, quotaProfiles } of items) {
    if (months === null) continue;
    // A new period starts when the current one ends, so buying early loses nothing.
    const [latest] = await tx.select({ endsAt: max(clientSubscriptions.endsAt) }).from(clientSubscriptions).where(eq(clientSubscriptions.clientUserId, clientUserId));
    const startsAt = latest?.endsAt && latest.endsAt > now ? latest.endsAt : now;
    const endsAt = new Date(`${addMonths(startsAt.toISOString().slice(0, 10), months)}T${startsAt.toISOString().slice(11)}`);
    await tx.insert(clientSubscriptions).values({
      clientUserId,
      productId: item.productId,
      orderId: order.id,
      startsAt,
      endsAt,
      quotaPublications: quotaPublications ?? 0,
      quotaProfiles: quotaProfiles ?? 0,
    });
  }
  return { items: all, undelivered: all.filter((item) => item.candidateUserId !== null && !unlocked.has(item.candidateUserId)) };
}

/**
 * A fully refunded order takes back what it bought, inside the refund's transaction: an offer it paid
 * that is not published yet goes back to the drafts, a published one ends now; its unlocked profiles
 * lock again; its subscriptions end now.
 */
export async function withdrawOrder(tx: Transaction, order: ShopOrderRow, now: Date): Promise<void> {
  const items = await tx.select().from(shopOrderItems).where(eq(shopOrderItems.orderId, order.id));
  const offerIds = items.flatMap((item) => (item.offerId === null ? [] : [item.offerId]));
  if (offerIds.length > 0) {
    await tx.update(offers).set({ status: StatusId.Draft }).where(and(inArray(offers.id, offerIds), eq(offers.status, StatusId.Paid)));
    await tx.update(offers).set({ status: StatusId.Archived, endPublicationAt: now }).where(and(inArray(offers.id, offerIds), eq(offers.status, StatusId.Active)));
  }
  await tx.delete(candidateProfilePurchases).where(eq(candidateProfilePurchases.orderId, order.id));
  await tx.update(clientSubscriptions).set({ endsAt: now }).where(and(eq(clientSubscriptions.orderId, order.id), gt(clientSubscriptions.endsAt, now)));
}
