import { Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session';
import { PasswordChangeForm } from './password-change-form';

/**
 * Shown in the header while the user must change the password (user flag enforcePasswordChange).
 * After the change the user reloads, the flag is gone and the box disappears.
 */
export function EnforcePasswordChangeBox() {
  const { t } = useTranslation('settings');
  const { user } = useSession();
  if (!user?.enforcePasswordChange) return null;
  return (
    <Paper withBorder p="md" radius="md" bg="var(--mantine-color-yellow-light)" role="region" aria-labelledby="enforce-password-change-title">
      <Title order={2} size="h4" id="enforce-password-change-title">
        {t('enforce.title')}
      </Title>
      <Text size="sm" mb="sm">
        {t('enforce.description')}
      </Text>
      <PasswordChangeForm />
    </Paper>
  );
}
