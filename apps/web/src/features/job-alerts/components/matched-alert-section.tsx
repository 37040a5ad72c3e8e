import { Anchor, Button, Group, Paper, Slider, Stack, Text, Title } from '@mantine/core';
import { IconSparkles, IconTrash } from '@tabler/icons-react';
import { JOB_ALERT_DEFAULT_SCORE, JOB_ALERT_MAX_SCORE, JOB_ALERT_MIN_SCORE, type JobAlert, type JobAlertFrequency } from '@trades/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useChangeJobAlert } from '../api/change-job-alert';
import { useSaveJobAlert } from '../api/save-job-alert';
import { FrequencyChoice } from './frequency-choice';
import { UnsubscribedNotice } from './unsubscribed-notice';

interface MatchedAlertSectionProps {
  /** The candidate's matched-offers alert, if they took it. */
  alert: JobAlert | undefined;
  /** A complete, active profile: the alert is open to them. */
  available: boolean;
  /** No room for another alert. */
  full: boolean;
  onDelete(alert: JobAlert): void;
}

/** The alert of new matched offers from a chosen score: take it, or change its score and frequency. */
export function MatchedAlertSection({ alert, available, full, onDelete }: MatchedAlertSectionProps) {
  const { t } = useTranslation('jobAlerts');
  const [score, setScore] = useState(alert?.minScore ?? JOB_ALERT_DEFAULT_SCORE);
  const [frequency, setFrequency] = useState<JobAlertFrequency>(alert?.frequency ?? 'daily');
  const save = useSaveJobAlert();
  const change = useChangeJobAlert();

  const changeAlert = (update: { minScore?: number; frequency?: JobAlertFrequency }) => {
    if (!alert) return;
    change.mutate({ id: alert.id, change: update }, { onSuccess: () => notifySuccess(t('matched.changed')), onError: notifyError });
  };
  const take = () =>
    save.mutate({ kind: 'matched', minScore: score, frequency }, { onSuccess: () => notifySuccess(t('matched.taken')), onError: notifyError });

  return (
    <Paper component="section" withBorder radius="md" p="lg" aria-labelledby="matched-alert-heading" data-testid="matched-alert">
      <Stack gap="md">
        <Group gap="xs">
          <IconSparkles size={20} aria-hidden />
          <Title order={2} size="h4" id="matched-alert-heading">
            {t('matched.title')}
          </Title>
        </Group>
        <Text size="sm">{t('matched.explanation')}</Text>
        {alert ? <UnsubscribedNotice alert={alert} title={t('matched.title')} /> : null}
        {!available ? (
          <Text size="sm">
            <Anchor component={Link} to="/wizard">
              {t('matched.completeProfile')}
            </Anchor>
          </Text>
        ) : (
          <>
            <Stack gap={4}>
              <Text size="sm" fw={500} aria-hidden>
                {t('matched.score', { score })}
              </Text>
              <Slider
                min={JOB_ALERT_MIN_SCORE}
                max={JOB_ALERT_MAX_SCORE}
                step={5}
                value={score}
                onChange={setScore}
                onChangeEnd={(value) => changeAlert({ minScore: value })}
                thumbLabel={t('matched.scoreLabel')}
                thumbValueText={(value: number) => t('matched.score', { score: value })}
                marks={[{ value: JOB_ALERT_MIN_SCORE, label: String(JOB_ALERT_MIN_SCORE) }, { value: JOB_ALERT_MAX_SCORE, label: String(JOB_ALERT_MAX_SCORE) }]}
                mb="md"
              />
            </Stack>
            <Group justify="space-between" align="flex-end">
              <FrequencyChoice
                value={frequency}
                label={t('matched.frequencyLabel')}
                onChange={(next) => {
                  setFrequency(next);
                  changeAlert({ frequency: next });
                }}
              />
              {alert ? (
                <Button variant="subtle" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => onDelete(alert)}>
                  {t('matched.delete')}
                </Button>
              ) : (
                <Button onClick={take} loading={save.isPending} disabled={full} aria-describedby={full ? 'matched-alert-full' : undefined}>
                  {t('matched.take')}
                </Button>
              )}
            </Group>
            {full && !alert ? (
              <Text size="sm" c="dimmed" id="matched-alert-full">
                {t('matched.full')}
              </Text>
            ) : null}
          </>
        )}
      </Stack>
    </Paper>
  );
}
