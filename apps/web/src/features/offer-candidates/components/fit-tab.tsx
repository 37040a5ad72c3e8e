import { Alert, Box, Button, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconShoppingCart, IconStarFilled, IconX } from '@tabler/icons-react';
import type { PipelineCandidate, PipelineItem, SkillComparisonRow } from '@trades/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '@/features/offer-cards';
import { useCandidateCart } from '@/features/shop';
import { currentLocale } from '@/lib/i18n';
import { isPerfectFit } from '../pipeline-rules';
import { Facts } from './facts';
import { SkillRating } from './skill-rating';
import { StatusMenu } from './status-menu';

/** The Fit tab's groups: required and nice-to-have professional skills, then technical ones. */
const GROUPS = [
  { key: 'professionalRequired', kind: 'professional', isRequired: true },
  { key: 'professionalNiceToHave', kind: 'professional', isRequired: false },
  { key: 'technicalRequired', kind: 'technical', isRequired: true },
  { key: 'technicalNiceToHave', kind: 'technical', isRequired: false },
] as const;

function ComparisonRow({ row }: { row: SkillComparisonRow }) {
  const { t } = useTranslation('offerCandidates');
  return (
    <List.Item data-testid="fit-row">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon
          size="sm"
          radius="xl"
          color={row.met ? 'teal.8' : 'red.8'}
          role="img"
          aria-label={t(row.met ? 'fit.met' : 'fit.notMet')}
          data-testid={row.met ? 'fit-met' : 'fit-not-met'}
        >
          {row.met ? <IconCheck size={14} aria-hidden /> : <IconX size={14} aria-hidden />}
        </ThemeIcon>
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text size="sm" fw={600}>
            {row.title}
          </Text>
          <Group gap="xs" wrap="wrap">
            <Text size="xs" c="dimmed">
              {/* Technical skills are never rated: met alone says whether the candidate has one. */}
              {row.candidateRating !== null ? t('fit.candidateRating', { value: row.candidateRating }) : t(row.met ? 'fit.candidateHas' : 'fit.candidateLacks')}
            </Text>
            {row.candidateRating !== null ? <SkillRating value={row.candidateRating} /> : null}
            {row.rating !== null ? (
              <Text size="xs" c="dimmed">
                {t('fit.wantedRating', { value: row.rating })}
              </Text>
            ) : null}
          </Group>
        </Stack>
      </Group>
    </List.Item>
  );
}

export interface FitTabProps {
  item: PipelineItem;
  candidate: PipelineCandidate;
  statusId: number;
  onMove(status: number): void;
  moving: boolean;
}

/** Buying the candidate's full profile: added to the cart while it can be bought, then a way to the cart. */
function ProfilePurchase({ candidate }: { candidate: PipelineCandidate }) {
  const { t } = useTranslation('offerCandidates');
  const cart = useCandidateCart();
  const note = useId();
  if (!candidate.allowBought) {
    return (
      <Text size="xs" c="dimmed">
        {t('fit.cartNotNeeded')}
      </Text>
    );
  }
  if (cart.isInCart(candidate.uuid)) {
    return (
      <Group gap="sm">
        <Text size="sm" fw={500} role="status">
          {t('fit.inCart')}
        </Text>
        <Button component={Link} to="/user/cart" variant="light" size="compact-sm">
          {t('fit.toCart')}
        </Button>
      </Group>
    );
  }
  return (
    <Stack gap={4} align="flex-start">
      <Button
        leftSection={<IconShoppingCart size={18} aria-hidden />}
        onClick={() => cart.add(candidate.uuid)}
        loading={cart.adding === candidate.uuid}
        disabled={!cart.ready}
        aria-describedby={note}
        data-testid="fit-add-to-cart"
      >
        {t('fit.addToCart')}
      </Button>
      <Text size="xs" c="dimmed" id={note}>
        {t('fit.cartNote')}
      </Text>
    </Stack>
  );
}

/** The Fit tab: the candidate against the offer's skills, the status menu and the purchase of the profile. */
export function FitTab({ item, candidate, statusId, onMove, moving }: FitTabProps) {
  const { t } = useTranslation('offerCandidates');
  const name = `${candidate.firstName} ${candidate.lastName}`;
  return (
    <Stack gap="md" data-testid="panel-fit">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Title order={3} size="h4">
          {name}
        </Title>
        <StatusMenu variant="button" statusId={statusId} candidateName={name} onMove={onMove} disabled={moving} />
      </Group>
      <Facts
        rows={[
          { label: t('fit.availability'), value: item.availableFrom ? t('card.availableFrom', { date: formatDate(item.availableFrom, currentLocale()) }) : t('fit.availabilityUnknown') },
          { label: t('fit.score'), value: item.score !== null ? <span data-testid="fit-score">{`${item.score}%`}</span> : t('fit.noScore') },
        ]}
      />
      {isPerfectFit(item.score) ? (
        <Alert color="teal" variant="light" icon={<IconStarFilled size={18} aria-hidden />} data-testid="fit-perfect">
          {t('fit.perfect')}
        </Alert>
      ) : null}
      {item.skillsComparison.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('fit.noSkills')}
        </Text>
      ) : (
        GROUPS.map((group) => {
          const rows = item.skillsComparison.filter((row) => row.kind === group.kind && row.isRequired === group.isRequired);
          return rows.length > 0 ? (
            <Box component="section" key={group.key}>
              <Title order={4} size="h6" mb={6}>
                {t(`fit.groups.${group.key}`)}
              </Title>
              <List spacing={8} listStyleType="none" pl={0}>
                {rows.map((row) => (
                  <ComparisonRow key={row.title} row={row} />
                ))}
              </List>
            </Box>
          ) : null;
        })
      )}
      <ProfilePurchase candidate={candidate} />
    </Stack>
  );
}
