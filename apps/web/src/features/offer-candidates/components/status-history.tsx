import { Alert, Box, List, Skeleton, Text, Title } from '@mantine/core';
import { type PipelineHistory, formatTimestamp, isFirstOpen, pipelineStageOf } from '@trades/contracts';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/lib/i18n';
import { usePipelineHistory } from '../api/get-pipeline-history';
import { useStatusTitle } from './status-menu';

type HistoryEntry = PipelineHistory['items'][number];

/** Every status change of the card: from → to, when and by whom, oldest first as the server lists them. */
export function StatusHistory({ offerId, appliedId }: { offerId: string; appliedId: number }) {
  const { t } = useTranslation('offerCandidates');
  const title = useStatusTitle();
  const history = usePipelineHistory(offerId, appliedId);
  // A change within one stage ("New → New": the first open, an application to a matched card) names the stage once.
  const change = ({ from, to }: HistoryEntry) => {
    if (from && isFirstOpen(from.id, to.id)) return t('history.opened');
    if (!from || pipelineStageOf(from.id)?.key === pipelineStageOf(to.id)?.key) return title(to);
    return t('history.change', { from: title(from), to: title(to) });
  };
  // Only applying puts a card into "new"; an employer's change without a name is one whose account is gone.
  const changedBy = (entry: HistoryEntry) => entry.changedBy ?? (entry.actor === 'employer' ? t('history.byFormerUser') : t('history.byApplication'));
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
                {change(entry)}
              </Text>
              <Text span size="sm" c="dimmed">
                {' · '}
                {formatTimestamp(entry.changedAt, currentLocale())}
                {' · '}
                {changedBy(entry)}
              </Text>
            </List.Item>
          ))}
        </List>
      )}
    </Box>
  );
}
