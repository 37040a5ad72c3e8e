import { Alert, Anchor, Badge, Button, Container, Group, Paper, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconBriefcase } from '@tabler/icons-react';
import { AccountType, type ConversationSummary, formatTimestamp } from '@trades/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '@/components/use-page-title';
import { currentLocale } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { useConversations } from '../api/conversations';
import { conversationPath } from '../conversations-paths';

/** How much of the latest message the list shows. */
const EXCERPT_LENGTH = 140;

function excerptOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT_LENGTH ? `${flat.slice(0, EXCERPT_LENGTH - 1)}…` : flat;
}

/** /user/conversations: the caller's conversations, the latest first, each with its unread count. */
export function ConversationsPage() {
  const { t } = useTranslation('conversations');
  usePageTitle(t('title'));
  const { accountType } = useSession();
  const conversations = useConversations();
  const items = conversations.data?.items;
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{accountType === AccountType.Client ? t('intro.employer') : t('intro.candidate')}</Text>
        </Stack>
        {conversations.isError ? (
          <Alert color="red" variant="light" title={t('loadError')}>
            <Button variant="light" color="red" mt="xs" onClick={() => void conversations.refetch()}>
              {t('retry')}
            </Button>
          </Alert>
        ) : !items ? (
          <Stack gap="md" role="status" aria-label={t('loading')}>
            <Skeleton height={96} radius="md" />
            <Skeleton height={96} radius="md" />
          </Stack>
        ) : items.length === 0 ? (
          <Paper withBorder radius="md" p="lg">
            <Text size="sm">{accountType === AccountType.Client ? t('empty.employer') : t('empty.candidate')}</Text>
          </Paper>
        ) : (
          <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
            {items.map((conversation) => (
              <ConversationCard key={conversation.id} conversation={conversation} />
            ))}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}

function ConversationCard({ conversation }: { conversation: ConversationSummary }) {
  const { t } = useTranslation('conversations');
  const { latestMessage, unreadCount } = conversation;
  const headingId = `conversation-${conversation.id}`;
  const excerpt = latestMessage ? excerptOf(latestMessage.text) : '';
  return (
    <Paper component="li" withBorder radius="md" p="md" aria-labelledby={headingId} data-testid="conversation" data-unread={unreadCount > 0}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Title order={2} size="h4" id={headingId} style={{ overflowWrap: 'anywhere', minWidth: 0 }} fs={conversation.otherSide.deleted ? 'italic' : undefined}>
            <Anchor component={Link} to={conversationPath(conversation.id)} inherit fw={unreadCount > 0 ? 700 : undefined}>
              {conversation.otherSide.name}
            </Anchor>
          </Title>
          {unreadCount > 0 ? (
            <>
              <Badge color="red" variant="filled" style={{ flexShrink: 0 }} aria-hidden data-testid="conversation-unread">
                {unreadCount}
              </Badge>
              <VisuallyHidden>{t('unread', { count: unreadCount })}</VisuallyHidden>
            </>
          ) : null}
        </Group>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          <IconBriefcase size={14} aria-hidden style={{ verticalAlign: 'middle', marginRight: 4 }} />
          {conversation.offer.title}
        </Text>
        {latestMessage ? (
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {latestMessage.fromMe ? `${t('thread.you')}: ` : ''}
            {excerpt || (latestMessage.kind === 'text' ? t('thread.removed') : t('thread.interview'))}
            {' · '}
            <time dateTime={latestMessage.sentAt}>{formatTimestamp(latestMessage.sentAt, currentLocale())}</time>
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            {t('thread.empty')}
          </Text>
        )}
        {!conversation.canWrite ? (
          <Text size="xs" c="dimmed">
            {conversation.blocked ? (conversation.side === 'employer' ? t('cannotWrite.blockedEmployer') : t('cannotWrite.blockedCandidate')) : t('cannotWrite.closed')}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
