import { Alert, Button, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A call of the page failed: say so and offer to try again. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('shop');
  return (
    <Alert color="red" title={t('loadError')}>
      <Button variant="default" size="xs" onClick={onRetry}>
        {t('retry')}
      </Button>
    </Alert>
  );
}

/** An empty list's message, in the frame the list would have. */
export function EmptyState({ children }: { children: React.ReactNode }) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Text ta="center" c="dimmed">
        {children}
      </Text>
    </Paper>
  );
}
