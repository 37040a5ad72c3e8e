import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database, Executor } from '../../infra/db/database.ts';
import { type Account, employer } from '../applications/testing.ts';
import { offerCandidates } from '../applications/applications.tables.ts';
import { insertOffer } from '../offers/testing.ts';
import { shopProducts } from '../../seed/reference/shop-products.ts';

/* Fixtures of the shop's tests (and of other features' tests that need a purchase). */

const seeded = (code: string) => {
  const product = shopProducts.find((p) => p.code === code);
  if (!product) throw new Error(`no product ${code}`);
  return product;
};
export const PUBLISH_OFFER = seeded('publish_offer');
export const CANDIDATE_PROFILE = seeded('candidate_profile_assignment');
export const PRO_MONTH = seeded('subscription_pro_month');
export const START_YEAR = seeded('subscription_start_year');

export async function draftOffer(db: Executor, clientUserId: number) {
  return insertOffer(db, clientUserId, { status: 1 });
}

/** Puts a candidate into an offer's pipeline as a matched (not applied) entry, or as an applicant. */
export async function inPipeline(db: Executor, offerId: number, candidateUserId: number, applied = false) {
  await db.insert(offerCandidates).values({ offerId, candidateUserId, appliedAt: applied ? new Date() : null });
}

export async function addToCart(app: FastifyInstance, auth: Record<string, string>, product: string, uuids: string[], expected = 200) {
  const res = await app.inject({ method: 'POST', url: '/v1/shop/cart/item/add', headers: auth, payload: { cartItems: [{ product, items: uuids.map((uuid) => ({ uuid })) }] } });
  expect(res.statusCode, res.body).toBe(expected);
  return res;
}

/** Companies as the client settings page saves them: everything an invoice needs. */
export const BUDPOL = { name: 'Budpol Sp. z o.o.', licTradNum: '5260250274', street: 'ul. Długa', propertyNumber: '5', apartmentNumber: '2', zipCode: '00-238', city: 'Warszawa', country: 'PL' };
export const FJORDBYGG = { name: 'Fjordbygg AS', licTradNum: '923456783', street: 'Strandkaien', propertyNumber: '10', zipCode: '4005', city: 'Stavanger', country: 'NO' };
export const HOLZBAU = { name: 'Holzbau GmbH', licTradNum: 'DE136695976', street: 'Hauptstraße', propertyNumber: '1', zipCode: '10115', city: 'Berlin', country: 'DE' };

/** Saves an employer's company data through the client settings' call. */
export async function saveCompany(app: FastifyInstance, auth: Record<string, string>, company: Record<string, string>, expected = 200) {
  const res = await app.inject({ method: 'POST', url: '/v1/client-profile/update', headers: auth, payload: company });
  expect(res.statusCode, res.body).toBe(expected);
  return res;
}

/** An employer who may check out: registered under the company's name and tax id, its company data complete. */
export async function billedEmployer(app: FastifyInstance, db: Database, company: Record<string, string> = BUDPOL): Promise<Account> {
  const account = await employer(app, db, { name: company.name, licTradNum: company.licTradNum });
  await saveCompany(app, account.auth, company);
  return account;
}
