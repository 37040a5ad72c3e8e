import { Button, Checkbox, Group, Rating, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDecimal } from '@trades/contracts';
import { useTranslation } from 'react-i18next';
import type { DictionaryRef, RatedValue } from './professions.rules';
import { FieldError } from '@/components/forms/field-error';
import { currentLocale } from '@/lib/i18n';

interface RatedChecklistProps {
  legend: string;
  items: readonly DictionaryRef[];
  value: readonly RatedValue[];
  /** Ticking asks for the rating (the caller opens the rating dialog). */
  onTick(item: DictionaryRef): void;
  onUntick(id: number): void;
  onRate(item: DictionaryRef): void;
  error?: string;
  /** Shown next to the title (the skill legend button). */
  action?: ReactNode;
  children?: ReactNode;
}

/** Skills or materials that carry a rating (0-5 in halves): each ticked one shows its stars or 'not rated'. */
export function RatedChecklist({ legend, items, value, onTick, onUntick, onRate, error, action, children }: RatedChecklistProps) {
  const { t } = useTranslation('wizard');
  const locale = currentLocale();
  if (items.length === 0) return null;
  return (
    <Stack gap={6} role="group" aria-label={legend}>
      <Group gap="xs" justify="space-between">
        <Text size="sm" fw={500}>
          {legend}
        </Text>
        {action}
      </Group>
      {items.map((item) => {
        const ticked = value.find((v) => v.id === item.id);
        return (
          <Group key={item.id} gap="xs" justify="space-between" wrap="wrap">
            <Checkbox
              label={item.title}
              checked={ticked !== undefined}
              onChange={(event) => (event.currentTarget.checked ? onTick(item) : onUntick(item.id))}
            />
            {ticked ? (
              <Group gap={6} wrap="nowrap">
                {ticked.rating === null ? (
                  <Text size="xs" c="red">
                    {t('step4.rating.not_rated')}
                  </Text>
                ) : (
                  <Rating value={ticked.rating} fractions={2} readOnly size="sm" role="img" aria-label={t('step4.rating.value', { rating: formatDecimal(ticked.rating, locale) })} />
                )}
                <Button variant="subtle" size="compact-xs" onClick={() => onRate(item)}>
                  {ticked.rating === null ? t('step4.rating.rate') : t('step4.rating.change')}
                  {/* The visible word starts the name (label in name); the item says which skill. */}
                  <VisuallyHidden> {item.title}</VisuallyHidden>
                </Button>
              </Group>
            ) : null}
          </Group>
        );
      })}
      {children}
      <FieldError error={error} />
    </Stack>
  );
}
