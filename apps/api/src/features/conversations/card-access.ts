import { AccountType, ConversationMessageKey } from '@trades/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../infra/db/database.ts';
import { AppError } from '../../infra/http/errors.ts';
import { clientProfiles, users } from '../accounts/accounts.tables.ts';
import { offerCandidates } from '../applications/applications.tables.ts';
import { clientBrands, offers } from '../offers/offers.tables.ts';
import { type ConversationSide, conversationBlocks } from './conversations.tables.ts';

/*
 * Who may talk on a pipeline card (issue 27). The card's employer, where they may contact the candidate (the candidate
 * applied, or the employer bought or unlocked the profile); its candidate, on a conversation the employer opened or on
 * their own application. Anyone else learns nothing: 404.
 */

/** Which of the candidates the employer bought or unlocked; the shop knows, handed in where the app is composed. */
export type PurchasedCandidateIds = (db: Executor, clientUserId: number, candidateUserIds: readonly number[]) => Promise<Set<number>>;

/** A card with what the conversation needs of its offer, its employer and its candidate. */
export interface ConversationCard {
  cardId: number;
  offerId: number;
  offerSlug: string;
  professionId: number;
  countryId: number | null;
  status: number;
  appliedAt: Date | null;
  withdrawnAt: Date | null;
  clientUserId: number;
  candidateUserId: number | null;
  employerName: string;
}

const employerName = sql<string>`coalesce(${clientBrands.name}, ${clientProfiles.name}, '')`;

/** The card of `cardId`, or undefined; `lock` takes it for update (a move, an interview's answer). */
export async function findConversationCard(db: Executor, cardId: number, lock = false): Promise<ConversationCard | undefined> {
  const query = db
    .select({
      cardId: offerCandidates.id,
      offerId: offers.id,
      offerSlug: offers.slug,
      professionId: offers.professionId,
      countryId: offers.workLocationStateId,
      status: offerCandidates.status,
      appliedAt: offerCandidates.appliedAt,
      withdrawnAt: offerCandidates.withdrawnAt,
      clientUserId: offers.clientUserId,
      candidateUserId: offerCandidates.candidateUserId,
      employerName,
    })
    .from(offerCandidates)
    .innerJoin(offers, eq(offers.id, offerCandidates.offerId))
    .leftJoin(clientBrands, eq(clientBrands.id, offers.clientBrandId))
    .leftJoin(clientProfiles, eq(clientProfiles.userId, offers.clientUserId))
    .where(eq(offerCandidates.id, cardId))
    .limit(1);
  const [row] = await (lock ? query.for('update', { of: offerCandidates }) : query);
  return row;
}

/** The caller's side of a card, or undefined when it is not theirs (the caller learns nothing of it). */
export function sideOf(card: Pick<ConversationCard, 'clientUserId' | 'candidateUserId'>, userId: number, accountType: AccountType): ConversationSide | undefined {
  if (accountType === AccountType.Client && card.clientUserId === userId) return 'employer';
  if (accountType === AccountType.Candidate && card.candidateUserId === userId) return 'candidate';
  return undefined;
}

/** Whether the employer may contact the card's candidate: an application, or a bought or unlocked profile. */
export async function employerMayContact(db: Executor, purchased: PurchasedCandidateIds, card: ConversationCard): Promise<boolean> {
  if (card.candidateUserId === null) return false;
  if (card.appliedAt !== null) return true;
  return (await purchased(db, card.clientUserId, [card.candidateUserId])).has(card.candidateUserId);
}

export async function isEmployerBlocked(db: Executor, candidateUserId: number | null, clientUserId: number): Promise<boolean> {
  if (candidateUserId === null) return false;
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(conversationBlocks)
    .where(sql`${conversationBlocks.candidateUserId} = ${candidateUserId} and ${conversationBlocks.clientUserId} = ${clientUserId}`)
    .limit(1);
  return row !== undefined;
}

/**
 * The card as the caller may act on it: 404 when it is not theirs; 403 `conversation_not_allowed` when the employer
 * may not contact the candidate (and for a candidate's card that is a bare match nobody opened a conversation on).
 */
export async function cardForCaller(
  db: Executor,
  purchased: PurchasedCandidateIds,
  caller: { userId: number; accountType: AccountType },
  cardId: number,
  options: { lock?: boolean; conversationExists?: boolean } = {},
): Promise<{ card: ConversationCard; side: ConversationSide }> {
  const card = await findConversationCard(db, cardId, options.lock);
  const side = card ? sideOf(card, caller.userId, caller.accountType) : undefined;
  if (!card || !side) throw AppError.notFound();
  // An erased candidate's card: nobody is left to write to (not a question of leave to contact).
  if (card.candidateUserId === null) throw AppError.conflict(ConversationMessageKey.Closed);
  const allowed = side === 'employer' ? await employerMayContact(db, purchased, card) : card.appliedAt !== null || options.conversationExists === true;
  if (!allowed) throw new AppError(ConversationMessageKey.NotAllowed, {}, 403);
  return { card, side };
}

/**
 * Whether the side may write now: 409 `conversation_closed` once the application was withdrawn or the candidate erased;
 * 403 `conversation_blocked` for an employer the candidate blocked.
 */
export async function assertMayWrite(db: Executor, card: ConversationCard, side: ConversationSide): Promise<void> {
  if (card.candidateUserId === null || card.withdrawnAt !== null) throw AppError.conflict(ConversationMessageKey.Closed);
  if (side === 'employer' && (await isEmployerBlocked(db, card.candidateUserId, card.clientUserId))) throw new AppError(ConversationMessageKey.Blocked, {}, 403);
}

/** The display name of a candidate, or of the employer's user (for mails). */
export async function userName(db: Executor, userId: number | null): Promise<{ firstName: string; lastName: string; email: string; locale: string } | undefined> {
  if (userId === null) return undefined;
  const [row] = await db.select({ firstName: users.firstName, lastName: users.lastName, email: users.email, locale: users.locale }).from(users).where(eq(users.id, userId)).limit(1);
  return row;
}
