import type { OfferListItem } from '@trades/contracts';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/lib/i18n';
import { workPeriod } from './offer-format';

/** "27.12.2026 – 01.11.2027", "from 27/12/2026, indefinitely", or "indefinitely". */
export function useWorkPeriodText(offer: Pick<OfferListItem, 'workStartAt' | 'workEndAt'>): string {
  const { t } = useTranslation('offers');
  const { start, end } = workPeriod(offer, currentLocale());
  if (start && end) return t('period.range', { start, end });
  if (start) return t('period.fromIndefinitely', { start });
  if (end) return t('period.until', { end });
  return t('period.indefinitely');
}
