import { Checkbox, SimpleGrid, Stack, Text } from '@mantine/core';
import type { DictionaryItem } from '@trades/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { checkAllState, toggleAll } from '../rules/check-all';
import { FieldError } from './field-error';

interface CheckAllGroupProps {
  label: string;
  options: readonly DictionaryItem[];
  value: string[];
  onChange(value: string[]): void;
  disabled?: boolean;
  error?: string;
  /** Shows the 'check all' box that selects or clears every option. */
  withCheckAll?: boolean;
}

/** A group of checkboxes of a dictionary (ids as text), optionally with a 'check all' box. */
export function CheckAllGroup({ label, options, value, onChange, disabled, error, withCheckAll = false }: CheckAllGroupProps) {
  const { t } = useTranslation('clientOffers');
  const labelId = useId();
  const all = options.map((option) => String(option.id));
  const state = checkAllState(value, all);
  return (
    <Stack gap="xs" role="group" aria-labelledby={labelId}>
      <Text id={labelId} fw={500} size="sm">
        {label}
      </Text>
      {withCheckAll && options.length > 1 ? (
        <Checkbox
          label={t('form.checkAll')}
          aria-label={t('form.checkAllOf', { group: label })}
          checked={state === 'all'}
          indeterminate={state === 'some'}
          disabled={disabled}
          onChange={() => onChange(toggleAll(value, all))}
          styles={{ label: { fontWeight: 600 } }}
        />
      ) : null}
      <Checkbox.Group value={value} onChange={onChange}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing="xs">
          {options.map((option) => (
            <Checkbox key={option.id} value={String(option.id)} label={option.title} disabled={disabled} />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
      <FieldError error={error} />
    </Stack>
  );
}
