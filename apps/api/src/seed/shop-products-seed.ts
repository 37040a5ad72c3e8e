import { sql } from 'drizzle-orm';
import { shopProducts as shopProductsTable } from '../features/shop/shop.tables.ts';
import type { Database } from '../infra/db/database.ts';
import { type ShopProductSeed, shopProducts } from './reference/shop-products.ts';

/**
 * Upserts the products by code: prices, texts and flags follow the list on every start. Products
 * are never deleted (orders point at them); one left out of the list keeps its row.
 */
export async function seedShopProducts(db: Database, items: readonly ShopProductSeed[] = shopProducts): Promise<void> {
  if (items.length === 0) return;
  const excluded = (column: string) => sql.raw(`excluded.${column}`);
  await db
    .insert(shopProductsTable)
    .values(items.map((item) => ({ ...item })))
    .onConflictDoUpdate({
      target: shopProductsTable.code,
      set: {
        type: excluded('type'),
        name: excluded('name'),
        description: excluded('description'),
        features: excluded('features'),
        priceNet: excluded('price_net'),
        priceRegularNet: excluded('price_regular_net'),
        validFrom: excluded('valid_from'),
        validTo: excluded('valid_to'),
        isMain: excluded('is_main'),
        isAdditional: excluded('is_additional'),
        isPopular: excluded('is_popular'),
        isPromotion: excluded('is_promotion'),
        position: excluded('position'),
        months: excluded('months'),
        quotaPublications: excluded('quota_publications'),
        quotaProfiles: excluded('quota_profiles'),
      },
    });
}
