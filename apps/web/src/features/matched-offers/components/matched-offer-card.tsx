import { Button, Group, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconHeartHandshake, IconSend } from '@tabler/icons-react';
import type { MatchedOffer } from '@trades/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApplicationStageLink } from '@/features/my-applications';
import { OfferListItem, ReadinessList, offerPath } from '@/features/offer-cards';
import { MatchScore } from './match-score';
import { ScoreBreakdown } from './score-breakdown';

/** The three states of a match's apply button (4.6). */
export type MatchApplyState = 'applied' | 'can-apply' | 'cannot-apply';

export function matchApplyState(match: Pick<MatchedOffer, 'isApplied' | 'allowMatchApply'>): MatchApplyState {
  if (match.isApplied) return 'applied';
  return match.allowMatchApply ? 'can-apply' : 'cannot-apply';
}

/** An offer the candidate may apply to opens with the match's id, so the detail applies to this match directly. */
export function matchedOfferPath(match: Pick<MatchedOffer, 'uuid' | 'offer' | 'isApplied' | 'allowMatchApply'>): string {
  const path = offerPath(match.offer);
  return matchApplyState(match) === 'can-apply' ? `${path}?matched=${encodeURIComponent(match.uuid)}` : path;
}

export interface MatchedOfferCardProps {
  match: MatchedOffer;
  onApply(match: MatchedOffer): void;
  applying: boolean;
}

/** A matched offer: the offer card with its score, the expandable "how you match" and the apply button. */
export function MatchedOfferCard({ match, onApply, applying }: MatchedOfferCardProps) {
  const { t } = useTranslation('matchedOffers');
  const [open, setOpen] = useState(false);
  const breakdownId = useId();
  const noteId = useId();
  const state = matchApplyState(match);

  const footer = (
    <Stack gap="sm" mt="md">
      <Group justify="space-between" gap="sm">
        <Button
          variant="default"
          size="compact-md"
          aria-expanded={open}
          aria-controls={open ? breakdownId : undefined}
          onClick={() => setOpen((value) => !value)}
          rightSection={open ? <IconChevronUp size={16} aria-hidden /> : <IconChevronDown size={16} aria-hidden />}
        >
          {t('breakdown.toggle')}
        </Button>
        <Group gap="xs" align="center">
          {state === 'cannot-apply' ? (
            <Text size="sm" c="dimmed" id={noteId}>
              {t('apply.notAllowed')}
            </Text>
          ) : null}
          {state === 'applied' ? (
            <ApplicationStageLink
              offerId={match.offer.id}
              fallback={
                <Button disabled leftSection={<IconHeartHandshake size={18} aria-hidden />} data-testid="match-apply">
                  {t('apply.interested')}
                </Button>
              }
            />
          ) : (
            <Button
              disabled={state === 'cannot-apply'}
              aria-describedby={state === 'cannot-apply' ? noteId : undefined}
              loading={applying}
              leftSection={<IconSend size={18} aria-hidden />}
              onClick={() => onApply(match)}
              data-testid="match-apply"
            >
              {t('apply.button')}
            </Button>
          )}
        </Group>
      </Group>
      {open ? (
        <Stack gap="md" id={breakdownId}>
          <ScoreBreakdown match={match} />
          {match.readiness ? <ReadinessList readiness={match.readiness} /> : null}
        </Stack>
      ) : null}
    </Stack>
  );

  return (
    <div data-testid="matched-offer" data-match={match.uuid}>
      <OfferListItem offer={match.offer} showEmployer to={matchedOfferPath(match)} aside={<MatchScore score={match.score} />} footer={footer} />
    </div>
  );
}
