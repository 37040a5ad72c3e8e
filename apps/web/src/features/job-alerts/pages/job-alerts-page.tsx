import { Alert, Anchor, Button, Container, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconSearch, IconTrash } from '@tabler/icons-react';
import type { JobAlert } from '@trades/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { usePageTitle } from '@/components/use-page-title';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useChangeJobAlert } from '../api/change-job-alert';
import { useDeleteJobAlert } from '../api/delete-job-alert';
import { useJobAlerts } from '../api/get-job-alerts';
import { alertTitle } from '../alert-title';
import { FrequencyChoice } from '../components/frequency-choice';
import { MatchedAlertSection } from '../components/matched-alert-section';
import { UnsubscribedNotice } from '../components/unsubscribed-notice';
import { ALL_OFFERS_SEARCH_PATH, alertSearchPath } from '../job-alert-paths';

/** /user/job-alerts: the candidate's saved searches and the matched-offers alert. */
export function JobAlertsPage() {
  const { t } = useTranslation('jobAlerts');
  usePageTitle(t('title'));
  const alerts = useJobAlerts();
  const remove = useDeleteJobAlert();
  const [deleting, setDeleting] = useState<JobAlert | null>(null);

  const data = alerts.data;
  const searches = data?.items.filter((alert) => alert.kind === 'search') ?? [];
  const matched = data?.items.find((alert) => alert.kind === 'matched');
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        setDeleting(null);
        notifySuccess(t('deleted'));
      },
      onError: notifyError,
    });
  };

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('intro')}</Text>
          {data ? <Text size="sm" data-testid="job-alert-count">{t('count', { count: data.items.length, limit: data.limit })}</Text> : null}
        </Stack>
        {alerts.isError ? (
          <Alert color="red" variant="light" title={t('loadError')}>
            <Button variant="light" color="red" mt="xs" onClick={() => void alerts.refetch()}>
              {t('retry')}
            </Button>
          </Alert>
        ) : !data ? (
          <Stack gap="md" role="status" aria-label={t('loading')}>
            <Skeleton height={160} radius="md" />
            <Skeleton height={80} radius="md" />
          </Stack>
        ) : (
          <>
            <MatchedAlertSection key={matched?.id ?? 'none'} alert={matched} available={data.matchedAvailable} full={data.items.length >= data.limit} onDelete={setDeleting} />
            <Stack component="section" gap="sm" aria-labelledby="saved-searches-heading">
              <Title order={2} size="h4" id="saved-searches-heading">
                {t('searches.title')}
              </Title>
              {searches.length === 0 ? (
                <Paper withBorder radius="md" p="lg">
                  <Text size="sm">
                    {t('searches.empty')}{' '}
                    <Anchor component={Link} to={ALL_OFFERS_SEARCH_PATH}>
                      {t('searches.startSearch')}
                    </Anchor>
                  </Text>
                </Paper>
              ) : (
                <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
                  {searches.map((alert) => (
                    <SavedSearch key={alert.id} alert={alert} onDelete={setDeleting} />
                  ))}
                </Stack>
              )}
            </Stack>
          </>
        )}
      </Stack>
      <ConfirmDialog
        opened={deleting !== null}
        title={t('deleteDialog.title')}
        confirmLabel={t('deleteDialog.confirm')}
        cancelLabel={t('cancel')}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
        loading={remove.isPending}
        danger
      >
        {t('deleteDialog.text', { title: deleting ? alertTitle(deleting, t) : '' })}
      </ConfirmDialog>
    </Container>
  );
}

function SavedSearch({ alert, onDelete }: { alert: JobAlert; onDelete(alert: JobAlert): void }) {
  const { t } = useTranslation('jobAlerts');
  const change = useChangeJobAlert();
  const title = alertTitle(alert, t);
  return (
    <Paper component="li" withBorder radius="md" p="md" data-testid="saved-search">
      <Group justify="space-between" align="center" gap="sm">
        <Group gap="xs" wrap="nowrap">
          <IconSearch size={18} aria-hidden />
          <Anchor component={Link} to={alertSearchPath(alert.params ?? { industries: [], professions: [], countries: [] })} fw={500}>
            {title}
          </Anchor>
        </Group>
        <Group gap="sm">
          <FrequencyChoice
            value={alert.frequency}
            label={t('searches.frequencyOf', { title })}
            disabled={change.isPending}
            onChange={(frequency) => change.mutate({ id: alert.id, change: { frequency } }, { onSuccess: () => notifySuccess(t('changed')), onError: notifyError })}
          />
          <Button variant="subtle" color="red" leftSection={<IconTrash size={16} aria-hidden />} aria-label={t('searches.deleteOf', { title })} onClick={() => onDelete(alert)}>
            {t('searches.delete')}
          </Button>
        </Group>
      </Group>
      <UnsubscribedNotice alert={alert} title={title} />
    </Paper>
  );
}
