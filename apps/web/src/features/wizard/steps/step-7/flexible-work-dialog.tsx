import { Button, Checkbox, Group, Modal, Select, SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FlexibleCondition, type FlexibleDraft, type FlexibleKind, type Step7Primary, flexibleDraft, hourOptions } from './work-terms.rules';

interface FlexibleWorkDialogProps {
  primary: Step7Primary;
  /** The condition being edited; undefined adds a new one. */
  condition: FlexibleCondition | undefined;
  opened: boolean;
  onSave(draft: FlexibleDraft): void;
  onClose(): void;
}

/**
 * The flexible-work condition dialog: months, days (Monday
 * first) and hours from/to every 15 minutes, each kind switched on by its box. Rendered afresh for
 * each opening (the caller keys it), so it starts empty for add and prefilled for edit.
 */
export function FlexibleWorkDialog({ primary, condition, opened, onSave, onClose }: FlexibleWorkDialogProps) {
  const { t } = useTranslation('wizard');
  const [draft, setDraft] = useState(() => flexibleDraft(condition));
  const hours = hourOptions(primary);

  const setKind = (kind: FlexibleKind, on: boolean) => setDraft((d) => ({ ...d, kinds: { ...d.kinds, [kind]: on } }));
  const toggle = (kind: 'months' | 'days', id: number, on: boolean) =>
    setDraft((d) => ({
      ...d,
      condition: { ...d.condition, [kind]: on ? [...d.condition[kind], id] : d.condition[kind].filter((v) => v !== id) },
    }));
  const setHour = (index: 0 | 1, value: string | null) =>
    setDraft((d) => {
      const next: [string | null, string | null] = [d.condition.hours[0], d.condition.hours[1]];
      next[index] = value;
      return { ...d, condition: { ...d.condition, hours: next } };
    });

  return (
    <Modal opened={opened} onClose={onClose} size={500} title={condition ? t('step7.flexible.edit_title') : t('step7.flexible.add_title')} centered>
      <Stack gap="md">
        <Stack gap="xs">
          <Checkbox label={t('step7.flexible.months')} checked={draft.kinds.months} onChange={(event) => setKind('months', event.currentTarget.checked)} fw={500} />
          {draft.kinds.months ? (
            <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs" verticalSpacing={6} role="group" aria-label={t('step7.flexible.months')}>
              {primary.months.map((month) => (
                <Checkbox
                  key={month.id}
                  size="xs"
                  label={month.title}
                  checked={draft.condition.months.includes(month.id)}
                  onChange={(event) => toggle('months', month.id, event.currentTarget.checked)}
                />
              ))}
            </SimpleGrid>
          ) : null}
        </Stack>
        <Stack gap="xs">
          <Checkbox label={t('step7.flexible.days')} checked={draft.kinds.days} onChange={(event) => setKind('days', event.currentTarget.checked)} fw={500} />
          {draft.kinds.days ? (
            <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs" verticalSpacing={6} role="group" aria-label={t('step7.flexible.days')}>
              {primary.days.map((day) => (
                <Checkbox
                  key={day.id}
                  size="xs"
                  label={day.title}
                  checked={draft.condition.days.includes(day.id)}
                  onChange={(event) => toggle('days', day.id, event.currentTarget.checked)}
                />
              ))}
            </SimpleGrid>
          ) : null}
        </Stack>
        <Stack gap="xs">
          <Checkbox label={t('step7.flexible.hours')} checked={draft.kinds.hours} onChange={(event) => setKind('hours', event.currentTarget.checked)} fw={500} />
          {draft.kinds.hours ? (
            <SimpleGrid cols={2} spacing="sm">
              <Select
                label={t('step7.flexible.from')}
                data={hours}
                value={draft.condition.hours[0]}
                onChange={(value) => setHour(0, value)}
                clearable
                searchable
                comboboxProps={{ withinPortal: true }}
              />
              <Select
                label={t('step7.flexible.to')}
                data={hours}
                value={draft.condition.hours[1]}
                onChange={(value) => setHour(1, value)}
                clearable
                searchable
                comboboxProps={{ withinPortal: true }}
              />
            </SimpleGrid>
          ) : null}
        </Stack>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('step7.flexible.cancel')}
          </Button>
          <Button onClick={() => onSave(draft)}>{t('step7.flexible.save')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
