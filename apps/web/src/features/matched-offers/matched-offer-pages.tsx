import { Alert, Container, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconMoodEmpty } from '@tabler/icons-react';
import type { MatchedOffer, MatchedOffersPrimary } from '@trades/contracts';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/components/use-page-title';
import { useCandidateProfile } from '@/features/accounts';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useApplyToMatch } from './api/apply-to-match';
import { useMatchedOffers, useMatchedOffersPrimary } from './api/get-matched-offers';
import { AvailabilityStatusForm } from './components/availability-status-form';
import { MatchedOfferCard } from './components/matched-offer-card';

/**
 * /offers-matched: how matching works, the candidate's availability status and the matched offers,
 * best first, each with its score, how it matches and the apply button. Candidates only (app/access.ts).
 */
export function MatchedOffersPage() {
  const { t } = useTranslation('matchedOffers');
  usePageTitle(t('title'));
  const primary = useMatchedOffersPrimary();
  const profile = useCandidateProfile();

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('title')}</Title>
        <Explanation primary={primary.data} loading={primary.isPending} />
        {primary.data && profile.data ? (
          // Remounts with the saved status when the profile comes back from another tab's change.
          <AvailabilityStatusForm
            key={`${profile.data.availableStatus.id}-${profile.data.availableFrom ?? ''}`}
            statuses={primary.data.availableStatus}
            profile={profile.data}
          />
        ) : primary.isPending || profile.isPending ? (
          <Skeleton height={110} radius="md" />
        ) : null}
        <MatchedList />
      </Stack>
    </Container>
  );
}

function Explanation({ primary, loading }: { primary: MatchedOffersPrimary | undefined; loading: boolean }) {
  if (loading) return <Skeleton height={60} radius="md" />;
  const description = primary?.description[0];
  if (!description) return null;
  return (
    <Stack gap={6} data-testid="matched-offers-explanation">
      <Title order={2} size="h3">
        {description.heading}
      </Title>
      {description.texts.map((text) => (
        <Text key={text}>{text}</Text>
      ))}
    </Stack>
  );
}

function MatchedList() {
  const { t } = useTranslation('matchedOffers');
  const list = useMatchedOffers();
  const apply = useApplyToMatch();

  const onApply = (match: MatchedOffer) =>
    apply.mutate(match.uuid, {
      onSuccess: () => notifySuccess(t('apply.success')),
      onError: notifyError,
    });

  return (
    <Stack gap="md" component="section" aria-labelledby="matched-list-heading">
      <Title order={2} size="h3" id="matched-list-heading">
        {t('list.heading')}
      </Title>
      {list.isPending ? (
        <Stack gap="md" aria-busy="true" aria-label={t('list.loading')} data-testid="matched-offers-loading">
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} height={160} radius="md" />
          ))}
        </Stack>
      ) : list.isError ? (
        <Alert color="red" icon={<IconAlertTriangle aria-hidden />} role="alert">
          {t('list.loadError')}
        </Alert>
      ) : list.data.items.length === 0 ? (
        <Paper withBorder radius="md" p="xl" data-testid="matched-offers-empty">
          <Stack align="center" gap="xs" ta="center">
            <IconMoodEmpty size={40} aria-hidden color="var(--mantine-color-gray-6)" />
            <Text fw={600}>{t('list.empty')}</Text>
            <Text size="sm">{t('list.emptyHint')}</Text>
          </Stack>
        </Paper>
      ) : (
        <Stack gap="md" data-testid="matched-offers-list">
          {list.data.items.map((match) => (
            <MatchedOfferCard key={match.uuid} match={match} onApply={onApply} applying={apply.isPending && apply.variables === match.uuid} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
