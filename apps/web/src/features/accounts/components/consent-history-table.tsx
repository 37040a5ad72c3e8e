import { Alert, Box, Table, Text } from '@mantine/core';
import { formatTimestamp } from '@trades/contracts';
import { useTranslation } from 'react-i18next';
import { LoadingIndicator } from '@/components/loading-indicator';
import { currentLocale } from '@/lib/i18n';
import { useConsentHistory } from '../api/consent-history';

/** Every grant and withdrawal of the user's consents, newest first, with the version of the text answered. */
export function ConsentHistoryTable() {
  const { t } = useTranslation('settings');
  const history = useConsentHistory();
  if (history.isPending) return <LoadingIndicator size="sm" label={t('consentHistory.loading')} />;
  if (history.isError) return <Alert color="red">{t('consentHistory.loadError')}</Alert>;
  if (history.data.items.length === 0) return <Text c="dimmed">{t('consentHistory.empty')}</Text>;
  const locale = currentLocale();
  return (
    // Its cells wrap to fit a phone; a region that could still scroll sideways (a very long consent word) is focusable, since the table has nothing else to reach it by keyboard.
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
              <Table.Td>{t(item.isAcceptance ? 'consentHistory.granted' : 'consentHistory.withdrawn')}</Table.Td>
              <Table.Td>{item.textVersion}</Table.Td>
              <Table.Td>{t(item.source === 'registration' ? 'consentHistory.registration' : 'consentHistory.settings')}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}
