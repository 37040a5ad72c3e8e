import { formatMoney } from '@trades/contracts';
import { currentLocale } from '@/lib/i18n';

/** Money on the back office's pages as the operator's language writes it (grosze in, "2,46 zł" or "PLN 2.46" out). */
export function useOperatorMoney(): (grosze: number, currency?: string) => string {
  const locale = currentLocale();
  return (grosze, currency = 'PLN') => formatMoney(grosze, currency, locale);
}
