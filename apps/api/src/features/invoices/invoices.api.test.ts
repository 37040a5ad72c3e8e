import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCandidate } from '../../test/accounts.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';
import { type Account, employer } from '../applications/testing.ts';
import { buyOnePublication } from '../payments/testing.ts';

/* Invoices, their PDF, sales data and the buyer's company data (employer-side.md 3 "Invoice", 7). */

function pdfText(pdf: Buffer): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'invoice-')), 'invoice.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-enc', 'UTF-8', '-layout', file, '-'], { encoding: 'utf8' });
}

describe('invoices', () => {
  let t: TestApp;
  let boss: Account;
  let nordic: Account;
  let clock = new Date();
  const db = () => t.database.db;

  const buyOne = (account: Account) => buyOnePublication(t.app, db(), account);
  const update = (account: Account, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/v1/client-profile/update', headers: account.auth, payload });
  const invoicesOf = async (account: Account) => (await t.app.inject({ method: 'POST', url: '/v1/client-financial-account/invoices', headers: account.auth })).json().items as { id: number; number: string; sumTotal: number; sumGross: number; status: string }[];
  const print = (account: Account, id: number, locale = 'pl') => t.app.inject({ method: 'GET', url: `/v1/client-financial-account/invoice/${id}/print`, headers: { ...account.auth, 'x-locale': locale } });

  beforeAll(async () => {
    t = await createTestApp({ clock: () => clock });
    boss = await employer(t.app, db(), { name: 'Budpol Sp. z o.o.', licTradNum: '5260250274' });
    nordic = await employer(t.app, db(), { name: 'Fjordbygg AS', licTradNum: '923456783' });
  });
  afterAll(() => t.close());

  it('saves the company data invoices are issued to, and refuses a wrong country', async () => {
    const res = await update(boss, { name: 'Budpol Sp. z o.o.', licTradNum: '5260250274', street: 'ul. Długa', propertyNumber: '5', apartmentNumber: '2', zipCode: '00-238', city: 'Warszawa', country: 'pl', contactEmail: 'faktury@budpol.pl', contactPhone: { number: '221234567' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ street: 'ul. Długa', country: 'PL', contactPhone: { number: '221234567' }, message: 'Company data saved.' });
    expect((await update(boss, { name: 'X', country: 'Polska' })).statusCode).toBe(422);
    expect((await update(boss, { name: '' })).statusCode).toBe(422);
    const show = await t.app.inject({ method: 'GET', url: '/v1/client-profile/show', headers: boss.auth });
    expect(show.json()).toMatchObject({ city: 'Warszawa', zipCode: '00-238' });
    expect((await update(nordic, { name: 'Fjordbygg AS', licTradNum: '923456783', street: 'Strandkaien', propertyNumber: '10', zipCode: '4005', city: 'Stavanger', country: 'NO' })).statusCode).toBe(200);
  });

  it('lists the own invoices with net and gross, status paid', async () => {
    await buyOne(boss);
    const items = await invoicesOf(boss);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ sumTotal: 100, sumGross: 123, status: 'paid' });
    expect(await invoicesOf(nordic)).toEqual([]);
  });

  it('prints a Polish VAT invoice behind an expiring link for its owner only', async () => {
    const [invoice] = await invoicesOf(boss);
    expect((await print(nordic, invoice?.id as number)).statusCode).toBe(404);
    const res = await print(boss, invoice?.id as number);
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json().invoiceDownloadUrl as string;
    const pdf = await t.app.inject({ method: 'GET', url });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    for (const expected of ['Faktura VAT', invoice?.number as string, 'Data wystawienia', 'Data sprzedaży', 'Sprzedawca', 'Nabywca', 'Budpol Sp. z o.o.', 'NIP: 5260250274', 'ul. Długa 5/2', '00-238 Warszawa', 'Publikacja oferty', '1,00 PLN', '23%', '0,23 PLN', 'Do zapłaty: 1,23 PLN', 'Zapłacono']) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain('Seller');
    // Another language adds its labels; an expired or altered link is 404.
    const english = pdfText((await t.app.inject({ method: 'GET', url: (await print(boss, invoice?.id as number, 'en')).json().invoiceDownloadUrl })).rawPayload);
    expect(english).toContain('Sprzedawca / Seller');
    expect((await t.app.inject({ method: 'GET', url: `${url}x` })).statusCode).toBe(404);
    clock = new Date(Date.now() + 16 * 60_000);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    clock = new Date();
  });

  it('reverse-charges a Norwegian company: no Polish VAT, "np", the words on the invoice', async () => {
    await buyOne(nordic);
    const [invoice] = await invoicesOf(nordic);
    expect(invoice).toMatchObject({ sumTotal: 100, sumGross: 100 });
    const text = pdfText((await t.app.inject({ method: 'GET', url: (await print(nordic, invoice?.id as number, 'no')).json().invoiceDownloadUrl })).rawPayload);
    expect(text).toContain('np');
    expect(text).toContain('Odwrotne obciążenie / Omvendt avgiftsplikt');
    expect(text).toContain('NO923456783');
  });

  it('gives the owner the invoice’s FA(3) XML', async () => {
    const [invoice] = await invoicesOf(boss);
    const res = await t.app.inject({ method: 'GET', url: `/v1/client-financial-account/invoice/${invoice?.id}/ksef-xml`, headers: boss.auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.body).toContain(`<P_2>${invoice?.number}</P_2>`);
    expect((await t.app.inject({ method: 'GET', url: `/v1/client-financial-account/invoice/${invoice?.id}/ksef-xml`, headers: nordic.auth })).statusCode).toBe(404);
  });

  it('numbers invoices of a month without gaps', async () => {
    await buyOne(boss);
    const numbers = [...(await invoicesOf(boss)), ...(await invoicesOf(nordic))].map((i) => Number(i.number.split('/')[3])).sort();
    expect(numbers).toEqual([1, 2, 3]);
  });

  it('gives the sales data: months, products, counts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/client-financial-account/sales-data', headers: { ...boss.auth, 'x-locale': 'en' } });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.months).toHaveLength(12);
    expect(body.months[11]).toMatchObject({ net: 200, gross: 246, orders: 2 });
    expect(body.products).toEqual([{ type: 'publish_offer', name: 'Offer publication', quantity: 2, net: 200 }]);
    expect(body.counts).toMatchObject({ orders: 2, paidOrders: 2, invoices: 2, offersPaid: 2, profilesBought: 0 });
    expect(body.totals).toEqual({ net: 200, gross: 246 });
  });

  it('keeps invoices from candidates and callers without a token', async () => {
    const candidate = await newCandidate(t.app, db());
    expect((await t.app.inject({ method: 'POST', url: '/v1/client-financial-account/invoices', headers: candidate.auth })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/v1/client-financial-account/invoices' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/v1/client-financial-account/sales-data' })).statusCode).toBe(401);
  });
});
