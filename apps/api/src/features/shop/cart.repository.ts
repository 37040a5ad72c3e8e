import { randomUUID } from 'node:crypto';
import { OrderStatus, StatusId } from '@trades/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../infra/db/database.ts';
import { clientProfiles, users } from '../accounts/accounts.tables.ts';
import { offerCandidates } from '../applications/applications.tables.ts';
import { offers } from '../offers/offers.tables.ts';
import type { OfferNameSource } from '../reference/index.ts';
import { candidateProfilePurchases, shopCartItems, shopCarts, shopOrderItems, shopOrders, shopProducts } from './shop.tables.ts';

/* The cart's rows and the look-ups its rules need. */

/** The employer's cart, created on first use, locked until the transaction ends. */
export async function lockCart(db: Executor, clientUserId: number) {
  await db.insert(shopCarts).values({ clientUserId }).onConflictDoNothing({ target: shopCarts.clientUserId });
  const [row] = await db.select().from(shopCarts).where(eq(shopCarts.clientUserId, clientUserId)).for('update');
  if (!row) throw new Error('cart not created');
  return row;
}

/** The employer's cart without creating one. */
export async function findCart(db: Executor, clientUserId: number) {
  const [row] = await db.select().from(shopCarts).where(eq(shopCarts.clientUserId, clientUserId));
  return row;
}

export async function createCart(db: Executor, clientUserId: number) {
  await db.insert(shopCarts).values({ clientUserId }).onConflictDoNothing({ target: shopCarts.clientUserId });
  const row = await findCart(db, clientUserId);
  if (!row) throw new Error('cart not created');
  return row;
}

/** A cart's lines with what they show: product, offer (profession, dates) or candidate (names). */
export async function cartLines(db: Executor, cartId: number) {
  return db
    .select({
      id: shopCartItems.id,
      uuid: shopCartItems.uuid,
      productId: shopCartItems.productId,
      offerId: shopCartItems.offerId,
      candidateUserId: shopCartItems.candidateUserId,
      offerUuid: offers.uuid,
      professionId: offers.professionId,
      workLocationCityId: offers.workLocationCityId,
      workLocationStateId: offers.workLocationStateId,
      workStartAt: offers.workStartAt,
      workEndAt: offers.workEndAt,
      publicationAt: offers.publicationAt,
      endPublicationAt: offers.endPublicationAt,
      firstName: users.firstName,
      lastName: users.lastName,
      product: shopProducts,
    })
    .from(shopCartItems)
    .innerJoin(shopProducts, eq(shopProducts.id, shopCartItems.productId))
    .leftJoin(offers, eq(offers.id, shopCartItems.offerId))
    .leftJoin(users, eq(users.id, shopCartItems.candidateUserId))
    .where(eq(shopCartItems.cartId, cartId))
    .orderBy(asc(shopProducts.position), asc(shopCartItems.id));
}
export type CartLine = Awaited<ReturnType<typeof cartLines>>[number];

/** What names each of the employer's offers (every status): a cart or order line is numbered when another shares its name. */
export async function employerOfferNames(db: Executor, clientUserId: number | null): Promise<OfferNameSource[]> {
  if (clientUserId === null) return [];
  return db
    .select({ id: offers.id, professionId: offers.professionId, workLocationCityId: offers.workLocationCityId, workLocationStateId: offers.workLocationStateId })
    .from(offers)
    .where(eq(offers.clientUserId, clientUserId));
}

/** The caller's offers among the uuids that may be bought a publication: drafts, and offers an operator verified (6); uuid → id. */
export async function ownDraftOffers(db: Executor, clientUserId: number, uuids: string[]): Promise<Map<string, number>> {
  const valid = uuids.filter((u) => /^[0-9a-f-]{36}$/i.test(u));
  if (valid.length === 0) return new Map();
  const rows = await db
    .select({ id: offers.id, uuid: offers.uuid })
    .from(offers)
    .where(and(eq(offers.clientUserId, clientUserId), inArray(offers.status, [StatusId.Draft, StatusId.Verified]), inArray(offers.uuid, valid)));
  return new Map(rows.map((row) => [row.uuid, row.id]));
}

/**
 * Of the candidates, those whose profile the employer may buy: in the pipeline of one of the
 * employer's offers, never applied to any of them (an applicant's contacts are shown already),
 * and not bought before.
 */
export async function buyableCandidates(db: Executor, clientUserId: number, candidateUserIds: number[]): Promise<Set<number>> {
  if (candidateUserIds.length === 0) return new Set();
  const rows = await db
    .select({ candidateUserId: offerCandidates.candidateUserId })
    .from(offerCandidates)
    .innerJoin(offers, eq(offers.id, offerCandidates.offerId))
    .where(and(eq(offers.clientUserId, clientUserId), inArray(offerCandidates.candidateUserId, candidateUserIds)))
    .groupBy(offerCandidates.candidateUserId)
    .having(sql`bool_and(${offerCandidates.appliedAt} is null)`);
  const bought = await db
    .select({ candidateUserId: candidateProfilePurchases.candidateUserId })
    .from(candidateProfilePurchases)
    .where(and(eq(candidateProfilePurchases.clientUserId, clientUserId), inArray(candidateProfilePurchases.candidateUserId, candidateUserIds)));
  const boughtIds = new Set(bought.map((row) => row.candidateUserId));
  return new Set(rows.flatMap((row) => (row.candidateUserId === null || boughtIds.has(row.candidateUserId) ? [] : [row.candidateUserId])));
}

/** Offers and candidates already in one of the employer's orders waiting for payment. */
export async function itemsInWaitingOrders(db: Executor, clientUserId: number) {
  const rows = await db
    .select({ offerId: shopOrderItems.offerId, candidateUserId: shopOrderItems.candidateUserId })
    .from(shopOrderItems)
    .innerJoin(shopOrders, eq(shopOrders.id, shopOrderItems.orderId))
    .where(and(eq(shopOrders.clientUserId, clientUserId), eq(shopOrders.status, OrderStatus.Waiting)));
  return {
    offerIds: new Set(rows.flatMap((row) => (row.offerId === null ? [] : [row.offerId]))),
    candidateUserIds: new Set(rows.flatMap((row) => (row.candidateUserId === null ? [] : [row.candidateUserId]))),
  };
}

export async function insertCartLines(db: Executor, rows: (typeof shopCartItems.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(shopCartItems).values(rows);
}

export async function deleteProductLines(db: Executor, cartId: number, productIds: number[]) {
  if (productIds.length > 0) await db.delete(shopCartItems).where(and(eq(shopCartItems.cartId, cartId), inArray(shopCartItems.productId, productIds)));
}

export async function deleteCartLine(db: Executor, cartId: number, lineId: number): Promise<boolean> {
  const deleted = await db.delete(shopCartItems).where(and(eq(shopCartItems.cartId, cartId), eq(shopCartItems.id, lineId))).returning({ id: shopCartItems.id });
  return deleted.length > 0;
}

/** After checkout: the lines go, and the cart takes a new uuid, so its old one names the order it became. */
export async function emptyCart(db: Executor, cartId: number) {
  await db.delete(shopCartItems).where(eq(shopCartItems.cartId, cartId));
  await db.update(shopCarts).set({ uuid: randomUUID() }).where(eq(shopCarts.id, cartId));
}

export async function touchCart(db: Executor, cartId: number, now: Date) {
  await db.update(shopCarts).set({ updatedAt: now }).where(eq(shopCarts.id, cartId));
}

/** The buyer's data for VAT and the invoice: the client profile and the account's e-mail. */
export async function buyerOf(db: Executor, clientUserId: number) {
  const [row] = await db
    .select({ profile: clientProfiles, email: users.email, locale: users.locale, firstName: users.firstName })
    .from(users)
    .leftJoin(clientProfiles, eq(clientProfiles.userId, users.id))
    .where(eq(users.id, clientUserId));
  return row;
}
