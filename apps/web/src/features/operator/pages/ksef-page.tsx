import { Alert, Badge, Button, Group, Loader, Paper, Stack, Table, Tabs, Text, VisuallyHidden } from '@mantine/core';
import { KSEF_LIST_FILTERS, KSEF_STUCK_MINUTES, type KsefListFilter, type OperatorKsefRow, formatTimestamp } from '@trades/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardFacts } from '@/components/card-facts';
import { useCardLayout } from '@/components/use-card-layout';
import { usePageTitle } from '@/components/use-page-title';
import { currentLocale } from '@/lib/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useKsefResend, useKsefSubmissions } from '../api/ksef';
import { useOperatorMoney } from './operator-money';
import { OperatorPager } from './operator-pager';

const ALL = 'all';
const STATUS_COLOR = { pending: 'gray', sent: 'blue', accepted: 'green', rejected: 'red' } as const;

/** Rejected or stuck, and sending on: the operator may send it again. */
const resendable = (row: OperatorKsefRow) => row.status === 'rejected' || row.stuck;

/** /operator/ksef: the invoices' sending to KSeF by status, with the ministry's reason for a rejection and a resend. */
export function KsefPage() {
  const { t } = useTranslation('operator');
  usePageTitle(t('tabs.ksef'));
  const locale = currentLocale();
  const money = useOperatorMoney();
  const cards = useCardLayout();
  const [filter, setFilter] = useState<KsefListFilter | null>(null);
  const [page, setPage] = useState(1);
  const submissions = useKsefSubmissions(filter, page);
  const resend = useKsefResend();
  const data = submissions.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  const send = (row: OperatorKsefRow) =>
    resend.mutate(row.invoiceId, {
      onSuccess: (answer) => notifySuccess(answer.message),
      onError: notifyError,
    });
  const statusBadges = (row: OperatorKsefRow) => (
    <Group gap={4} wrap="wrap">
      <Badge variant="light" color={STATUS_COLOR[row.status]} c="dark.8" style={{ textTransform: 'none' }}>
        {t(`ksef.${row.status}`)}
      </Badge>
      {row.stuck ? (
        <Badge variant="light" color="orange" c="dark.8" style={{ textTransform: 'none' }}>
          {t('ksefPage.stuck')}
        </Badge>
      ) : null}
    </Group>
  );
  const outcome = (row: OperatorKsefRow) =>
    row.status === 'accepted' ? (
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {row.ksefNumber}
        {row.decidedAt ? ` · ${formatTimestamp(row.decidedAt, locale)}` : ''}
      </Text>
    ) : row.lastError ? (
      <Text size="sm" c={row.status === 'rejected' ? 'red.9' : undefined} style={{ overflowWrap: 'anywhere' }}>
        {row.lastError}
      </Text>
    ) : (
      '—'
    );
  const action = (row: OperatorKsefRow) =>
    data?.enabled && resendable(row) ? (
      <Button size="compact-sm" variant="light" onClick={() => send(row)} loading={resend.isPending && resend.variables === row.invoiceId} aria-label={t('ksefPage.resendOf', { number: row.invoiceNumber })}>
        {t('ksefPage.resend')}
      </Button>
    ) : null;
  const tries = (row: OperatorKsefRow) => t('ksefPage.triesValue', { attempts: row.attempts, resends: row.resends });

  return (
    <Stack gap="md">
      <Text c="dimmed" size="sm">
        {t('ksefPage.intro', { minutes: KSEF_STUCK_MINUTES })}
      </Text>
      {data && !data.enabled ? <Alert color="yellow">{t('ksefPage.disabled')}</Alert> : null}
      <Tabs
        value={filter ?? ALL}
        onChange={(value) => {
          setFilter(value === null || value === ALL ? null : (value as KsefListFilter));
          setPage(1);
        }}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value={ALL}>{t('ksefPage.all')}</Tabs.Tab>
          {KSEF_LIST_FILTERS.map((key) => (
            <Tabs.Tab key={key} value={key} rightSection={data ? <Badge size="sm" variant="light" c="dark.8">{data.counts[key]}</Badge> : null}>
              {key === 'stuck' ? t('ksefPage.stuck') : t(`ksef.${key}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {submissions.isError ? (
        <Alert color="red">{t('loadError')}</Alert>
      ) : !data ? (
        <Loader aria-label={t('loading')} />
      ) : data.items.length === 0 ? (
        <Text c="dimmed">{t('ksefPage.empty')}</Text>
      ) : cards ? (
        <Stack gap="sm">
          {data.items.map((row) => (
            <Paper key={row.invoiceId} withBorder p="sm" radius="md" data-testid={`ksef-${row.invoiceNumber}`}>
              <Group justify="space-between" mb={4} wrap="nowrap">
                <Text fw={600} size="sm">
                  {row.invoiceNumber}
                </Text>
                {statusBadges(row)}
              </Group>
              <CardFacts
                facts={[
                  [t('ksefPage.buyer'), row.buyer.name || t('orders.erased')],
                  [t('ksefPage.gross'), money(row.gross, row.currency)],
                  [t('ksefPage.created'), formatTimestamp(row.createdAt, locale)],
                  [t('ksefPage.tries'), tries(row)],
                ]}
              />
              <Stack gap={4} mt="xs">
                <Text size="xs" c="dimmed">
                  {row.status === 'accepted' ? t('ksefPage.ksefNumber') : t('ksefPage.message')}
                </Text>
                {outcome(row)}
                {action(row) ? <Group>{action(row)}</Group> : null}
              </Stack>
            </Paper>
          ))}
        </Stack>
      ) : (
        <Paper withBorder radius="md">
          <Table verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('ksefPage.invoice')}</Table.Th>
                <Table.Th scope="col">{t('ksefPage.buyer')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('ksefPage.gross')}
                </Table.Th>
                <Table.Th scope="col">{t('ksefPage.created')}</Table.Th>
                <Table.Th scope="col">{t('ksefPage.tries')}</Table.Th>
                <Table.Th scope="col">{t('ksefPage.status')}</Table.Th>
                <Table.Th scope="col">{t('ksefPage.outcome')}</Table.Th>
                <Table.Th scope="col">
                  <VisuallyHidden>{t('ksefPage.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.items.map((row) => (
                <Table.Tr key={row.invoiceId} data-testid={`ksef-${row.invoiceNumber}`}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{row.invoiceNumber}</Table.Td>
                  <Table.Td>{row.buyer.name || t('orders.erased')}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {money(row.gross, row.currency)}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatTimestamp(row.createdAt, locale)}</Table.Td>
                  <Table.Td>{tries(row)}</Table.Td>
                  <Table.Td>{statusBadges(row)}</Table.Td>
                  <Table.Td maw={360}>{outcome(row)}</Table.Td>
                  <Table.Td>{action(row)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      )}
      {data ? <OperatorPager page={page} hasMore={page < pages} onPage={setPage} /> : null}
    </Stack>
  );
}
