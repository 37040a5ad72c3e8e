import { ActionIcon, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { type CartGroup, type CartItem, ProductType, formatCalendarDate } from '@trades/contracts';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/lib/i18n';
import { formatMoney } from '../shop-rules';

/** What an item is, in the words of its product: the offer's profession, the candidate's name, or the subscription. */
function itemName(group: CartGroup, item: CartItem): string {
  if (group.type === ProductType.PublishOffer) return item.profession?.title ?? item.uuid;
  if (group.type === ProductType.CandidateProfile) return [item.first_name, item.last_name].filter(Boolean).join(' ') || item.uuid;
  return group.name;
}

/** The period an item covers: the offer's work period or the subscription's months. */
function ItemPeriod({ item }: { item: CartItem }) {
  const { t } = useTranslation('shop');
  const locale = currentLocale();
  const from = item.start_at ?? item.workStartAt;
  if (!from) return null;
  const to = item.end_at ?? item.workEndAt;
  return (
    <Text size="sm" c="dimmed">
      {t('cart.period', { from: formatCalendarDate(from, locale), to: to ? formatCalendarDate(to, locale) : t('cart.indefinitely') })}
    </Text>
  );
}

/**
 * The items grouped by product, each group with its unit price; `onRemove` (the cart) adds a
 * delete button per item, an order shows them read-only.
 */
export function CartContents({ groups, onRemove, removing }: { groups: CartGroup[]; onRemove?: (item: CartItem) => void; removing?: number | null }) {
  const { t } = useTranslation('shop');
  return (
    <Stack gap="md">
      {groups.map((group) => (
        <Paper key={group.uuid} withBorder radius="md" p="md" data-testid={`cart-group-${group.type}`}>
          <Group justify="space-between" align="baseline" mb="xs" wrap="wrap">
            <Title order={3} size="h4">
              {group.name}
            </Title>
            <Text size="sm">{t('cart.unitPrice', { price: formatMoney(group.price, group.currency) })}</Text>
          </Group>
          <Stack component="ul" gap="xs" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {group.items.map((item) => {
              const name = itemName(group, item);
              return (
                <Group component="li" key={item.id} justify="space-between" wrap="nowrap" gap="sm">
                  <div style={{ minWidth: 0 }}>
                    <Text fw={500}>{name}</Text>
                    <ItemPeriod item={item} />
                  </div>
                  {onRemove ? (
                    <ActionIcon variant="subtle" color="red" aria-label={t('cart.remove', { name })} onClick={() => onRemove(item)} loading={removing === item.id}>
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  ) : null}
                </Group>
              );
            })}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
