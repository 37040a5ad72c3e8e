import { Button, Group, Modal, Rating, Stack, Text } from '@mantine/core';
import { RATING_STEP, formatDecimal } from '@trades/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/lib/i18n';

interface RatingDialogProps {
  /** The skill or material being rated. */
  title: string;
  initial: number | null;
  onSave(rating: number): void;
  onClose(): void;
  onLegend(): void;
}

/**
 * Rating of a ticked skill or material: stars in halves. A ticked item
 * is one the candidate has, so saving needs at least half a star; closing leaves the item unrated.
 */
export function RatingDialog({ title, initial, onSave, onClose, onLegend }: RatingDialogProps) {
  const { t } = useTranslation('wizard');
  const locale = currentLocale();
  const [rating, setRating] = useState(initial ?? 0);
  return (
    <Modal opened onClose={onClose} size={290} title={t('step4.rating.title')} centered>
      <Stack gap="md">
        <Text size="sm">{title}</Text>
        <Group gap="sm">
          <Rating
            value={rating}
            onChange={setRating}
            fractions={1 / RATING_STEP}
            size="lg"
            role="radiogroup"
            aria-label={t('step4.rating.stars')}
            getSymbolLabel={(value) => t('step4.rating.value', { rating: formatDecimal(value, locale) })}
          />
          <Text size="sm" c="dimmed">
            {rating > 0 ? t('step4.rating.value', { rating: formatDecimal(rating, locale) }) : t('step4.rating.not_rated')}
          </Text>
        </Group>
        <Button variant="subtle" size="compact-sm" onClick={onLegend} w="fit-content">
          {t('step4.legend.open')}
        </Button>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('step4.rating.cancel')}
          </Button>
          <Button onClick={() => onSave(rating)} disabled={rating <= 0}>
            {t('step4.rating.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
