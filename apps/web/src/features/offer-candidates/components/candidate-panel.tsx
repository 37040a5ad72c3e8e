import { Drawer, Group, Stack, Tabs, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { OfferDetail, PipelineItem } from '@trades/contracts';
import { useTranslation } from 'react-i18next';
import { CardInterviews, CardNotes, ConversationThread, InviteToInterviewButton } from '@/features/conversations';
import { candidateOf } from '../pipeline-rules';
import { candidateName } from './candidate-card';
import { FitTab } from './fit-tab';
import { OfferTab } from './offer-tab';
import { ProfileTab } from './profile-tab';
import { StatusBadge } from './status-menu';
import { StatusHistory } from './status-history';

export const PANEL_TABS = ['profile', 'fit', 'offer', 'messages'] as const;
export type PanelTab = (typeof PANEL_TABS)[number];

/** Phones get the panel over the whole screen. */
const FULL_SCREEN_QUERY = '(max-width: 48em)';

export interface CandidatePanelProps {
  offerId: string;
  opened: boolean;
  /** The card as it was opened; it stays in the panel when a move takes it to another tab. */
  item: PipelineItem | null;
  /** The card's status after the latest move from the panel or the first open. */
  status: { id: number; title?: string } | null;
  offer: OfferDetail | undefined;
  offerFailed: boolean;
  tab: PanelTab;
  onTabChange(tab: PanelTab): void;
  onClose(): void;
  onMove(status: number): void;
  moving: boolean;
}

/** The detail of one candidate: User profile, Fit and Offer tabs, and the card's status history. */
export function CandidatePanel({ offerId, opened, item, status, offer, offerFailed, tab, onTabChange, onClose, onMove, moving }: CandidatePanelProps) {
  const { t } = useTranslation('offerCandidates');
  const fullScreen = useMediaQuery(FULL_SCREEN_QUERY, false, { getInitialValueInEffect: false });
  const candidate = item ? candidateOf(item) : null;
  const shownStatus = status ?? item?.status ?? null;
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={fullScreen ? '100%' : 'xl'}
      title={item ? candidateName(item) : t('panel.title')}
      closeButtonProps={{ 'aria-label': t('panel.close') }}
      data-testid="candidate-panel"
    >
      {item && candidate && shownStatus ? (
        <Stack gap="md">
          <Group gap="xs" justify="space-between">
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                {t('panel.status')}
              </Text>
              <StatusBadge status={shownStatus} />
            </Group>
            <InviteToInterviewButton cardId={item.id} candidateName={candidateName(item)} disabled={Boolean(item.withdrawnAt)} />
          </Group>
          <Tabs value={tab} onChange={(value) => onTabChange((PANEL_TABS.find((key) => key === value) ?? 'offer'))} keepMounted={false}>
            <Tabs.List>
              {PANEL_TABS.map((key) => (
                <Tabs.Tab key={key} value={key}>
                  {t(`panel.tabs.${key}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <Tabs.Panel value="profile" pt="md">
              <ProfileTab candidate={candidate} applied={item.candidateApplied !== null} />
            </Tabs.Panel>
            <Tabs.Panel value="fit" pt="md">
              <FitTab item={item} candidate={candidate} statusId={shownStatus.id} onMove={onMove} moving={moving} />
            </Tabs.Panel>
            <Tabs.Panel value="offer" pt="md">
              <OfferTab offer={offer} failed={offerFailed} />
            </Tabs.Panel>
            <Tabs.Panel value="messages" pt="md">
              <ConversationThread cardId={item.id} side="employer" />
            </Tabs.Panel>
          </Tabs>
          {/* The Messages tab shows the card's interviews in the conversation already. */}
          {tab === 'messages' ? null : <CardInterviews cardId={item.id} />}
          <CardNotes cardId={item.id} />
          <StatusHistory offerId={offerId} appliedId={item.id} />
        </Stack>
      ) : null}
    </Drawer>
  );
}
