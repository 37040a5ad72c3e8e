import { Alert, Box, List, Skeleton, Text, Title } from '@mantine/core';
import { formatTimestamp } from '@trades/contracts';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/lib/i18n';
import { usePipelineHistory } from '../api/get-pipeline-history';
import { useStatusTitle } from './status-menu';

/** Every status change of the card: from → to, when and by whom, oldest first as the server lists them. */
export function StatusHistory({ offerId, appliedId }: { offerId: string; appliedId: number }) {
  const { t } = useTranslation('offerCandidates');
  const title = useStatusTitle();
  const history = usePipelineHistory(offerId, appliedId);
  return (
    <Box component="section" data-testid="panel-history">
      <Title order={3} size="h5" mb={6}>
        {t('history.title')}
      </Title>
      {history.isError ? (
        <Alert color="red">{t('history.loadError')}</Alert>
      ) : !history.data ? (
        <Skeleton height={40} />
      ) : history.data.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('history.empty')}
        </Text>
      ) : (
        <List size="sm" spacing={4}>
          {history.data.items.map((entry, index) => (
            <List.Item key={`${entry.changedAt}-${index}`} data-testid="history-entry">
              <Text span size="sm" fw={600}>
                {entry.from ? t('history.change', { from: title(entry.from), to: title(entry.to) }) : title(entry.to)}
              </Text>
              <Text span size="sm" c="dimmed">
                {' · '}
                {formatTimestamp(entry.changedAt, currentLocale())}
                {' · '}
                {entry.changedBy ?? t('history.byCandidate')}
              </Text>
            </List.Item>
          ))}
        </List>
      )}
    </Box>
  );
}
