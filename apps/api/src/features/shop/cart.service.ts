import {
  type CartAnswer,
  type CartGroup,
  type CartItemsBody,
  type CartSummary,
  type Locale,
  ProductType,
  SHOP_CURRENCY,
  ShopMessageKey,
  addDays,
  isSubscriptionType,
  marketToday,
  totalsOf,
} from '@trades/contracts';
import type { Database, Executor } from '../../infra/db/database.ts';
import { AppError } from '../../infra/http/errors.ts';
import { localised } from '../../infra/i18n/localised.ts';
import { candidateIdFromPublicId, candidatePublicId } from '../applications/index.ts';
import { type OfferNameSource, type ReferenceCatalogue, type ReferenceCatalogueStore, ReferenceKind, offerNamesAmong } from '../reference/index.ts';
import {
  type CartLine,
  buyableCandidates,
  buyerOf,
  cartLines,
  createCart,
  deleteCartLine,
  deleteProductLines,
  employerOfferNames,
  insertCartLines,
  itemsInWaitingOrders,
  lockCart,
  ownDraftOffers,
  touchCart,
} from './cart.repository.ts';
import { buyerTreatment } from './billing.ts';
import { productOnSale } from './products.ts';
import type { ShopProductRow, shopCartItems } from './shop.tables.ts';

/*
 * The employer's one open cart. Every change runs in one transaction holding the cart's row lock
 * and checks the whole request first: one refused item refuses the call and changes nothing.
 */

export interface ShopDeps {
  db: Database;
  now: () => Date;
  /** Signs candidates' public ids (the pipeline card's uuid). */
  secret: string;
  catalogue: ReferenceCatalogueStore;
  /** VIES_ENABLED: an EU buyer is reverse-charged only once VIES confirmed its VAT number. */
  viesEnabled: boolean;
  /** OFFER_PUBLICATION_DAYS: how long a bought publication shows the offer. */
  publicationDays: number;
}

/** The day a subscription bought today would end (the period really starts on payment). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return target.toISOString().slice(0, 10);
}

export interface GroupSource {
  product: Pick<ShopProductRow, 'uuid' | 'name' | 'type' | 'currency' | 'months'>;
  unitNet: number;
  line: {
    id: number;
    uuid: string;
    offerId: number | null;
    offerUuid: string | null;
    professionId: number | null;
    workLocationCityId: number | null;
    workLocationStateId: number | null;
    workStartAt: string | null;
    workEndAt: string | null;
    /** The offer's publication as it happened (an order of a published offer), else null. */
    publicationAt: Date | null;
    endPublicationAt: Date | null;
    candidateUserId: number | null;
    firstName: string | null;
    lastName: string | null;
  };
}

/** How lines are named and dated: the names the employer's offers go by, the publication length, the day a period starts. */
export interface GroupContext {
  catalogue: ReferenceCatalogue;
  locale: Locale;
  /** The first day of what is bought: today in the cart, the payment's (or the order's) day in an order. */
  today: string;
  /** Every offer of the employer, so a line is numbered where another offer shares its name. */
  employerOffers: readonly OfferNameSource[];
  publicationDays: number;
  /** A paid order's payment: an offer published since is shown with its real window. Null in the cart. */
  paidAt: Date | null;
}

/** An offer line's publication window: as published after the payment, else the days bought from `today` (the offer goes live once paid). */
function publicationPeriod(line: GroupSource['line'], context: GroupContext): { start: string; end: string } {
  const { publicationAt, endPublicationAt } = line;
  if (context.paidAt && publicationAt && endPublicationAt && publicationAt >= context.paidAt) return { start: marketToday(publicationAt), end: marketToday(endPublicationAt) };
  return { start: context.today, end: addDays(context.today, context.publicationDays) };
}

/** Lines grouped by product, in the shape of the cart (also used for an order's copy). */
/** `catalogue` is loaded before any transaction opens (loading it inside one would wait on a second connection). */
export function groupLines(deps: Pick<ShopDeps, 'secret'>, context: GroupContext, sources: GroupSource[]): CartGroup[] {
  const { catalogue, locale, today } = context;
  const offerSources = sources.flatMap(({ line }) =>
    line.offerId !== null && line.professionId !== null
      ? [{ id: line.offerId, professionId: line.professionId, workLocationCityId: line.workLocationCityId, workLocationStateId: line.workLocationStateId }]
      : [],
  );
  const offerNames = offerNamesAmong(catalogue, offerSources, context.employerOffers, locale);
  const groups = new Map<string, CartGroup>();
  for (const { product, unitNet, line } of sources) {
    const key = `${product.uuid}:${unitNet}`;
    let group = groups.get(key);
    if (!group) {
      group = { uuid: product.uuid, name: localised(product.name, locale), type: product.type as CartGroup['type'], price: unitNet, currency: product.currency, items: [] };
      groups.set(key, group);
    }
    const isSub = isSubscriptionType(product.type);
    const isOffer = product.type === ProductType.PublishOffer;
    const period = isSub
      ? { start: today, end: addDays(addMonths(today, product.months ?? 1), -1) }
      : isOffer
        ? publicationPeriod(line, context)
        : null;
    const personName = [line.firstName, line.lastName].filter(Boolean).join(' ');
    group.items.push({
      id: line.id,
      uuid: line.offerUuid ?? (line.candidateUserId !== null ? candidatePublicId(deps.secret, line.candidateUserId) : line.uuid),
      name: (line.offerId !== null ? offerNames.get(line.offerId) : undefined) ?? (personName || group.name),
      profession: line.professionId !== null ? (catalogue.item(ReferenceKind.Professions, line.professionId, locale) ?? { id: line.professionId, title: '' }) : null,
      workStartAt: line.workStartAt,
      workEndAt: line.workEndAt,
      first_name: line.firstName,
      last_name: line.lastName,
      start_at: period?.start ?? null,
      end_at: period?.end ?? null,
    });
  }
  return [...groups.values()];
}

function sourcesOf(lines: CartLine[]): GroupSource[] {
  return lines.map((line) => ({ product: line.product, unitNet: line.product.priceNet, line }));
}

async function cartAnswerOf(deps: ShopDeps, db: Executor, catalogue: ReferenceCatalogue, cart: { id: number; uuid: string; clientUserId: number }, locale: Locale): Promise<CartAnswer> {
  const context: GroupContext = {
    catalogue,
    locale,
    today: marketToday(deps.now()),
    employerOffers: await employerOfferNames(db, cart.clientUserId),
    publicationDays: deps.publicationDays,
    paidAt: null,
  };
  const groups = groupLines(deps, context, sourcesOf(await cartLines(db, cart.id)));
  return { data: { uuid: cart.uuid, cartItems: { data: groups } } };
}

export async function showCart(deps: ShopDeps, clientUserId: number, locale: Locale): Promise<CartAnswer> {
  const catalogue = await deps.catalogue.current();
  const cart = await createCart(deps.db, clientUserId);
  return cartAnswerOf(deps, deps.db, catalogue, cart, locale);
}

/** The VAT treatment of the employer's purchases, from their client profile. */
export async function treatmentOf(db: Executor, clientUserId: number, viesEnabled: boolean) {
  return buyerTreatment((await buyerOf(db, clientUserId))?.profile, viesEnabled);
}

export async function cartSummary(deps: ShopDeps, clientUserId: number): Promise<CartSummary> {
  const cart = await createCart(deps.db, clientUserId);
  const lines = await cartLines(deps.db, cart.id);
  const totals = totalsOf(lines.map((line) => ({ unitNet: line.product.priceNet, quantity: 1 })), await treatmentOf(deps.db, clientUserId, deps.viesEnabled));
  return { items: [{ ...totals, currency: SHOP_CURRENCY }] };
}

type NewLine = typeof shopCartItems.$inferInsert;

/** The shop's error codes (every key but the success toast). */
export type ShopRefusal = Exclude<ShopMessageKey, typeof ShopMessageKey.BillingDataSaved | typeof ShopMessageKey.ProfileUnlocked>;

/**
 * The lines a request asks for, every item checked; throws the first refusal (a 422 naming the
 * field) before anything is written. `existing` are the cart's lines that stay (for duplicates).
 */
async function checkedLines(deps: ShopDeps, db: Executor, clientUserId: number, cartId: number, body: CartItemsBody, existing: CartLine[], mode: 'add' | 'replace') {
  const now = deps.now();
  const lines: NewLine[] = [];
  const products: ShopProductRow[] = [];
  const waiting = await itemsInWaitingOrders(db, clientUserId);
  const seenOffers = new Set(existing.flatMap((line) => (line.offerId === null ? [] : [line.offerId])));
  const seenCandidates = new Set(existing.flatMap((line) => (line.candidateUserId === null ? [] : [line.candidateUserId])));
  const refuse = (field: string, code: ShopRefusal) => AppError.validation({ [field]: [code] }, code);

  for (const [index, entry] of body.cartItems.entries()) {
    const product = await productOnSale(db, entry.product, now);
    if (!product) throw refuse(`cartItems.${index}.product`, ShopMessageKey.ProductNotFound);
    if (products.some((p) => p.id === product.id)) throw refuse(`cartItems.${index}.product`, ShopMessageKey.DuplicateItem);
    products.push(product);
    const field = (i: number) => `cartItems.${index}.items.${i}.uuid`;
    const uuids = entry.items.map((item) => item.uuid ?? '');

    if (product.type === ProductType.PublishOffer) {
      const owned = await ownDraftOffers(db, clientUserId, uuids);
      for (const [i, uuid] of uuids.entries()) {
        const offerId = owned.get(uuid);
        if (offerId === undefined) throw refuse(field(i), ShopMessageKey.OfferNotAvailable);
        if (seenOffers.has(offerId)) throw refuse(field(i), ShopMessageKey.DuplicateItem);
        if (waiting.offerIds.has(offerId)) throw refuse(field(i), ShopMessageKey.ItemInOpenOrder);
        seenOffers.add(offerId);
        lines.push({ cartId, productId: product.id, offerId });
      }
    } else if (product.type === ProductType.CandidateProfile) {
      const ids = uuids.map((uuid) => candidateIdFromPublicId(deps.secret, uuid));
      const buyable = await buyableCandidates(db, clientUserId, ids.filter((id): id is number => id !== null));
      for (const [i, id] of ids.entries()) {
        if (id === null || !buyable.has(id)) throw refuse(field(i), ShopMessageKey.CandidateNotAvailable);
        if (seenCandidates.has(id)) throw refuse(field(i), ShopMessageKey.DuplicateItem);
        if (waiting.candidateUserIds.has(id)) throw refuse(field(i), ShopMessageKey.ItemInOpenOrder);
        seenCandidates.add(id);
        lines.push({ cartId, productId: product.id, candidateUserId: id });
      }
    } else {
      // A subscription is one line (its items carry nothing); replacing it with no items removes it.
      if (mode === 'replace' && entry.items.length === 0) continue;
      if (existing.some((line) => line.productId === product.id)) throw refuse(`cartItems.${index}.product`, ShopMessageKey.DuplicateItem);
      lines.push({ cartId, productId: product.id });
    }
  }
  if (lines.filter((line) => line.offerId == null && line.candidateUserId == null).length > 1) {
    throw AppError.validation({ cartItems: [ShopMessageKey.DuplicateItem] }, ShopMessageKey.DuplicateItem);
  }
  return { lines, products };
}

/**
 * POST /v1/shop/cart/item/add (mode add) and PUT /v1/shop/cart/item (mode replace: each named
 * product's lines become the items sent).
 */
export async function changeCart(deps: ShopDeps, clientUserId: number, body: CartItemsBody, mode: 'add' | 'replace', locale: Locale): Promise<CartAnswer> {
  const catalogue = await deps.catalogue.current();
  return deps.db.transaction(async (tx) => {
    const cart = await lockCart(tx, clientUserId);
    const current = await cartLines(tx, cart.id);
    const namedUuids = new Set(body.cartItems.map((entry) => entry.product));
    const named = await Promise.all(body.cartItems.map(async (entry) => ({ entry, product: await productOnSale(tx, entry.product, deps.now()) })));
    const addsSubscription = named.some(({ entry, product }) => product !== undefined && isSubscriptionType(product.type) && (mode === 'add' || entry.items.length > 0));
    // Lines that stay: in replace mode those of products not named; a new subscription replaces the old.
    const staying = current.filter(
      (line) => (mode === 'add' || !namedUuids.has(line.product.uuid)) && !(addsSubscription && isSubscriptionType(line.product.type) && !namedUuids.has(line.product.uuid)),
    );
    const { lines, products } = await checkedLines(deps, tx, clientUserId, cart.id, body, staying, mode);
    if (mode === 'replace') await deleteProductLines(tx, cart.id, products.map((p) => p.id));
    if (addsSubscription) {
      await deleteProductLines(tx, cart.id, [...new Set(current.filter((line) => isSubscriptionType(line.product.type)).map((line) => line.productId))]);
    }
    await insertCartLines(tx, lines);
    await touchCart(tx, cart.id, deps.now());
    return cartAnswerOf(deps, tx, catalogue, cart, locale);
  });
}

/** DELETE /v1/shop/cart/item/{id}: a line of the caller's cart; another's or unknown is 404. */
export async function removeCartLine(deps: ShopDeps, clientUserId: number, lineId: number, locale: Locale): Promise<CartAnswer> {
  const catalogue = await deps.catalogue.current();
  return deps.db.transaction(async (tx) => {
    const cart = await lockCart(tx, clientUserId);
    if (!(await deleteCartLine(tx, cart.id, lineId))) throw AppError.notFound();
    await touchCart(tx, cart.id, deps.now());
    return cartAnswerOf(deps, tx, catalogue, cart, locale);
  });
}
