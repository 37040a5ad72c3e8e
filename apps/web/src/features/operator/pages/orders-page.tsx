import { Alert, Badge, Button, Group, Loader, Modal, NumberInput, Paper, Select, Stack, Table, Text, TextInput, Textarea, Title } from '@mantine/core';
import { type OperatorOrderDetail, formatTimestamp, refundBody } from '@trades/contracts';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardFacts } from '@/components/card-facts';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useCardLayout } from '@/components/use-card-layout';
import { usePageTitle } from '@/components/use-page-title';
import { currentLocale } from '@/lib/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useOperatorOrder, useOperatorOrders, useRefund } from '../api/operator';
import { useOperatorMoney } from './operator-money';
import { OperatorPager } from './operator-pager';

const ORDER_STATUSES = [1, 2, 3, 4, 5, 6, 7] as const;

/** /operator/orders: every order, found by number or buyer, with its payments, refunds and a refund action. */
export function OrdersPage() {
  const { t } = useTranslation('operator');
  usePageTitle(t('tabs.orders'));
  return <Orders />;
}

function Orders() {
  const { t } = useTranslation('operator');
  const money = useOperatorMoney();
  const locale = currentLocale();
  const cards = useCardLayout();
  const [status, setStatus] = useState<number | null>(null);
  const [typed, setTyped] = useState('');
  const [q] = useDebouncedValue(typed.trim(), 300);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const orders = useOperatorOrders({ status, q, page });
  const phone = useMediaQuery('(max-width: 36em)');
  const openButton = (number: string, uuid: string) => (
    <Button variant="subtle" size="compact-sm" px={0} onClick={() => setOpen(uuid)} aria-label={t('orders.open', { number })}>
      {number}
    </Button>
  );
  const statusBadge = (id: number) => (
    <Badge variant="light" c="dark.8" style={{ textTransform: 'none' }}>
      {t(`status.${id}`)}
    </Badge>
  );
  return (
    <Stack gap="md">
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label={t('orders.search')}
          description={t('orders.searchHint')}
          type="search"
          value={typed}
          onChange={(event) => {
            setTyped(event.currentTarget.value);
            setPage(1);
          }}
          w={{ base: '100%', sm: 320 }}
        />
        <Select
          label={t('orders.status')}
          data={ORDER_STATUSES.map((id) => ({ value: String(id), label: t(`status.${id}`) }))}
          value={status === null ? null : String(status)}
          onChange={(value) => {
            setStatus(value === null ? null : Number(value));
            setPage(1);
          }}
          clearable
          w={{ base: '100%', sm: 240 }}
        />
      </Group>
      {orders.isError ? (
        <Alert color="red">{t('loadError')}</Alert>
      ) : !orders.data ? (
        <Loader aria-label={t('loading')} />
      ) : orders.data.items.length === 0 ? (
        <Text c="dimmed">{q === '' ? t('orders.empty') : t('orders.notFound', { q })}</Text>
      ) : cards ? (
        <Stack gap="sm">
          {orders.data.items.map((order) => (
            <Paper key={order.uuid} withBorder p="sm" radius="md" data-testid={`operator-order-${order.number}`}>
              <Group justify="space-between" wrap="nowrap" mb={4}>
                {openButton(order.number, order.uuid)}
                {statusBadge(order.status)}
              </Group>
              <CardFacts
                facts={[
                  [t('orders.buyer'), order.buyer.name || t('orders.erased')],
                  [t('orders.created'), formatTimestamp(order.createdAt, locale)],
                  [t('orders.gross'), money(order.totalGross, order.currency)],
                  [t('orders.refunded'), order.refunded > 0 ? money(order.refunded, order.currency) : '—'],
                ]}
              />
            </Paper>
          ))}
        </Stack>
      ) : (
        <Paper withBorder radius="md">
          <Table verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('orders.number')}</Table.Th>
                <Table.Th scope="col">{t('orders.created')}</Table.Th>
                <Table.Th scope="col">{t('orders.buyer')}</Table.Th>
                <Table.Th scope="col">{t('orders.status')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('orders.gross')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('orders.refunded')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {orders.data.items.map((order) => (
                <Table.Tr key={order.uuid} data-testid={`operator-order-${order.number}`}>
                  <Table.Td>{openButton(order.number, order.uuid)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatTimestamp(order.createdAt, locale)}</Table.Td>
                  <Table.Td>{order.buyer.name || t('orders.erased')}</Table.Td>
                  <Table.Td>{statusBadge(order.status)}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {money(order.totalGross, order.currency)}
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {order.refunded > 0 ? money(order.refunded, order.currency) : '—'}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      )}
      {orders.data ? <OperatorPager page={page} hasMore={orders.data.hasMore} onPage={setPage} /> : null}
      <Modal opened={open !== null} onClose={() => setOpen(null)} size="lg" fullScreen={phone} title={t('order.title')} closeButtonProps={{ 'aria-label': t('order.close') }}>
        {open !== null ? <OrderDetail uuid={open} /> : null}
      </Modal>
    </Stack>
  );
}

function OrderDetail({ uuid }: { uuid: string }) {
  const { t } = useTranslation('operator');
  const money = useOperatorMoney();
  const locale = currentLocale();
  const order = useOperatorOrder(uuid);
  if (order.isError) return <Alert color="red">{t('loadError')}</Alert>;
  if (!order.data) return <Loader aria-label={t('loading')} />;
  const data = order.data;
  return (
    <Stack gap="md" data-testid="operator-order-detail">
      <Title order={2} size="h3">
        {data.number}
      </Title>
      <Text size="sm">
        {data.buyer.name} · {data.buyer.taxId} · {data.buyer.country ?? '—'}
      </Text>
      <Text size="sm">
        {t(`status.${data.status}`)} · {money(data.totalGross, data.currency)}
        {data.refunded > 0 ? ` · ${t('orders.refunded')}: ${money(data.refunded, data.currency)}` : ''}
      </Text>
      <section aria-label={t('order.payments')}>
        <Title order={3} size="h5" mb={4}>
          {t('order.payments')}
        </Title>
        <Stack gap="xs">
          {data.payments.map((payment) => (
            <Paper key={payment.id} withBorder p="xs" radius="sm">
              <Text size="sm">
                {payment.provider} · {money(payment.amount, payment.currency)} · {payment.state}
                {payment.verifiedAt ? ` · ${t('order.verified', { at: formatTimestamp(payment.verifiedAt, locale) })}` : ''}
              </Text>
              <Text size="xs" c="dimmed">
                {payment.sessionId}
                {payment.providerOrderId ? ` · ${payment.providerOrderId}` : ''}
              </Text>
              {payment.refunds.map((refund) => (
                <Text key={refund.id} size="xs" data-testid="operator-refund">
                  {t('order.refund', { amount: money(refund.amount), state: t(`refundState.${refund.state}`), reason: refund.reason })}
                </Text>
              ))}
            </Paper>
          ))}
        </Stack>
      </section>
      <section aria-label={t('order.invoices')}>
        <Title order={3} size="h5" mb={4}>
          {t('order.invoices')}
        </Title>
        {data.invoices.map((invoice) => (
          <Text key={invoice.id} size="sm">
            {invoice.number} ({invoice.kind}) · {money(invoice.gross)}
          </Text>
        ))}
      </section>
      {data.status === 4 && data.refunded < data.totalGross ? <RefundForm order={data} /> : null}
    </Stack>
  );
}

function RefundForm({ order }: { order: OperatorOrderDetail }) {
  const { t } = useTranslation('operator');
  const money = useOperatorMoney();
  const refund = useRefund();
  const [amount, setAmount] = useState<string | number>('');
  const [reason, setReason] = useState('');
  const [asking, setAsking] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const left = order.totalGross - order.refunded;
  const grosze = amount === '' ? undefined : Math.round(Number(amount) * 100);
  const ask = () => {
    const checked = refundBody.safeParse({ amount: grosze, reason });
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), t(`errors.${String(issue.path[0])}`)])));
      return;
    }
    setErrors({});
    setAsking(true);
  };
  const confirm = () =>
    refund.mutate(
      { uuid: order.uuid, body: { amount: grosze, reason } },
      {
        onSuccess: (answer) => {
          notifySuccess(answer.message);
          setAmount('');
          setReason('');
        },
        onError: notifyError,
        onSettled: () => setAsking(false),
      },
    );
  return (
    <Paper component="section" withBorder p="sm" radius="md" aria-label={t('refund.title')}>
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('refund.title')}
        </Title>
        <NumberInput
          label={t('refund.amount')}
          description={t('refund.amountHint', { left: money(left) })}
          value={amount}
          onChange={setAmount}
          min={0.01}
          max={left / 100}
          decimalScale={2}
          decimalSeparator=","
          error={errors.amount}
        />
        <Textarea label={t('refund.reason')} value={reason} onChange={(event) => setReason(event.currentTarget.value)} withAsterisk error={errors.reason} rows={3} />
        <Group>
          <Button color="red" variant="light" onClick={ask}>
            {t('refund.submit')}
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={asking}
        title={t('refund.confirmTitle', { number: order.number })}
        confirmLabel={t('refund.confirm')}
        cancelLabel={t('refund.cancel')}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
        loading={refund.isPending}
        danger
      >
        {t('refund.question', { amount: money(grosze ?? left) })}
      </ConfirmDialog>
    </Paper>
  );
}
