import { Stack, Text } from '@mantine/core';
import type { OfferListItem } from '@trades/contracts';
import { useTranslation } from 'react-i18next';
import { currentLocale, htmlLang } from '@/lib/i18n';
import { salaryLines } from './offer-format';

type SalaryFields = Pick<
  OfferListItem,
  'salaryGrossValueMin' | 'salaryGrossValueMax' | 'salaryDailyValueMin' | 'salaryMonthValueMin' | 'showSalaryGross' | 'showSalaryDaily' | 'showSalaryMonth' | 'isSalaryGross'
>;

/** The shown salary lines (per hour, day, month) and whether they are gross or net; nothing when all are hidden. */
export function SalaryLines({ offer, size = 'md' }: { offer: SalaryFields; size?: 'sm' | 'md' | 'lg' }) {
  const { t } = useTranslation('offers');
  const lines = salaryLines(offer, htmlLang(currentLocale()));
  if (lines.length === 0) return null;
  return (
    <Stack gap={2} data-testid="salary-lines">
      {lines.map((line) => (
        <Text key={line.period} fw={700} c="teal.9" size={size}>
          {t(`salary.per.${line.period}`, { amount: line.amount })}
        </Text>
      ))}
      <Text size="sm" c="dimmed">
        {t(offer.isSalaryGross ? 'salary.gross' : 'salary.net')}
      </Text>
    </Stack>
  );
}
