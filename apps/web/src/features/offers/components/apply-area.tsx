import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconInfoCircle, IconLogin } from '@tabler/icons-react';
import { AccountType, type OfferDetail } from '@trades/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { signInPath } from '@/features/accounts';
import { useSession } from '@/lib/session';

/**
 * The apply area of the detail header as far as applying exists: a visitor
 * is asked to log in, an employer sees nothing, a candidate sees the apply button, which stays
 * disabled until the applications feature wires it.
 */
export function ApplyArea({ offer }: { offer: Pick<OfferDetail, 'userApplied' | 'allowApply'> }) {
  const { t } = useTranslation('offers');
  const { status, accountType } = useSession();
  const { pathname, search } = useLocation();
  if (status === 'starting') return null;
  if (status === 'anonymous') {
    return (
      <Stack gap={6} align="flex-start" maw={260}>
        <Text size="sm">{t('apply.signInPrompt')}</Text>
        <Button component={Link} to={signInPath(`${pathname}${search}`)} leftSection={<IconLogin size={16} aria-hidden />}>
          {t('apply.signIn')}
        </Button>
      </Stack>
    );
  }
  if (accountType !== AccountType.Candidate) return null;
  if (offer.userApplied) {
    return (
      <Alert color="green" variant="light" maw={260} icon={<IconInfoCircle aria-hidden />}>
        {t('apply.alreadyApplied')}
      </Alert>
    );
  }
  return (
    <Stack gap={6} align="flex-start" maw={260}>
      <Button disabled aria-describedby="apply-soon-note">
        {t('apply.button')}
      </Button>
      <Text size="sm" c="dimmed" id="apply-soon-note">
        {t('apply.soon')}
      </Text>
    </Stack>
  );
}
