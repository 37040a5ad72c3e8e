import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { OfferCard } from '@/features/offer-cards';
import { useSimilarOffers } from '../api/get-similar-offers';

/**
 * Offers like the shown one (the same trade, then nearby, then the same industry), as the home page's cards;
 * left out while they load, when there are none and when they cannot be loaded.
 */
export function SimilarOffersSection({ offerId, showEmployer }: { offerId: number; showEmployer: boolean }) {
  const { t } = useTranslation('offers');
  const titleId = useId();
  const similar = useSimilarOffers(offerId);
  const items = similar.data?.items ?? [];
  if (items.length === 0) return null;

  return (
    <Stack component="section" aria-labelledby={titleId} gap="md" mt="md">
      <Stack gap={4}>
        <Title order={2} size="h3" id={titleId}>
          {t('similar.title')}
        </Title>
        <Text c="dimmed">{t('similar.subtitle')}</Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        {items.map((offer) => (
          // Following one keeps the list the reader came from for its "back to results".
          <OfferCard key={offer.id} offer={offer} showEmployer={showEmployer} list={null} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
