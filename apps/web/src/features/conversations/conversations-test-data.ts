import type { ConversationMessage, ConversationMessagesPage, ConversationSummary } from '@trades/contracts';
import { CANDIDATE_USER } from '@/testing/shell-test-utils';

/* Answers of the conversations API for this feature's component tests. */

export const CLIENT_USER = { ...CANDIDATE_USER, id: 9, accountType: 'MemberClient', firstName: 'Kari', lastName: 'Nordmann' };

export function message(id: number, overrides: Partial<ConversationMessage> = {}): ConversationMessage {
  return {
    id,
    kind: 'text',
    text: `Message ${id}`,
    sentAt: '2026-11-20T09:15:00.000Z',
    side: 'candidate',
    fromMe: false,
    senderName: 'Olena Kovalenko',
    senderDeleted: false,
    interviewId: null,
    ...overrides,
  };
}

export function summary(id: number, overrides: Partial<ConversationSummary> = {}): ConversationSummary {
  return {
    id,
    cardId: 100 + id,
    side: 'employer',
    offer: { id: 41, slug: 'welder-stavanger', title: 'Welder in Stavanger' },
    otherSide: { name: 'Olena Kovalenko', deleted: false },
    latestMessage: message(id * 10),
    unreadCount: 0,
    blocked: false,
    canWrite: true,
    updatedAt: '2026-11-20T09:15:00.000Z',
    ...overrides,
  };
}

export function messagesPage(conversation: ConversationSummary, items: ConversationMessage[], hasMore = false): ConversationMessagesPage {
  return { conversation, items, hasMore };
}
