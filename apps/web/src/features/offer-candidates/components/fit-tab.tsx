import { Alert, Box, Button, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCircleCheck, IconCircleX, IconMinus, IconShoppingCart, IconStarFilled, IconX } from '@tabler/icons-react';
import { type FitVerdict, type PipelineCandidate, type PipelineItem, type SkillComparisonRow, failsRequirement, formatDecimal, normalizeLocale } from '@trades/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '@/features/offer-cards';
import { useCandidateCart } from '@/features/shop';
import { currentLocale } from '@/lib/i18n';
import { type PartState, VERDICT_COLORS, formatList, lostPoints, partState } from '../fit-rules';
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
  const { t, i18n } = useTranslation('offerCandidates');
  const number = (value: number) => formatDecimal(value, normalizeLocale(i18n.language));
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
              {row.candidateRating !== null ? t('fit.candidateRating', { value: number(row.candidateRating) }) : t(row.met ? 'fit.candidateHas' : 'fit.candidateLacks')}
            </Text>
            {row.candidateRating !== null ? <SkillRating value={row.candidateRating} /> : null}
            {row.rating !== null ? (
              <Text size="xs" c="dimmed">
                {t('fit.wantedRating', { value: number(row.rating) })}
              </Text>
            ) : null}
          </Group>
        </Stack>
      </Group>
    </List.Item>
  );
}

const VERDICT_ICONS: Record<FitVerdict, typeof IconStarFilled> = { perfect: IconStarFilled, good: IconCircleCheck, partial: IconAlertTriangle, knockedOut: IconCircleX };

/** The verdict, and what keeps it from the top: the requirements not met, or the deal-breaker that capped the total. */
function FitVerdictNote({ item, verdict }: { item: PipelineItem; verdict: FitVerdict }) {
  const { t, i18n } = useTranslation('offerCandidates');
  const locale = normalizeLocale(i18n.language);
  const Icon = VERDICT_ICONS[verdict];
  const failed = formatList(
    item.scoreBreakdown.filter(failsRequirement).map((entry) => t(`fit.dimensions.${entry.dimension}`)),
    locale,
  );
  const capped = item.score !== null && item.partsScore !== null && item.partsScore > item.score;
  return (
    <Alert
      color={VERDICT_COLORS[verdict]}
      variant="light"
      icon={<Icon size={18} aria-hidden />}
      title={t(`fit.verdicts.${verdict}`)}
      // The light variant's coloured title is too pale to read on its tint: the text colour, the tint and icon say the verdict.
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
      data-testid="fit-verdict"
      data-verdict={verdict}
    >
      {capped
        ? t('fit.capped', { score: item.score, sum: item.partsScore, list: failed })
        : failed
          ? t('fit.failed', { list: failed })
          : t(verdict === 'perfect' ? 'fit.allMet' : 'fit.requirementsMet')}
    </Alert>
  );
}

const PART_LOOK: Record<PartState, { color: string; icon: typeof IconCheck; label: string }> = {
  met: { color: 'teal.8', icon: IconCheck, label: 'fit.breakdown.met' },
  failed: { color: 'red.8', icon: IconX, label: 'fit.breakdown.failed' },
  short: { color: 'orange.8', icon: IconMinus, label: 'fit.breakdown.short' },
};

/** Every dimension the score is made of, with its points out of its weight, and where the missing points went. */
function FitBreakdown({ item }: { item: PipelineItem }) {
  const { t, i18n } = useTranslation('offerCandidates');
  const locale = normalizeLocale(i18n.language);
  const lost = lostPoints(item.scoreBreakdown);
  const missing = lost.reduce((sum, part) => sum + part.lost, 0);
  const heading = useId();
  return (
    <Box component="section" aria-labelledby={heading}>
      <Title order={4} size="h6" mb={4} id={heading}>
        {t('fit.breakdown.title')}
      </Title>
      <Text size="sm" mb={6} data-testid="fit-lost">
        {missing === 0
          ? t('fit.breakdown.full')
          : t('fit.breakdown.lost', {
              missing: formatDecimal(missing, locale),
              list: formatList(
                lost.map((part) => `${t(`fit.dimensions.${part.dimension}`)} −${formatDecimal(part.lost, locale)}`),
                locale,
              ),
            })}
      </Text>
      <List spacing={4} listStyleType="none" pl={0} data-testid="fit-breakdown">
        {item.scoreBreakdown.map((entry) => {
          const state = partState(entry);
          const { color, icon: Icon, label } = PART_LOOK[state];
          return (
            <List.Item key={entry.dimension} data-testid={`fit-part-${entry.dimension}`} data-state={state}>
              <Group gap="sm" wrap="nowrap" justify="space-between">
                <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                  <ThemeIcon size="sm" radius="xl" color={color} role="img" aria-label={t(label)}>
                    <Icon size={14} aria-hidden />
                  </ThemeIcon>
                  <Text size="sm">{t(`fit.dimensions.${entry.dimension}`)}</Text>
                </Group>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }} data-testid="fit-part-points">
                  {t('fit.breakdown.points', { points: formatDecimal(entry.points, locale), weight: formatDecimal(entry.weight, locale) })}
                </Text>
              </Group>
            </List.Item>
          );
        })}
      </List>
    </Box>
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

/** The Fit tab: the verdict and every part of the score, the candidate against the offer's skills, the status menu and the purchase of the profile. */
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
          { label: t('fit.score'), value: item.score !== null ? <span data-testid="fit-score">{t('fit.percent', { value: item.score })}</span> : t('fit.noScore') },
          // Not scored: the card's count of the documents the country of work asks for, next to the parts that are.
          { label: t('fit.documents'), value: item.readiness ? t('fit.documentsValue', { have: item.readiness.have, total: item.readiness.total }) : null },
        ]}
      />
      {item.fitVerdict ? <FitVerdictNote item={item} verdict={item.fitVerdict} /> : null}
      {item.scoreBreakdown.length > 0 ? <FitBreakdown item={item} /> : null}
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
