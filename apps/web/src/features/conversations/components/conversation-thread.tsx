import { Alert, Anchor, Box, Button, Center, Loader, Paper, Stack, Text } from '@mantine/core';
import {
  type ConversationMessage,
  type ConversationSide,
  type ConversationSummary,
  formatTimestamp,
  messageTextParts,
} from '@trades/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/lib/i18n';
import { errorMessage } from '@/lib/notify';
import {
  type ConversationPages,
  useConversationMessages,
  useConversations,
  useMarkConversationRead,
  useSendMessage,
  useRefreshConversations,
  useStartConversation,
} from '../api/conversations';
import { InterviewCard } from './interview-card';
import { MessageComposer } from './message-composer';

/** Which conversation: by its id, or by the pipeline card (the employer) or the application (the candidate; the same id). */
export type ConversationThreadProps = { side: ConversationSide } & ({ conversationId: number } | { cardId: number } | { applicationId: number });

/**
 * One conversation's messages and the box to write in. Given a card or an application, it finds that card's
 * conversation, or starts one with the first message.
 */
export function ConversationThread(props: ConversationThreadProps) {
  if ('conversationId' in props) return <ThreadById conversationId={props.conversationId} />;
  return <ThreadOfCard {...props} />;
}

function ThreadOfCard(props: { side: ConversationSide } & ({ cardId: number } | { applicationId: number })) {
  const { t } = useTranslation('conversations');
  const cardId = 'cardId' in props ? props.cardId : props.applicationId;
  const list = useConversations();
  const start = useStartConversation();
  // The conversation the first message started, before the list has loaded again.
  const [started, setStarted] = useState<number | null>(null);
  const found = list.data?.items.find((item) => item.cardId === cardId);
  const conversationId = found?.id ?? started;
  if (conversationId !== null) return <ThreadById conversationId={conversationId} />;
  if (list.isError) return <ThreadLoadError error={list.error} onRetry={() => void list.refetch()} />;
  if (!list.data) return <ThreadLoading />;
  const send = async (text: string) => {
    const answer = await start.mutateAsync('cardId' in props ? { cardId, text } : { applicationId: cardId, text });
    setStarted(answer.conversation.id);
  };
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('thread.none')}
      </Text>
      <MessageComposer onSend={send} pending={start.isPending} side={props.side} draftKey={`card:${cardId}`} />
    </Stack>
  );
}

function ThreadLoading() {
  const { t } = useTranslation('conversations');
  return (
    <Center py="lg" role="status" aria-label={t('thread.loading')}>
      <Loader size="sm" />
    </Center>
  );
}

function ThreadLoadError({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const { t } = useTranslation('conversations');
  return (
    <Alert color="red" variant="light" title={t('thread.loadError')}>
      <Text size="sm">{errorMessage(error)}</Text>
      <Button variant="light" color="red" size="xs" mt="xs" onClick={onRetry}>
        {t('retry')}
      </Button>
    </Alert>
  );
}

/** The pages hold the latest first; on screen the oldest comes first. A message that moved pages between polls shows once. */
function messagesOf(data: ConversationPages | undefined): ConversationMessage[] {
  const seen = new Set<number>();
  return [...(data?.pages ?? [])].reverse().flatMap((page) =>
    page.items.filter((message) => {
      if (seen.has(message.id)) return false;
      seen.add(message.id);
      return true;
    }),
  );
}

/** The caller's side comes with the conversation itself. */
function ThreadById({ conversationId }: { conversationId: number }) {
  const { t } = useTranslation('conversations');
  const messages = useConversationMessages(conversationId);
  const send = useSendMessage();
  const markRead = useMarkConversationRead();
  const { mutate: markReadNow } = markRead;
  const conversation = messages.data?.pages[0]?.conversation;
  const items = messagesOf(messages.data);
  const latest = items.at(-1);
  const interviewCardAt = latestEventOfEachInterview(items);
  const latestId = latest?.id ?? 0;
  const latestFromMe = latest?.fromMe ?? true;

  // Read on opening, and again whenever a new message from the other side comes in (by the poll).
  const readUpTo = useRef<number | null>(null);
  useEffect(() => {
    if (!messages.data) return;
    if (readUpTo.current !== null && (latestId <= readUpTo.current || latestFromMe)) return;
    readUpTo.current = latestId;
    markReadNow(conversationId);
  }, [conversationId, latestId, latestFromMe, messages.data, markReadNow]);

  // The newest message comes into view when it arrives (not when earlier ones are shown above).
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (latestId > 0) end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [latestId]);

  if (messages.isError && !messages.data) return <ThreadLoadError error={messages.error} onRetry={() => void messages.refetch()} />;
  if (!messages.data || !conversation) return <ThreadLoading />;

  return (
    <Stack gap="md">
      {messages.hasNextPage ? (
        <Button variant="subtle" size="xs" onClick={() => void messages.fetchNextPage()} loading={messages.isFetchingNextPage} style={{ alignSelf: 'center' }}>
          {t('thread.earlier')}
        </Button>
      ) : null}
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('thread.empty')}
        </Text>
      ) : (
        <Stack component="ol" gap="sm" p={0} m={0} aria-label={t('thread.label', { name: conversation.otherSide.name })} style={{ listStyle: 'none' }}>
          {items.map((message) => (
            <MessageBubble key={message.id} message={message} conversation={conversation} withInterviewCard={interviewCardAt.has(message.id)} />
          ))}
        </Stack>
      )}
      <div ref={end} />
      {conversation.canWrite ? (
        <>
          {conversation.blocked && conversation.side === 'candidate' ? (
            <Text size="sm" c="dimmed">
              {t('cannotWrite.youBlocked')}
            </Text>
          ) : null}
          <MessageComposer onSend={(text) => send.mutateAsync({ conversationId, text })} pending={send.isPending} side={conversation.side} draftKey={`conversation:${conversationId}`} />
        </>
      ) : (
        <CannotWrite conversation={conversation} />
      )}
    </Stack>
  );
}

/** Why the caller cannot write, in plain words. */
function CannotWrite({ conversation }: { conversation: ConversationSummary }) {
  const { t } = useTranslation('conversations');
  const reason = !conversation.blocked ? t('cannotWrite.closed') : conversation.side === 'employer' ? t('cannotWrite.blockedEmployer') : t('cannotWrite.blockedCandidate');
  return (
    <Alert color="gray" variant="light" data-testid="cannot-write">
      <Text size="sm">{reason}</Text>
    </Alert>
  );
}

/** The messages where each interview's card shows: its latest event (the card shows its current state and actions once). */
function latestEventOfEachInterview(items: ConversationMessage[]): Set<number> {
  const latest = new Map<number, number>();
  for (const message of items) if (message.kind !== 'text' && message.interviewId !== null) latest.set(message.interviewId, message.id);
  return new Set(latest.values());
}

function MessageBubble({ message, conversation, withInterviewCard }: { message: ConversationMessage; conversation: ConversationSummary; withInterviewCard: boolean }) {
  const { t } = useTranslation('conversations');
  const isInterview = message.kind !== 'text' && message.interviewId !== null;
  return (
    <Box component="li" style={{ display: 'flex', justifyContent: message.fromMe ? 'flex-end' : 'flex-start' }} data-testid="conversation-message" data-from-me={message.fromMe}>
      <Paper
        withBorder
        radius="md"
        p="sm"
        bg={message.fromMe ? 'var(--mantine-color-blue-light)' : 'var(--mantine-color-gray-0)'}
        style={{ maxWidth: 'min(36rem, 88%)', minWidth: 0 }}
      >
        <Stack gap={4}>
          <Text size="xs" c="dimmed" fs={message.senderDeleted ? 'italic' : undefined}>
            {message.fromMe ? t('thread.you') : message.senderName} · <time dateTime={message.sentAt}>{formatTimestamp(message.sentAt, currentLocale())}</time>
          </Text>
          {isInterview ? (
            <InterviewMessage message={message} conversation={conversation} withCard={withInterviewCard} />
          ) : message.text === '' ? (
            <Text size="sm" c="dimmed" fs="italic">
              {t('thread.removed')}
            </Text>
          ) : (
            <MessageText text={message.text} />
          )}
        </Stack>
      </Paper>
    </Box>
  );
}

/** An interview's event in the conversation: its words, and at the interview's latest event the card with its state and actions. */
function InterviewMessage({ message, conversation, withCard }: { message: ConversationMessage; conversation: ConversationSummary; withCard: boolean }) {
  const { t } = useTranslation('conversations');
  const refresh = useRefreshConversations();
  const ofCard = conversation.side === 'employer' ? { cardId: conversation.cardId } : { applicationId: conversation.cardId };
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {t(`thread.interviewEvents.${message.kind}`)}
      </Text>
      {message.text ? <MessageText text={message.text} /> : null}
      {withCard && message.interviewId !== null ? <InterviewCard interviewId={message.interviewId} side={conversation.side} {...ofCard} onChanged={refresh} /> : null}
    </Stack>
  );
}

/** Plain text with its links made clickable; nothing in it is ever read as HTML. */
export function MessageText({ text }: { text: string }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {messageTextParts(text).map((part, index) =>
        part.kind === 'link' ? (
          // Dark and underlined: readable on either bubble's tint, and a link without its colour.
          <Anchor key={index} href={part.href} target="_blank" rel="noopener noreferrer nofollow" inherit c="blue.9" underline="always">
            {part.text}
          </Anchor>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </Text>
  );
}
