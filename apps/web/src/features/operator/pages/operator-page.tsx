import { Alert, Badge, Button, Container, Group, Loader, Modal, NumberInput, Paper, Select, Stack, Table, Tabs, Text, TextInput, Textarea, Title } from '@mantine/core';
import { type OperatorOrderDetail, formatSignedPlnAmount, formatTimestamp, invoicePeriodOf, refundBody } from '@trades/contracts';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { usePageTitle } from '@/components/use-page-title';
import { currentLocale } from '@/lib/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useInvoiceRegister, useOperatorOrder, useOperatorOrders, useRefund } from '../api/operator';

const ORDER_STATUSES = [1, 2, 3, 4, 5, 6, 7] as const;
const money = (grosze: number, currency = 'PLN') => `${formatSignedPlnAmount(grosze)} ${currency}`;

/** /operator: the back office: every order (with its payments, refunds and a refund action) and the month's sales register. */
export function OperatorPage() {
  const { t } = useTranslation('operator');
  usePageTitle(t('title'));
  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('title')}</Title>
        <Tabs defaultValue="orders" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="orders">{t('tabs.orders')}</Tabs.Tab>
            <Tabs.Tab value="register">{t('tabs.register')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="orders" pt="md">
            <Orders />
          </Tabs.Panel>
          <Tabs.Panel value="register" pt="md">
            <Register />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}

function Orders() {
  const { t } = useTranslation('operator');
  const locale = currentLocale();
  const [status, setStatus] = useState<number | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const orders = useOperatorOrders(status);
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Stack gap="md">
      <Select
        label={t('orders.status')}
        data={ORDER_STATUSES.map((id) => ({ value: String(id), label: t(`status.${id}`) }))}
        value={status === null ? null : String(status)}
        onChange={(value) => setStatus(value === null ? null : Number(value))}
        clearable
        maw={280}
      />
      {orders.isError ? (
        <Alert color="red">{t('loadError')}</Alert>
      ) : !orders.data ? (
        <Loader aria-label={t('loading')} />
      ) : orders.data.items.length === 0 ? (
        <Text c="dimmed">{t('orders.empty')}</Text>
      ) : (
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={640}>
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
                    <Table.Td>
                      <Button variant="subtle" size="compact-sm" onClick={() => setOpen(order.uuid)} aria-label={t('orders.open', { number: order.number })}>
                        {order.number}
                      </Button>
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatTimestamp(order.createdAt, locale)}</Table.Td>
                    <Table.Td>{order.buyer.name || t('orders.erased')}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" c="dark.8" style={{ textTransform: 'none' }}>
                        {t(`status.${order.status}`)}
                      </Badge>
                    </Table.Td>
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
          </Table.ScrollContainer>
        </Paper>
      )}
      <Modal opened={open !== null} onClose={() => setOpen(null)} size="lg" fullScreen={phone} title={t('order.title')}>
        {open !== null ? <OrderDetail uuid={open} /> : null}
      </Modal>
    </Stack>
  );
}

function OrderDetail({ uuid }: { uuid: string }) {
  const { t } = useTranslation('operator');
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

function Register() {
  const { t } = useTranslation('operator');
  const [period, setPeriod] = useState(() => invoicePeriodOf(new Date()).key);
  const valid = /^\d{4}-(0[1-9]|1[0-2])$/.test(period);
  const register = useInvoiceRegister(valid ? period : invoicePeriodOf(new Date()).key);
  return (
    <Stack gap="md">
      <TextInput label={t('register.period')} description={t('register.periodHint')} value={period} onChange={(event) => setPeriod(event.currentTarget.value)} maw={200} error={valid ? undefined : t('register.periodError')} />
      {register.isError ? (
        <Alert color="red">{t('loadError')}</Alert>
      ) : !register.data ? (
        <Loader aria-label={t('loading')} />
      ) : register.data.items.length === 0 ? (
        <Text c="dimmed">{t('register.empty')}</Text>
      ) : (
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={760}>
            <Table verticalSpacing="xs" data-testid="sales-register">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('register.number')}</Table.Th>
                  <Table.Th scope="col">{t('register.issueDate')}</Table.Th>
                  <Table.Th scope="col">{t('register.buyer')}</Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('register.net')}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('register.vat')}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('register.gross')}
                  </Table.Th>
                  <Table.Th scope="col">KSeF</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {register.data.items.map((entry) => (
                  <Table.Tr key={entry.id}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {entry.number}
                      {entry.correctsNumber ? (
                        <Text size="xs" c="dimmed">
                          {t('register.corrects', { number: entry.correctsNumber })}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{entry.issueDate}</Table.Td>
                    <Table.Td>
                      {entry.buyer.name}
                      <Text size="xs" c="dimmed">
                        {[entry.buyer.address, entry.buyer.country, entry.buyer.taxId].filter(Boolean).join(' · ')}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right">{money(entry.net, entry.currency)}</Table.Td>
                    <Table.Td ta="right">{money(entry.vat, entry.currency)}</Table.Td>
                    <Table.Td ta="right">{money(entry.gross, entry.currency)}</Table.Td>
                    <Table.Td>{entry.ksef.number ?? (entry.ksef.status ? t(`ksef.${entry.ksef.status}`) : '—')}</Table.Td>
                  </Table.Tr>
                ))}
                <Table.Tr>
                  <Table.Th scope="row" colSpan={3}>
                    {t('register.totals')}
                  </Table.Th>
                  <Table.Td ta="right">{money(register.data.totals.net)}</Table.Td>
                  <Table.Td ta="right">{money(register.data.totals.vat)}</Table.Td>
                  <Table.Td ta="right">{money(register.data.totals.gross)}</Table.Td>
                  <Table.Td />
                </Table.Tr>
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
    </Stack>
  );
}
