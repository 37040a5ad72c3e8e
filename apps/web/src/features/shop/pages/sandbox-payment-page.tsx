import { Alert, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatMoney } from '@trades/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { usePageTitle } from '@/components/use-page-title';
import { ApiError } from '@/lib/api-client';
import { currentLocale } from '@/lib/i18n';
import { notifyError } from '@/lib/notify';
import { useCompleteSandboxPayment, useSandboxPayment } from '../api/sandbox';
import { browser } from '../browser';
import { LoadError } from '../components/load-state';
import { localPathOf } from '../shop-rules';

/**
 * /payment/sandbox/{token}: the demo payment provider's page (PAYMENT_PROVIDER=sandbox). It shows
 * the order and the amount; Pay or Decline settles the payment exactly as a provider's
 * notification would, then the employer goes back to the address the order gave.
 */
export function SandboxPaymentPage() {
  const { t } = useTranslation('shop');
  usePageTitle(t('sandbox.title'));
  const token = useParams().token ?? '';
  const navigate = useNavigate();
  const payment = useSandboxPayment(token);
  const complete = useCompleteSandboxPayment();

  const goBack = (url: string) => {
    const path = localPathOf(url, window.location.origin);
    if (path) void navigate(path);
    else browser.assign(url);
  };
  const finish = (outcome: 'success' | 'failure') => complete.mutate({ token, outcome }, { onSuccess: (answer) => goBack(answer.urlReturn), onError: notifyError });

  const data = payment.data;
  return (
    <Container size="xs" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('sandbox.title')}</Title>
        {payment.error instanceof ApiError && payment.error.status === 404 ? (
          <Alert color="red">{t('sandbox.notFound')}</Alert>
        ) : payment.isError ? (
          <LoadError onRetry={() => void payment.refetch()} />
        ) : !data ? (
          <PageLoader />
        ) : (
          <Paper withBorder radius="md" p="lg">
            <Stack gap="md">
              <Text size="sm" c="dimmed">
                {t('sandbox.intro')}
              </Text>
              <Stack component="dl" gap={4} m={0}>
                <Text component="dt" size="sm" c="dimmed">
                  {t('sandbox.order')}
                </Text>
                <Text component="dd" m={0}>
                  {data.orderNumber}
                </Text>
                <Text component="dt" size="sm" c="dimmed">
                  {t('sandbox.amount')}
                </Text>
                <Text component="dd" m={0} fw={700} size="xl">
                  {formatMoney(data.amount, data.currency, currentLocale())}
                </Text>
              </Stack>
              {data.state === 'pending' ? (
                // teal.9: white text on Mantine's green (even green.8) falls below 4.5:1 contrast.
                <Group grow>
                  <Button color="teal.9" onClick={() => finish('success')} loading={complete.isPending && complete.variables.outcome === 'success'} disabled={complete.isPending}>
                    {t('sandbox.pay')}
                  </Button>
                  <Button color="red" variant="outline" onClick={() => finish('failure')} loading={complete.isPending && complete.variables.outcome === 'failure'} disabled={complete.isPending}>
                    {t('sandbox.decline')}
                  </Button>
                </Group>
              ) : (
                <>
                  <Alert color={data.state === 'completed' ? 'green' : 'yellow'} role="status">
                    {t(`sandbox.state.${data.state}`)}
                  </Alert>
                  <Button variant="default" onClick={() => goBack(data.urlReturn)}>
                    {t('sandbox.back')}
                  </Button>
                </>
              )}
            </Stack>
          </Paper>
        )}
      </Stack>
    </Container>
  );
}
