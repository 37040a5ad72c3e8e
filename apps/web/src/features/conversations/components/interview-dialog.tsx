import { ActionIcon, Alert, Box, Button, Group, Modal, Paper, SegmentedControl, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { IconCalendarPlus, IconPlus, IconTrash } from '@tabler/icons-react';
import { INTERVIEW_HORIZON_DAYS, INTERVIEW_NOTE_MAX, INTERVIEW_PLACE_MAX, type InterviewAnswer } from '@trades/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarDateField } from '@/components/forms/date-field';
import { FieldError } from '@/components/forms/field-error';
import { useInvalidFocus } from '@/components/forms/submit-guard';
import { ApiError } from '@/lib/api-client';
import { fieldErrorsOf, toFormPath } from '@/lib/forms';
import { currentLocale } from '@/lib/i18n';
import { errorMessage, notifySuccess } from '@/lib/notify';
import { useProposeInterview } from '../api/interviews';
import {
  DURATION_CHOICES,
  type InterviewFormValues,
  type InterviewWhere,
  canAddSlot,
  emptyInterviewForm,
  emptySlot,
  interviewFieldOf,
  interviewFormErrors,
  toProposeBody,
} from './interview-form';
import { browserTimeZone, browserToday, zoneLabel } from './interview-time';

/** Phones get the dialog over the whole screen. */
const FULL_SCREEN_QUERY = '(max-width: 48em)';

export interface InterviewDialogProps {
  /** The pipeline card the invitation is for. */
  cardId: number;
  opened: boolean;
  onClose(): void;
  /** The candidate's name, for the title. */
  candidateName?: string;
  /** After the API accepted the invitation (the dialog has closed and said so). */
  onProposed?(answer: InterviewAnswer): void;
}

function InterviewForm({ cardId, onClose, onProposed }: Pick<InterviewDialogProps, 'cardId' | 'onClose' | 'onProposed'>) {
  const { t } = useTranslation('interviews');
  const propose = useProposeInterview();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { ref: formRef, focusInvalid } = useInvalidFocus();
  const form = useForm<InterviewFormValues>({
    initialValues: emptyInterviewForm(),
    validate: (values) => interviewFormErrors(values, cardId, new Date()),
  });
  const errorText = (key: unknown) => (typeof key === 'string' ? t(`errors:${key}`) : undefined);
  // The calendar's bounds and the zone's name, as of the dialog's opening.
  const [{ zone, today, lastDay }] = useState(() => {
    const now = new Date();
    return {
      zone: zoneLabel(now.toISOString(), currentLocale(), browserTimeZone()),
      today: browserToday(now),
      lastDay: browserToday(new Date(now.getTime() + (INTERVIEW_HORIZON_DAYS - 1) * 86_400_000)),
    };
  });
  const whereLabelId = useId();
  // Each slot is a group named "Time 1", "Time 2": its Day, Start and Duration are read with it.
  const slotsId = useId();

  const submit = form.onSubmit(async (values) => {
    setRefusal(null);
    try {
      const answer = await propose.mutateAsync(toProposeBody(values, cardId));
      notifySuccess(answer.message);
      onProposed?.(answer);
      onClose();
    } catch (error) {
      const fields = error instanceof ApiError && error.status === 422 ? fieldErrorsOf(error.formErrors, (path) => interviewFieldOf(toFormPath(path), form.getValues().where)) : {};
      if (Object.keys(fields).length > 0) {
        form.setErrors(fields);
        focusInvalid();
      }
      // A refusal of the whole invitation (an earlier one still waiting, no right to contact) stays in sight, in the server's words.
      else setRefusal(errorMessage(error));
    }
  }, focusInvalid);

  const setWhere = (where: InterviewWhere) => {
    form.setFieldValue('where', where);
    form.clearFieldError('place');
    form.clearFieldError('onlineUrl');
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('dialog.intro')}</Text>
        <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Text component="legend" fw={600} size="sm">
            {t('dialog.times')}
          </Text>
          <Text size="xs" c="dimmed" data-testid="interview-zone">
            {t('dialog.zoneHint', { zone })}
          </Text>
          {form.values.slots.map((slot, index) => {
            const number = index + 1;
            const slotError = errorText(form.errors[`slots.${index}.startsAt`] ?? form.errors[`slots.${index}.durationMinutes`]);
            return (
              <Paper key={slot.key} withBorder radius="md" p="sm" role="group" aria-labelledby={`${slotsId}-${index}`} data-testid="interview-slot">
                <Stack gap={6}>
                  <Group justify="space-between" gap="xs" wrap="nowrap">
                    <Text size="sm" fw={600} id={`${slotsId}-${index}`}>
                      {t('dialog.slotLabel', { number })}
                    </Text>
                    {form.values.slots.length > 1 ? (
                      <ActionIcon variant="subtle" color="red" aria-label={t('dialog.removeSlot', { number })} onClick={() => form.removeListItem('slots', index)}>
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    ) : null}
                  </Group>
                  <Group gap="xs" align="flex-start" wrap="wrap">
                    <CalendarDateField
                      label={t('dialog.date')}
                      required
                      minDate={today}
                      maxDate={lastDay}
                      style={{ flex: '1 1 9rem', minWidth: 0 }}
                      value={slot.date}
                      onChange={(value) => form.setFieldValue(`slots.${index}.date`, value)}
                      error={errorText(form.errors[`slots.${index}.date`]) ?? (slotError ? true : undefined)}
                    />
                    <TimeInput
                      label={t('dialog.time')}
                      required
                      style={{ flex: '1 1 8rem', minWidth: 0 }}
                      {...form.getInputProps(`slots.${index}.time`)}
                      error={errorText(form.errors[`slots.${index}.time`]) ?? (slotError ? true : undefined)}
                    />
                    <Select
                      label={t('dialog.duration')}
                      allowDeselect={false}
                      style={{ flex: '1 1 8rem', minWidth: 0 }}
                      data={DURATION_CHOICES.map((minutes) => ({ value: String(minutes), label: t('dialog.minutes', { minutes }) }))}
                      value={slot.durationMinutes}
                      onChange={(value) => value && form.setFieldValue(`slots.${index}.durationMinutes`, value)}
                      error={slotError ? true : undefined}
                    />
                  </Group>
                  <FieldError error={slotError} />
                </Stack>
              </Paper>
            );
          })}
          <FieldError error={errorText(form.errors.slots)} />
          {canAddSlot(form.values) ? (
            <Group>
              <Button variant="subtle" size="compact-sm" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => form.insertListItem('slots', emptySlot())}>
                {t('dialog.addSlot')}
              </Button>
            </Group>
          ) : null}
        </Stack>
        <Box>
          <Text id={whereLabelId} fw={600} size="sm" mb={4}>
            {t('dialog.where')}
          </Text>
          <SegmentedControl
            aria-labelledby={whereLabelId}
            fullWidth
            value={form.values.where}
            onChange={(value) => setWhere(value === 'online' ? 'online' : 'place')}
            data={[
              { value: 'place', label: t('dialog.atPlace') },
              { value: 'online', label: t('dialog.online') },
            ]}
          />
        </Box>
        {form.values.where === 'place' ? (
          <TextInput
            label={t('dialog.place')}
            description={t('dialog.placeHint')}
            required
            maxLength={INTERVIEW_PLACE_MAX}
            {...form.getInputProps('place')}
            error={errorText(form.errors.place)}
          />
        ) : (
          <TextInput
            label={t('dialog.onlineUrl')}
            description={t('dialog.onlineUrlHint')}
            required
            type="url"
            inputMode="url"
            placeholder="https://"
            maxLength={INTERVIEW_PLACE_MAX}
            {...form.getInputProps('onlineUrl')}
            error={errorText(form.errors.onlineUrl)}
          />
        )}
        <Textarea label={t('dialog.note')} rows={3} maxLength={INTERVIEW_NOTE_MAX} {...form.getInputProps('note')} error={errorText(form.errors.note)} />
        {refusal ? (
          <Alert color="red" variant="light" role="alert" data-testid="interview-refusal">
            {refusal}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={propose.isPending}>
            {t('dialog.close')}
          </Button>
          <Button type="submit" loading={propose.isPending} leftSection={<IconCalendarPlus size={16} aria-hidden />}>
            {t('dialog.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The employer's invitation to an interview: 1 to 3 times on their own clock, a place or an online link, a note. */
export function InterviewDialog({ cardId, opened, onClose, candidateName, onProposed }: InterviewDialogProps) {
  const { t } = useTranslation('interviews');
  const fullScreen = useMediaQuery(FULL_SCREEN_QUERY, false, { getInitialValueInEffect: false });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={candidateName ? t('dialog.titleFor', { name: candidateName }) : t('dialog.title')}
      size="lg"
      fullScreen={fullScreen}
      closeButtonProps={{ 'aria-label': t('dialog.close') }}
      data-testid="interview-dialog"
    >
      {/* Mounted while open only: each opening starts from an empty form. */}
      {opened ? <InterviewForm cardId={cardId} onClose={onClose} onProposed={onProposed} /> : null}
    </Modal>
  );
}

/** The "Invite to an interview" button of the candidate panel, with its dialog. */
export function InviteToInterviewButton({ cardId, candidateName, disabled = false, onProposed }: Omit<InterviewDialogProps, 'opened' | 'onClose'> & { disabled?: boolean }) {
  const { t } = useTranslation('interviews');
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="light" size="compact-md" leftSection={<IconCalendarPlus size={16} aria-hidden />} disabled={disabled} onClick={() => setOpened(true)}>
        {t('invite')}
      </Button>
      <InterviewDialog cardId={cardId} opened={opened} onClose={() => setOpened(false)} candidateName={candidateName} onProposed={onProposed} />
    </>
  );
}
