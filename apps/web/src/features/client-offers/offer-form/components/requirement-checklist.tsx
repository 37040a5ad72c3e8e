import { Checkbox, Group, Rating, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { DictionaryItem } from '@trades/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { RequirementValue } from '../rules/offer-form-values';
import { FieldError } from '@/components/forms/field-error';

export interface RequirementChecklistProps {
  title: string;
  /** A line under the title. */
  hint?: string;
  options: readonly DictionaryItem[];
  value: readonly RequirementValue[];
  /** Ids another ticked item needs: ticked, required and not changeable. */
  locked: readonly number[];
  /** Ticked items may carry the wanted level (0-5 in halves). */
  rated: boolean;
  disabled: boolean;
  error?: string;
  onTicked(id: number, on: boolean): void;
  onRequired(id: number, isRequired: boolean): void;
  onRating(id: number, rating: number | null): void;
}

/**
 * One requirement list: tick an item, then mark it required (otherwise it is nice to have) and, on
 * skills and materials, the level wanted.
 */
export function RequirementChecklist({ title, hint, options, value, locked, rated, disabled, error, onTicked, onRequired, onRating }: RequirementChecklistProps) {
  const { t } = useTranslation('clientOffers');
  const titleId = useId();
  if (options.length === 0) return null;
  return (
    <Stack gap="xs" role="group" aria-labelledby={titleId}>
      <Title order={3} id={titleId} fz="md">
        {title}
      </Title>
      {hint ? (
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
      ) : null}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xs" verticalSpacing="xs">
        {options.map((option) => {
          const item = value.find((entry) => entry.id === option.id);
          const isLocked = locked.includes(option.id);
          return (
            <Stack key={option.id} gap={4} p="xs" bd="1px solid var(--mantine-color-gray-3)" style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
              <Checkbox
                label={option.title}
                checked={item !== undefined}
                disabled={disabled || isLocked}
                onChange={(event) => onTicked(option.id, event.currentTarget.checked)}
              />
              {item ? (
                <Group gap="md" pl={30} wrap="wrap">
                  <Checkbox
                    size="xs"
                    label={t('form.checklist.required')}
                    aria-label={t('form.checklist.requiredOf', { item: option.title })}
                    checked={item.isRequired}
                    disabled={disabled || isLocked}
                    onChange={(event) => onRequired(option.id, event.currentTarget.checked)}
                  />
                  {isLocked ? (
                    <Text size="xs" c="dimmed">
                      {t('form.checklist.locked')}
                    </Text>
                  ) : null}
                  {rated ? (
                    <Group gap={6} wrap="nowrap">
                      <Text size="xs" c="dimmed" aria-hidden>
                        {t('form.checklist.level')}
                      </Text>
                      <Rating
                        role="group"
                        aria-label={t('form.checklist.levelOf', { item: option.title })}
                        fractions={2}
                        count={5}
                        size="sm"
                        allowClear
                        readOnly={disabled}
                        value={item.rating ?? 0}
                        onChange={(rating) => onRating(option.id, rating)}
                        getSymbolLabel={(index) => t('form.checklist.levelValue', { value: index })}
                      />
                    </Group>
                  ) : null}
                </Group>
              ) : null}
            </Stack>
          );
        })}
      </SimpleGrid>
      <FieldError error={error} />
    </Stack>
  );
}
