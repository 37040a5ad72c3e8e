import { Anchor, Badge, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { SavedOffer } from '@trades/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListState } from '@/components/list-state';
import { usePageTitle } from '@/components/use-page-title';
import { OfferListItem, formatDate } from '@/features/offer-cards';
import { currentLocale } from '@/lib/i18n';
import { notifyError } from '@/lib/notify';
import { useChangeSavedOffer, useSavedOffers } from '../api/saved-offers';
import { ALL_OFFERS_SEARCH_PATH } from '../saved-offers-paths';

/**
 * /user/saved-offers: the candidate's saved offers, newest saved first. One no longer public is marked expired and
 * leads nowhere (its page is gone, so is applying); each can be removed, at once, and comes back if that fails.
 */
export function SavedOffersPage() {
  const { t } = useTranslation('savedOffers');
  usePageTitle(t('page.title'));
  const saved = useSavedOffers();
  const change = useChangeSavedOffer();
  const items = saved.data?.items ?? [];
  const remove = (offerId: number) => change.mutate({ offerId, saved: false }, { onError: notifyError });

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('page.title')}</Title>
          <Text c="dimmed">{t('page.intro')}</Text>
        </Stack>
        <ListState query={saved} empty={items.length === 0} errorTitle={t('page.loadError')} retryLabel={t('page.retry')} emptyText={t('page.empty')}>
          <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('page.title')}>
            {items.map((item) => (
              <li key={item.offerId}>
                <SavedOfferItem item={item} onRemove={remove} />
              </li>
            ))}
          </Stack>
        </ListState>
        {saved.data ? (
          <Anchor component={Link} to={ALL_OFFERS_SEARCH_PATH}>
            {t('page.findOffers')}
          </Anchor>
        ) : null}
      </Stack>
    </Container>
  );
}

function SavedOfferItem({ item, onRemove }: { item: SavedOffer; onRemove: (offerId: number) => void }) {
  const { t } = useTranslation('savedOffers');
  return (
    <OfferListItem
      offer={item.offer}
      showEmployer
      to={item.isExpired ? null : undefined}
      aside={
        item.isExpired ? (
          // Dark text on the light tint: Mantine's own light-variant text misses 4.5:1 for some colours.
          <Badge color="gray" variant="light" c="dark.7" data-testid="saved-offer-expired">
            {t('page.expired')}
          </Badge>
        ) : null
      }
      footer={
        <Group justify="space-between" gap="xs" mt="sm">
          <Text size="sm" c="dimmed">
            {item.isExpired ? t('page.expiredNote') : t('page.savedAt', { date: formatDate(item.savedAt, currentLocale()) })}
          </Text>
          <Button variant="subtle" color="red" size="compact-sm" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => onRemove(item.offerId)}>
            {t('page.remove')}
          </Button>
        </Group>
      }
    />
  );
}
