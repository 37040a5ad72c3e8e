import { ActionIcon, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { type CartGroup, type CartItem, ProductType, formatCalendarDate, formatMoney } from '@trades/contracts';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/lib/i18n';

/**
 * The period an item buys: an offer's publication window (from the payment, OFFER_PUBLICATION_DAYS
 * long), a subscription's months. The offer's own work period is the offer's business, not the cart's.
 */
function ItemPeriod({ group, item }: { group: CartGroup; item: CartItem }) {
  const { t } = useTranslation('shop');
  const locale = currentLocale();
  if (!item.start_at || !item.end_at) return null;
  const dates = { from: formatCalendarDate(item.start_at, locale), to: formatCalendarDate(item.end_at, locale) };
  return (
    <Text size="sm" c="dimmed">
      {group.type === ProductType.PublishOffer ? t('cart.publication', dates) : t('cart.period', dates)}
    </Text>
  );
}

/**
 * The items grouped by product, each group with its unit price; `onRemove` (the cart) adds a
 * delete button per item, an order shows them read-only. Each item goes by its name (an offer's
 * title and place, numbered where two could be confused), never by a slug.
 */
export function CartContents({ groups, onRemove, removing }: { groups: CartGroup[]; onRemove?: (item: CartItem) => void; removing?: number | null }) {
  const { t } = useTranslation('shop');
  const locale = currentLocale();
  return (
    <Stack gap="md">
      {groups.map((group) => (
        <Paper key={group.uuid} withBorder radius="md" p="md" data-testid={`cart-group-${group.type}`}>
          <Group justify="space-between" align="baseline" mb="xs" wrap="wrap">
            <Title order={3} size="h4">
              {group.name}
            </Title>
            <Text size="sm">{t('cart.unitPrice', { price: formatMoney(group.price, group.currency, locale) })}</Text>
          </Group>
          <Stack component="ul" gap="xs" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {group.items.map((item) => {
              const name = item.name || group.name;
              return (
                <Group component="li" key={item.id} justify="space-between" wrap="nowrap" gap="sm">
                  <div style={{ minWidth: 0 }}>
                    <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
                      {name}
                    </Text>
                    <ItemPeriod group={group} item={item} />
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
