import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { type DataExportView, formatTimestamp } from '@trades/contracts';
import { useTranslation } from 'react-i18next';
import { LoadingIndicator } from '@/components/loading-indicator';
import { currentLocale } from '@/lib/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';
import { fetchDataExport, useDataExports, useRequestDataExport } from '../api/data-export';
import { useGuardedMutation } from '@/components/forms/submit-guard';

/** "Download my data": ask for a copy (one a day), watch it being prepared, download it while it lasts. */
export function DataExportSection() {
  const { t } = useTranslation('settings');
  const exports = useDataExports();
  const request = useRequestDataExport();
  // A fresh link each time: links live 15 minutes, the page may have been open longer.
  const download = useGuardedMutation({ mutationFn: fetchDataExport, onSuccess: (view) => view.downloadUrl && window.location.assign(view.downloadUrl), onError: notifyError });
  if (exports.isPending) return <LoadingIndicator size="sm" label={t('dataExport.loading')} />;
  if (exports.isError) return <Alert color="red">{t('dataExport.loadError')}</Alert>;
  const latest = exports.data.items[0];
  const next = exports.data.nextPossibleAt;
  const locale = currentLocale();
  return (
    <Stack gap="sm">
      <Text>{t('dataExport.description')}</Text>
      <div role="status" aria-live="polite">
        {latest ? <ExportStatus item={latest} /> : null}
      </div>
      <Group gap="sm">
        {latest?.status === 'ready' ? (
          <Button onClick={() => download.mutate(latest.id)} loading={download.isPending}>
            {t('dataExport.download')}
          </Button>
        ) : null}
        <Button
          variant={latest?.status === 'ready' ? 'default' : 'filled'}
          onClick={() => request.mutate(undefined, { onSuccess: (answer) => notifySuccess(answer.message), onError: notifyError })}
          loading={request.isPending}
          disabled={next !== null}
        >
          {t('dataExport.request')}
        </Button>
      </Group>
      {next ? (
        <Text size="sm" c="dimmed">
          {t('dataExport.nextPossible', { at: formatTimestamp(next, locale) })}
        </Text>
      ) : null}
    </Stack>
  );
}

function ExportStatus({ item }: { item: DataExportView }) {
  const { t } = useTranslation('settings');
  const locale = currentLocale();
  if (item.status === 'pending') {
    return (
      <Group gap="xs">
        <Loader size="xs" aria-hidden />
        <Text>{t('dataExport.pending')}</Text>
      </Group>
    );
  }
  if (item.status === 'ready') {
    return <Text fw={500}>{t('dataExport.ready', { at: formatTimestamp(item.readyAt ?? item.requestedAt, locale), until: formatTimestamp(item.expiresAt ?? '', locale) })}</Text>;
  }
  return <Text c="dimmed">{t(item.status === 'expired' ? 'dataExport.expired' : 'dataExport.failed')}</Text>;
}
