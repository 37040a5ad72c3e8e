import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { type ErrorCode, ErrorKey, ProfileErrorKey, marketToday } from '@trades/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarDateField } from '@/components/forms/date-field';
import { useInvalidFocus } from '@/components/forms/submit-guard';

/** The start date a candidate applies with: required, today or later (YYYY-MM-DD texts compare as dates). */
export function availableFromIssue(value: string, today: string): ErrorCode | undefined {
  if (!value) return ErrorKey.FieldRequired;
  return value < today ? ProfileErrorKey.AvailabilityDate : undefined;
}

/** The date the dialog starts on: the profile's available-from day when it is still ahead, else today. */
export function initialAvailableFrom(profileAvailableFrom: string | null | undefined, today: string): string {
  return profileAvailableFrom && profileAvailableFrom > today ? profileAvailableFrom : today;
}

export interface ApplyDialogProps {
  opened: boolean;
  /** The profile's available-from day, which the employer otherwise sees replaced by the day of applying. */
  profileAvailableFrom: string | null | undefined;
  loading: boolean;
  onApply(availableFrom: string): void;
  onClose(): void;
}

/** Asks from when the candidate can start (the profile's day by default, never earlier than today) before applying; 290 px wide (spec 4.5). */
export function ApplyDialog({ opened, profileAvailableFrom, loading, onApply, onClose }: ApplyDialogProps) {
  const { t } = useTranslation('offers');
  const { t: tErrors } = useTranslation('errors');
  const [today] = useState(() => marketToday(new Date()));
  const [availableFrom, setAvailableFrom] = useState(() => initialAvailableFrom(profileAvailableFrom, today));
  const [error, setError] = useState<ErrorCode | undefined>();
  const { ref: formRef, focusInvalid } = useInvalidFocus();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Enter pressed again while the application is on its way.
    if (loading) return;
    const issue = availableFromIssue(availableFrom, today);
    setError(issue);
    if (issue) focusInvalid();
    else onApply(availableFrom);
  };

  return (
    <Modal opened={opened} onClose={loading ? () => undefined : onClose} title={t('apply.dialogTitle')} size={290} centered withCloseButton={!loading}>
      <form ref={formRef} onSubmit={submit} noValidate data-testid="apply-dialog">
        <Stack gap="md">
          <Text size="sm">{t('apply.dialogText')}</Text>
          <CalendarDateField
            label={t('apply.availableFrom')}
            withAsterisk
            minDate={today}
            defaultDate={availableFrom || today}
            value={availableFrom}
            onChange={(value) => {
              setAvailableFrom(value);
              setError(undefined);
            }}
            error={error ? tErrors(error) : undefined}
            data-testid="apply-available-from"
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={loading}>
              {t('apply.cancel')}
            </Button>
            <Button type="submit" loading={loading} data-autofocus>
              {t('apply.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
