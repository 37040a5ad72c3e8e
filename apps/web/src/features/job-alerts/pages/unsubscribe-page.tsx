import { Alert, Button, Center, Container, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LoadingIndicator } from '@/components/loading-indicator';
import { usePageTitle } from '@/components/use-page-title';
import { errorMessage } from '@/lib/notify';
import { useUnsubscribe } from '../api/unsubscribe';
import { JOB_ALERTS_PATH } from '../job-alert-paths';

/**
 * /job-alerts/unsubscribe?token=...: the digest's unsubscribe link. Opening it unsubscribes, one
 * click from the mail, without signing in; the page only tells the outcome.
 */
export function UnsubscribePage() {
  const { t } = useTranslation('jobAlerts');
  usePageTitle(t('unsubscribe.title'));
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const result = useUnsubscribe(token);
  const failed = !token || result.isError;

  return (
    <Container size="sm" py="xl">
      <Title order={1} mb="lg">
        {t('unsubscribe.title')}
      </Title>
      {!failed && result.isPending ? (
        <Center py="lg">
          <LoadingIndicator label={t('unsubscribe.working')} />
        </Center>
      ) : (
        <Stack align="flex-start">
          <Alert color={failed ? 'red' : 'green'} role={failed ? 'alert' : 'status'} w="100%">
            {failed ? (token ? errorMessage(result.error) : t('unsubscribe.noToken')) : t('unsubscribe.done')}
          </Alert>
          <Button component={Link} to={JOB_ALERTS_PATH} variant="light">
            {t('unsubscribe.manage')}
          </Button>
        </Stack>
      )}
    </Container>
  );
}
