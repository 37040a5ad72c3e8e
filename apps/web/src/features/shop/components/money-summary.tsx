import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@trades/contracts';
import { currentLocale } from '@/lib/i18n';

export interface MoneyTotals {
  totalItemsQuantity: number;
  totalNetValue: number;
  taxValue: number;
  taxRate: number;
  totalGrossValue: number;
  currency: string;
  vatTreatment?: 'standard' | 'reverse_charge';
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="sm" wrap="nowrap">
      <Text component="dt" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text component="dd" m={0} fw={strong ? 700 : undefined} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
}

/** Items, net, VAT (its rate, or the reverse charge) and the gross to pay, as a description list. */
export function MoneySummary({ totals }: { totals: MoneyTotals }) {
  const { t } = useTranslation('shop');
  const locale = currentLocale();
  const money = (grosze: number) => formatMoney(grosze, totals.currency, locale);
  return (
    <Stack component="dl" gap={6} m={0}>
      <Row label={t('cart.quantity')} value={String(totals.totalItemsQuantity)} />
      <Row label={t('cart.net')} value={money(totals.totalNetValue)} />
      <Row label={totals.vatTreatment === 'reverse_charge' ? t('cart.vatReverse') : t('cart.vat', { rate: totals.taxRate })} value={money(totals.taxValue)} />
      <Row label={t('cart.gross')} value={money(totals.totalGrossValue)} strong />
    </Stack>
  );
}
