import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { AccountType, StatusId } from '@trades/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '@/lib/session';
import { needsVerificationNotice } from '../account-rules';
import { useCandidateProfile } from '../api/candidate-profile';
import { useClientProfile } from '../api/client-profile';
import { useResendConfirmationMail } from '../api/resend-confirmation-mail';
import { notifyError, notifySuccess } from '@/lib/notify';

/** The wizard's first step (the wizard uses this notice, so the address is written here, not imported). */
const PERSONAL_INFORMATION_STEP_PATH = '/wizard/2-personal-informations';

/**
 * Account-in-verification notice: shown
 * when the profile status is 5 (verification) or the e-mail is not confirmed, with a resend action.
 */
export function VerificationNotice() {
  const { t } = useTranslation('accounts');
  const { status, user, reloadUser } = useSession();
  const signedIn = status === 'authenticated' && user !== undefined;
  const isCandidate = user?.accountType === AccountType.Candidate;
  const candidateProfile = useCandidateProfile(signedIn && isCandidate);
  const clientProfile = useClientProfile(signedIn && !isCandidate);
  const resend = useResendConfirmationMail();
  const profile = isCandidate ? candidateProfile.data : clientProfile.data;
  const refetchProfile = isCandidate ? candidateProfile.refetch : clientProfile.refetch;
  const awaitingMail = signedIn && !user.isEmailConfirmed;

  useEffect(() => {
    if (!awaitingMail) return;
    // The link is opened in another tab or the mail app's browser: back here, the notice checks again.
    const recheck = () => {
      if (document.visibilityState !== 'visible') return;
      void reloadUser();
      void refetchProfile();
    };
    document.addEventListener('visibilitychange', recheck);
    window.addEventListener('focus', recheck);
    return () => {
      document.removeEventListener('visibilitychange', recheck);
      window.removeEventListener('focus', recheck);
    };
  }, [awaitingMail, reloadUser, refetchProfile]);

  // The e-mail row needs only the user, so it shows even while (or if) the profile fails to load.
  if (!user) return null;
  const statusId = profile?.status.id;
  const inVerification = statusId === StatusId.Verification;
  if (!needsVerificationNotice(statusId, user.isEmailConfirmed)) return null;

  return (
    // The yellow title on the yellow tint is below 4.5:1 (WCAG AA): the title takes the text colour.
    <Alert color="yellow" title={t('verification.title')} role="region" aria-label={t('verification.title')} styles={{ title: { color: 'var(--mantine-color-text)' } }}>
      <Stack gap="xs">
        {inVerification && <Text size="sm">{t('verification.in_verification')}</Text>}
        {!user.isEmailConfirmed && (
          <Group justify="space-between" gap="xs">
            <Text size="sm">{t('verification.email_not_confirmed', { email: user.email })}</Text>
            <Button
              size="xs"
              variant="light"
              loading={resend.isPending}
              onClick={() => resend.mutate(undefined, { onSuccess: (answer) => notifySuccess(answer.message), onError: notifyError })}
            >
              {t('verification.resend')}
            </Button>
          </Group>
        )}
        {isCandidate && !user.isPhoneConfirmed && (
          <Group justify="space-between" gap="xs">
            <Text size="sm">{t('verification.phone_not_confirmed')}</Text>
            <Button size="xs" variant="light" component={Link} to={PERSONAL_INFORMATION_STEP_PATH}>
              {t('verification.confirm_phone')}
            </Button>
          </Group>
        )}
      </Stack>
    </Alert>
  );
}
