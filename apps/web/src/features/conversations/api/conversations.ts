import { type InfiniteData, type QueryClient, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CONVERSATION_PAGE_SIZE,
  type ConversationBlockAnswer,
  type ConversationList,
  type ConversationMessagesPage,
  type SentMessageAnswer,
  type StartConversationBody,
  type UnreadConversations,
} from '@trades/contracts';
import { useGuardedMutation } from '@/components/forms/submit-guard';
import { api } from '@/lib/api-client';
import { currentLocale } from '@/lib/i18n';

/* The client side of the conversations API (issue 27): the list, one conversation's pages, sending, reading, blocking. */

/** Every conversations query starts with this key; a sent or read message refreshes them all (list, pages, badge). */
export const CONVERSATIONS_KEY = ['conversations'] as const;
const UNREAD_KEY = [...CONVERSATIONS_KEY, 'unread'] as const;
const LIST_KEY = [...CONVERSATIONS_KEY, 'list'] as const;
const messagesKey = (id: number) => [...CONVERSATIONS_KEY, 'messages', id] as const;

/** How often an open conversation asks for new messages, and the header for the unread count (only while the tab is visible). */
export const MESSAGES_POLL_MS = 15_000;
export const UNREAD_POLL_MS = 60_000;

/** GET /v1/conversations: the caller's conversations with their latest message and unread counts. */
export function fetchConversations(): Promise<ConversationList> {
  return api<ConversationList>('/v1/conversations');
}

export function useConversations({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: [...LIST_KEY, currentLocale()], queryFn: fetchConversations, enabled });
}

/** GET /v1/conversations/unread: the header's count. */
export function fetchUnreadConversations(): Promise<UnreadConversations> {
  return api<UnreadConversations>('/v1/conversations/unread');
}

/** Polls only while `enabled` (signed in); TanStack pauses the interval while the tab is hidden and refetches on focus. */
export function useUnreadConversations(enabled: boolean) {
  return useQuery({ queryKey: UNREAD_KEY, queryFn: fetchUnreadConversations, enabled, refetchInterval: UNREAD_POLL_MS, refetchIntervalInBackground: false });
}

/** GET /v1/conversations/{id}/messages: the latest page, or the one before message `before`. */
export function fetchConversationMessages(id: number, before: number | null): Promise<ConversationMessagesPage> {
  const search = new URLSearchParams({ limit: String(CONVERSATION_PAGE_SIZE) });
  if (before !== null) search.set('before', String(before));
  return api<ConversationMessagesPage>(`/v1/conversations/${id}/messages?${search.toString()}`);
}

/**
 * One conversation's messages: the first page is the latest, each next one older ("Show earlier messages").
 * It polls while visible; a refetch reloads the pages shown, newest first, so new messages join the first page.
 */
export function useConversationMessages(id: number | null) {
  return useInfiniteQuery({
    queryKey: [...messagesKey(id ?? 0), currentLocale()],
    enabled: id !== null,
    initialPageParam: null as number | null,
    queryFn: ({ pageParam }) => fetchConversationMessages(id ?? 0, pageParam),
    getNextPageParam: (last) => (last.hasMore ? (last.items[0]?.id ?? null) : null),
    refetchInterval: MESSAGES_POLL_MS,
    refetchIntervalInBackground: false,
  });
}

export type ConversationPages = InfiniteData<ConversationMessagesPage, unknown>;

/** After a change: the list, the badge and the conversation's pages load again. */
function refreshConversations(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY });
}

/** Loads the conversations again now (an interview answered from its card adds an event to the conversation). */
export function useRefreshConversations() {
  const queryClient = useQueryClient();
  return () => void refreshConversations(queryClient);
}

/** POST /v1/conversations/{id}/messages. */
export function sendMessage({ conversationId, text }: { conversationId: number; text: string }): Promise<SentMessageAnswer> {
  return api<SentMessageAnswer>(`/v1/conversations/${conversationId}/messages`, { method: 'POST', body: { text } });
}

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useGuardedMutation({ mutationFn: sendMessage, onSuccess: () => refreshConversations(queryClient) });
}

/** POST /v1/conversations: the employer starts with the card, the candidate with the application. */
export function startConversation(body: StartConversationBody): Promise<SentMessageAnswer> {
  return api<SentMessageAnswer>('/v1/conversations', { method: 'POST', body });
}

export function useStartConversation() {
  const queryClient = useQueryClient();
  return useGuardedMutation({ mutationFn: startConversation, onSuccess: () => refreshConversations(queryClient) });
}

/** POST /v1/conversations/{id}/read: everything up to now is read. */
export function markConversationRead(id: number): Promise<unknown> {
  return api<unknown>(`/v1/conversations/${id}/read`, { method: 'POST', body: {} });
}

export function useMarkConversationRead() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: markConversationRead,
    // The pages are left alone (they would poll the read again); the list and the badge show the new counts.
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: UNREAD_KEY }), queryClient.invalidateQueries({ queryKey: LIST_KEY })]),
  });
}

/** POST /v1/conversations/{id}/block or …/unblock (the candidate): every conversation with that employer. */
export function setEmployerBlocked({ conversationId, blocked }: { conversationId: number; blocked: boolean }): Promise<ConversationBlockAnswer> {
  return api<ConversationBlockAnswer>(`/v1/conversations/${conversationId}/${blocked ? 'block' : 'unblock'}`, { method: 'POST', body: {} });
}

export function useSetEmployerBlocked() {
  const queryClient = useQueryClient();
  return useGuardedMutation({ mutationFn: setEmployerBlocked, onSuccess: () => refreshConversations(queryClient) });
}
