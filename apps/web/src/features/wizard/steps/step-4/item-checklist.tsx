import { Checkbox, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DictionaryRef } from './professions.rules';
import { FieldError } from '@/components/forms/field-error';

interface ItemChecklistProps {
  legend: string;
  items: readonly DictionaryRef[];
  checked: readonly number[];
  onToggle(id: number, checked: boolean): void;
  /** Items ticked because another requires them: disabled and marked required. */
  locked?: ReadonlySet<number>;
  error?: string;
  /** Extra content under the list (e.g. 'show more'). */
  children?: ReactNode;
}

/** A titled list of checkboxes of one kind of profession item. */
export function ItemChecklist({ legend, items, checked, onToggle, locked, error, children }: ItemChecklistProps) {
  const { t } = useTranslation('wizard');
  if (items.length === 0) return null;
  return (
    <Stack gap={6} role="group" aria-label={legend}>
      <Text size="sm" fw={500}>
        {legend}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing={6}>
        {items.map((item) => {
          const isLocked = locked?.has(item.id) ?? false;
          return (
            <Checkbox
              key={item.id}
              label={item.title}
              description={isLocked ? t('step4.required') : undefined}
              checked={checked.includes(item.id)}
              disabled={isLocked}
              onChange={(event) => onToggle(item.id, event.currentTarget.checked)}
            />
          );
        })}
      </SimpleGrid>
      {children}
      <FieldError error={error} />
    </Stack>
  );
}
