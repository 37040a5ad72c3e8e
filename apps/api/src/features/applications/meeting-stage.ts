import { StatusId } from '@trades/contracts';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../infra/db/database.ts';
import { insertHistory, setEntriesStatus } from './applications.repository.ts';
import { offerCandidates, pipelineStageMails } from './applications.tables.ts';

/** The stages before the meeting: a card in one of them moves on when an interview is agreed. */
const BEFORE_MEETING: readonly number[] = [StatusId.New, StatusId.Indefinite, StatusId.ForAnalysis];

/**
 * Moves a card to the meeting stage ("it suits", 9) when its candidate accepted an interview, if it was in an earlier
 * stage; a card further on (offer presented, hired, not fit) or withdrawn stays. Call inside the transaction that
 * records the acceptance, with the card locked. The move is the employer's invitation's (`changedByUserId`), and
 * sends no stage mail: both sides already have the interview's mails. A stage mail still waiting from an earlier move
 * (the first open, "for analysis": stages nobody is mailed of) goes too, or the candidate would see the application
 * as it was before that move until the window ends, and then be mailed of the meeting he agreed himself.
 * Answers whether it moved.
 */
export async function advanceToMeetingStage(db: Executor, cardId: number, changedByUserId: number | null, now: Date): Promise<boolean> {
  const [card] = await db.select({ status: offerCandidates.status, withdrawnAt: offerCandidates.withdrawnAt }).from(offerCandidates).where(eq(offerCandidates.id, cardId));
  if (!card || card.withdrawnAt !== null || !BEFORE_MEETING.includes(card.status)) return false;
  await setEntriesStatus(db, [cardId], StatusId.ItSuits, now);
  await insertHistory(db, [{ offerCandidateId: cardId, changedByUserId, fromStatus: card.status, toStatus: StatusId.ItSuits, changedAt: now }]);
  await db.delete(pipelineStageMails).where(eq(pipelineStageMails.offerCandidateId, cardId));
  return true;
}
