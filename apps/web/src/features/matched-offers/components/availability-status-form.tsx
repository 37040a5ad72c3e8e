import { Box, Group, Paper, Radio, Stack, Text } from '@mantine/core';
import { AvailabilityStatus, type CandidateProfileShow, type DictionaryItem, marketToday } from '@trades/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarDateField } from '@/components/forms/date-field';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useSaveAvailabilityStatus } from '../api/save-availability-status';
import { STATUS_COLORS, availabilityChange } from '../availability-status';

export interface AvailabilityStatusFormProps {
  statuses: DictionaryItem[];
  profile: Pick<CandidateProfileShow, 'availableStatus' | 'availableFrom'>;
}

/**
 * The availability status selector: saved on every change. Status 2 (available) asks for the date
 * from which, today by default and never in the past; without a date nothing is sent.
 */
export function AvailabilityStatusForm({ statuses, profile }: AvailabilityStatusFormProps) {
  const { t } = useTranslation('matchedOffers');
  const { t: tErrors } = useTranslation('errors');
  const [today] = useState(() => marketToday(new Date()));
  const [status, setStatus] = useState(profile.availableStatus.id);
  const [availableFrom, setAvailableFrom] = useState(profile.availableFrom && profile.availableFrom >= today ? profile.availableFrom : today);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveAvailabilityStatus();

  const send = (nextStatus: number, nextDate: string) => {
    const change = availabilityChange(nextStatus, nextDate, today);
    if ('error' in change) {
      setError(tErrors(change.error));
      return;
    }
    setError(null);
    save.mutate(change.body, { onSuccess: () => notifySuccess(t('availability.saved')), onError: notifyError });
  };

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="availability-heading">
      <Stack gap="sm">
        <Radio.Group
          value={String(status)}
          onChange={(value) => {
            const next = Number(value);
            setStatus(next);
            send(next, availableFrom);
          }}
          label={
            <Text component="span" fw={700} size="lg" id="availability-heading">
              {t('availability.label')}
            </Text>
          }
          description={t('availability.description')}
        >
          <Group mt="xs" gap="lg">
            {statuses.map((item) => (
              <Radio
                key={item.id}
                value={String(item.id)}
                disabled={save.isPending}
                data-testid={`availability-status-${item.id}`}
                label={
                  <Group gap={6} component="span" wrap="nowrap">
                    <Box component="span" w={10} h={10} bg={`${STATUS_COLORS[item.id] ?? 'gray'}.7`} style={{ borderRadius: '50%', display: 'inline-block' }} aria-hidden />
                    {item.title}
                  </Group>
                }
              />
            ))}
          </Group>
        </Radio.Group>
        {status === AvailabilityStatus.Available ? (
          <CalendarDateField
            label={t('availability.from')}
            withAsterisk
            minDate={today}
            defaultDate={availableFrom || today}
            value={availableFrom}
            onChange={(value) => {
              setAvailableFrom(value);
              send(status, value);
            }}
            clearable
            clearButtonProps={{ 'aria-label': t('availability.clearDate') }}
            error={error}
            maw={320}
            data-testid="availability-from"
          />
        ) : error ? (
          <Text c="red.8" size="sm" role="alert">
            {error}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
