import { Alert, Anchor, Button, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { formatTimestamp } from '@trades/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { NotFoundContent } from '@/components/not-found-page';
import { PageLoader } from '@/components/page-loader';
import { usePageTitle } from '@/components/use-page-title';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ApiError } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { currentLocale } from '@/lib/i18n';
import { useOrder } from '../api/orders';
import { useCancelOrder } from '../api/payment';
import { CartContents } from '../components/cart-contents';
import { LoadError } from '../components/load-state';
import { MoneySummary } from '../components/money-summary';
import { OrderStatusBadge } from '../components/order-status-badge';
import { OrderStatus, RETURN_MARK, canCancel, orderPollInterval } from '../shop-rules';
import { useRenewPayment } from '../use-renew-payment';

/**
 * /user/order/{uuid}: date, status, what was bought and the totals; renewal when the order offers
 * it (`is_recreate`); a failed payment says why (declined, expired, unconfirmed) and what to do. Back from the payment provider (?payment=returned) the page follows the
 * order until the payment settles or fails.
 */
export function OrderPage() {
  const { t } = useTranslation('shop');
  const uuid = useParams().uuid ?? '';
  const [search] = useSearchParams();
  const returned = search.get(RETURN_MARK) === 'returned';
  const locale = currentLocale();
  const order = useOrder(uuid, (data, answers) => orderPollInterval(data?.status, returned, answers));
  const { renew, renewing } = useRenewPayment();
  const cancel = useCancelOrder();
  const [asking, setAsking] = useState(false);
  const data = order.data;
  const date = data ? formatTimestamp(data.dateCreated, locale) : null;
  usePageTitle(data ? t('order.title', { number: data.number }) : t('order.titlePlain'));
  const confirmCancel = () =>
    cancel.mutate(uuid, {
      onSuccess: (answer) => notifySuccess(answer.message),
      onError: notifyError,
      onSettled: () => setAsking(false),
    });

  if ((order.error instanceof ApiError && order.error.status === 404) || (order.isSuccess && !data)) return <NotFoundContent />;
  // While the page follows the order (the same rule as the polling), it says so.
  const following = data !== undefined && orderPollInterval(data.status, returned, 0) !== false;

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to="/user/order-list" size="sm">
          {t('order.back')}
        </Anchor>
        <Title order={1}>{data ? t('order.title', { number: data.number }) : t('order.titlePlain')}</Title>
        {order.isError ? (
          <LoadError onRetry={() => void order.refetch()} />
        ) : !data ? (
          <PageLoader />
        ) : (
          <>
            <Paper withBorder radius="md" p="md">
              <Stack component="dl" gap="xs" m={0}>
                <Group gap="sm">
                  <Text component="dt" c="dimmed" size="sm">
                    {t('order.placed')}
                  </Text>
                  <Text component="dd" m={0}>
                    {date}
                  </Text>
                </Group>
                <Group gap="sm">
                  <Text component="dt" c="dimmed" size="sm">
                    {t('order.status')}
                  </Text>
                  <Text component="dd" m={0}>
                    <OrderStatusBadge status={data.status} />
                  </Text>
                </Group>
                {data.paidAt ? (
                  <Group gap="sm">
                    <Text component="dt" c="dimmed" size="sm">
                      {t('order.paidAt')}
                    </Text>
                    <Text component="dd" m={0}>
                      {formatTimestamp(data.paidAt, locale)}
                    </Text>
                  </Group>
                ) : null}
              </Stack>
            </Paper>
            {data.failureReason ? (
              <Alert color="red" title={t('order.failureTitle')} data-testid="order-failure">
                <Text size="sm">{t(`order.failure.${data.failureReason}`)}</Text>
                <Text size="sm" mt={4}>
                  {t('order.failureNext', { renew: t('orders.renew'), cancel: t('order.cancel') })}
                </Text>
              </Alert>
            ) : null}
            {following ? (
              <Alert color="blue" role="status" icon={<Loader size="xs" aria-hidden />}>
                {t('order.following')}
              </Alert>
            ) : null}
            <Group gap="sm">
              {data.is_recreate ? (
                <Button onClick={() => renew(data.uuid)} loading={renewing === data.uuid}>
                  {t('orders.renew')}
                </Button>
              ) : data.status === OrderStatus.Waiting && data.paymentUrl ? (
                <Button component="a" href={data.paymentUrl}>
                  {t('order.pay')}
                </Button>
              ) : null}
              {data.invoiceId !== null ? (
                <Button component={Link} to="/user/invoices" variant="default">
                  {t('order.invoices')}
                </Button>
              ) : null}
              {canCancel(data.status) ? (
                <Button variant="default" color="red" onClick={() => setAsking(true)}>
                  {t('order.cancel')}
                </Button>
              ) : null}
            </Group>
            <ConfirmDialog
              opened={asking}
              title={t('order.cancelTitle', { number: data.number })}
              confirmLabel={t('order.cancelConfirm')}
              cancelLabel={t('order.keep')}
              onConfirm={confirmCancel}
              onCancel={() => setAsking(false)}
              loading={cancel.isPending}
              danger
            >
              {t('order.cancelText')}
            </ConfirmDialog>
            <section aria-labelledby="order-contents">
              <Title order={2} size="h3" id="order-contents" mb="sm">
                {t('order.contents')}
              </Title>
              <CartContents groups={data.cartItems.data} />
            </section>
            <Paper component="section" aria-labelledby="order-summary" withBorder radius="md" p="md" maw={420}>
              <Title order={2} size="h3" id="order-summary" mb="sm">
                {t('cart.summary')}
              </Title>
              <MoneySummary totals={{ ...data, vatTreatment: data.taxRate === 0 ? 'reverse_charge' : 'standard' }} />
            </Paper>
          </>
        )}
      </Stack>
    </Container>
  );
}
