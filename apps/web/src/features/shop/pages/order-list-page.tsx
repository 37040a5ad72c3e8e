import { Anchor, Button, Container, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { type OrderRow, formatMoney, formatTimestamp } from '@trades/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { useCardLayout } from '@/components/use-card-layout';
import { usePageTitle } from '@/components/use-page-title';
import { currentLocale } from '@/lib/i18n';
import { useOrders } from '../api/orders';
import { EmptyState, LoadError } from '../components/load-state';
import { OrderStatusBadge } from '../components/order-status-badge';
import { ORDER_FILTER_STATUSES, canRenewFromList, filterOrders, nextOrderFilter } from '../shop-rules';
import { useRenewPayment } from '../use-renew-payment';

function OrderActions({ order, renew, renewing }: { order: OrderRow; renew: (uuid: string) => void; renewing: string | null }) {
  const { t } = useTranslation('shop');
  return (
    <Group gap="xs" wrap="wrap">
      <Anchor component={Link} to={`/user/order/${order.uuid}`} aria-label={t('orders.detailsOf', { number: order.number })}>
        {t('orders.details')}
      </Anchor>
      {canRenewFromList(order.status) ? (
        <Button size="compact-sm" variant="light" onClick={() => renew(order.uuid)} loading={renewing === order.uuid} aria-label={t('orders.renewOf', { number: order.number })}>
          {t('orders.renew')}
        </Button>
      ) : null}
    </Group>
  );
}

/** On a phone each order is a card: number, status and total, then its actions, all on screen. */
function OrderCards({ rows, renew, renewing }: { rows: OrderRow[]; renew: (uuid: string) => void; renewing: string | null }) {
  const { t } = useTranslation('shop');
  const locale = currentLocale();
  return (
    <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('orders.title')}>
      {rows.map((order) => (
        <Paper component="li" key={order.uuid} withBorder radius="md" p="sm" data-testid={`order-row-${order.uuid}`}>
          <Stack gap={6}>
            <Group justify="space-between" gap="xs" align="baseline">
              <Text fw={600}>{order.number}</Text>
              <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(order.totalGrossValue, order.currency, locale)}
              </Text>
            </Group>
            <Group gap="xs">
              <OrderStatusBadge status={order.status} />
              <Text size="sm" c="dimmed">
                {formatTimestamp(order.dateCreated, locale)}
              </Text>
            </Group>
            <OrderActions order={order} renew={renew} renewing={renewing} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/**
 * /user/order-list: every order on one page, newest first, with the status filters (clicking the
 * active one clears it), a details link per row and renewal of failed payments (3 and 7). A table on wide
 * screens, a card per order on narrow ones.
 */
export function OrderListPage() {
  const { t } = useTranslation('shop');
  usePageTitle(t('orders.title'));
  const locale = currentLocale();
  const orders = useOrders();
  const [filter, setFilter] = useState<number | null>(null);
  const { renew, renewing } = useRenewPayment();
  const rows = orders.data ? filterOrders(orders.data.items, filter) : [];
  const asCards = useCardLayout();

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('orders.title')}</Title>
        <Group role="group" aria-label={t('orders.filters')} gap="xs">
          {ORDER_FILTER_STATUSES.map((status) => (
            <Button key={status} size="compact-md" variant={filter === status ? 'filled' : 'default'} aria-pressed={filter === status} onClick={() => setFilter((current) => nextOrderFilter(current, status))}>
              {t(`orderStatus.${status}`)}
            </Button>
          ))}
        </Group>
        {orders.isError ? (
          <LoadError onRetry={() => void orders.refetch()} />
        ) : !orders.data ? (
          <PageLoader />
        ) : rows.length === 0 ? (
          <EmptyState>{filter === null ? t('orders.empty') : t('orders.emptyFiltered')}</EmptyState>
        ) : asCards ? (
          <OrderCards rows={rows} renew={renew} renewing={renewing} />
        ) : (
          <Paper withBorder radius="md">
            <Table.ScrollContainer minWidth={340}>
              <Table verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('orders.number')}</Table.Th>
                    <Table.Th scope="col">{t('orders.date')}</Table.Th>
                    <Table.Th scope="col">{t('orders.status')}</Table.Th>
                    <Table.Th scope="col" ta="right">
                      {t('orders.total')}
                    </Table.Th>
                    <Table.Th scope="col">{t('orders.actions')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((order) => {
                    const date = formatTimestamp(order.dateCreated, locale);
                    return (
                      <Table.Tr key={order.uuid} data-testid={`order-row-${order.uuid}`}>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>{order.number}</Table.Td>
                        <Table.Td>{date}</Table.Td>
                        <Table.Td>
                          <OrderStatusBadge status={order.status} />
                        </Table.Td>
                        <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                          {formatMoney(order.totalGrossValue, order.currency, locale)}
                        </Table.Td>
                        <Table.Td>
                          <OrderActions order={order} renew={renew} renewing={renewing} />
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
        )}
      </Stack>
    </Container>
  );
}
