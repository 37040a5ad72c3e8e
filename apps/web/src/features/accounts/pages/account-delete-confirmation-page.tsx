import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useSession } from '@/lib/session';
import { ApiError } from '@/lib/api-client';
import { confirmAccountDeletion } from '../api/confirm-account-deletion';
import { ResultScreen } from '../components/result-screen';
import { useTokenAction } from '../components/use-token-action';

/** /account-delete/confirmation/{token}: deletes on load; the session of the deleted account ends. */
export function AccountDeleteConfirmationPage() {
  const { t } = useTranslation('accounts');
  const { token } = useParams();
  const { signOut } = useSession();

  const confirm = useCallback(
    (value: string) =>
      confirmAccountDeletion(value).then((answer) => {
        signOut();
        return answer;
      }),
    [signOut],
  );
  const result = useTokenAction('account-delete', token, confirm);

  return (
    <ResultScreen
      title={t('account_delete.title')}
      state={result.status}
      success={t('account_delete.success')}
      error={
        <>
          {result.status === 'error' && result.error instanceof ApiError && result.error.body.message ? `${result.error.body.message} ` : ''}
          {t('account_delete.error')}
        </>
      }
      action={{ label: t('common.go_home'), to: '/' }}
    />
  );
}
