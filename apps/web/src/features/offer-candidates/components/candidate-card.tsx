import { Badge, Checkbox, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { type PipelineItem, formatTimestamp } from '@trades/contracts';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { type CandidatePdf, CandidatePdfButton } from '@/features/candidate-documents';
import { formatDate } from '@/features/offer-cards';
import { currentLocale } from '@/lib/i18n';
import { VERDICT_COLORS } from '../fit-rules';
import { candidateOf, isUnopened } from '../pipeline-rules';
import { StatusBadge, StatusMenu } from './status-menu';

export interface CandidateCardProps {
  item: PipelineItem;
  selected: boolean;
  onToggleSelected(id: number): void;
  onOpen(item: PipelineItem): void;
  onMove(item: PipelineItem, status: number): void;
  /** The PDF icons of all cards share one loader. */
  pdf: CandidatePdf;
}

export function candidateName(item: PipelineItem): string {
  const candidate = candidateOf(item);
  return candidate ? `${candidate.firstName} ${candidate.lastName}`.trim() : `#${item.id}`;
}

/**
 * One candidate of the tab. The name is the card's button; a click anywhere else on the card
 * opens it too, except on its own controls (checkbox, status menu), so no control sits inside another.
 */
export function CandidateCard({ item, selected, onToggleSelected, onOpen, onMove, pdf }: CandidateCardProps) {
  const { t } = useTranslation('offerCandidates');
  const name = candidateName(item);
  const openFromCard = (event: MouseEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    // Clicks in the status menu's dropdown (a portal) bubble here through React too.
    if (!event.currentTarget.contains(target) || target.closest('button, input, a, label')) return;
    onOpen(item);
  };
  return (
    <Paper component="li" withBorder radius="md" p="sm" data-testid={`candidate-card-${item.id}`} onClick={openFromCard} style={{ cursor: 'pointer' }}>
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <Checkbox mt={4} checked={selected} onChange={() => onToggleSelected(item.id)} aria-label={t('card.select', { name })} />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t('card.candidate')}
          </Text>
          <Text component="h2" fw={700} size="md" m={0} style={{ overflowWrap: 'anywhere' }}>
            <UnstyledButton onClick={() => onOpen(item)} aria-haspopup="dialog" fw={700} data-testid="candidate-open">
              {name}
            </UnstyledButton>
          </Text>
          <Group gap={6}>
            {/* One badge: the stage, highlighted until the card is first opened. */}
            <StatusBadge status={item.status} unopened={isUnopened(item)} />
            {item.withdrawnAt ? (
              <Badge color="gray" variant="filled" tt="none" data-testid="candidate-withdrawn">
                {t('card.withdrawn', { date: formatTimestamp(item.withdrawnAt, currentLocale()) })}
              </Badge>
            ) : null}
            {item.score !== null ? (
              <Badge
                variant="light"
                color={item.fitVerdict ? VERDICT_COLORS[item.fitVerdict] : 'teal'}
                c="dark.7"
                tt="none"
                // A long verdict wraps on a phone instead of being cut.
                styles={{ root: { height: 'auto', maxWidth: '100%' }, label: { whiteSpace: 'normal' } }}
                data-testid="candidate-fit"
                data-verdict={item.fitVerdict ?? undefined}
              >
                {item.fitVerdict ? t('card.fitVerdict', { verdict: t(`fit.verdicts.${item.fitVerdict}`), score: item.score }) : t('card.fit', { score: item.score })}
              </Badge>
            ) : null}
            {item.readiness ? (
              <Badge
                variant="light"
                color={item.readiness.have === item.readiness.total ? 'green' : 'gray'}
                c="dark.7"
                tt="none"
                title={t('card.documentsHint')}
                data-testid="candidate-documents"
              >
                {t('card.documents', { have: item.readiness.have, total: item.readiness.total })}
              </Badge>
            ) : null}
          </Group>
          {item.availableFrom ? (
            <Text size="sm" data-testid="candidate-available-from">
              {t('card.availableFrom', { date: formatDate(item.availableFrom, currentLocale()) })}
            </Text>
          ) : null}
        </Stack>
        <Group gap={4} wrap="nowrap">
          <CandidatePdfButton pdf={pdf} candidateUuid={candidateOf(item)?.uuid ?? null} candidateName={name} />
          {/* A withdrawn application stays for the record but is no longer moved (the API refuses it). */}
          {item.withdrawnAt ? null : <StatusMenu variant="icon" statusId={item.status.id} candidateName={name} onMove={(status) => onMove(item, status)} />}
        </Group>
      </Group>
    </Paper>
  );
}
