import { Group } from '@mantine/core';
import { IconStar, IconStarFilled, IconStarHalfFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ratingStars } from '@/features/offer-cards';

/** The wanted level of a skill or material, 0-5 in halves, read out as one phrase. */
export function RatingStars({ rating }: { rating: number }) {
  const { t } = useTranslation('offers');
  const { full, half, empty } = ratingStars(rating);
  const color = 'var(--mantine-color-yellow-8)';
  return (
    <Group gap={1} wrap="nowrap" role="img" aria-label={t('requirements.rating', { value: rating })}>
      {Array.from({ length: full }, (_, index) => (
        <IconStarFilled key={`full-${index}`} size={15} color={color} aria-hidden />
      ))}
      {half ? <IconStarHalfFilled size={15} color={color} aria-hidden /> : null}
      {Array.from({ length: empty }, (_, index) => (
        <IconStar key={`empty-${index}`} size={15} color="var(--mantine-color-gray-6)" aria-hidden />
      ))}
    </Group>
  );
}
