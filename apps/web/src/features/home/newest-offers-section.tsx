import { Button, Container, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '@/lib/session';
import { OfferCard } from '@/features/offer-cards';
import { ALL_OFFERS_PATH } from '@/features/search';
import { useNewestOffers } from './api/get-public-offer-list';

/** How many offers the home page shows. */
export const HOME_OFFER_COUNT = 6;

/** The six newest offers; hidden when the list cannot be loaded or is empty, placeholders meanwhile. */
export function NewestOffersSection() {
  const { t } = useTranslation('home');
  const { status } = useSession();
  const offers = useNewestOffers();
  const items = offers.data?.items?.slice(0, HOME_OFFER_COUNT) ?? [];
  if (offers.isError || (offers.isSuccess && items.length === 0)) return null;

  return (
    <Container size="lg" py={48} component="section" aria-labelledby="newest-offers-title" aria-busy={offers.isPending}>
      <Group justify="space-between" align="flex-end" mb="lg">
        <Stack gap={4}>
          <Title order={2} id="newest-offers-title">
            {t('offers.title')}
          </Title>
          <Text c="dimmed">{t('offers.subtitle')}</Text>
        </Stack>
        <Group gap="sm">
          <Button component={Link} to="/search" variant="default" leftSection={<IconSearch size={16} aria-hidden />}>
            {t('offers.search')}
          </Button>
          <Button component={Link} to={ALL_OFFERS_PATH} variant="light">
            {t('offers.all')}
          </Button>
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        {offers.isPending
          ? Array.from({ length: HOME_OFFER_COUNT }, (_, index) => <Skeleton key={index} height={180} radius="md" data-testid="offer-placeholder" />)
          : items.map((offer) => <OfferCard key={offer.id} offer={offer} showEmployer={status === 'authenticated'} />)}
      </SimpleGrid>
    </Container>
  );
}
