import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Executor } from '../../infra/db/database.ts';
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
