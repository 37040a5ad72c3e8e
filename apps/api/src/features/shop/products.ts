import {
  type Locale,
  type PriceList,
  type PriceListTree,
  ProductType,
  SUBSCRIPTION_TYPES,
  type ShopProduct,
  formatMoney,
  isSubscriptionType,
  marketToday,
} from '@trades/contracts';
import { and, asc, eq, gte, isNull, lte, or } from 'drizzle-orm';
import type { Executor } from '../../infra/db/database.ts';
import { localised } from '../../infra/i18n/localised.ts';
import { shopLabel } from './shop.labels.ts';
import { type ShopProductRow, shopProducts } from './shop.tables.ts';

/* Products on sale and the price list built from them. */

/** Products whose price is valid on the day (Warsaw time), in list order. */
export async function productsOnSale(db: Executor, now: Date): Promise<ShopProductRow[]> {
  const today = marketToday(now);
  return db
    .select()
    .from(shopProducts)
    .where(and(lte(shopProducts.validFrom, today), or(isNull(shopProducts.validTo), gte(shopProducts.validTo, today))))
    .orderBy(asc(shopProducts.position), asc(shopProducts.id));
}

/** A product on sale by uuid; undefined when unknown or not valid today. */
export async function productOnSale(db: Executor, uuid: string, now: Date): Promise<ShopProductRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(uuid)) return undefined;
  return (await productsOnSale(db, now)).find((row) => row.uuid === uuid);
}

export async function productById(db: Executor, id: number): Promise<ShopProductRow | undefined> {
  const [row] = await db.select().from(shopProducts).where(eq(shopProducts.id, id));
  return row;
}

export function presentProduct(row: ShopProductRow, locale: Locale): ShopProduct {
  const isSub = isSubscriptionType(row.type);
  const features = localised(row.features, locale);
  const period = !isSub ? null : row.type === ProductType.SubscriptionAnnual ? 'year' : 'month';
  const priceText = `${formatMoney(row.priceNet, row.currency, locale)} ${shopLabel('net', locale)}${period ? ` / ${shopLabel(period === 'year' ? 'perYear' : 'perMonth', locale)}` : ''}`;
  return {
    uuid: row.uuid,
    type: row.type as ShopProduct['type'],
    name: localised(row.name, locale),
    description: localised(row.description, locale),
    features,
    productFeatures: features.split('|').map((f) => f.trim()).filter(Boolean),
    isAdditional: row.isAdditional,
    isMain: row.isMain,
    isPopular: row.isPopular,
    isPromotion: row.isPromotion,
    isSub,
    listInTree: row.listInTree,
    price: { amount: row.priceNet, currency: row.currency, isString: isSub },
    priceRegular: row.isPromotion && row.priceRegularNet !== null ? { amount: row.priceRegularNet, currency: row.currency } : null,
    priceText,
    period,
    months: row.months,
    quota: isSub ? { publications: row.quotaPublications ?? 0, profiles: row.quotaProfiles ?? 0 } : null,
    validFrom: row.validFrom,
    validTo: row.validTo,
  };
}

const YES = '✓';
const NO = '—';

function subscriptionTree(rows: ShopProductRow[], locale: Locale): PriceListTree {
  const columns = rows.filter((row) => row.listInTree);
  return {
    header: columns.map((row) => ({ uuid: row.uuid, name: localised(row.name, locale), type: row.type as ShopProduct['type'] })),
    items: [
      { title: shopLabel('treeOfferPublications', locale), values: columns.map((row) => String(row.quotaPublications ?? 0)) },
      { title: shopLabel('treeCandidateProfiles', locale), values: columns.map((row) => String(row.quotaProfiles ?? 0)) },
      { title: shopLabel('treeMonths', locale), values: columns.map((row) => String(row.months ?? 1)) },
      { title: shopLabel('treeMatched', locale), values: columns.map(() => YES) },
    ],
  };
}

function functionsTree(rows: ShopProductRow[], locale: Locale): PriceListTree {
  const columns = rows.filter((row) => row.listInTree);
  return {
    header: columns.map((row) => ({ uuid: row.uuid, name: localised(row.name, locale), type: row.type as ShopProduct['type'] })),
    items: [
      { title: shopLabel('treePublication', locale), values: columns.map((row) => (row.type === ProductType.PublishOffer ? YES : NO)) },
      { title: shopLabel('treeContacts', locale), values: columns.map((row) => (row.type === ProductType.CandidateProfile ? YES : NO)) },
      { title: shopLabel('treeMatched', locale), values: columns.map(() => YES) },
    ],
  };
}

/** GET /v1/client-profile/price-list */
export async function priceList(db: Executor, locale: Locale, now: Date): Promise<PriceList> {
  const rows = await productsOnSale(db, now);
  const subscriptions = rows.filter((row) => SUBSCRIPTION_TYPES.includes(row.type as ProductType));
  const singles = rows.filter((row) => !SUBSCRIPTION_TYPES.includes(row.type as ProductType));
  return {
    functions: singles.map((row) => presentProduct(row, locale)),
    tree_functions: functionsTree(singles, locale),
    tree_subscription: {
      month: subscriptionTree(subscriptions.filter((row) => row.type === ProductType.SubscriptionMonthly), locale),
      year: subscriptionTree(subscriptions.filter((row) => row.type === ProductType.SubscriptionAnnual), locale),
    },
    subscription: subscriptions.map((row) => presentProduct(row, locale)),
  };
}
