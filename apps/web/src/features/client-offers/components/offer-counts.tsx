import { Alert, Card, Loader, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { CLIENT_OFFER_LIST_STATUSES } from '@trades/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useClientOfferCounts } from '../api/get-client-offer-counts';

/** The employer dashboard's offer counts by list tab (issue 5 "Pages"); each count opens its list. */
export function OfferCounts() {
  const { t } = useTranslation('clientOffers');
  const { counts, isPending, isError } = useClientOfferCounts();
  return (
    <Stack gap="sm" component="section" aria-labelledby="offer-counts-title">
      <Title order={2} size="h3" id="offer-counts-title">
        {t('dashboard.offersTitle')}
      </Title>
      {isError ? <Alert color="red">{t('dashboard.countsError')}</Alert> : null}
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        {CLIENT_OFFER_LIST_STATUSES.map((status) => {
          const label = t(`dashboard.count.${status}`);
          return (
            <UnstyledButton key={status} component={Link} to={`/user/offers/${status}/1`}>
              <Card withBorder radius="md" padding="md" data-testid={`offer-count-${status}`}>
                <Text size="sm" c="dimmed">
                  {label}
                </Text>
                {counts[status] === undefined && isPending ? (
                  <Loader size="sm" mt={6} aria-hidden />
                ) : (
                  <Text fz={28} fw={700} lh={1.2}>
                    {counts[status] ?? '–'}
                  </Text>
                )}
              </Card>
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
