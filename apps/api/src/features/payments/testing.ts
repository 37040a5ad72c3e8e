import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Executor } from '../../infra/db/database.ts';
import { PUBLISH_OFFER, addToCart, draftOffer } from '../shop/testing.ts';

/* Fixtures of the payments' tests and of other features' tests that pay or settle (invoices, KSeF, records). */
export { expireWaitingOrders, settlementDepsOf } from './checkout.service.ts';
export { settleAttempt } from './settlement.ts';

/** Buys one offer publication through the sandbox, as the employer would; answers the order's uuid. */
export async function buyOnePublication(app: FastifyInstance, db: Executor, account: { userId: number; auth: Record<string, string> }): Promise<string> {
  const offer = await draftOffer(db, account.userId);
  await addToCart(app, account.auth, PUBLISH_OFFER.uuid, [offer.uuid]);
  const cart = (await app.inject({ method: 'GET', url: '/v1/shop/cart', headers: account.auth })).json().data.uuid;
  const placed = await app.inject({ method: 'POST', url: `/v1/payment/transaction/register/${cart}`, headers: account.auth, payload: { regulationAccept: true, urlReturn: '/user/order-list' } });
  expect(placed.statusCode, placed.body).toBe(200);
  const { paymentUrl, orderUuid } = placed.json().items[0];
  const paid = await app.inject({ method: 'POST', url: `/v1/payment/sandbox/${String(paymentUrl).split('/').pop()}/complete`, payload: { outcome: 'success' } });
  expect(paid.json().status).toBe(4);
  return orderUuid as string;
}
