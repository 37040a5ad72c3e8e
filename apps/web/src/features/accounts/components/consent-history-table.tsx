import { Alert, Box, Paper, Stack, Table, Text } from '@mantine/core';
import { formatTimestamp } from '@trades/contracts';
import { useTranslation } from 'react-i18next';
import { CardFacts } from '@/components/card-facts';
import { LoadingIndicator } from '@/components/loading-indicator';
import { useCardLayout } from '@/components/use-card-layout';
import { currentLocale } from '@/lib/i18n';
import { useConsentHistory } from '../api/consent-history';

/** Every grant and withdrawal of the user's consents, newest first, with the version of the text answered. */
export function ConsentHistoryTable() {
  const { t } = useTranslation('settings');
  const history = useConsentHistory();
  const asCards = useCardLayout();
  if (history.isPending) return <LoadingIndicator size="sm" label={t('consentHistory.loading')} />;
  if (history.isError) return <Alert color="red">{t('consentHistory.loadError')}</Alert>;
  if (history.data.items.length === 0) return <Text c="dimmed">{t('consentHistory.empty')}</Text>;
  const locale = currentLocale();
  const answer = (item: (typeof history.data.items)[number]) => t(item.isAcceptance ? 'consentHistory.granted' : 'consentHistory.withdrawn');
  const source = (item: (typeof history.data.items)[number]) => t(item.source === 'registration' ? 'consentHistory.registration' : 'consentHistory.settings');
  if (asCards) {
    // Five columns do not fit a phone: each answer is a card with its facts under the consent's name.
    return (
      <Stack gap="xs" component="ul" aria-label={t('consentHistory.title')} data-testid="consent-history" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {history.data.items.map((item, index) => (
          <Paper component="li" withBorder p="sm" key={`${item.consent}-${item.occurredAt}-${index}`}>
            <Text fw={600} size="sm">
              {item.title}
            </Text>
            <CardFacts
              facts={[
                [t('consentHistory.when'), formatTimestamp(item.occurredAt, locale)],
                [t('consentHistory.answer'), answer(item)],
                [t('consentHistory.version'), item.textVersion],
                [t('consentHistory.source'), source(item)],
              ]}
            />
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    // A region that could scroll sideways (a very long consent word) is focusable, since the table has nothing else to reach it by keyboard.
    <Box role="region" aria-label={t('consentHistory.title')} tabIndex={0} style={{ overflowX: 'auto' }}>
      <Table striped horizontalSpacing={6} fz="sm" style={{ overflowWrap: 'anywhere' }} aria-label={t('consentHistory.title')} data-testid="consent-history">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('consentHistory.when')}</Table.Th>
            <Table.Th scope="col">{t('consentHistory.consent')}</Table.Th>
            <Table.Th scope="col">{t('consentHistory.answer')}</Table.Th>
            <Table.Th scope="col">{t('consentHistory.version')}</Table.Th>
            <Table.Th scope="col">{t('consentHistory.source')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {history.data.items.map((item, index) => (
            <Table.Tr key={`${item.consent}-${item.occurredAt}-${index}`}>
              <Table.Td>{formatTimestamp(item.occurredAt, locale)}</Table.Td>
              <Table.Td>{item.title}</Table.Td>
              <Table.Td>{answer(item)}</Table.Td>
              <Table.Td>{item.textVersion}</Table.Td>
              <Table.Td>{source(item)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}
