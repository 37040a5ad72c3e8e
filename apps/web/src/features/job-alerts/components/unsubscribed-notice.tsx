import { Alert, Button } from '@mantine/core';
import type { JobAlert } from '@trades/contracts';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useChangeJobAlert } from '../api/change-job-alert';

/** An alert whose mails a digest's unsubscribe link stopped: says so, and resumes them. Nothing for a subscribed alert. */
export function UnsubscribedNotice({ alert, title }: { alert: JobAlert; title: string }) {
  const { t } = useTranslation('jobAlerts');
  const change = useChangeJobAlert();
  if (alert.unsubscribedAt === null) return null;
  const resume = () => change.mutate({ id: alert.id, change: { subscribed: true } }, { onSuccess: () => notifySuccess(t('resumed')), onError: notifyError });
  return (
    <Alert color="yellow" variant="light" p="xs" mt="sm" data-testid="alert-unsubscribed">
      {t('unsubscribed')}{' '}
      <Button size="compact-sm" variant="light" ml="xs" onClick={resume} loading={change.isPending} aria-label={t('resumeOf', { title })}>
        {t('resume')}
      </Button>
    </Alert>
  );
}
