import { Rating } from '@mantine/core';
import { formatDecimal, normalizeLocale } from '@trades/contracts';
import { useTranslation } from 'react-i18next';

/** A 0-5 rating in halves as read-only stars, read out as one phrase ("Poziom 4,5 z 5"). */
export function SkillRating({ value }: { value: number }) {
  const { t, i18n } = useTranslation('offerCandidates');
  return (
    <span role="img" aria-label={t('rating', { value: formatDecimal(value, normalizeLocale(i18n.language)) })} style={{ display: 'inline-flex' }}>
      <Rating value={value} fractions={2} readOnly size="sm" />
    </span>
  );
}
