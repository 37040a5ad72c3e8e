import { Alert, Button, Checkbox, Group, Modal, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { FieldError } from './field-error';
import {
  type FlexibleCondition,
  type FlexibleDraft,
  type FlexibleDraftCheck,
  type FlexibleKind,
  flexibleDraft,
  weekToOptions,
  withChoice,
  withHour,
  withKind,
  withWeekFrom,
  withWeekTo,
} from './flexible-work';

export interface FlexibleWorkTexts {
  title: string;
  hint?: string;
  /** The boxes that switch each kind on. */
  months: string;
  days: string;
  /** Names of the month and day choices; the kind's name when absent. */
  monthChoices?: string;
  dayChoices?: string;
  hours: string;
  hourFrom: string;
  hourTo: string;
  /** Needed when weeks are offered. */
  weeks?: string;
  weekFrom?: string;
  weekTo?: string;
  cancel: string;
  save: string;
}

interface FlexibleWorkDialogProps {
  texts: FlexibleWorkTexts;
  months: readonly { value: number; label: string }[];
  /** Monday first. */
  days: readonly { value: number; label: string }[];
  hours: readonly string[];
  /** The weeks of the year to choose from; without them the dialog offers no weeks. */
  weeks?: readonly number[];
  /** The condition being edited; null or absent adds a new one. */
  initial?: FlexibleCondition | null;
  /** Whether the draft can be saved, and as what. */
  check(draft: FlexibleDraft): FlexibleDraftCheck;
  onSave(condition: FlexibleCondition): void;
  onClose(): void;
  /** The text of a message key (field errors, the toast). */
  errorText(key: string): string;
  onToast?(key: string): void;
}

const weekData = (weeks: readonly number[]) => weeks.map((week) => ({ value: String(week), label: String(week) }));
const toNumberOrNull = (value: string | null) => (value === null ? null : Number(value));

/**
 * The one dialog that adds or edits a flexible-work condition: each kind (months, weeks, days,
 * hours) switched on by its box, then chosen. Rendered afresh for each opening, so it starts empty
 * for add and prefilled for edit.
 */
export function FlexibleWorkDialog({ texts, months, days, hours, weeks, initial, check, onSave, onClose, errorText, onToast }: FlexibleWorkDialogProps) {
  const [draft, setDraft] = useState<FlexibleDraft>(() => flexibleDraft(initial, weeks !== undefined));
  const [errors, setErrors] = useState<Extract<FlexibleDraftCheck, { ok: false }>['errors']>({});
  const change = (next: (current: FlexibleDraft) => FlexibleDraft) => {
    setDraft(next);
    setErrors({});
  };
  const error = (field: keyof typeof errors) => (errors[field] ? errorText(errors[field]) : undefined);

  const save = () => {
    const result = check(draft);
    if (result.ok) {
      onSave(result.condition);
      return;
    }
    if (result.toast) onToast?.(result.toast);
    setErrors(result.errors);
  };

  const kindBox = (kind: FlexibleKind, label: string) => (
    <Checkbox
      label={label}
      checked={draft.kinds[kind]}
      onChange={(event) => {
        const on = event.currentTarget.checked;
        change((d) => withKind(d, kind, on));
      }}
      fw={500}
    />
  );
  const choices = (kind: 'months' | 'days', label: string, options: readonly { value: number; label: string }[]) => (
    <Stack gap={4}>
      <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs" verticalSpacing={6} role="group" aria-label={label}>
        {options.map((option) => (
          <Checkbox
            key={option.value}
            size="xs"
            label={option.label}
            checked={draft.condition[kind].includes(option.value)}
            onChange={(event) => {
              const on = event.currentTarget.checked;
              change((d) => withChoice(d, kind, option.value, on));
            }}
          />
        ))}
      </SimpleGrid>
      <FieldError error={error(kind)} />
    </Stack>
  );

  return (
    <Modal opened onClose={onClose} size={500} centered title={texts.title}>
      <Stack gap="md">
        {texts.hint ? (
          <Text size="sm" c="dimmed">
            {texts.hint}
          </Text>
        ) : null}

        <Stack gap="xs">
          {kindBox('months', texts.months)}
          {draft.kinds.months ? choices('months', texts.monthChoices ?? texts.months, months) : null}
        </Stack>

        {weeks ? (
          <Stack gap="xs">
            {kindBox('weeks', texts.weeks ?? '')}
            {draft.kinds.weeks ? (
              <Group grow align="flex-start">
                <Select
                  label={texts.weekFrom}
                  data={weekData(weeks)}
                  value={draft.condition.weeks?.[0] == null ? null : String(draft.condition.weeks[0])}
                  onChange={(value) => change((d) => withWeekFrom(d, toNumberOrNull(value)))}
                  withAsterisk
                  comboboxProps={{ withinPortal: true }}
                />
                <Select
                  label={texts.weekTo}
                  data={weekData(weekToOptions(weeks, draft.condition.weeks?.[0] ?? null))}
                  value={draft.condition.weeks?.[1] == null ? null : String(draft.condition.weeks[1])}
                  onChange={(value) => change((d) => withWeekTo(d, toNumberOrNull(value)))}
                  withAsterisk
                  comboboxProps={{ withinPortal: true }}
                />
              </Group>
            ) : null}
          </Stack>
        ) : null}

        <Stack gap="xs">
          {kindBox('days', texts.days)}
          {draft.kinds.days ? choices('days', texts.dayChoices ?? texts.days, days) : null}
        </Stack>

        <Stack gap="xs">
          {kindBox('hours', texts.hours)}
          {draft.kinds.hours ? (
            <Group grow align="flex-start">
              {([0, 1] as const).map((index) => (
                <Select
                  key={index}
                  label={index === 0 ? texts.hourFrom : texts.hourTo}
                  data={[...hours]}
                  value={draft.condition.hours[index]}
                  onChange={(value) => change((d) => withHour(d, index, value))}
                  error={error(index === 0 ? 'hourFrom' : 'hourTo')}
                  clearable
                  searchable
                  comboboxProps={{ withinPortal: true }}
                />
              ))}
            </Group>
          ) : null}
        </Stack>

        {errors.condition ? (
          <Alert color="red" role="alert">
            {errorText(errors.condition)}
          </Alert>
        ) : null}

        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {texts.cancel}
          </Button>
          <Button onClick={save}>{texts.save}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
