import { Alert, Button, Checkbox, Chip, Group, Modal, MultiSelect, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { quarterHours } from '@trades/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { monthName, weekdayName } from '../offer-form-locale';
import type { FlexibleCondition } from '../rules/offer-form-values';
import { type FlexibleDraft, MONTHS, WEEKS, WEEK_DAYS, checkFlexibleDraft, draftFromCondition, emptyFlexibleDraft, weekToOptions, withWeekFrom } from '../rules/schedule.rules';

const HOURS = quarterHours();
const weekData = (weeks: number[]) => weeks.map((week) => ({ value: String(week), label: String(week) }));
const toNumberOrNull = (value: string | null) => (value === null ? null : Number(value));

interface FlexibleWorkDialogProps {
  /** The condition being edited, or null for a new one. */
  initial: FlexibleCondition | null;
  onSave(condition: FlexibleCondition): void;
  onClose(): void;
}

/**
 * Adds or edits one flexible-work condition: months, weeks of the year
 * from/to (setting 'from' also sets 'to'; 'to' starts at 'from'), days Monday first and hours in
 * quarter hours. At least one option; incomplete weeks give the 'weeks_not_selected_properly' toast.
 */
export function FlexibleWorkDialog({ initial, onSave, onClose }: FlexibleWorkDialogProps) {
  const { t, i18n } = useTranslation('clientOffers');
  const [draft, setDraft] = useState<FlexibleDraft>(() => (initial ? draftFromCondition(initial) : emptyFlexibleDraft()));
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const change = (patch: Partial<FlexibleDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setErrors({});
  };
  const error = (field: string) => (errors[field] ? t(`errors:${errors[field]}`) : undefined);

  const save = () => {
    const result = checkFlexibleDraft(draft);
    if (result.ok) {
      onSave(result.condition);
      return;
    }
    if (result.toast) notifications.show({ color: 'red', message: t(`errors:${result.toast}`) });
    setErrors(result.errors);
  };

  return (
    <Modal opened onClose={onClose} size={500} centered title={initial ? t('form.flexible.editTitle') : t('form.flexible.addTitle')}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('form.flexible.hint')}
        </Text>

        <Checkbox label={t('form.flexible.useMonths')} checked={draft.useMonths} onChange={(event) => change({ useMonths: event.currentTarget.checked })} />
        {draft.useMonths ? (
          <MultiSelect
            label={t('form.flexible.months')}
            data={MONTHS.map((month) => ({ value: String(month), label: monthName(i18n.language, month) }))}
            value={draft.months.map(String)}
            onChange={(months) => change({ months: months.map(Number) })}
            error={error('months')}
            withAsterisk
          />
        ) : null}

        <Checkbox label={t('form.flexible.useWeeks')} checked={draft.useWeeks} onChange={(event) => change({ useWeeks: event.currentTarget.checked })} />
        {draft.useWeeks ? (
          <Group grow align="flex-start">
            <Select
              label={t('form.flexible.weekFrom')}
              data={weekData(WEEKS)}
              value={draft.weekFrom === null ? null : String(draft.weekFrom)}
              onChange={(value) => {
                setDraft((current) => withWeekFrom(current, toNumberOrNull(value)));
                setErrors({});
              }}
              withAsterisk
            />
            <Select
              label={t('form.flexible.weekTo')}
              data={weekData(weekToOptions(draft.weekFrom))}
              value={draft.weekTo === null ? null : String(draft.weekTo)}
              onChange={(value) => change({ weekTo: toNumberOrNull(value) })}
              withAsterisk
            />
          </Group>
        ) : null}

        <Checkbox label={t('form.flexible.useDays')} checked={draft.useDays} onChange={(event) => change({ useDays: event.currentTarget.checked })} />
        {draft.useDays ? (
          <Stack gap={4}>
            <Chip.Group multiple value={draft.days.map(String)} onChange={(days) => change({ days: days.map(Number) })}>
              <Group gap={6} role="group" aria-label={t('form.flexible.days')}>
                {WEEK_DAYS.map((day) => (
                  <Chip key={day} value={String(day)} size="sm">
                    {weekdayName(i18n.language, day)}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
            {error('days') ? (
              <Text c="red.8" size="sm" role="alert">
                {error('days')}
              </Text>
            ) : null}
          </Stack>
        ) : null}

        <Checkbox label={t('form.flexible.useHours')} checked={draft.useHours} onChange={(event) => change({ useHours: event.currentTarget.checked })} />
        {draft.useHours ? (
          <Group grow align="flex-start">
            <Select
              label={t('form.flexible.hourFrom')}
              data={HOURS}
              value={draft.hourFrom}
              onChange={(hourFrom) => change({ hourFrom })}
              error={error('hourFrom')}
              searchable
              withAsterisk
            />
            <Select
              label={t('form.flexible.hourTo')}
              data={HOURS}
              value={draft.hourTo}
              onChange={(hourTo) => change({ hourTo })}
              error={error('hourTo')}
              searchable
              withAsterisk
            />
          </Group>
        ) : null}

        {errors.condition ? (
          <Alert color="red" role="alert">
            {t(`errors:${errors.condition}`)}
          </Alert>
        ) : null}

        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('form.flexible.cancel')}
          </Button>
          <Button onClick={save}>{t('form.flexible.save')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
