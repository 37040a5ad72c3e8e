import { ActionIcon, Checkbox, Group, NumberInput, Paper, Select, SimpleGrid, Stack, Text, TextInput, Textarea, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { MAX_WORK_MONTHS, MAX_WORK_YEARS } from '@trades/contracts';
import { useTranslation } from 'react-i18next';
import { FieldError } from '@/components/forms/field-error';
import { phonePrefixGroups } from '@/features/accounts';
import { countryOption, groupedOptions } from '../../options';
import { AttachmentsField } from '../attachments/attachments-field';
import type { FieldErrors, Step4Primary, WorkEntryValues } from './professions.rules';

interface WorkEntryFieldsProps {
  primary: Step4Primary;
  index: number;
  value: WorkEntryValues;
  onChange(value: WorkEntryValues): void;
  /** Errors of this entry by its own path (workedFor, workTime.year, ...). */
  errors: FieldErrors;
  errorText(key: string | undefined): string | undefined;
  canRemove: boolean;
  onRemove(): void;
}

/** One entry of the work history: employer, country, time, references, files. */
export function WorkEntryFields({ primary, index, value, onChange, errors, errorText, canRemove, onRemove }: WorkEntryFieldsProps) {
  const { t } = useTranslation('wizard');
  const groups = { preferred: t('step4.work.preferred'), remaining: t('step4.work.remaining') };
  const countries = groupedOptions(primary.countries, countryOption, groups);
  const prefixes = phonePrefixGroups(primary.phonePrefixes, groups);
  const set = <K extends keyof WorkEntryValues>(key: K, next: WorkEntryValues[K]) => onChange({ ...value, [key]: next });
  const error = (path: string) => errorText(errors[path]);
  const removeLabel = t('step4.work.remove', { number: index + 1 });

  return (
    <Paper withBorder radius="sm" p="sm" role="group" aria-label={t('step4.work.entry', { number: index + 1 })}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={500} size="sm">
            {t('step4.work.entry', { number: index + 1 })}
          </Text>
          {canRemove ? (
            <ActionIcon variant="subtle" color="red" onClick={onRemove} aria-label={removeLabel}>
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          ) : (
            <Tooltip label={t('step4.work.expert_first')}>
              <ActionIcon variant="subtle" color="gray" disabled aria-label={removeLabel}>
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('step4.work.worked_for')}
            value={value.workedFor}
            onChange={(event) => set('workedFor', event.currentTarget.value)}
            error={error('workedFor')}
            withAsterisk
          />
          <Select
            label={t('step4.work.country')}
            data={countries}
            value={value.country || null}
            onChange={(country) => set('country', country ?? '')}
            error={error('country')}
            searchable
            nothingFoundMessage={t('step4.nothing_found')}
            withAsterisk
          />
        </SimpleGrid>
        <Stack gap={4}>
          <SimpleGrid cols={2} spacing="sm">
            <NumberInput
              label={t('step4.work.years')}
              min={0}
              max={MAX_WORK_YEARS}
              clampBehavior="none"
              allowDecimal={false}
              allowNegative={false}
              value={value.workTime.year}
              onChange={(year) => set('workTime', { ...value.workTime, year })}
              error={error('workTime.year')}
            />
            <NumberInput
              label={t('step4.work.months')}
              min={0}
              max={MAX_WORK_MONTHS}
              clampBehavior="none"
              allowDecimal={false}
              allowNegative={false}
              value={value.workTime.month}
              onChange={(month) => set('workTime', { ...value.workTime, month })}
              error={error('workTime.month')}
            />
          </SimpleGrid>
          <FieldError error={error('workTime')} />
        </Stack>
        <Checkbox label={t('step4.work.have_references')} checked={value.haveReferences} onChange={(event) => set('haveReferences', event.currentTarget.checked)} />
        {value.haveReferences ? (
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                label={t('step4.work.reference_first_name')}
                value={value.referenceFirstName}
                onChange={(event) => set('referenceFirstName', event.currentTarget.value)}
                error={error('referenceFirstName')}
                withAsterisk
              />
              <TextInput
                label={t('step4.work.reference_last_name')}
                value={value.referenceLastName}
                onChange={(event) => set('referenceLastName', event.currentTarget.value)}
                error={error('referenceLastName')}
                withAsterisk
              />
              <TextInput
                label={t('step4.work.reference_email')}
                type="email"
                value={value.referenceEmail}
                onChange={(event) => set('referenceEmail', event.currentTarget.value)}
                error={error('referenceEmail')}
                withAsterisk
              />
              <Group gap="xs" align="flex-start" wrap="nowrap">
                <Select
                  label={t('step4.work.reference_phone_prefix')}
                  data={prefixes}
                  value={value.referencePhone.country || null}
                  onChange={(country) => set('referencePhone', { ...value.referencePhone, country: country ?? '' })}
                  error={error('referencePhone.country')}
                  searchable
                  clearable
                  nothingFoundMessage={t('step4.nothing_found')}
                  w={150}
                />
                <TextInput
                  label={t('step4.work.reference_phone')}
                  type="tel"
                  value={value.referencePhone.number}
                  onChange={(event) => set('referencePhone', { ...value.referencePhone, number: event.currentTarget.value })}
                  error={error('referencePhone.number') ?? error('referencePhone')}
                  style={{ flex: 1 }}
                />
              </Group>
            </SimpleGrid>
            <Textarea
              label={t('step4.work.reference_note')}
              value={value.referenceNote}
              onChange={(event) => set('referenceNote', event.currentTarget.value)}
              error={error('referenceNote')}
              rows={3}
              maxLength={1000}
            />
          </Stack>
        ) : null}
        <AttachmentsField
          section="step4"
          label={t('step4.work.attachments')}
          value={value.attachments}
          onChange={(attachments) => set('attachments', attachments)}
          purpose="general"
          titleError={(i) => errors[`attachments.${i}.title`]}
        />
      </Stack>
    </Paper>
  );
}
