import { ActionIcon, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { monthName, weekdayName } from '../offer-form-locale';
import type { FlexibleCondition } from '../rules/offer-form-values';
import { FieldError } from '@/components/forms/field-error';
import { quarterHours } from '@trades/contracts';
import { FlexibleWorkDialog } from '@/components/forms/flexible-work-dialog';
import { notifyFailure } from '@/lib/notify';
import { MONTHS, WEEKS, WEEK_DAYS, checkFlexibleDraft } from '../rules/schedule.rules';

const HOURS = quarterHours();

interface FlexibleConditionsProps {
  value: FlexibleCondition[];
  onChange(value: FlexibleCondition[]): void;
  disabled: boolean;
  /** Errors by condition index, and of the whole list under -1. */
  errors: Record<number, string | undefined>;
}

/** The offer's flexible-work conditions: each summarised on a line, added, edited and deleted through the dialog. */
export function FlexibleConditions({ value, onChange, disabled, errors }: FlexibleConditionsProps) {
  const { t, i18n } = useTranslation('clientOffers');
  /** null: no dialog; -1: a new condition; otherwise the index being edited. */
  const [editing, setEditing] = useState<number | null>(null);

  const summary = (condition: FlexibleCondition) => {
    const parts: string[] = [];
    if (condition.months.length > 0) parts.push(condition.months.map((month) => monthName(i18n.language, month)).join(', '));
    if (condition.weeks[0] !== null) parts.push(t('form.flexible.weeksSummary', { from: condition.weeks[0], to: condition.weeks[1] }));
    if (condition.days.length > 0) parts.push(condition.days.map((day) => weekdayName(i18n.language, day, 'short')).join(', '));
    if (condition.hours[0] !== null) parts.push(`${condition.hours[0]}–${condition.hours[1] ?? ''}`);
    return parts.join(' · ');
  };

  const save = (condition: FlexibleCondition) => {
    onChange(editing === -1 || editing === null ? [...value, condition] : value.map((current, i) => (i === editing ? condition : current)));
    setEditing(null);
  };

  return (
    <Stack gap="xs">
      {value.map((condition, index) => (
        <Paper key={index} withBorder p="xs">
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm">
              {t('form.flexible.conditionNumber', { number: index + 1 })}: {summary(condition)}
            </Text>
            <Group gap={4} wrap="nowrap">
              <ActionIcon variant="subtle" disabled={disabled} onClick={() => setEditing(index)} aria-label={t('form.flexible.edit', { number: index + 1 })}>
                <IconPencil size={18} aria-hidden />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                disabled={disabled}
                onClick={() => onChange(value.filter((_, i) => i !== index))}
                aria-label={t('form.flexible.delete', { number: index + 1 })}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
          </Group>
          <FieldError error={errors[index]} />
        </Paper>
      ))}
      <FieldError error={errors[-1]} />
      <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing(-1)} disabled={disabled} style={{ alignSelf: 'flex-start' }}>
        {t('form.flexible.add')}
      </Button>
      {editing !== null ? (
        <FlexibleWorkDialog
          texts={{
            title: editing === -1 ? t('form.flexible.addTitle') : t('form.flexible.editTitle'),
            hint: t('form.flexible.hint'),
            months: t('form.flexible.useMonths'),
            monthChoices: t('form.flexible.months'),
            weeks: t('form.flexible.useWeeks'),
            weekFrom: t('form.flexible.weekFrom'),
            weekTo: t('form.flexible.weekTo'),
            days: t('form.flexible.useDays'),
            dayChoices: t('form.flexible.days'),
            hours: t('form.flexible.useHours'),
            hourFrom: t('form.flexible.hourFrom'),
            hourTo: t('form.flexible.hourTo'),
            cancel: t('form.flexible.cancel'),
            save: t('form.flexible.save'),
          }}
          months={MONTHS.map((month) => ({ value: month, label: monthName(i18n.language, month) }))}
          weeks={WEEKS}
          days={WEEK_DAYS.map((day) => ({ value: day, label: weekdayName(i18n.language, day) }))}
          hours={HOURS}
          initial={editing === -1 ? null : (value[editing] ?? null)}
          check={checkFlexibleDraft}
          onSave={(condition) => save({ weeks: [null, null], ...condition })}
          onClose={() => setEditing(null)}
          errorText={(key) => t(`errors:${key}`)}
          onToast={(key) => notifyFailure(t(`errors:${key}`))}
        />
      ) : null}
    </Stack>
  );
}
