import { Button, Modal } from '@mantine/core';
import { IconMessage } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConversations } from '../api/conversations';
import { conversationPath } from '../conversations-paths';
import { ConversationThread } from './conversation-thread';

export interface MessageEmployerButtonProps {
  /** The application, which is also the pipeline card the conversation belongs to. */
  applicationId: number;
  offerTitle: string;
  employer: string;
  /** A withdrawn application starts no conversation (an existing one still opens). */
  canStart: boolean;
}

/**
 * The candidate's "Message the employer" on an application: opens the conversation when there is one, else a
 * dialog whose first message starts it.
 */
export function MessageEmployerButton({ applicationId, offerTitle, employer, canStart }: MessageEmployerButtonProps) {
  const { t } = useTranslation('conversations');
  const [opened, setOpened] = useState(false);
  const conversations = useConversations();
  if (!conversations.data) return null;
  const existing = conversations.data.items.find((item) => item.cardId === applicationId);
  const label = t('messageEmployer.of', { offer: offerTitle });
  if (existing && !opened) {
    return (
      <Button component={Link} to={conversationPath(existing.id)} variant="light" leftSection={<IconMessage size={16} aria-hidden />} aria-label={label}>
        {t('messageEmployer.action')}
      </Button>
    );
  }
  if (!canStart && !opened) return null;
  return (
    <>
      <Button variant="light" leftSection={<IconMessage size={16} aria-hidden />} aria-label={label} onClick={() => setOpened(true)}>
        {t('messageEmployer.action')}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('messageEmployer.title', { employer })} size="lg" closeButtonProps={{ 'aria-label': t('close') }}>
        <ConversationThread applicationId={applicationId} side="candidate" />
      </Modal>
    </>
  );
}
