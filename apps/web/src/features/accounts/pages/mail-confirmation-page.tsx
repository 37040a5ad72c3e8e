import { notifications } from '@mantine/notifications';
import { AccountErrorKey } from '@trades/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { useSession } from '@/lib/session';
import { ApiError } from '@/lib/api-client';
import { useConfirmMail } from '../api/confirm-mail';
import { ResultScreen } from '../components/result-screen';
import { useTokenAction } from '../components/use-token-action';
import { rememberedReturnPath, withReturnPath } from '../return-path';

/** /mail/confirmation/{token}: confirms on load; a link opened again says the address is already confirmed and leads to sign-in. */
export function MailConfirmationPage() {
  const { t } = useTranslation('accounts');
  const { token } = useParams();
  const { status, reloadUser } = useSession();
  const confirmMail = useConfirmMail();

  const confirm = useCallback(
    (value: string) =>
      confirmMail(value).then(
        () => {
          // A signed-in user sees the notice disappear at once.
          void reloadUser();
          return { alreadyConfirmed: false };
        },
        (error: unknown) => {
          // The link opened again (or an older one): nothing is wrong, the address is confirmed.
          if (error instanceof ApiError && error.body.code === AccountErrorKey.EmailAlreadyConfirmed) {
            void reloadUser();
            return { alreadyConfirmed: true };
          }
          if (error instanceof ApiError && error.body.message) notifications.show({ color: 'red', message: error.body.message });
          throw error;
        },
      ),
    [reloadUser, confirmMail],
  );
  const result = useTokenAction('mail-confirmation', token, confirm);
  // Where sign-up was asked for (an offer), when the account was made in this browser.
  const returnTo = rememberedReturnPath();
  // An employer's link carries ?tab=1: the sign-in opens on the employer tab.
  const [searchParams] = useSearchParams();
  const signIn = searchParams.get('tab') === '1' ? '/sign-in?tab=1' : '/sign-in';

  return (
    <ResultScreen
      title={t('mail_confirmation.title')}
      state={result.status}
      success={result.status === 'success' && result.data.alreadyConfirmed ? t('mail_confirmation.already_confirmed') : t('messages.mail_confirmation_thank_you')}
      error={t('messages.main_confirmation_error')}
      action={
        status === 'authenticated'
          ? { label: t('common.go_to_account'), to: returnTo ?? '/user' }
          : { label: t('common.go_to_sign_in'), to: withReturnPath(signIn, returnTo) }
      }
    />
  );
}
