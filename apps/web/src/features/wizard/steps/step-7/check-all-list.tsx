import { Checkbox, Fieldset, SimpleGrid, Stack, Text } from '@mantine/core';
import { checkAllState, toggleAll } from './work-terms.rules';

interface CheckAllListProps {
  legend: string;
  checkAllLabel: string;
  items: readonly { id: number; title: string }[];
  value: number[];
  onChange(value: number[]): void;
  error?: string;
}

/** A checklist with a check-all box above it (contract types, work systems). */
export function CheckAllList({ legend, checkAllLabel, items, value, onChange, error }: CheckAllListProps) {
  const state = checkAllState(items, value);
  const toggle = (id: number, checked: boolean) => onChange(checked ? [...value, id] : value.filter((v) => v !== id));
  return (
    <Fieldset legend={legend}>
      <Stack gap="sm">
        <Checkbox
          label={checkAllLabel}
          checked={state === 'all'}
          indeterminate={state === 'some'}
          onChange={() => onChange(toggleAll(items, value))}
          fw={500}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing="xs">
          {items.map((item) => (
            <Checkbox key={item.id} label={item.title} checked={value.includes(item.id)} onChange={(event) => toggle(item.id, event.currentTarget.checked)} />
          ))}
        </SimpleGrid>
        {error ? (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        ) : null}
      </Stack>
    </Fieldset>
  );
}
