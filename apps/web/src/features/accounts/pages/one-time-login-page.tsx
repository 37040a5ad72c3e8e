import { Center } from '@mantine/core';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useSession } from '@/lib/session';
import { safeRedirectPath } from '../account-rules';
import { oneTimeLogin } from '../api/one-time-login';
import { useTokenAction } from '../components/use-token-action';
import { LoadingIndicator } from '@/components/loading-indicator';

/** /fl/{token} and /fs/{token}: a session from a one-time token, then the route the server names. */
export function OneTimeLoginPage() {
  const { t } = useTranslation('accounts');
  const { token } = useParams();
  const navigate = useNavigate();
  const { signIn } = useSession();

  const exchange = useCallback(
    async (value: string) => {
      const answer = await oneTimeLogin(value);
      await signIn(answer);
      return safeRedirectPath(answer.redirect, window.location.origin);
    },
    [signIn],
  );
  const result = useTokenAction('one-time-login', token, exchange);

  useEffect(() => {
    if (result.status === 'success') void navigate(result.data, { replace: true });
    // A failed one-time login goes silently to the home page.
    if (result.status === 'error') void navigate('/', { replace: true });
  }, [result, navigate]);

  return (
    <Center py="xl">
      <LoadingIndicator label={t('one_time_login.in_progress')} />
    </Center>
  );
}
