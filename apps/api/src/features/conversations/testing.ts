import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { dayFromNow } from '../../test/candidate-profile.ts';
import type { Database } from '../../infra/db/database.ts';
import { offerCandidates } from '../applications/applications.tables.ts';
import { syncMatchedEntries } from '../applications/index.ts';
import { type Account, insertMatch } from '../applications/testing.ts';
import { insertOffer } from '../offers/testing.ts';
import { candidateProfilePurchases } from '../shop/shop.tables.ts';

/* Fixtures of the conversations tests (and of other features' tests that need a card to talk on). */

/** A new offer of the employer the candidate applied to; answers the card (the application's id). */
export async function appliedCard(app: FastifyInstance, db: Database, boss: Account, candidate: Account): Promise<{ offerId: number; cardId: number }> {
  const offer = await insertOffer(db, boss.userId);
  const res = await app.inject({ method: 'POST', url: `/v1/candidate-offer/apply/${offer.id}`, headers: candidate.auth, payload: { availableFrom: dayFromNow(6) } });
  expect(res.statusCode, res.body).toBe(200);
  return { offerId: offer.id, cardId: res.json().id as number };
}

/** A new offer of the employer where the candidate is only matched (no application); `bought` records a profile purchase. */
export async function matchedCard(db: Database, boss: Account, candidate: Account, bought = false): Promise<{ offerId: number; cardId: number }> {
  const offer = await insertOffer(db, boss.userId);
  await insertMatch(db, offer.id, candidate.userId, 80);
  await syncMatchedEntries(db, { offerId: offer.id }, new Date());
  const [card] = await db
    .select({ id: offerCandidates.id })
    .from(offerCandidates)
    .where(and(eq(offerCandidates.offerId, offer.id), eq(offerCandidates.candidateUserId, candidate.userId)));
  expect(card, 'matched card').toBeDefined();
  if (bought) await db.insert(candidateProfilePurchases).values({ clientUserId: boss.userId, candidateUserId: candidate.userId }).onConflictDoNothing();
  return { offerId: offer.id, cardId: card?.id as number };
}
