import { Center } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '@/lib/session';
import { LoadingIndicator } from '@/components/loading-indicator';

/** /logout: clears both cookies and the cached profiles, then goes to /. */
export function LogoutPage() {
  const { t } = useTranslation('accounts');
  const { status, signOut } = useSession();
  const navigate = useNavigate();
  useEffect(() => {
    // Opened directly, the session is still starting: its token refresh would store new cookies
    // after the sign-out, so the sign-out waits for it.
    if (status === 'starting') return;
    signOut();
    void navigate('/', { replace: true });
  }, [status, signOut, navigate]);
  return (
    <Center py="xl">
      <LoadingIndicator label={t('logout.in_progress')} />
    </Center>
  );
}
