import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { JobAlertFrequency } from '@trades/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useSaveJobAlert } from '../api/save-job-alert';
import { FrequencyChoice } from './frequency-choice';

interface SaveSearchDialogProps {
  opened: boolean;
  onClose: () => void;
  onSaved: () => void;
  /** The search as its /search/query/{params} segment. */
  searchParams: string;
}

/** The dialog of "Save this search": daily or weekly, then saved as a job alert. */
export function SaveSearchDialog({ opened, onClose, onSaved, searchParams }: SaveSearchDialogProps) {
  const { t } = useTranslation('jobAlerts');
  const [frequency, setFrequency] = useState<JobAlertFrequency>('daily');
  const save = useSaveJobAlert();
  // Saved, the button stays disabled while the dialog closes (a double tap's second tap lands then); a new opening starts afresh.
  const { reset } = save;
  useEffect(() => {
    if (opened) reset();
  }, [opened, reset]);

  const submit = () =>
    save.mutate(
      { params: searchParams, frequency },
      {
        onSuccess: () => {
          onSaved();
          notifySuccess(t('save.saved'));
        },
        onError: notifyError,
      },
    );

  return (
    <Modal opened={opened} onClose={onClose} title={t('save.title')} centered>
      <Stack gap="md">
        <Text size="sm">{t('save.explanation')}</Text>
        <Stack gap={4}>
          <Text size="sm" fw={500} aria-hidden>
            {t('frequency.label')}
          </Text>
          <FrequencyChoice value={frequency} onChange={setFrequency} label={t('frequency.label')} />
        </Stack>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            {t('cancel')}
          </Button>
          <Button onClick={submit} loading={save.isPending} disabled={save.isSuccess} data-autofocus>
            {t('save.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
