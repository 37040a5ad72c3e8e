import { z } from 'zod';
import { ErrorKey } from '../errors.ts';
import { entityId } from '../fields.ts';

/*
 * Conversations (issue 27): one per pipeline card (employer × candidate × offer), open only where the employer may
 * contact the candidate (the candidate applied, or the employer bought the profile). Plain text both ways.
 */

export const MESSAGE_TEXT_MAX = 2000;
/** At most one mail per conversation and recipient in this window; the rest are read in the app. */
export const CONVERSATION_MAIL_WINDOW_MINUTES = 15;
export const CONVERSATION_PAGE_SIZE = 30;
/** The same text from the same sender within this window is one message (a double tap), not two. */
export const MESSAGE_REPEAT_WINDOW_SECONDS = 10;

export const ConversationMessageKey = {
  /** 403: the candidate neither applied nor was bought or unlocked by this employer. */
  NotAllowed: 'conversation_not_allowed',
  /** 403: the candidate blocked this employer's messages. */
  Blocked: 'conversation_blocked',
  /** 409: the application was withdrawn or the candidate's account erased: nobody is left to write to. */
  Closed: 'conversation_closed',
  Blocking: 'conversation_employer_blocked',
  Unblocking: 'conversation_employer_unblocked',
} as const;
export type ConversationMessageKey = (typeof ConversationMessageKey)[keyof typeof ConversationMessageKey];

/** Labels of the conversations (messages catalogues): neither errors nor successes. */
export const ConversationLabelKey = {
  /** The name shown for an erased account's messages. */
  DeletedUser: 'conversation_deleted_user',
} as const;
export type ConversationLabelKey = (typeof ConversationLabelKey)[keyof typeof ConversationLabelKey];

/** A message's text: trimmed, 1 to 2,000 characters, kept as plain text (links made clickable only on display). */
export const messageText = z
  .string({ error: ErrorKey.FieldRequired })
  .trim()
  .min(1, { error: ErrorKey.FieldRequired, abort: true })
  .max(MESSAGE_TEXT_MAX, { error: ErrorKey.TooLong });

/**
 * POST /v1/conversations: the employer names the pipeline card (`cardId`), the candidate the application
 * (`applicationId`, the same id). One object rather than a union, so a too long text is `formErrors.text`; the
 * key the caller's account type needs is checked by the API (422 on that key when missing).
 */
export const startConversationBody = z.object({ cardId: entityId.optional(), applicationId: entityId.optional(), text: messageText });
export type StartConversationBody = z.output<typeof startConversationBody>;

export const sendMessageBody = z.object({ text: messageText });
export type SendMessageBody = z.output<typeof sendMessageBody>;

export const conversationParams = z.object({ id: entityId });
export const conversationMessagesQuery = z.object({
  /** A message id: the page holds the messages before it. */
  before: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(CONVERSATION_PAGE_SIZE),
});
export type ConversationMessagesQuery = z.output<typeof conversationMessagesQuery>;

export const ConversationSide = { Employer: 'employer', Candidate: 'candidate' } as const;
export type ConversationSide = (typeof ConversationSide)[keyof typeof ConversationSide];
export const conversationSide = z.enum([ConversationSide.Employer, ConversationSide.Candidate]);

/** What a message is: text, or an event of an interview of the card. */
export const ConversationMessageKind = {
  Text: 'text',
  InterviewProposed: 'interview_proposed',
  InterviewAccepted: 'interview_accepted',
  InterviewDeclined: 'interview_declined',
  InterviewCancelled: 'interview_cancelled',
} as const;
export type ConversationMessageKind = (typeof ConversationMessageKind)[keyof typeof ConversationMessageKind];
export const conversationMessageKind = z.enum(Object.values(ConversationMessageKind) as [ConversationMessageKind, ...ConversationMessageKind[]]);

export const conversationMessage = z.object({
  id: z.number().int(),
  kind: conversationMessageKind,
  /** Plain text; empty for an erased sender's message. */
  text: z.string(),
  sentAt: z.string(),
  side: conversationSide,
  fromMe: z.boolean(),
  /** The sender's display name, or "Deleted user" (in the request's language) once the account is erased. */
  senderName: z.string(),
  senderDeleted: z.boolean(),
  interviewId: z.number().int().nullable(),
});
export type ConversationMessage = z.infer<typeof conversationMessage>;

export const conversationOffer = z.object({ id: z.number().int(), slug: z.string(), title: z.string() });

export const conversationSummary = z.object({
  id: z.number().int(),
  /** The pipeline card, which is also the candidate's application when they applied. */
  cardId: z.number().int(),
  /** The caller's side. */
  side: conversationSide,
  offer: conversationOffer,
  /** The other side's display name: the candidate's name for the employer, the company or brand for the candidate. */
  otherSide: z.object({ name: z.string(), deleted: z.boolean() }),
  latestMessage: conversationMessage.nullable(),
  unreadCount: z.number().int(),
  /** The candidate blocked this employer's messages: the employer can no longer write. */
  blocked: z.boolean(),
  /** Whether the caller can write now (not blocked, not withdrawn, the other side not erased). */
  canWrite: z.boolean(),
  updatedAt: z.string(),
});
export type ConversationSummary = z.infer<typeof conversationSummary>;

export const conversationList = z.object({ items: z.array(conversationSummary), unreadTotal: z.number().int() });
export type ConversationList = z.infer<typeof conversationList>;

export const conversationMessagesPage = z.object({
  conversation: conversationSummary,
  /** Oldest first within the page. */
  items: z.array(conversationMessage),
  /** More, older messages: ask with `before` set to the first item's id. */
  hasMore: z.boolean(),
});
export type ConversationMessagesPage = z.infer<typeof conversationMessagesPage>;

export const sentMessageAnswer = z.object({ conversation: conversationSummary, message: conversationMessage });
export type SentMessageAnswer = z.infer<typeof sentMessageAnswer>;

export const unreadConversations = z.object({ unreadTotal: z.number().int() });
export type UnreadConversations = z.infer<typeof unreadConversations>;

/** POST /v1/conversations/{id}/block and …/unblock (the candidate): every conversation with this employer. */
export const conversationBlockAnswer = z.object({ message: z.string(), blocked: z.boolean() });
export type ConversationBlockAnswer = z.infer<typeof conversationBlockAnswer>;

/** A piece of a message's text for display: plain text, or a link to make clickable (http and https only). */
export type MessageTextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const LINK_IN_TEXT = /\bhttps?:\/\/[^\s<>"]+/giu;

/** Splits plain text into text and links; trailing punctuation stays text. Nothing in it is ever HTML. */
export function messageTextParts(text: string): MessageTextPart[] {
  const parts: MessageTextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK_IN_TEXT)) {
    const raw = match[0];
    const href = raw.replace(/[.,;:!?)\]}'"]+$/u, '');
    const start = match.index;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'link', text: href, href });
    last = start + href.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

/** Whether a new message may be mailed to its recipient: none mailed of this conversation in the last 15 minutes. */
export function conversationMailDue(lastMailedAt: Date | null, now: Date): boolean {
  return lastMailedAt === null || now.getTime() - lastMailedAt.getTime() >= CONVERSATION_MAIL_WINDOW_MINUTES * 60_000;
}
