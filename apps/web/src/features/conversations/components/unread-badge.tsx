import { Badge, Box, Button } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { AccountType } from '@trades/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSession } from '@/lib/session';
import { useUnreadConversations } from '../api/conversations';
import { CONVERSATIONS_PATH } from '../conversations-paths';

/**
 * The header's "Messages" link with the unread count, for candidates and employers. It polls only while signed in and the
 * tab is visible. Its texts are in `layout`, which every page (the public first views too) already has.
 */
export function UnreadBadge() {
  const { t } = useTranslation('layout');
  const { status, accountType } = useSession();
  const { pathname } = useLocation();
  const signedIn = status === 'authenticated' && (accountType === AccountType.Candidate || accountType === AccountType.Client);
  const unread = useUnreadConversations(signedIn);
  if (!signedIn) return null;
  const count = unread.data?.unreadTotal ?? 0;
  const label = count > 0 ? t('nav.messagesUnread', { count }) : t('nav.messages');
  const active = pathname === CONVERSATIONS_PATH || pathname.startsWith(`${CONVERSATIONS_PATH}/`);
  return (
    <Button
      component={Link}
      to={CONVERSATIONS_PATH}
      variant={active ? 'light' : 'subtle'}
      color={active ? 'blue' : 'dark'}
      aria-label={label}
      aria-current={active ? 'page' : undefined}
      px={8}
      data-testid="messages-link"
    >
      <IconMessages size={20} aria-hidden />
      {/* Phones show the icon and the count (the header is narrow there); the link's name says it all. */}
      <Box component="span" visibleFrom="sm" ml={6}>
        {t('nav.messages')}
      </Box>
      {count > 0 ? (
        <Badge size="sm" circle={count < 10} color="red" ml={4} aria-hidden data-testid="unread-count">
          {count > 99 ? '99+' : count}
        </Badge>
      ) : null}
    </Button>
  );
}
