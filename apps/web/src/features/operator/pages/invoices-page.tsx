import { Alert, Loader, Paper, Stack, Table, Text, TextInput } from '@mantine/core';
import { invoicePeriodOf } from '@trades/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardFacts } from '@/components/card-facts';
import { useCardLayout } from '@/components/use-card-layout';
import { usePageTitle } from '@/components/use-page-title';
import { useInvoiceRegister } from '../api/operator';
import { useOperatorMoney } from './operator-money';

/** /operator/invoices: the month's sales register (invoices and corrections, by number). */
export function InvoicesPage() {
  const { t } = useTranslation('operator');
  usePageTitle(t('tabs.register'));
  return <Register />;
}

function Register() {
  const { t } = useTranslation('operator');
  const money = useOperatorMoney();
  const [period, setPeriod] = useState(() => invoicePeriodOf(new Date()).key);
  const valid = /^\d{4}-(0[1-9]|1[0-2])$/.test(period);
  const register = useInvoiceRegister(valid ? period : invoicePeriodOf(new Date()).key);
  const cards = useCardLayout();
  return (
    <Stack gap="md">
      <TextInput label={t('register.period')} description={t('register.periodHint')} value={period} onChange={(event) => setPeriod(event.currentTarget.value)} maw={200} error={valid ? undefined : t('register.periodError')} />
      {register.isError ? (
        <Alert color="red">{t('loadError')}</Alert>
      ) : !register.data ? (
        <Loader aria-label={t('loading')} />
      ) : register.data.items.length === 0 ? (
        <Text c="dimmed">{t('register.empty')}</Text>
      ) : cards ? (
        <Stack gap="sm" data-testid="sales-register">
          {register.data.items.map((entry) => (
            <Paper key={entry.id} withBorder p="sm" radius="md">
              <Text fw={600} size="sm">
                {entry.number}
              </Text>
              {entry.correctsNumber ? (
                <Text size="xs" c="dimmed">
                  {t('register.corrects', { number: entry.correctsNumber })}
                </Text>
              ) : null}
              <Text size="sm" mb={4}>
                {entry.buyer.name}
              </Text>
              <CardFacts
                facts={[
                  [t('register.issueDate'), entry.issueDate],
                  [t('register.net'), money(entry.net, entry.currency)],
                  [t('register.vat'), money(entry.vat, entry.currency)],
                  [t('register.gross'), money(entry.gross, entry.currency)],
                  ['KSeF', entry.ksef.number ?? (entry.ksef.status ? t(`ksef.${entry.ksef.status}`) : '—')],
                ]}
              />
            </Paper>
          ))}
          <Paper withBorder p="sm" radius="md">
            <Text fw={600} size="sm" mb={4}>
              {t('register.totals')}
            </Text>
            <CardFacts
              facts={[
                [t('register.net'), money(register.data.totals.net)],
                [t('register.vat'), money(register.data.totals.vat)],
                [t('register.gross'), money(register.data.totals.gross)],
              ]}
            />
          </Paper>
        </Stack>
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
