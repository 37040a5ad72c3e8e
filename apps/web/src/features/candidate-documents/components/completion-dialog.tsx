import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DataSetQueueEntry } from '../document-queue-rules';

/** The pack is ready: its download link. */
export function CompletionDialog({ entry, onClose }: { entry: DataSetQueueEntry | null; onClose(): void }) {
  const { t } = useTranslation('candidateDocuments');
  return (
    <Modal opened={entry !== null} onClose={onClose} title={t('completion.title')} centered>
      <Stack gap="md">
        <Text size="sm">{t('completion.text', { offer: entry?.offer.name ?? '' })}</Text>
        <Group justify="space-between" gap="sm">
          {entry?.dataSetDownloadUrl ? (
            <Anchor href={entry.dataSetDownloadUrl} download data-testid="completion-download">
              <Group gap={6} component="span">
                <IconDownload size={18} aria-hidden />
                {t('completion.download')}
              </Group>
            </Anchor>
          ) : null}
          <Button variant="default" onClick={onClose}>
            {t('completion.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
