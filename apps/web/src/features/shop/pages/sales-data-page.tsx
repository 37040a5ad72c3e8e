import { Box, Container, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { type SalesData, formatMoney } from '@trades/contracts';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/page-loader';
import { useCardLayout } from '@/components/use-card-layout';
import { usePageTitle } from '@/components/use-page-title';
import { currentLocale } from '@/lib/i18n';
import { useSalesData } from '../api/invoices';
import { EmptyState, LoadError } from '../components/load-state';
import { barPercent, formatMonth } from '../shop-rules';

const COUNTS = ['orders', 'paidOrders', 'failedOrders', 'invoices', 'offersPaid', 'profilesBought'] as const;

function Counts({ data }: { data: SalesData }) {
  const { t } = useTranslation('shop');
  return (
    <SimpleGrid component="dl" cols={{ base: 2, sm: 3, lg: 6 }} m={0}>
      {COUNTS.map((key) => (
        <Paper key={key} withBorder radius="md" p="sm">
          <Text component="dt" size="sm" c="dimmed">
            {t(`salesData.counts.${key}`)}
          </Text>
          <Text component="dd" m={0} fw={700} size="xl">
            {data.counts[key]}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

function MonthBar({ gross, max, currency }: { gross: number; max: number; currency: string }) {
  return (
    <Box style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      <Box aria-hidden data-testid="bar" h={14} bg="blue.6" style={{ width: `${barPercent(gross, max)}%`, borderRadius: 3, flexShrink: 0, maxWidth: '60%' }} />
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatMoney(gross, currency, currentLocale())}
      </Text>
    </Box>
  );
}

/** On a phone each month is a short block (name, bar with the gross, then net and orders), all within the screen. */
function MonthList({ data }: { data: SalesData }) {
  const { t } = useTranslation('shop');
  const locale = currentLocale();
  const max = Math.max(0, ...data.months.map((month) => month.gross));
  return (
    <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('salesData.perMonthCaption')}>
      {data.months.map((month) => (
        <li key={month.month} data-testid={`month-${month.month}`}>
          <Text size="sm" fw={600}>
            {formatMonth(month.month, locale)}
          </Text>
          <MonthBar gross={month.gross} max={max} currency={data.currency} />
          <Text size="xs" c="dimmed">
            {t('salesData.net')}: {formatMoney(month.net, data.currency, locale)} · {t('salesData.orders')}: {month.orders}
          </Text>
        </li>
      ))}
    </Stack>
  );
}

/** Spending per month as a table whose gross cells carry a bar: readable as figures, seen as a chart. */
function MonthChart({ data }: { data: SalesData }) {
  const { t } = useTranslation('shop');
  const locale = currentLocale();
  const max = Math.max(0, ...data.months.map((month) => month.gross));
  return (
    <Table.ScrollContainer minWidth={340}>
      <Table verticalSpacing={6}>
        <Table.Caption>{t('salesData.perMonthCaption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('salesData.month')}</Table.Th>
            <Table.Th scope="col" w="50%">
              {t('salesData.gross')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('salesData.net')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('salesData.orders')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.months.map((month) => (
            <Table.Tr key={month.month} data-testid={`month-${month.month}`}>
              <Table.Th scope="row" fw={400} style={{ whiteSpace: 'nowrap' }}>
                {formatMonth(month.month, locale)}
              </Table.Th>
              <Table.Td>
                <MonthBar gross={month.gross} max={max} currency={data.currency} />
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(month.net, data.currency, locale)}
              </Table.Td>
              <Table.Td ta="right">{month.orders}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function ProductTable({ data }: { data: SalesData }) {
  const { t } = useTranslation('shop');
  const locale = currentLocale();
  // Three short columns fit a phone: the product's name wraps instead of scrolling.
  return (
    <Table.ScrollContainer minWidth={0}>
      <Table verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('salesData.product')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('salesData.quantity')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('salesData.net')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.products.map((product) => (
            <Table.Tr key={`${product.type}-${product.name}`}>
              <Table.Th scope="row" fw={400}>
                {product.name}
              </Table.Th>
              <Table.Td ta="right">{product.quantity}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(product.net, data.currency, locale)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row">{t('salesData.totals')}</Table.Th>
            <Table.Td />
            <Table.Td ta="right" fw={700} style={{ whiteSpace: 'nowrap' }}>
              {formatMoney(data.totals.net, data.currency, locale)}
            </Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * /user/sales-data (its contents are left open by the spec): the counts, gross spending per month
 * of the last twelve months drawn as bars beside the figures (a list of months on a phone), and what was
 * bought per product.
 */
export function SalesDataPage() {
  const { t } = useTranslation('shop');
  usePageTitle(t('salesData.title'));
  const sales = useSalesData();
  const data = sales.data;
  const narrow = useCardLayout();

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('salesData.title')}</Title>
        {sales.isError ? (
          <LoadError onRetry={() => void sales.refetch()} />
        ) : !data ? (
          <PageLoader />
        ) : (
          <>
            <Counts data={data} />
            <Paper component="section" aria-labelledby="sales-per-month" withBorder radius="md" p="md">
              <Title order={2} size="h3" id="sales-per-month" mb="sm">
                {t('salesData.perMonth')}
              </Title>
              {narrow ? <MonthList data={data} /> : <MonthChart data={data} />}
            </Paper>
            <Paper component="section" aria-labelledby="sales-per-product" withBorder radius="md" p="md">
              <Title order={2} size="h3" id="sales-per-product" mb="sm">
                {t('salesData.perProduct')}
              </Title>
              {data.products.length === 0 ? <EmptyState>{t('salesData.empty')}</EmptyState> : <ProductTable data={data} />}
            </Paper>
          </>
        )}
      </Stack>
    </Container>
  );
}
