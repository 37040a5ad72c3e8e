import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OrderStatus } from '../shop-rules';

const COLORS: Record<number, string> = {
  [OrderStatus.Waiting]: 'yellow',
  [OrderStatus.Processing]: 'blue',
  [OrderStatus.VerificationFailed]: 'red',
  [OrderStatus.Paid]: 'green',
  [OrderStatus.Canceled]: 'gray',
  [OrderStatus.Returned]: 'gray',
  [OrderStatus.Failed]: 'red',
};

export function OrderStatusBadge({ status }: { status: number }) {
  const { t } = useTranslation('shop');
  // Dark text on the tinted background: the light variant's coloured text falls below 4.5:1 contrast (green, yellow).
  return (
    <Badge color={COLORS[status] ?? 'gray'} c="dark.8" variant="light" style={{ textTransform: 'none' }}>
      {t(`orderStatus.${status}`, { defaultValue: String(status) })}
    </Badge>
  );
}
