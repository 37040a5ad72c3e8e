import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { type ApplicationStage, type CandidateApplication, formatTimestamp } from '@trades/contracts';
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLocale } from '@/lib/i18n';
import { useMyApplications } from '../api/get-my-applications';
import { MY_APPLICATIONS_PATH } from '../my-applications-paths';

/** A stage's badge colour: good news green, the end of the road grey, the rest in progress. */
const STAGE_COLOURS: Record<ApplicationStage, string> = {
  sent: 'blue',
  viewed: 'blue',
  in_review: 'blue',
  shortlisted: 'teal',
  offer_presented: 'teal',
  hired: 'green',
  not_selected: 'gray',
  withdrawn: 'gray',
};

export function StageBadge({ stage, size = 'lg' }: { stage: CandidateApplication['stage']; size?: 'sm' | 'lg' }) {
  return (
    <Badge color={STAGE_COLOURS[stage.id]} variant="light" size={size} data-testid="application-stage">
      {stage.title}
    </Badge>
  );
}

/** The candidate's application for this offer, once the list has it (a fresh one right after applying included). */
function useApplicationFor(offerId: number): CandidateApplication | undefined {
  return useMyApplications().data?.items.find((application) => application.offer.id === offerId);
}

interface StageNoteProps {
  offerId: number;
  /** Shown while the application is not known (loading, or the list failed): the plain "you applied". */
  fallback: ReactNode;
}

/** Where the candidate's application for an offer stands, on the offer's page: applied when, its stage, and the way to all of them. */
export function ApplicationStageNote(props: StageNoteProps) {
  return (
    <Suspense fallback={props.fallback}>
      <StageNote {...props} />
    </Suspense>
  );
}

function StageNote({ offerId, fallback }: StageNoteProps) {
  const { t } = useTranslation('myApplications');
  const application = useApplicationFor(offerId);
  if (!application) return fallback;
  return (
    <Stack gap={6} align="flex-start" data-testid="application-stage-note">
      <Text size="sm">{t('note.appliedOn', { date: formatTimestamp(application.appliedAt, currentLocale()) })}</Text>
      <Group gap={6} wrap="wrap">
        <Text size="sm">{t('note.stage')}</Text>
        <StageBadge stage={application.stage} size="sm" />
      </Group>
      <Anchor component={Link} to={MY_APPLICATIONS_PATH} size="sm" fw={600}>
        {t('note.link')}
      </Anchor>
    </Stack>
  );
}

/** The same, as one link on a matched offer's card: "Applied: under review". */
export function ApplicationStageLink(props: StageNoteProps) {
  return (
    <Suspense fallback={props.fallback}>
      <StageLink {...props} />
    </Suspense>
  );
}

function StageLink({ offerId, fallback }: StageNoteProps) {
  const { t } = useTranslation('myApplications');
  const application = useApplicationFor(offerId);
  if (!application) return fallback;
  return (
    <Anchor component={Link} to={MY_APPLICATIONS_PATH} size="sm" fw={600} data-testid="application-stage-link">
      {t('note.short', { stage: application.stage.title })}
    </Anchor>
  );
}
