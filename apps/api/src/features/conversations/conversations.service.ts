import {
  AccountType,
  ConversationLabelKey,
  ConversationMessageKey,
  type ConversationBlockAnswer,
  type ConversationList,
  type ConversationMessage,
  type ConversationMessageKind,
  type ConversationMessagesPage,
  type ConversationMessagesQuery,
  type ConversationSummary,
  type Locale,
  type SentMessageAnswer,
  type StartConversationBody,
  type UnreadConversations,
  ErrorKey,
  conversationMailDue,
  normalizeLocale,
} from '@trades/contracts';
import type { Executor } from '../../infra/db/database.ts';
import { AppError } from '../../infra/http/errors.ts';
import { translate } from '../../infra/i18n/messages.ts';
import { type ReferenceCatalogue, ReferenceKind } from '../reference/index.ts';
import { assertMayWrite, cardForCaller, findConversationCard, sideOf, userName } from './card-access.ts';
import type { Caller, ConversationsDeps } from './conversations.deps.ts';
import { CONVERSATION_MESSAGE_TEMPLATE, newMessageMail } from './conversations.mails.ts';
import {
  type ConversationListRow,
  appendMessage,
  conversationRows,
  ensureConversation,
  findConversation,
  findConversationOfCard,
  latestMessageOfSender,
  latestMessages,
  markAllRead,
  markMailed,
  messagesBefore,
  setEmployerBlocked,
  unreadTotal,
} from './conversations.repository.ts';
import { canWriteNow, isRepeatMessage, mailExcerpt, otherSideOf, personName } from './conversations.rules.ts';
import type { ConversationMessageRow, ConversationSide } from './conversations.tables.ts';

/* Conversations on pipeline cards (issue 27): the lists of both sides, the messages, writing, reading and blocking. */


/** The caller's side of every conversation: employers and candidates talk, anyone else (an operator) is refused. */
function callerSide(caller: Caller): ConversationSide {
  if (caller.accountType === AccountType.Client) return 'employer';
  if (caller.accountType === AccountType.Candidate) return 'candidate';
  throw AppError.forbidden();
}

const deletedUser = (locale: Locale) => translate(ConversationLabelKey.DeletedUser, locale);

function candidateNameOf(row: ConversationListRow, locale: Locale): { name: string; deleted: boolean } {
  if (row.candidateUserId === null) return { name: deletedUser(locale), deleted: true };
  return { name: personName(row.candidateFirstName, row.candidateLastName), deleted: false };
}

function presentMessage(message: ConversationMessageRow, row: ConversationListRow, side: ConversationSide, locale: Locale): ConversationMessage {
  const deleted = message.senderUserId === null;
  const name = message.senderSide === 'employer' ? row.employerName : candidateNameOf(row, locale).name;
  return {
    id: message.id,
    kind: message.kind as ConversationMessageKind,
    text: message.body,
    sentAt: message.createdAt.toISOString(),
    side: message.senderSide,
    fromMe: message.senderSide === side,
    senderName: deleted ? deletedUser(locale) : name,
    senderDeleted: deleted,
    interviewId: message.interviewId,
  };
}

function presentSummary(
  catalogue: ReferenceCatalogue,
  row: ConversationListRow,
  side: ConversationSide,
  latest: ConversationMessageRow | undefined,
  employerMayContact: boolean,
  locale: Locale,
): ConversationSummary {
  return {
    id: row.id,
    cardId: row.cardId,
    side,
    offer: { id: row.offerId, slug: row.offerSlug, title: catalogue.item(ReferenceKind.Professions, row.professionId, locale)?.title ?? '' },
    otherSide: side === 'employer' ? candidateNameOf(row, locale) : { name: row.employerName, deleted: false },
    latestMessage: latest ? presentMessage(latest, row, side, locale) : null,
    unreadCount: row.unreadCount,
    blocked: row.blocked,
    canWrite: canWriteNow({ side, candidatePresent: row.candidateUserId !== null, withdrawn: row.withdrawnAt !== null, blocked: row.blocked, employerMayContact }),
    updatedAt: row.lastMessageAt.toISOString(),
  };
}

/** The employer's leave to contact each row's candidate: an application, or a bought or unlocked profile (one query for all). */
async function contactableCards(deps: ConversationsDeps, db: Executor, side: ConversationSide, userId: number, rows: readonly ConversationListRow[]): Promise<Set<number>> {
  if (side === 'candidate') return new Set(rows.map((row) => row.id));
  const unapplied = rows.filter((row) => row.appliedAt === null && row.candidateUserId !== null).map((row) => row.candidateUserId as number);
  const bought = await deps.purchasedCandidateIds(db, userId, [...new Set(unapplied)]);
  return new Set(rows.filter((row) => row.appliedAt !== null || (row.candidateUserId !== null && bought.has(row.candidateUserId))).map((row) => row.id));
}

async function presentRows(deps: ConversationsDeps, side: ConversationSide, userId: number, rows: readonly ConversationListRow[], locale: Locale): Promise<ConversationSummary[]> {
  const [catalogue, latest, contactable] = await Promise.all([
    deps.catalogue.current(),
    latestMessages(deps.db, rows.map((row) => row.id)),
    contactableCards(deps, deps.db, side, userId, rows),
  ]);
  const latestOf = new Map(latest.map((message) => [message.conversationId, message]));
  return rows.map((row) => presentSummary(catalogue, row, side, latestOf.get(row.id), contactable.has(row.id), locale));
}

/** One conversation of the caller's, with its card and names; 404 when it is not theirs. */
async function ownConversation(deps: ConversationsDeps, side: ConversationSide, userId: number, conversationId: number): Promise<ConversationListRow> {
  const [row] = await conversationRows(deps.db, side, userId, conversationId);
  if (!row) throw AppError.notFound();
  return row;
}

async function summaryOf(deps: ConversationsDeps, side: ConversationSide, userId: number, conversationId: number, locale: Locale): Promise<ConversationSummary> {
  const [summary] = await presentRows(deps, side, userId, [await ownConversation(deps, side, userId, conversationId)], locale);
  if (!summary) throw AppError.notFound();
  return summary;
}

/** GET /v1/conversations: the caller's conversations, the latest first, and the unread count over all of them. */
export async function listConversations(deps: ConversationsDeps, caller: Caller, locale: Locale): Promise<ConversationList> {
  const side = callerSide(caller);
  const items = await presentRows(deps, side, caller.userId, await conversationRows(deps.db, side, caller.userId), locale);
  return { items, unreadTotal: items.reduce((sum, item) => sum + item.unreadCount, 0) };
}

/** GET /v1/conversations/unread: the header badge, one count. */
export async function unreadConversations(deps: ConversationsDeps, caller: Caller): Promise<UnreadConversations> {
  return { unreadTotal: await unreadTotal(deps.db, callerSide(caller), caller.userId) };
}

/** GET /v1/conversations/{id}/messages: a page of messages before `before` (the newest without it), oldest first. */
export async function conversationMessages(deps: ConversationsDeps, caller: Caller, conversationId: number, query: ConversationMessagesQuery, locale: Locale): Promise<ConversationMessagesPage> {
  const side = callerSide(caller);
  const row = await ownConversation(deps, side, caller.userId, conversationId);
  const [[conversation], found] = await Promise.all([presentRows(deps, side, caller.userId, [row], locale), messagesBefore(deps.db, conversationId, query.before, query.limit)]);
  if (!conversation) throw AppError.notFound();
  const page = found.slice(0, query.limit).reverse();
  return { conversation, items: page.map((message) => presentMessage(message, row, side, locale)), hasMore: found.length > query.limit };
}

/** POST /v1/conversations/{id}/read: the caller has read everything; answers the conversation with no unread left. */
export async function readConversation(deps: ConversationsDeps, caller: Caller, conversationId: number, locale: Locale): Promise<ConversationSummary> {
  const side = callerSide(caller);
  await ownConversation(deps, side, caller.userId, conversationId);
  await markAllRead(deps.db, conversationId, side);
  return summaryOf(deps, side, caller.userId, conversationId, locale);
}

/**
 * Writes a message on a card: the caller's card (else 404) that they may talk on (else 403), still open and, for the
 * employer, not blocked. The card is locked, so a double tap (the same text within MESSAGE_REPEAT_WINDOW_SECONDS)
 * answers the first message and stores nothing. The other side is mailed in their language, once per
 * CONVERSATION_MAIL_WINDOW_MINUTES per conversation; the mail is written in the same transaction, sent after it.
 */
async function writeOnCard(deps: ConversationsDeps, caller: Caller, cardId: number, text: string, locale: Locale): Promise<SentMessageAnswer> {
  const side = callerSide(caller);
  const now = deps.now();
  const catalogue = await deps.catalogue.current();
  const outcome = await deps.db.transaction(async (tx) => {
    const existing = await findConversationOfCard(tx, cardId);
    const { card } = await cardForCaller(tx, deps.purchasedCandidateIds, caller, cardId, { lock: true, conversationExists: existing !== undefined });
    await assertMayWrite(tx, card, side);
    const conversation = await ensureConversation(tx, cardId, now);
    const previous = await latestMessageOfSender(tx, conversation.id, caller.userId);
    if (previous && isRepeatMessage(previous, text, now)) return { conversationId: conversation.id, message: previous, mail: undefined };
    const message = await appendMessage(tx, { conversationId: conversation.id, senderUserId: caller.userId, side, body: text, now });
    const recipientSide = otherSideOf(side);
    if (!conversationMailDue(recipientSide === 'employer' ? conversation.employerMailedAt : conversation.candidateMailedAt, now)) {
      return { conversationId: conversation.id, message, mail: undefined };
    }
    const recipientId = recipientSide === 'employer' ? card.clientUserId : card.candidateUserId;
    const recipient = await userName(tx, recipientId);
    if (!recipient || recipientId === null) return { conversationId: conversation.id, message, mail: undefined };
    const writer = side === 'candidate' ? await userName(tx, caller.userId) : undefined;
    const sender = side === 'employer' ? card.employerName : personName(writer?.firstName, writer?.lastName);
    const to = normalizeLocale(recipient.locale);
    const content = newMessageMail(to, {
      firstName: recipient.firstName,
      senderName: sender,
      offerTitle: catalogue.item(ReferenceKind.Professions, card.professionId, to)?.title ?? '',
      excerpt: mailExcerpt(text),
      url: `${deps.publicUrl}/lang/${to}/user/conversations/${conversation.id}`,
    });
    // The recipient's id: their copies of the mail go with their account when it is erased.
    const mail = await deps.outbox.email(tx, { to: recipient.email, locale: to, template: CONVERSATION_MESSAGE_TEMPLATE, userId: recipientId, content });
    await markMailed(tx, conversation.id, recipientSide, now);
    return { conversationId: conversation.id, message, mail };
  });
  if (outcome.mail) await deps.outbox.flush([outcome.mail]);
  const row = await ownConversation(deps, side, caller.userId, outcome.conversationId);
  const [conversation] = await presentRows(deps, side, caller.userId, [row], locale);
  if (!conversation) throw AppError.notFound();
  return { conversation, message: presentMessage(outcome.message, row, side, locale) };
}

/**
 * POST /v1/conversations: the employer names the card (`cardId`), the candidate their application (`applicationId`,
 * the same id); the other key is 422 on the one needed. Finds or makes the card's conversation.
 */
export async function startConversation(deps: ConversationsDeps, caller: Caller, body: StartConversationBody, locale: Locale): Promise<SentMessageAnswer> {
  const side = callerSide(caller);
  const cardId = side === 'employer' ? body.cardId : body.applicationId;
  if (cardId === undefined) throw AppError.validation({ [side === 'employer' ? 'cardId' : 'applicationId']: [ErrorKey.FieldRequired] });
  return writeOnCard(deps, caller, cardId, body.text, locale);
}

/** POST /v1/conversations/{id}/messages: a message in an existing conversation of the caller's. */
export async function sendMessage(deps: ConversationsDeps, caller: Caller, conversationId: number, text: string, locale: Locale): Promise<SentMessageAnswer> {
  callerSide(caller);
  const conversation = await findConversation(deps.db, conversationId);
  if (!conversation) throw AppError.notFound();
  return writeOnCard(deps, caller, conversation.offerCandidateId, text, locale);
}

/**
 * POST /v1/conversations/{id}/block and …/unblock (the candidate of the conversation): the card's employer may no
 * longer write to them on any offer, or may again. A repeat answers the same.
 */
export async function blockEmployer(deps: ConversationsDeps, caller: Caller, conversationId: number, blocked: boolean, locale: Locale): Promise<ConversationBlockAnswer> {
  const conversation = await findConversation(deps.db, conversationId);
  const card = conversation ? await findConversationCard(deps.db, conversation.offerCandidateId) : undefined;
  if (!card || sideOf(card, caller.userId, caller.accountType) !== 'candidate') throw AppError.notFound();
  await setEmployerBlocked(deps.db, caller.userId, card.clientUserId, blocked, deps.now());
  return { message: translate(blocked ? ConversationMessageKey.Blocking : ConversationMessageKey.Unblocking, locale), blocked };
}
