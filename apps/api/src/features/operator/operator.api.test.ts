import { readFileSync } from 'node:fs';
import path from 'node:path';
import { OrderStatus, StatusId, invoicePeriodOf } from '@trades/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { newCandidate } from '../../test/accounts.ts';
import { storageFor } from '../../infra/storage/storage.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';
import { ensureOperator, findUserByEmail } from '../accounts/index.ts';
import { eraseAccount } from '../privacy/index.ts';
import type { Account } from '../applications/testing.ts';
import { offers } from '../offers/offers.tables.ts';
import { settleAttempt, settlementDepsOf } from '../payments/testing.ts';
import { paymentAttempts } from '../payments/payments.tables.ts';
import { candidateProfilePurchases, shopOrders } from '../shop/shop.tables.ts';
import { BUDPOL, FJORDBYGG, PUBLISH_OFFER, addToCart, billedEmployer, draftOffer } from '../shop/testing.ts';
import { createOutbox } from '../../infra/mail/outbox.ts';
import { OPERATOR_ENV, TEST_OPERATOR, operatorHeaders } from '../../test/operator.ts';

/* The operator (issue 22): signs in from the settings' account, sees the sales register and every order, and refunds with a correction invoice. */

const OPERATOR = { email: TEST_OPERATOR.email, password: TEST_OPERATOR.password };
const SCHEMA_DIR = path.join(import.meta.dirname, '../invoices/ksef-fa3-schema');
const schemaFile = (name: string, fileName = name) => ({ fileName, contents: readFileSync(path.join(SCHEMA_DIR, name), 'utf8') });
const schemaErrors = async (xml: string) =>
  (
    await validateXML({
      xml: { fileName: 'invoice.xml', contents: xml },
      schema: schemaFile('schemat_FA(3)_v1-0E.xsd', 'fa3.xsd'),
      preload: [schemaFile('StrukturyDanych_v10-0E.xsd'), schemaFile('ElementarneTypyDanych_v10-0E.xsd'), schemaFile('KodyKrajow_v10-0E.xsd')],
    })
  ).errors.map((e) => e.rawMessage);

describe('the operator', () => {
  let t: TestApp;
  let operator: Record<string, string>;
  const db = () => t.database.db;
  const period = () => invoicePeriodOf(new Date()).key;

  beforeAll(async () => {
    t = await createTestApp({ env: { ...OPERATOR_ENV } });
    operator = await operatorHeaders(t.app);
  });
  afterAll(() => t.close());

  const cartOf = async (account: Account) => (await t.app.inject({ method: 'GET', url: '/v1/shop/cart', headers: account.auth })).json().data.uuid as string;
  const buy = async (account: Account, what: { product: string; uuids: string[] }[]) => {
    for (const item of what) await addToCart(t.app, account.auth, item.product, item.uuids);
    const placed = (await t.app.inject({ method: 'POST', url: `/v1/payment/transaction/register/${await cartOf(account)}`, headers: account.auth, payload: { regulationAccept: true, urlReturn: '/user/order-list' } })).json().items[0];
    const paid = await t.app.inject({ method: 'POST', url: `/v1/payment/sandbox/${String(placed.paymentUrl).split('/').pop()}/complete`, payload: { outcome: 'success' } });
    expect(paid.json().status).toBe(OrderStatus.PaymentCompleted);
    return placed.orderUuid as string;
  };
  const publicationOrder = async (account: Account, count = 1) => {
    const offerUuids: string[] = [];
    for (let i = 0; i < count; i += 1) offerUuids.push((await draftOffer(db(), account.userId)).uuid);
    return buy(account, [{ product: PUBLISH_OFFER.uuid, uuids: offerUuids }]);
  };
  const refund = (uuid: string, body: Record<string, unknown>) => t.app.inject({ method: 'POST', url: `/v1/operator/orders/${uuid}/refund`, headers: operator, payload: body });
  const invoicesOf = async (account: Account) => (await t.app.inject({ method: 'POST', url: '/v1/client-financial-account/invoices', headers: account.auth })).json().items;

  it('is an Operator account from the settings, kept at every start; the API under /v1/operator is theirs only', async () => {
    const show = await t.app.inject({ method: 'GET', url: '/v1/user/show', headers: operator });
    expect(show.json()).toMatchObject({ accountType: 'Operator', email: OPERATOR.email, isEmailConfirmed: true });
    expect(await ensureOperator(db(), OPERATOR)).toBe('unchanged');
    expect(await ensureOperator(db(), { ...OPERATOR, password: 'Another-Pass-2026' })).toBe('updated');
    expect(await ensureOperator(db(), OPERATOR)).toBe('updated');
    const candidate = await newCandidate(t.app, db());
    await expect(ensureOperator(db(), { email: candidate.email, password: OPERATOR.password })).rejects.toThrow(/belongs to a candidate/);
    const employer = await billedEmployer(t.app, db());
    for (const url of ['/v1/operator/orders', `/v1/operator/invoices?period=${period()}`]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
      expect((await t.app.inject({ method: 'GET', url, headers: candidate.auth })).statusCode, url).toBe(403);
      expect((await t.app.inject({ method: 'GET', url, headers: employer.auth })).statusCode, url).toBe(403);
      expect((await t.app.inject({ method: 'GET', url, headers: operator })).statusCode, url).toBe(200);
    }
    expect((await t.app.inject({ method: 'GET', url: '/v1/operator/invoices?period=2026-13', headers: operator })).statusCode).toBe(400);
  });

  it('keeps the sales register whole through an employer’s erasure', async () => {
    const leaving = await billedEmployer(t.app, db(), BUDPOL);
    const nordic = await billedEmployer(t.app, db(), FJORDBYGG);
    await publicationOrder(leaving);
    await publicationOrder(nordic);
    const register = async () => (await t.app.inject({ method: 'GET', url: `/v1/operator/invoices?period=${period()}`, headers: operator })).json();
    const before = await register();
    const mine = before.items.filter((entry: { buyer: { name: string } }) => [BUDPOL.name, FJORDBYGG.name].includes(entry.buyer.name)).slice(-2);
    expect(mine).toEqual([
      expect.objectContaining({ kind: 'VAT', vatTreatment: 'standard', net: 100, vat: 23, gross: 123, buyer: { name: BUDPOL.name, address: 'ul. Długa 5/2, 00-238 Warszawa', country: 'PL', taxId: BUDPOL.licTradNum } }),
      expect.objectContaining({ kind: 'VAT', vatTreatment: 'reverse_charge', net: 100, vat: 0, gross: 100, buyer: expect.objectContaining({ name: FJORDBYGG.name, country: 'NO' }) }),
    ]);
    expect(before.totals.gross).toBe(before.items.reduce((sum: number, entry: { gross: number }) => sum + entry.gross, 0));
    await eraseAccount({ db: db(), fileStorage: storageFor(t.config) }, async () => leaving.userId);
    expect(await register()).toEqual(before);
  });

  it('refunds part of an order, then the rest: corrections KOR with the differences, the order returned (6) and its offers withdrawn', async () => {
    const boss = await billedEmployer(t.app, db(), BUDPOL);
    const uuid = await publicationOrder(boss, 2);
    const [order] = await db().select().from(shopOrders).where(eq(shopOrders.uuid, uuid));
    expect(order?.totalGross).toBe(246);

    const tooMuch = await refund(uuid, { amount: 247, reason: 'Za dużo' });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json()).toMatchObject({ code: 'shop_refund_too_high', formErrors: { amount: ['shop_refund_too_high'] } });
    expect((await refund(uuid, { amount: 100 })).statusCode).toBe(422);

    const part = await refund(uuid, { amount: 100, reason: 'Rabat posprzedażowy' });
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json()).toMatchObject({ message: 'The refund has been sent to the payment provider.', correctionNumber: expect.stringMatching(/^KOR\/\d{4}\/\d{2}\/\d{4}$/) });
    const afterPart = part.json().items[0];
    expect(afterPart).toMatchObject({ status: OrderStatus.PaymentCompleted, refunded: 100 });
    expect(afterPart.payments[0].refunds).toEqual([expect.objectContaining({ amount: 100, kind: 'operator', state: 'completed', reason: 'Rabat posprzedażowy' })]);

    const rest = await refund(uuid, { reason: 'Rezygnacja z publikacji' });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().items[0]).toMatchObject({ status: OrderStatus.Returned, refunded: 246 });
    expect((await refund(uuid, { reason: 'Jeszcze raz' })).statusCode).toBe(409);

    // The employer's list: the invoice and its two corrections, negative, adding up to nothing.
    const listed = (await invoicesOf(boss)) as { number: string; kind: string; sumGross: number; sumVat: number; correctsNumber: string | null; status: string }[];
    const vatInvoice = listed.find((row) => row.kind === 'VAT');
    const corrections = listed.filter((row) => row.kind === 'KOR');
    expect(corrections.map((row) => row.sumGross).sort((a, b) => a - b)).toEqual([-146, -100]);
    expect(corrections.every((row) => row.correctsNumber === vatInvoice?.number && row.status === 'refund')).toBe(true);
    expect((vatInvoice?.sumGross ?? 0) + corrections.reduce((sum, row) => sum + row.sumGross, 0)).toBe(0);
    expect(corrections.find((row) => row.sumGross === -100)?.sumVat).toBe(-19);

    // Every correction's XML validates against FA(3); the offers paid by the order (published by the payment) end.
    for (const row of listed.filter((r) => r.kind === 'KOR') as unknown as { id: number }[]) {
      const xml = await t.app.inject({ method: 'GET', url: `/v1/client-financial-account/invoice/${row.id}/ksef-xml`, headers: boss.auth });
      expect(xml.statusCode).toBe(200);
      expect(xml.body).toContain('<RodzajFaktury>KOR</RodzajFaktury>');
      expect(await schemaErrors(xml.body)).toEqual([]);
    }
    const paid = await db().select({ status: offers.status }).from(offers).where(eq(offers.clientUserId, boss.userId));
    expect(paid.map((o) => o.status)).toEqual([StatusId.Archived, StatusId.Archived]);
  });

  it('revokes a bought profile with a whole refund', async () => {
    const boss = await billedEmployer(t.app, db(), BUDPOL);
    const offer = await draftOffer(db(), boss.userId);
    const candidate = await newCandidate(t.app, db(), { firstName: 'Piotr', lastName: 'Zieliński' });
    const candidateId = (await findUserByEmail(db(), candidate.email))?.id as number;
    const { inPipeline, CANDIDATE_PROFILE } = await import('../shop/testing.ts');
    const { candidatePublicId } = await import('../applications/index.ts');
    await inPipeline(db(), offer.id, candidateId);
    const uuid = await buy(boss, [{ product: CANDIDATE_PROFILE.uuid, uuids: [candidatePublicId(t.config.JWT_SECRET, candidateId)] }]);
    expect(await db().select().from(candidateProfilePurchases).where(eq(candidateProfilePurchases.clientUserId, boss.userId))).toHaveLength(1);
    expect((await refund(uuid, { reason: 'Profil nieaktualny' })).statusCode).toBe(200);
    expect(await db().select().from(candidateProfilePurchases).where(eq(candidateProfilePurchases.clientUserId, boss.userId))).toEqual([]);
  });

  it('lists orders with their numbers and payments, filters by status, and answers 404 for an unknown one', async () => {
    const boss = await billedEmployer(t.app, db(), BUDPOL);
    const uuid = await publicationOrder(boss);
    const list = (await t.app.inject({ method: 'GET', url: `/v1/operator/orders?status=${OrderStatus.PaymentCompleted}`, headers: operator })).json().items;
    expect(list.every((row: { status: number }) => row.status === OrderStatus.PaymentCompleted)).toBe(true);
    expect(list.find((row: { uuid: string }) => row.uuid === uuid)).toMatchObject({ number: expect.stringMatching(/^ZAM\//), buyer: { name: BUDPOL.name }, refunded: 0 });
    const detail = (await t.app.inject({ method: 'GET', url: `/v1/operator/orders/${uuid}`, headers: operator })).json();
    expect(detail.payments).toEqual([expect.objectContaining({ provider: 'sandbox', amount: 123, state: 'completed', verifiedAt: expect.any(String), refunds: [] })]);
    expect(detail.invoices).toEqual([expect.objectContaining({ kind: 'VAT', gross: 123 })]);
    expect((await t.app.inject({ method: 'GET', url: '/v1/operator/orders/00000000-0000-4000-8000-000000000000', headers: operator })).statusCode).toBe(404);
  });

  it('finds an order for a customer on the phone: by its number, or the buyer’s name, tax id or e-mail, in pages (issue 26)', async () => {
    const budpol = await billedEmployer(t.app, db(), BUDPOL);
    const fjordbygg = await billedEmployer(t.app, db(), FJORDBYGG);
    const budpolOrder = await publicationOrder(budpol);
    const fjordOrder = await publicationOrder(fjordbygg);
    const found = async (query: string) => {
      const answer = await t.app.inject({ method: 'GET', url: `/v1/operator/orders?${query}`, headers: operator });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json() as { items: { uuid: string; number: string }[]; hasMore: boolean };
    };
    const uuids = async (query: string) => (await found(query)).items.map((row) => row.uuid);
    const [fjordRow] = await db().select().from(shopOrders).where(eq(shopOrders.uuid, fjordOrder));
    expect(await uuids(`q=${encodeURIComponent(String(fjordRow?.number).toLowerCase())}`)).toEqual([fjordOrder]);
    const byName = await uuids('q=BUDPOL');
    expect(byName).toContain(budpolOrder);
    expect(byName).not.toContain(fjordOrder);
    // A tax id typed with dashes finds it written without them.
    expect(await uuids('q=526-025-02-74')).toContain(budpolOrder);
    expect(await uuids(`q=${encodeURIComponent(fjordbygg.email.toUpperCase())}`)).toEqual([fjordOrder]);
    expect(await uuids('q=nobody-buys-like-this')).toEqual([]);
    expect(await uuids(`status=${OrderStatus.Canceled}&q=budpol`)).toEqual([]);
    expect(await found('page=1')).toMatchObject({ hasMore: false });
    expect(await found('page=999')).toEqual({ items: [], hasMore: false });
    expect((await t.app.inject({ method: 'GET', url: '/v1/operator/orders?page=0', headers: operator })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/v1/operator/orders?q=${'x'.repeat(101)}`, headers: operator })).statusCode).toBe(400);
  });

  it('ends a refund racing a late payment with both returned and the order settled once', async () => {
    const boss = await billedEmployer(t.app, db(), BUDPOL);
    const uuid = await publicationOrder(boss);
    const [order] = await db().select().from(shopOrders).where(eq(shopOrders.uuid, uuid));
    // An older attempt of the same order that the provider settles late (a second payment).
    const [late] = await db()
      .insert(paymentAttempts)
      .values({ orderId: order?.id as number, provider: 'sandbox', sessionId: `${uuid}.late`, amount: 123, currency: 'PLN', urlReturn: '/', state: 'replaced' })
      .returning();
    const deps = settlementDepsOf({ db: db(), now: () => new Date(), outbox: createOutbox(t.config.PUBLIC_URL, async () => undefined), config: t.config });
    const [refunded, settled] = await Promise.all([refund(uuid, { reason: 'Zwrot całości' }), settleAttempt(deps, late?.id as number, { kind: 'success' })]);
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(settled.refunds).toHaveLength(1);
    const detail = (await t.app.inject({ method: 'GET', url: `/v1/operator/orders/${uuid}`, headers: operator })).json();
    expect(detail).toMatchObject({ status: OrderStatus.Returned, refunded: 246 });
    expect(detail.invoices.map((invoice: { kind: string }) => invoice.kind)).toEqual(['VAT', 'KOR']);
  });
});
