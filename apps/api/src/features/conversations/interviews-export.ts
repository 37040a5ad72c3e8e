import type { AccountType } from '@trades/contracts';
import type { Executor } from '../../infra/db/database.ts';
import { interviewsOfAccount } from './interviews.repository.ts';

/**
 * interviews.json of the data export: the interviews of the account's cards (a candidate's own, an employer's
 * offers'), as they are stored: the proposed slots, where, the note, the answer and any cancellation.
 */
export async function interviewsExport(db: Executor, userId: number, accountType: AccountType) {
  const rows = await interviewsOfAccount(db, userId, accountType);
  return rows.map(({ interview, offerId, offerSlug, employerName }) => ({
    id: interview.id,
    cardId: interview.offerCandidateId,
    offer: { id: offerId, slug: offerSlug, employer: employerName },
    slots: interview.slots,
    place: interview.place,
    onlineUrl: interview.onlineUrl,
    note: interview.note,
    timeZone: interview.timeZone,
    status: interview.status,
    acceptedSlot: interview.acceptedSlot,
    responseMessage: interview.responseMessage,
    respondedAt: interview.respondedAt?.toISOString() ?? null,
    cancelledAt: interview.cancelledAt?.toISOString() ?? null,
    cancelledBy: interview.cancelledBy,
    createdAt: interview.createdAt.toISOString(),
  }));
}
