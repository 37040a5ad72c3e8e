import { Badge, Button, Container, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatCalendarDate } from '@trades/contracts';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/page-loader';
import { usePageTitle } from '@/components/use-page-title';
import { currentLocale } from '@/lib/i18n';
import { notifyError } from '@/lib/notify';
import { useInvoiceXml, useInvoices, usePrintInvoice } from '../api/invoices';
import { browser } from '../browser';
import { EmptyState, LoadError } from '../components/load-state';
import { formatMoney } from '../shop-rules';

/**
 * /user/invoices: every invoice and correction (no paging): issue date, number and kind, net, VAT and
 * gross, status, its KSeF number and state, and downloads of the PDF and the FA(3) XML.
 */
export function InvoicesPage() {
  const { t } = useTranslation('shop');
  usePageTitle(t('invoices.title'));
  const invoices = useInvoices();
  const print = usePrintInvoice();
  const xml = useInvoiceXml();
  const locale = currentLocale();
  const downloadXml = (id: number, number: string) =>
    xml.mutate(id, { onSuccess: (text) => browser.saveText(`${number.replaceAll('/', '-')}.xml`, text, 'application/xml'), onError: notifyError });
  // The link expires, so it is asked for on each download and opened in a new tab; a failure only stops the loader (employer-side.md 8).
  const download = (id: number) => {
    const tab = browser.openPendingTab();
    print.mutate(id, { onSuccess: (answer) => tab.go(answer.invoiceDownloadUrl), onError: () => tab.cancel() });
  };

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('invoices.title')}</Title>
        {invoices.isError ? (
          <LoadError onRetry={() => void invoices.refetch()} />
        ) : !invoices.data ? (
          <PageLoader />
        ) : invoices.data.items.length === 0 ? (
          <EmptyState>{t('invoices.empty')}</EmptyState>
        ) : (
          <Paper withBorder radius="md">
            <Table.ScrollContainer minWidth={760}>
              <Table verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('invoices.issueDate')}</Table.Th>
                    <Table.Th scope="col">{t('invoices.number')}</Table.Th>
                    <Table.Th scope="col" ta="right">
                      {t('invoices.net')}
                    </Table.Th>
                    <Table.Th scope="col" ta="right">
                      {t('invoices.vat')}
                    </Table.Th>
                    <Table.Th scope="col" ta="right">
                      {t('invoices.gross')}
                    </Table.Th>
                    <Table.Th scope="col">{t('invoices.status')}</Table.Th>
                    <Table.Th scope="col">{t('invoices.ksef')}</Table.Th>
                    <Table.Th scope="col">{t('invoices.download')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {invoices.data.items.map((invoice) => (
                    <Table.Tr key={invoice.id} data-testid={`invoice-row-${invoice.id}`}>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatCalendarDate(invoice.issueDate, locale)}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        {invoice.number}
                        <Text size="xs" c="dimmed">
                          {invoice.kind === 'KOR' ? t('invoices.correctionOf', { number: invoice.correctsNumber ?? '' }) : t('invoices.ofOrder', { number: invoice.orderNumber })}
                        </Text>
                      </Table.Td>
                      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                        {formatMoney(invoice.sumTotal, invoice.currency)}
                      </Table.Td>
                      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                        {formatMoney(invoice.sumVat, invoice.currency)}
                      </Table.Td>
                      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                        {formatMoney(invoice.sumGross, invoice.currency)}
                      </Table.Td>
                      <Table.Td>
                        <Badge color={invoice.status === 'refund' ? 'orange' : 'green'} c="dark.8" variant="light" style={{ textTransform: 'none' }}>
                          {t(`invoices.statuses.${invoice.status}`)}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        {invoice.ksefStatus ? <Text size="sm">{t(`invoices.ksefStatuses.${invoice.ksefStatus}`)}</Text> : <Text size="sm" c="dimmed">{t('invoices.ksefOff')}</Text>}
                        {invoice.ksefNumber && (
                          <Text size="xs" c="dimmed">
                            {t('invoices.ksefNumber', { number: invoice.ksefNumber })}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap">
                          <Button
                            size="compact-sm"
                            variant="light"
                            leftSection={<IconDownload size={16} aria-hidden />}
                            onClick={() => download(invoice.id)}
                            loading={print.isPending && print.variables === invoice.id}
                            aria-label={t('invoices.downloadOf', { number: invoice.number })}
                          >
                            PDF
                          </Button>
                          <Button
                            size="compact-sm"
                            variant="default"
                            onClick={() => downloadXml(invoice.id, invoice.number)}
                            loading={xml.isPending && xml.variables === invoice.id}
                            aria-label={t('invoices.downloadXmlOf', { number: invoice.number })}
                          >
                            XML
                          </Button>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
        )}
      </Stack>
    </Container>
  );
}
