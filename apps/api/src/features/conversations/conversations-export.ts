import { AccountType, ConversationLabelKey, type Locale } from '@trades/contracts';
import type { Executor } from '../../infra/db/database.ts';
import { translate } from '../../infra/i18n/messages.ts';
import { type ReferenceCatalogue, ReferenceKind } from '../reference/index.ts';
import { conversationRows, messagesOf } from './conversations.repository.ts';
import { personName } from './conversations.rules.ts';
import { notesForExport } from './notes.repository.ts';

/* The data export's sections of this feature: conversations.json and card-notes.json (issue 27). */

interface ExportOwner {
  id: number;
  accountType: AccountType;
}

const sideOfOwner = (owner: ExportOwner) => (owner.accountType === AccountType.Client ? 'employer' : 'candidate');

/**
 * conversations.json: each of the owner's conversations with its offer (title in the owner's language), the other
 * side's name, and every message with its side, date and text (an erased sender's with none).
 */
export async function conversationsExport(db: Executor, catalogue: ReferenceCatalogue, owner: ExportOwner, locale: Locale) {
  const side = sideOfOwner(owner);
  const rows = [...(await conversationRows(db, side, owner.id))].reverse();
  const messages = await messagesOf(db, rows.map((row) => row.id));
  return rows.map((row) => ({
    id: row.id,
    cardId: row.cardId,
    offer: { id: row.offerId, slug: row.offerSlug, title: catalogue.item(ReferenceKind.Professions, row.professionId, locale)?.title ?? '' },
    otherSide:
      side === 'employer'
        ? row.candidateUserId === null
          ? translate(ConversationLabelKey.DeletedUser, locale)
          : personName(row.candidateFirstName, row.candidateLastName)
        : row.employerName,
    startedAt: row.createdAt.toISOString(),
    blocked: row.blocked,
    messages: messages
      .filter((message) => message.conversationId === row.id)
      .map((message) => ({
        id: message.id,
        side: message.senderSide,
        fromMe: message.senderSide === side,
        kind: message.kind,
        sentAt: message.createdAt.toISOString(),
        text: message.body,
        interviewId: message.interviewId,
      })),
  }));
}

/**
 * card-notes.json: for a candidate, the employers' private notes about them (the right of access), with the offer
 * and the employer; for an employer, the notes they wrote, with the offer and the candidate.
 */
export async function cardNotesExport(db: Executor, catalogue: ReferenceCatalogue, owner: ExportOwner, locale: Locale) {
  const isEmployer = owner.accountType === AccountType.Client;
  const rows = await notesForExport(db, isEmployer ? { clientUserId: owner.id } : { candidateUserId: owner.id });
  return rows.map((row) => ({
    id: row.id,
    cardId: row.cardId,
    offer: { id: row.offerId, slug: row.offerSlug, title: catalogue.item(ReferenceKind.Professions, row.professionId, locale)?.title ?? '' },
    ...(isEmployer
      ? { candidate: row.candidateFirstName === null ? translate(ConversationLabelKey.DeletedUser, locale) : personName(row.candidateFirstName, row.candidateLastName) }
      : { employer: row.employerName }),
    writtenAt: row.createdAt.toISOString(),
    text: row.body,
  }));
}
