import { type ClientOfferListStatus, StatusId } from '@trades/contracts';
import { type SQL, and, count, desc, eq, gt, inArray, isNull, like, lte, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../infra/db/database.ts';
import { clientProfiles, users } from '../accounts/accounts.tables.ts';
import { numTotalAppliedColumn } from '../applications/index.ts';
import { type NewOfferRow, type OfferRow, clientBrands, offerViews, offers } from '../offers/offers.tables.ts';
import { shopOrderItems } from '../shop/shop.tables.ts';
import { ARCHIVED_TAB_STATUSES, DELETABLE_STATUSES, DRAFT_TAB_STATUSES } from './offer-lifecycle.ts';
import { paidForColumn } from './offer-moderation.repository.ts';

/* The offers of one employer. Every query names the owner, so another employer's offer is never found. */

const numUniquePreview = sql<number>`(select count(*)::int from ${offerViews} where ${offerViews.offerId} = ${offers.id})`;
const numTotalApplied = numTotalAppliedColumn();

/** The offers a list tab shows at `now`; an active offer past its publication end is archived. */
function tabCondition(tab: ClientOfferListStatus, now: Date): SQL {
  const expired = and(eq(offers.status, StatusId.Active), or(isNull(offers.endPublicationAt), lte(offers.endPublicationAt, now))) as SQL;
  switch (tab) {
    case 'active':
      return and(eq(offers.status, StatusId.Active), gt(offers.endPublicationAt, now)) as SQL;
    case 'archived':
      return or(inArray(offers.status, [...ARCHIVED_TAB_STATUSES]), expired) as SQL;
    case 'draft':
      return inArray(offers.status, [...DRAFT_TAB_STATUSES]);
    case 'withdrawn':
      return eq(offers.status, StatusId.Withdrawn);
  }
}

function listCondition(clientUserId: number, tab: ClientOfferListStatus | undefined, now: Date): SQL {
  const owner = eq(offers.clientUserId, clientUserId);
  return tab ? (and(owner, tabCondition(tab, now)) as SQL) : owner;
}

export async function countClientOffers(db: Executor, clientUserId: number, tab: ClientOfferListStatus | undefined, now: Date): Promise<number> {
  const [row] = await db.select({ total: count() }).from(offers).where(listCondition(clientUserId, tab, now));
  return Number(row?.total ?? 0);
}

/** One page of the employer's offers, newest first. */
export async function listClientOffers(db: Executor, clientUserId: number, tab: ClientOfferListStatus | undefined, now: Date, limit: number, offset: number) {
  return db
    .select({
      id: offers.id,
      uuid: offers.uuid,
      slug: offers.slug,
      status: offers.status,
      industryId: offers.industryId,
      professionId: offers.professionId,
      workLocationStateId: offers.workLocationStateId,
      workLocationCityId: offers.workLocationCityId,
      createdAt: offers.createdAt,
      publicationAt: offers.publicationAt,
      endPublicationAt: offers.endPublicationAt,
      numUniquePreview,
      numTotalApplied,
      moderationReason: offers.moderationReason,
      moderatedAt: offers.moderatedAt,
      paid: paidForColumn,
    })
    .from(offers)
    .where(listCondition(clientUserId, tab, now))
    .orderBy(desc(offers.createdAt), desc(offers.id))
    .limit(limit)
    .offset(offset);
}

const owned = (clientUserId: number, id: number) => and(eq(offers.id, id), eq(offers.clientUserId, clientUserId));

export async function findClientOffer(db: Executor, clientUserId: number, id: number): Promise<{ offer: OfferRow; numUniquePreview: number; numTotalApplied: number } | undefined> {
  const [row] = await db.select({ offer: offers, numUniquePreview, numTotalApplied }).from(offers).where(owned(clientUserId, id));
  return row;
}

/** The offer with what the public detail shows around it (brand, company, visits), for the preview. */
export async function findClientOfferDetail(db: Executor, clientUserId: number, id: number) {
  const [row] = await db
    .select({ offer: offers, brandName: clientBrands.name, brandLogoPath: clientBrands.logoPath, companyName: clientProfiles.name, numUniquePreview, numTotalApplied })
    .from(offers)
    .leftJoin(clientBrands, eq(clientBrands.id, offers.clientBrandId))
    .leftJoin(clientProfiles, eq(clientProfiles.userId, offers.clientUserId))
    .where(owned(clientUserId, id));
  return row;
}

/** Serialises the slug choice of one employer's offers, so two saves at once do not pick the same one. */
export async function lockOwner(db: Executor, clientUserId: number): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, clientUserId)).for('update');
}

/** The slugs of the employer's other offers that are `base` or `base-…` (a slug holds only a-z, 0-9 and hyphens). */
export async function slugsLike(db: Executor, clientUserId: number, base: string, exceptId?: number): Promise<Set<string>> {
  const rows = await db
    .select({ slug: offers.slug })
    .from(offers)
    .where(and(eq(offers.clientUserId, clientUserId), or(eq(offers.slug, base), like(offers.slug, `${base}-%`)), exceptId === undefined ? undefined : ne(offers.id, exceptId)));
  return new Set(rows.map((row) => row.slug));
}

/** The employer's offer created with this idempotency key, if any. */
export async function offerCreatedWithKey(db: Executor, clientUserId: number, createKey: string): Promise<OfferRow | undefined> {
  const [row] = await db
    .select()
    .from(offers)
    .where(and(eq(offers.clientUserId, clientUserId), eq(offers.createKey, createKey)));
  return row;
}

/** Locks the employer's offer for deleting; its status and whether an order bought it. Undefined when not the employer's. */
export async function lockOfferForDelete(db: Executor, clientUserId: number, id: number): Promise<{ status: number; ordered: boolean } | undefined> {
  const [row] = await db.select({ status: offers.status }).from(offers).where(owned(clientUserId, id)).for('update');
  if (!row) return undefined;
  const [order] = await db.select({ id: shopOrderItems.id }).from(shopOrderItems).where(eq(shopOrderItems.offerId, id)).limit(1);
  return { status: row.status, ordered: order !== undefined };
}

/** Deletes the employer's draft, offer in verification or verified offer (DELETABLE_STATUSES); false when it is in none of them. */
export async function deleteDraftOffer(db: Executor, clientUserId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(offers)
    .where(and(owned(clientUserId, id), inArray(offers.status, [...DELETABLE_STATUSES])))
    .returning({ id: offers.id });
  return rows.length > 0;
}

/** The employer's offers among `ids` still in status `from` take `set` (a payment moved them on); the ids changed. */
export async function setPaidOffersStatus(db: Executor, clientUserId: number, ids: readonly number[], from: number, set: Partial<NewOfferRow>): Promise<number[]> {
  const rows = await db
    .update(offers)
    .set(set)
    .where(and(inArray(offers.id, [...ids]), eq(offers.clientUserId, clientUserId), eq(offers.status, from)))
    .returning({ id: offers.id });
  return rows.map((row) => row.id);
}

export async function insertOffer(db: Executor, values: NewOfferRow): Promise<OfferRow> {
  const [row] = await db.insert(offers).values(values).returning();
  if (!row) throw new Error('offer not inserted');
  return row;
}

/**
 * Writes `set` only while the offer is still in `status` (and, for an active offer, still
 * published at `now`): of two concurrent changes only the first finds it so. Undefined when it was not.
 */
export async function updateOfferInStatus(db: Executor, clientUserId: number, id: number, status: number, now: Date, set: Partial<NewOfferRow>): Promise<OfferRow | undefined> {
  const stillThere = status === StatusId.Active ? and(eq(offers.status, status), gt(offers.endPublicationAt, now)) : eq(offers.status, status);
  const [row] = await db
    .update(offers)
    .set(set)
    .where(and(owned(clientUserId, id), stillThere))
    .returning();
  return row;
}

/** Every offer of the employer, whatever its status, oldest first: their data export. */
export async function offersOfClient(db: Executor, clientUserId: number): Promise<OfferRow[]> {
  return db.select().from(offers).where(eq(offers.clientUserId, clientUserId)).orderBy(offers.id);
}
