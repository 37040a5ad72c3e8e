import { Checkbox, Fieldset, SimpleGrid, type SimpleGridProps, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { checkAllState, toggleAll } from './check-all';
import { FieldError } from './field-error';

interface CheckAllGroupProps<T extends string | number> {
  /** The group's name: a fieldset legend when framed, else a label above the options. */
  label: string;
  options: readonly { id: number; title: string }[];
  /** The value of an option in the form (ids as numbers or as text). */
  optionValue(option: { id: number }): T;
  value: readonly T[];
  onChange(value: T[]): void;
  /** The 'check all' box above the options, shown when there is more than one option. */
  checkAll?: { label: string; ariaLabel?: string };
  disabled?: boolean;
  error?: string;
  framed?: boolean;
  cols?: SimpleGridProps['cols'];
}

/** A checklist of a dictionary with an optional 'check all' box that selects or clears every option. */
export function CheckAllGroup<T extends string | number>({
  label,
  options,
  optionValue,
  value,
  onChange,
  checkAll,
  disabled,
  error,
  framed = false,
  cols = { base: 1, sm: 2 },
}: CheckAllGroupProps<T>) {
  const labelId = useId();
  const all = options.map(optionValue);
  const state = checkAllState(value, all);
  const toggle = (option: T, checked: boolean) => onChange(checked ? [...value, option] : value.filter((v) => v !== option));
  const body = (
    <>
      {checkAll && options.length > 1 ? (
        <Checkbox
          label={checkAll.label}
          aria-label={checkAll.ariaLabel}
          checked={state === 'all'}
          indeterminate={state === 'some'}
          disabled={disabled}
          onChange={() => onChange(toggleAll(value, all))}
          styles={{ label: { fontWeight: 600 } }}
        />
      ) : null}
      <SimpleGrid cols={cols} spacing="xs" verticalSpacing="xs">
        {options.map((option) => {
          const optionId = optionValue(option);
          return (
            <Checkbox
              key={option.id}
              label={option.title}
              checked={value.includes(optionId)}
              disabled={disabled}
              onChange={(event) => toggle(optionId, event.currentTarget.checked)}
            />
          );
        })}
      </SimpleGrid>
      <FieldError error={error} />
    </>
  );
  if (framed)
    return (
      <Fieldset legend={label}>
        <Stack gap="sm">{body}</Stack>
      </Fieldset>
    );
  return (
    <Stack gap="xs" role="group" aria-labelledby={labelId}>
      <Text id={labelId} fw={500} size="sm">
        {label}
      </Text>
      {body}
    </Stack>
  );
}

