import { Alert, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadingIndicator } from '@/components/loading-indicator';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useNotificationSettings, useSaveNotificationSettings } from '../api/notification-settings';

/** The candidate's switch for mails when an employer moves them in an offer's pipeline; saved on change. */
export function PipelineMailsSetting() {
  const { t } = useTranslation('settings');
  const settings = useNotificationSettings();
  const save = useSaveNotificationSettings();
  if (settings.isPending) return <LoadingIndicator size="sm" label={t('notifications.loading')} />;
  if (settings.isError) return <Alert color="red">{t('notifications.loadError')}</Alert>;
  // While saving, the switch shows the value being sent.
  const checked = save.isPending && save.variables ? save.variables.pipelineStatusMails : settings.data.pipelineStatusMails;
  return (
    <Switch
      label={t('notifications.pipelineStatusMails')}
      description={t('notifications.pipelineStatusMailsHint')}
      checked={checked}
      disabled={save.isPending}
      onChange={(event) =>
        save.mutate({ pipelineStatusMails: event.currentTarget.checked }, { onSuccess: () => notifySuccess(t('notifications.saved')), onError: notifyError })
      }
      data-testid="pipeline-status-mails"
    />
  );
}
