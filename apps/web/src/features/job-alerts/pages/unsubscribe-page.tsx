import { Alert, Button, Center, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LoadingIndicator } from '@/components/loading-indicator';
import { usePageTitle } from '@/components/use-page-title';
import { errorMessage, notifyError } from '@/lib/notify';
import { alertTitle } from '../alert-title';
import { useAlertSubscription, useChangeSubscription } from '../api/unsubscribe';
import { JOB_ALERTS_PATH } from '../job-alert-paths';

/**
 * /job-alerts/unsubscribe?token=...: the digest's unsubscribe link, without signing in. Opening it names the alert
 * and changes nothing (mail scanners open links); the button unsubscribes, and an undo brings the mails back.
 */
export function UnsubscribePage() {
  const { t } = useTranslation('jobAlerts');
  usePageTitle(t('unsubscribe.title'));
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const subscription = useAlertSubscription(token);
  const change = useChangeSubscription(token);
  // Says "you will keep getting them" after an undo, rather than asking again as on arrival.
  const [undone, setUndone] = useState(false);
  const data = subscription.data;

  const setUnsubscribed = (unsubscribed: boolean) => change.mutate(unsubscribed, { onSuccess: () => setUndone(!unsubscribed), onError: notifyError });

  let body;
  if (!token || subscription.isError) {
    body = (
      <Alert color="red" role="alert" w="100%">
        {token ? errorMessage(subscription.error) : t('unsubscribe.noToken')}
      </Alert>
    );
  } else if (!data) {
    body = (
      <Center py="lg" w="100%">
        <LoadingIndicator label={t('unsubscribe.loading')} />
      </Center>
    );
  } else if (!data.alert) {
    body = (
      <Alert color="gray" role="status" w="100%">
        {t('unsubscribe.gone')}
      </Alert>
    );
  } else {
    const title = alertTitle(data.alert, t);
    body = data.unsubscribed ? (
      <>
        <Alert color="green" role="status" w="100%">
          {t('unsubscribe.done', { title })}
        </Alert>
        <Button variant="default" onClick={() => setUnsubscribed(false)} loading={change.isPending}>
          {t('unsubscribe.undo')}
        </Button>
      </>
    ) : (
      <>
        {undone ? (
          <Alert color="green" role="status" w="100%">
            {t('unsubscribe.resubscribed', { title })}
          </Alert>
        ) : (
          <Text>{t('unsubscribe.question', { title })}</Text>
        )}
        <Button color="red" onClick={() => setUnsubscribed(true)} loading={change.isPending}>
          {t('unsubscribe.confirm')}
        </Button>
      </>
    );
  }

  return (
    <Container size="sm" py="xl">
      <Title order={1} mb="lg">
        {t('unsubscribe.title')}
      </Title>
      <Stack align="flex-start">
        {body}
        <Group>
          <Button component={Link} to={JOB_ALERTS_PATH} variant="light">
            {t('unsubscribe.manage')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
