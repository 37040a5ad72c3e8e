import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { AccountType, type JobAlertFrequency } from '@trades/contracts';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { signInPath } from '@/features/accounts';
import { useSession } from '@/lib/session';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useSaveJobAlert } from '../api/save-job-alert';
import { JOB_ALERTS_PATH } from '../job-alert-paths';
import { FrequencyChoice } from './frequency-choice';

interface SaveSearchButtonProps {
  /** The search as its /search/query/{params} segment. */
  searchParams: string;
}

/**
 * "Save this search" on the result list: a signed-in candidate picks daily or weekly and saves
 * it as a job alert; a visitor is told to sign in; employers see nothing.
 */
export function SaveSearchButton({ searchParams }: SaveSearchButtonProps) {
  const { t } = useTranslation('jobAlerts');
  const { status, accountType } = useSession();
  const { pathname } = useLocation();
  const [opened, setOpened] = useState(false);
  const [frequency, setFrequency] = useState<JobAlertFrequency>('daily');
  const [saved, setSaved] = useState(false);
  const save = useSaveJobAlert();

  if (status === 'anonymous') {
    return (
      <Text size="sm" c="dimmed" data-testid="save-search-hint">
        <IconBell size={14} aria-hidden style={{ verticalAlign: 'middle', marginRight: 4 }} />
        <Trans t={t} i18nKey="save.signInHint" components={{ signIn: <Anchor component={Link} to={signInPath(pathname)} underline="always" /> }} />
      </Text>
    );
  }
  if (accountType !== AccountType.Candidate) return null;

  const submit = () =>
    save.mutate(
      { params: searchParams, frequency },
      {
        onSuccess: () => {
          setOpened(false);
          setSaved(true);
          notifySuccess(t('save.saved'));
        },
        onError: notifyError,
      },
    );

  return (
    <>
      <Group gap="xs">
        <Button variant="light" leftSection={<IconBell size={18} aria-hidden />} onClick={() => setOpened(true)}>
          {t('save.button')}
        </Button>
        <Text size="sm" aria-live="polite">
          {saved ? (
            <Anchor component={Link} to={JOB_ALERTS_PATH}>
              {t('save.seeAlerts')}
            </Anchor>
          ) : null}
        </Text>
      </Group>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('save.title')} centered>
        <Stack gap="md">
          <Text size="sm">{t('save.explanation')}</Text>
          <Stack gap={4}>
            <Text size="sm" fw={500} aria-hidden>
              {t('frequency.label')}
            </Text>
            <FrequencyChoice value={frequency} onChange={setFrequency} label={t('frequency.label')} />
          </Stack>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setOpened(false)} disabled={save.isPending}>
              {t('cancel')}
            </Button>
            <Button onClick={submit} loading={save.isPending} data-autofocus>
              {t('save.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
