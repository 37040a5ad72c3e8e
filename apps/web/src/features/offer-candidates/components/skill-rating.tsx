import { Rating } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A 0-5 rating in halves as read-only stars, read out as one phrase. */
export function SkillRating({ value }: { value: number }) {
  const { t } = useTranslation('offerCandidates');
  return (
    <span role="img" aria-label={t('rating', { value })} style={{ display: 'inline-flex' }}>
      <Rating value={value} fractions={2} readOnly size="sm" />
    </span>
  );
}
