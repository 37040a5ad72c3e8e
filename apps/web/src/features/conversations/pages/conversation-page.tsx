import { Anchor, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconBriefcase, IconLock, IconLockOpen } from '@tabler/icons-react';
import { type ConversationSummary } from '@trades/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { NotFoundContent } from '@/components/not-found-page';
import { usePageTitle } from '@/components/use-page-title';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useConversationMessages, useSetEmployerBlocked } from '../api/conversations';
import { ConversationThread } from '../components/conversation-thread';
import { CONVERSATIONS_PATH } from '../conversations-paths';

/** /user/conversations/:id: one conversation with its messages; the candidate may block the employer here. */
export function ConversationPage() {
  const { t } = useTranslation('conversations');
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  // The same query as the thread's: the heading comes with the messages.
  const messages = useConversationMessages(valid ? id : null);
  const conversation = messages.data?.pages[0]?.conversation;
  usePageTitle(conversation ? t('conversationTitle', { name: conversation.otherSide.name }) : t('title'));
  if (!valid) return <NotFoundContent />;
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to={CONVERSATIONS_PATH} size="sm">
          <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle', marginRight: 4 }} />
          {t('back')}
        </Anchor>
        {conversation ? <ConversationHeading conversation={conversation} /> : <Title order={1}>{t('title')}</Title>}
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
          <ConversationThread conversationId={id} side={conversation?.side ?? 'candidate'} />
        </Paper>
      </Stack>
    </Container>
  );
}

function ConversationHeading({ conversation }: { conversation: ConversationSummary }) {
  return (
    <Group justify="space-between" align="flex-start" gap="sm">
      <Stack gap={4} style={{ minWidth: 0, flex: '1 1 14rem' }}>
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }} fs={conversation.otherSide.deleted ? 'italic' : undefined}>
          {conversation.otherSide.name}
        </Title>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          <IconBriefcase size={14} aria-hidden style={{ verticalAlign: 'middle', marginRight: 4 }} />
          {conversation.offer.title}
        </Text>
      </Stack>
      {conversation.side === 'candidate' ? <BlockEmployer conversation={conversation} /> : null}
    </Group>
  );
}

/** The candidate stops (or allows again) this employer's messages, after confirming. */
function BlockEmployer({ conversation }: { conversation: ConversationSummary }) {
  const { t } = useTranslation('conversations');
  // The question keeps its words while the dialog closes, though the conversation has meanwhile changed.
  const [dialog, setDialog] = useState({ opened: false, blocking: true });
  const change = useSetEmployerBlocked();
  const close = () => setDialog((shown) => ({ ...shown, opened: false }));
  const confirm = () =>
    change.mutate(
      { conversationId: conversation.id, blocked: dialog.blocking },
      {
        onSuccess: (answer) => {
          close();
          notifySuccess(answer.message);
        },
        onError: notifyError,
      },
    );
  const blocking = !conversation.blocked;
  return (
    <>
      <Button
        variant="default"
        color={blocking ? 'red' : undefined}
        leftSection={blocking ? <IconLock size={16} aria-hidden /> : <IconLockOpen size={16} aria-hidden />}
        onClick={() => setDialog({ opened: true, blocking })}
      >
        {blocking ? t('block.block') : t('block.unblock')}
      </Button>
      <ConfirmDialog
        opened={dialog.opened}
        title={dialog.blocking ? t('block.blockTitle') : t('block.unblockTitle')}
        confirmLabel={dialog.blocking ? t('block.blockConfirm') : t('block.unblockConfirm')}
        cancelLabel={t('cancel')}
        onConfirm={confirm}
        onCancel={close}
        loading={change.isPending}
        danger={dialog.blocking}
      >
        {dialog.blocking ? t('block.blockText', { employer: conversation.otherSide.name }) : t('block.unblockText', { employer: conversation.otherSide.name })}
      </ConfirmDialog>
    </>
  );
}
