import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageFor } from '../../infra/storage/storage.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';
import { eraseAccount } from '../privacy/index.ts';
import type { Account } from '../applications/testing.ts';
import { buyOnePublication } from '../payments/testing.ts';
import { paymentAttempts } from '../payments/payments.tables.ts';
import { shopOrderItems, shopOrders } from '../shop/shop.tables.ts';
import { BUDPOL, FJORDBYGG, billedEmployer } from '../shop/testing.ts';
import { invoices } from './invoices.tables.ts';

/* Money records are kept (issue 22): an employer's erasure leaves its orders, payments and invoices, and no path deletes them. */

describe('money records', () => {
  let t: TestApp;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const numbersOf = async () => (await db().select({ number: invoices.number }).from(invoices).orderBy(invoices.id)).map((row) => row.number);

  it("outlive the employer's erasure, without the contact e-mail, and the numbering goes on without a gap", async () => {
    const leaving: Account = await billedEmployer(t.app, db(), BUDPOL);
    const staying: Account = await billedEmployer(t.app, db(), FJORDBYGG);
    await buyOnePublication(t.app, db(), leaving);
    await buyOnePublication(t.app, db(), staying);
    await buyOnePublication(t.app, db(), leaving);
    const before = await numbersOf();
    expect(before).toHaveLength(3);

    expect(await eraseAccount({ db: db(), fileStorage: storageFor(t.config) }, async () => leaving.userId)).toBe(leaving.userId);

    expect(await numbersOf()).toEqual(before);
    const orphaned = await db().select().from(shopOrders).where(sql`${shopOrders.clientUserId} is null`);
    expect(orphaned).toHaveLength(2);
    for (const order of orphaned) {
      expect(order.buyer).toMatchObject({ name: 'Budpol Sp. z o.o.', taxId: '5260250274', email: '' });
      expect(await db().select().from(paymentAttempts).where(eq(paymentAttempts.orderId, order.id))).toHaveLength(1);
      expect(await db().select().from(shopOrderItems).where(eq(shopOrderItems.orderId, order.id))).toHaveLength(1);
    }
    const kept = await db().select().from(invoices).where(sql`${invoices.clientUserId} is null`);
    expect(kept.map((invoice) => invoice.buyer)).toEqual([expect.objectContaining({ name: 'Budpol Sp. z o.o.', email: '' }), expect.objectContaining({ name: 'Budpol Sp. z o.o.', email: '' })]);

    // The next invoice takes the next number of the month: none was freed.
    await buyOnePublication(t.app, db(), staying);
    const after = await numbersOf();
    const sequence = after.map((number) => Number(number.split('/').pop()));
    expect(sequence).toEqual([1, 2, 3, 4]);
  });

  it('refuses to delete an order, an item, a payment or an invoice, whoever asks', async () => {
    for (const table of ['shop_orders', 'shop_order_items', 'payment_attempts', 'invoices', 'invoice_counters']) {
      const refused = await db()
        .execute(sql.raw(`delete from ${table}`))
        .then(() => undefined, (error: unknown) => error as Error & { cause?: Error });
      expect(refused?.cause?.message, table).toMatch(/money records are kept/);
    }
    expect(await numbersOf()).toHaveLength(4);
  });
});
