import { Badge, Box, Button, Container, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { type InvoiceRow, formatCalendarDate, formatMoney } from '@trades/contracts';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/page-loader';
import { useCardLayout } from '@/components/use-card-layout';
import { usePageTitle } from '@/components/use-page-title';
import { currentLocale } from '@/lib/i18n';
import { notifyError } from '@/lib/notify';
import { useInvoiceXml, useInvoices, usePrintInvoice } from '../api/invoices';
import { browser } from '../browser';
import { EmptyState, LoadError } from '../components/load-state';
import { CardFacts } from '@/components/card-facts';

interface Downloads {
  pdf: (invoice: InvoiceRow) => void;
  xml: (invoice: InvoiceRow) => void;
  pdfLoading: (invoice: InvoiceRow) => boolean;
  xmlLoading: (invoice: InvoiceRow) => boolean;
}

function InvoiceActions({ invoice, downloads }: { invoice: InvoiceRow; downloads: Downloads }) {
  const { t } = useTranslation('shop');
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="compact-sm"
        variant="light"
        leftSection={<IconDownload size={16} aria-hidden />}
        onClick={() => downloads.pdf(invoice)}
        loading={downloads.pdfLoading(invoice)}
        aria-label={t('invoices.downloadOf', { number: invoice.number })}
      >
        PDF
      </Button>
      <Button size="compact-sm" variant="default" onClick={() => downloads.xml(invoice)} loading={downloads.xmlLoading(invoice)} aria-label={t('invoices.downloadXmlOf', { number: invoice.number })}>
        XML
      </Button>
    </Group>
  );
}

function InvoiceOrigin({ invoice }: { invoice: InvoiceRow }) {
  const { t } = useTranslation('shop');
  return (
    <Text size="xs" c="dimmed">
      {invoice.kind === 'KOR' ? t('invoices.correctionOf', { number: invoice.correctsNumber ?? '' }) : t('invoices.ofOrder', { number: invoice.orderNumber })}
    </Text>
  );
}

function InvoiceStatus({ invoice }: { invoice: InvoiceRow }) {
  const { t } = useTranslation('shop');
  return (
    <Badge color={invoice.status === 'refund' ? 'orange' : 'green'} c="dark.8" variant="light" style={{ textTransform: 'none' }}>
      {t(`invoices.statuses.${invoice.status}`)}
    </Badge>
  );
}

function KsefState({ invoice }: { invoice: InvoiceRow }) {
  const { t } = useTranslation('shop');
  return (
    <>
      {invoice.ksefStatus ? <Text size="sm">{t(`invoices.ksefStatuses.${invoice.ksefStatus}`)}</Text> : <Text size="sm" c="dimmed">{t('invoices.ksefOff')}</Text>}
      {invoice.ksefNumber && (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t('invoices.ksefNumber', { number: invoice.ksefNumber })}
        </Text>
      )}
    </>
  );
}

/** On a phone each invoice is a card: its number and downloads first, then the figures, so nothing is off-screen. */
function InvoiceCards({ invoices, downloads }: { invoices: InvoiceRow[]; downloads: Downloads }) {
  const { t } = useTranslation('shop');
  const locale = currentLocale();
  return (
    <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('invoices.title')}>
      {invoices.map((invoice) => {
        const facts: [string, string][] = [
          [t('invoices.issueDate'), formatCalendarDate(invoice.issueDate, locale)],
          [t('invoices.net'), formatMoney(invoice.sumTotal, invoice.currency, locale)],
          [t('invoices.vat'), formatMoney(invoice.sumVat, invoice.currency, locale)],
          [t('invoices.gross'), formatMoney(invoice.sumGross, invoice.currency, locale)],
        ];
        return (
          <Paper component="li" key={invoice.id} withBorder radius="md" p="sm" data-testid={`invoice-row-${invoice.id}`}>
            <Stack gap="xs">
              <Group justify="space-between" align="flex-start" gap="xs">
                <Box style={{ minWidth: 0 }}>
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {invoice.number}
                  </Text>
                  <InvoiceOrigin invoice={invoice} />
                </Box>
                <InvoiceActions invoice={invoice} downloads={downloads} />
              </Group>
              <CardFacts facts={facts} />
              <Group gap="sm" align="flex-start">
                <InvoiceStatus invoice={invoice} />
                <Box style={{ minWidth: 0 }}>
                  <KsefState invoice={invoice} />
                </Box>
              </Group>
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}

function InvoiceTable({ invoices, downloads }: { invoices: InvoiceRow[]; downloads: Downloads }) {
  const { t } = useTranslation('shop');
  const locale = currentLocale();
  return (
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
            {invoices.map((invoice) => (
              <Table.Tr key={invoice.id} data-testid={`invoice-row-${invoice.id}`}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatCalendarDate(invoice.issueDate, locale)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {invoice.number}
                  <InvoiceOrigin invoice={invoice} />
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(invoice.sumTotal, invoice.currency, locale)}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(invoice.sumVat, invoice.currency, locale)}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(invoice.sumGross, invoice.currency, locale)}
                </Table.Td>
                <Table.Td>
                  <InvoiceStatus invoice={invoice} />
                </Table.Td>
                <Table.Td>
                  <KsefState invoice={invoice} />
                </Table.Td>
                <Table.Td>
                  <InvoiceActions invoice={invoice} downloads={downloads} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

/**
 * /user/invoices: every invoice and correction (no paging): issue date, number and kind, net, VAT and
 * gross, status, its KSeF number and state, and downloads of the PDF and the FA(3) XML. A table on
 * wide screens, a card per invoice on narrow ones.
 */
export function InvoicesPage() {
  const { t } = useTranslation('shop');
  usePageTitle(t('invoices.title'));
  const invoices = useInvoices();
  const print = usePrintInvoice();
  const xml = useInvoiceXml();
  const asCards = useCardLayout();
  const downloads: Downloads = {
    // The link expires, so it is asked for on each download and opened in a new tab; a failure only stops the loader (employer-side.md 8).
    pdf: (invoice) => {
      const tab = browser.openPendingTab();
      print.mutate(invoice.id, { onSuccess: (answer) => tab.go(answer.invoiceDownloadUrl), onError: () => tab.cancel() });
    },
    xml: (invoice) =>
      xml.mutate(invoice.id, { onSuccess: (text) => browser.saveText(`${invoice.number.replaceAll('/', '-')}.xml`, text, 'application/xml'), onError: notifyError }),
    pdfLoading: (invoice) => print.isPending && print.variables === invoice.id,
    xmlLoading: (invoice) => xml.isPending && xml.variables === invoice.id,
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
        ) : asCards ? (
          <InvoiceCards invoices={invoices.data.items} downloads={downloads} />
        ) : (
          <InvoiceTable invoices={invoices.data.items} downloads={downloads} />
        )}
      </Stack>
    </Container>
  );
}
