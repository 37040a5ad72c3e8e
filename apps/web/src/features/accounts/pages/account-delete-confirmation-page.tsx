import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePageTitle } from '@/components/use-page-title';
import { useSession } from '@/lib/session';
import { ApiError } from '@/lib/api-client';
import { confirmAccountDeletion, useAccountDeletionLink } from '../api/confirm-account-deletion';
import { ResultScreen } from '../components/result-screen';
import { hasTokenRun, useTokenAction } from '../components/use-token-action';

const KIND = 'account-delete';

/**
 * /account-delete/confirmation/{token}: opening the link names the account and deletes nothing (mail scanners open
 * links); the button deletes it, and the session of the deleted account ends.
 */
export function AccountDeleteConfirmationPage() {
  const { t } = useTranslation('accounts');
  const { token } = useParams();
  const { signOut } = useSession();
  // Signing out swaps the layout and mounts the page anew: the click is remembered with the run.
  const [confirmed, setConfirmed] = useState(() => token !== undefined && hasTokenRun(KIND, token));
  const link = useAccountDeletionLink(token, !confirmed);

  const confirm = useCallback(
    (value: string) =>
      confirmAccountDeletion(value).then((answer) => {
        signOut();
        return answer;
      }),
    [signOut],
  );
  const result = useTokenAction(KIND, confirmed ? token : undefined, confirm);
  const failure = confirmed ? (result.status === 'error' ? result.error : undefined) : link.error;
  const error: ReactNode = (
    <>
      {failure instanceof ApiError && failure.body.message ? `${failure.body.message} ` : ''}
      {t('account_delete.error')}
    </>
  );

  if (!confirmed && link.data) return <DeletionQuestion email={link.data.email} onConfirm={() => setConfirmed(true)} />;
  return (
    <ResultScreen
      title={t('account_delete.title')}
      state={confirmed ? result.status : link.isError || !token ? 'error' : 'pending'}
      success={t('account_delete.success')}
      error={error}
      action={{ label: t('common.go_home'), to: '/' }}
    />
  );
}

function DeletionQuestion({ email, onConfirm }: { email: string; onConfirm(): void }) {
  const { t } = useTranslation('accounts');
  usePageTitle(t('account_delete.title'));
  return (
    <Container size="sm" py="xl">
      <Title order={1} mb="lg">
        {t('account_delete.title')}
      </Title>
      <Stack align="flex-start">
        <Text>{t('account_delete.question', { email })}</Text>
        <Text c="dimmed">{t('account_delete.warning')}</Text>
        <Button color="red" onClick={onConfirm}>
          {t('account_delete.confirm')}
        </Button>
      </Stack>
    </Container>
  );
}
