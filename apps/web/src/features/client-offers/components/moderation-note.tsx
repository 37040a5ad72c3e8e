import { Alert, Text } from '@mantine/core';
import { type OfferModerationNote, StatusId } from '@trades/contracts';
import { useTranslation } from 'react-i18next';

/** The moderator's reason on an offer they sent back to draft or took offline; nothing when there is none. */
export function ModerationNote({ note, statusId, compact = false }: { note: OfferModerationNote; statusId: number; compact?: boolean }) {
  const { t } = useTranslation('clientOffers');
  if (!note) return null;
  const text = t(statusId === StatusId.Inactive ? 'moderation.unpublished' : 'moderation.rejected', { reason: note.reason });
  return compact ? (
    <Text size="xs" c="red.8" data-testid="moderation-note" style={{ overflowWrap: 'anywhere' }}>
      {text}
    </Text>
  ) : (
    <Alert color="orange" variant="light" data-testid="moderation-note" role="status">
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {text}
      </Text>
    </Alert>
  );
}
