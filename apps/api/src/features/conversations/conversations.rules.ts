import { MESSAGE_REPEAT_WINDOW_SECONDS } from '@trades/contracts';
import type { ConversationSide } from './conversations.tables.ts';

/* The conversations' rules as pure functions: a double tap, who can write, what a mail quotes. */

/** At most this many characters of a message are quoted in its mail; the rest is read in the app. */
export const MAIL_EXCERPT_MAX = 300;

export function otherSideOf(side: ConversationSide): ConversationSide {
  return side === 'employer' ? 'candidate' : 'employer';
}

/**
 * A double tap: the sender's latest message in the conversation has the same text and was sent less than
 * MESSAGE_REPEAT_WINDOW_SECONDS ago, so the new one is that message again, not a second one.
 */
export function isRepeatMessage(previous: { body: string; createdAt: Date } | undefined, text: string, now: Date): boolean {
  if (!previous || previous.body !== text) return false;
  // A double tap's two requests each read the clock before waiting on the card's lock: the first one stored can be
  // stamped a few milliseconds after the second one's clock, and is still the same tap.
  return Math.abs(now.getTime() - previous.createdAt.getTime()) < MESSAGE_REPEAT_WINDOW_SECONDS * 1000;
}

/**
 * Whether a side can write now: the card still has its candidate and no withdrawn application; the employer also
 * needs leave to contact the candidate and not to be blocked by them. The candidate may always answer.
 */
export function canWriteNow(input: { side: ConversationSide; candidatePresent: boolean; withdrawn: boolean; blocked: boolean; employerMayContact: boolean }): boolean {
  if (!input.candidatePresent || input.withdrawn) return false;
  return input.side === 'candidate' || (input.employerMayContact && !input.blocked);
}

/** A message as a mail quotes it: plain text on one paragraph, cut at a word near MAIL_EXCERPT_MAX with an ellipsis. */
export function mailExcerpt(text: string, max = MAIL_EXCERPT_MAX): string {
  const flat = text.replace(/\s+/gu, ' ').trim();
  const chars = [...flat];
  if (chars.length <= max) return flat;
  const cut = chars.slice(0, max).join('');
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** A person's display name from their parts; empty parts leave no stray spaces. */
export function personName(firstName: string | null | undefined, lastName: string | null | undefined): string {
  return [firstName ?? '', lastName ?? ''].map((part) => part.trim()).filter(Boolean).join(' ');
}
