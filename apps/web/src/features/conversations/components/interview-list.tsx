import { Alert, Box, Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ConversationSide, Interview, InterviewAnswer } from '@trades/contracts';
import { useTranslation } from 'react-i18next';
import { useInterviews } from '../api/interviews';
import { InterviewCard } from './interview-card';

/** Newest first: the one waiting for an answer is the one to act on. */
const newestFirst = (items: Interview[]) => [...items].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);

function InterviewStack({ items, side, onChanged }: { items: Interview[]; side: ConversationSide; onChanged?(answer: InterviewAnswer): void }) {
  return (
    <Stack gap="sm">
      {newestFirst(items).map((interview) => (
        <InterviewCard key={interview.id} interview={interview} side={side} onChanged={onChanged} />
      ))}
    </Stack>
  );
}

function LoadFailed({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation('interviews');
  return (
    <Alert color="red" variant="light">
      <Text size="sm">{t('list.loadError')}</Text>
      <Button variant="default" size="xs" mt="xs" onClick={onRetry}>
        {t('card.retry')}
      </Button>
    </Alert>
  );
}

/** The interviews of one pipeline card, for its employer (the candidate panel); nothing while there are none. */
export function CardInterviews({ cardId, onChanged }: { cardId: number; onChanged?(answer: InterviewAnswer): void }) {
  const { t } = useTranslation('interviews');
  const interviews = useInterviews({ cardId });
  const items = interviews.data?.items;
  if (items && items.length === 0) return null;
  return (
    <Box component="section" data-testid="card-interviews">
      <Title order={3} size="h5" mb={6}>
        {t('list.title')}
      </Title>
      {interviews.isError ? (
        <LoadFailed onRetry={() => void interviews.refetch()} />
      ) : !items ? (
        <Skeleton height={80} aria-label={t('card.loading')} />
      ) : (
        <InterviewStack items={items} side="employer" onChanged={onChanged} />
      )}
    </Box>
  );
}

/**
 * The interviews of one of the candidate's applications, where they answer them. Every application of a page reads
 * the one list of the candidate's interviews (one request), each taking its own card's.
 */
export function ApplicationInterviews({ applicationId, onChanged }: { applicationId: number; onChanged?(answer: InterviewAnswer): void }) {
  const { t } = useTranslation('interviews');
  const interviews = useInterviews();
  if (interviews.isError) return <LoadFailed onRetry={() => void interviews.refetch()} />;
  const items = interviews.data?.items.filter((interview) => interview.cardId === applicationId);
  if (!items || items.length === 0) return null;
  return (
    <Box data-testid="application-interviews">
      <Text size="sm" fw={600} mb={6}>
        {t('list.title')}
      </Text>
      <InterviewStack items={items} side="candidate" onChanged={onChanged} />
    </Box>
  );
}
