import { Alert, Button, Center, Stack } from '@mantine/core';
import type { AccountType, UserPrimary } from '@trades/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '@/lib/session';
import { LoadingIndicator } from '@/components/loading-indicator';
import { signInPath } from '../return-path';

interface RequireAccountProps {
  /** Only this account type may open the page; the other one goes to its dashboard. */
  accountType?: AccountType;
  children(user: UserPrimary): ReactNode;
}

/** Protected pages: a signed-out visitor (a session that ended on the page) signs in and comes back. */
export function RequireAccount({ accountType, children }: RequireAccountProps) {
  const { t } = useTranslation('accounts');
  const { status, user, reloadUser } = useSession();
  const { pathname, search } = useLocation();
  if (status === 'starting') {
    return (
      <Center py="xl">
        <LoadingIndicator label={t('common.loading')} />
      </Center>
    );
  }
  if (status === 'anonymous') return <Navigate to={signInPath(`${pathname}${search}`)} replace />;
  if (!user) {
    return (
      <Stack align="flex-start" p="md">
        <Alert color="red">{t('common.user_load_error')}</Alert>
        <Button variant="light" onClick={() => void reloadUser()}>
          {t('common.retry')}
        </Button>
      </Stack>
    );
  }
  if (accountType && user.accountType !== accountType) return <Navigate to="/user" replace />;
  return <>{children(user)}</>;
}
