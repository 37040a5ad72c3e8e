import { Alert, Badge, Box, Button, Container, Paper, SimpleGrid, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { type OfferDetail, PIPELINE_TABS, type PipelineCounts, type PipelineItem, type PipelineTab, StatusId, offerDisplayName } from '@trades/contracts';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { NotFoundPage } from '@/components/not-found-page';
import { PipelineDocumentActions, useCandidatePdf } from '@/features/candidate-documents';
import { usePageTitle } from '@/components/use-page-title';
import { ApiError } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useBulkUpdatePipeline } from '../api/bulk-update-pipeline';
import { useClientOfferShow } from '../api/get-client-offer-show';
import { usePipelineList } from '../api/get-pipeline-list';
import { answeredStatus, useUpdatePipelineStatus } from '../api/update-pipeline-status';
import { CandidateCard, candidateName } from '../components/candidate-card';
import { CandidatePanel, type PanelTab } from '../components/candidate-panel';
import { SelectionBar } from '../components/selection-bar';
import { useStageTitle, useStatusTitle } from '../components/status-menu';
import { notifyMoved } from '../components/undo-toast';
import { isMailedStatus, keepShown, mailDelayMinutes, statusOnFirstOpen, tabOfHash, undoMoves, undoStatus } from '../pipeline-rules';

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

function CardSkeletons() {
  const { t } = useTranslation('offerCandidates');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy="true" aria-label={t('loading')} data-testid="pipeline-loading">
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} height={120} radius="md" />
      ))}
    </SimpleGrid>
  );
}

/** The offer as people name it (its profession and place), never its slug. */
function offerName(offer: OfferDetail): string {
  return offerDisplayName({ profession: offer.profession.title, city: offer.workLocationCity?.title, country: offer.workLocationState?.country });
}

interface OpenedCard {
  item: PipelineItem;
  status: { id: number; title?: string };
}

/**
 * /user/offer/candidates/{offerId}: the offer's candidates in six tabs (the active one in the URL
 * hash), moved one by one or together, and opened in the detail panel.
 */
export function OfferCandidatesPage() {
  const { t } = useTranslation('offerCandidates');
  const statusTitle = useStatusTitle();
  const stageTitle = useStageTitle();
  const { offerId = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const tab = tabOfHash(location.hash);

  const offer = useClientOfferShow(offerId);
  const list = usePipelineList(offerId, tab);
  const update = useUpdatePipelineStatus(offerId);
  const bulk = useBulkUpdatePipeline(offerId);
  const pdf = useCandidatePdf();
  const heading = offer.data ? t('titleFor', { offer: offerName(offer.data) }) : t('title');
  usePageTitle(heading);

  const items = list.data?.items ?? [];
  // Each list answer carries all six counts; the last ones stay while another tab loads.
  const [counts, setCounts] = useState<PipelineCounts | null>(null);
  if (list.data && list.data.counts !== counts) setCounts(list.data.counts);

  const [selection, setSelection] = useState<{ tab: PipelineTab['key']; ids: number[] }>({ tab: tab.key, ids: [] });
  const selected = selection.tab === tab.key ? selection.ids : [];
  const [selectionItems, setSelectionItems] = useState(list.data?.items);
  if (list.data && list.data.items !== selectionItems) {
    // Cards moved away by a reload leave the selection.
    setSelectionItems(list.data.items);
    setSelection((current) => ({ ...current, ids: keepShown(current.ids, list.data.items) }));
  }
  const setSelected = (ids: number[]) => setSelection({ tab: tab.key, ids });
  const toggle = (id: number) => setSelected(selected.includes(id) ? selected.filter((x) => x !== id) : [...selected, id]);

  const [opened, setOpened] = useState<OpenedCard | null>(null);
  const [panelOpen, setPanelOpen] = useState(false);
  const [panelTab, setPanelTab] = useState<PanelTab>('offer');
  const showStatus = (id: number, status: OpenedCard['status']) => setOpened((current) => (current && current.item.id === id ? { ...current, status } : current));

  // Cards whose first open was sent: reopening one before the list reloads must not send it again.
  const firstOpens = useRef(new Set<number>());
  const openCard = (item: PipelineItem) => {
    setOpened({ item, status: item.status });
    setPanelOpen(true);
    const firstOpen = statusOnFirstOpen(item);
    if (firstOpen !== null && !firstOpens.current.has(item.id)) {
      firstOpens.current.add(item.id);
      update.mutate(
        { id: item.id, status: firstOpen },
        {
          onSuccess: (answer) => showStatus(item.id, answeredStatus(answer, firstOpen)),
          onError: (error) => {
            firstOpens.current.delete(item.id);
            notifyError(error);
          },
        },
      );
    }
  };
  const closePanel = () => {
    setPanelOpen(false);
    // The spec's panel starts on the Offer tab every time it opens.
    setPanelTab('offer');
  };
  // Telling candidates they do not fit is the one move that is asked first, with the count.
  const [confirming, setConfirming] = useState<number | null>(null);
  // The stage mails wait this long (PIPELINE_MAIL_DELAY_SECONDS): the toasts and the confirmation say so.
  const mailDelay = list.data?.mailDelaySeconds;
  const mailNote = (status: number, applicants: number, one: boolean) => {
    if (!isMailedStatus(status) || applicants === 0) return undefined;
    const minutes = mailDelayMinutes(mailDelay);
    if (minutes === 0) return t(one ? 'undo.mailOneNow' : 'undo.mailManyNow');
    return t(one ? 'undo.mailOne' : 'undo.mailMany', { time: t('undo.minutes', { count: minutes }) });
  };
  const undone = () => notifySuccess(t('undo.done'));

  const move = (item: PipelineItem, status: number) =>
    update.mutate(
      { id: item.id, status },
      {
        onSuccess: (answer) => {
          const moved = answeredStatus(answer, status);
          showStatus(item.id, moved);
          if (moved.id === item.status.id) return;
          const back = undoStatus(item.status.id);
          notifyMoved({
            message: t('moved', { name: candidateName(item), status: statusTitle(moved) }),
            note: mailNote(moved.id, item.candidateApplied ? 1 : 0, true),
            undoLabel: t('undo.action'),
            onUndo: () =>
              update.mutate(
                { id: item.id, status: back },
                {
                  onSuccess: (again) => {
                    showStatus(item.id, answeredStatus(again, back));
                    undone();
                  },
                  onError: notifyError,
                },
              ),
          });
        },
        onError: notifyError,
      },
    );
  const bulkMove = (status: number) => {
    const cards = items.filter((item) => selected.includes(item.id));
    bulk.mutate(
      { ids: cards.map((item) => item.id), status },
      {
        onSuccess: () => {
          setSelected([]);
          setConfirming(null);
          notifyMoved({
            message: t('selection.moved', { count: cards.length, status: statusTitle({ id: status }) }),
            note: mailNote(status, cards.filter((item) => item.candidateApplied).length, false),
            undoLabel: t('undo.action'),
            onUndo: () => {
              const moves = undoMoves(cards.map((item) => ({ id: item.id, status: item.status.id })));
              void Promise.all(moves.map((back) => bulk.mutateAsync(back))).then(undone, notifyError);
            },
          });
        },
        onError: notifyError,
      },
    );
  };
  const askBulkMove = (status: number) => (status === StatusId.DoesNotFit ? setConfirming(status) : bulkMove(status));

  if (isNotFound(offer.error) || isNotFound(list.error)) return <NotFoundPage />;

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Box>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {heading}
          </Title>
          {offer.data ? (
            <Text c="dimmed" size="sm" data-testid="pipeline-offer-number">
              {t('offerNumber', { id: offer.data.id })}
            </Text>
          ) : null}
        </Box>
        <PipelineDocumentActions offerId={offerId} tab={tab} tabLabel={stageTitle(tab.key)} tabHasCandidates={(counts?.[tab.key] ?? 0) > 0} />
        <Tabs value={tab.hash} onChange={(value) => value && void navigate({ hash: `#${value}` }, { replace: true })} keepMounted={false}>
          {/* The six stages wrap onto a second line where they do not fit: none is cut off or hidden behind a scroll. */}
          <Tabs.List aria-label={t('tabs.label')} style={{ flexWrap: 'wrap' }}>
            {PIPELINE_TABS.map((entry) => (
              <Tabs.Tab
                key={entry.key}
                value={entry.hash}
                style={{ flexShrink: 0 }}
                data-testid={`pipeline-tab-${entry.key}`}
                rightSection={
                  counts ? (
                    <Badge size="sm" variant={entry.key === tab.key ? 'filled' : 'light'} c={entry.key === tab.key ? undefined : 'dark.7'} data-testid={`pipeline-count-${entry.key}`}>
                      {counts[entry.key]}
                    </Badge>
                  ) : null
                }
              >
                {stageTitle(entry.key)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {PIPELINE_TABS.map((entry) => (
            <Tabs.Panel key={entry.key} value={entry.hash} pt="md">
              <Stack gap="sm">
                {list.isError ? (
                  <Alert color="red" title={t('list.loadError')}>
                    <Button variant="default" size="xs" onClick={() => void list.refetch()}>
                      {t('list.retry')}
                    </Button>
                  </Alert>
                ) : !list.data ? (
                  <CardSkeletons />
                ) : items.length === 0 ? (
                  <Paper withBorder radius="md" p="xl" data-testid="pipeline-empty">
                    <Text ta="center" c="dimmed">
                      {t('list.empty')}
                    </Text>
                  </Paper>
                ) : (
                  <>
                    <SelectionBar
                      total={items.length}
                      selectedCount={selected.length}
                      selectedStatuses={items.filter((item) => selected.includes(item.id)).map((item) => item.status.id)}
                      onSelectAll={(all) => setSelected(all ? items.map((item) => item.id) : [])}
                      onMove={askBulkMove}
                      busy={bulk.isPending}
                    />
                    <SimpleGrid component="ul" cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('list.cards')} aria-busy={list.isFetching}>
                      {items.map((item) => (
                        <CandidateCard key={item.id} item={item} selected={selected.includes(item.id)} onToggleSelected={toggle} onOpen={openCard} onMove={move} pdf={pdf} />
                      ))}
                    </SimpleGrid>
                  </>
                )}
              </Stack>
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
      <CandidatePanel
        offerId={offerId}
        opened={panelOpen}
        item={opened?.item ?? null}
        status={opened?.status ?? null}
        offer={offer.data}
        offerFailed={offer.isError}
        tab={panelTab}
        onTabChange={setPanelTab}
        onClose={closePanel}
        onMove={(status) => opened && move(opened.item, status)}
        moving={update.isPending}
      />
      <ConfirmDialog
        opened={confirming !== null}
        title={t('confirmMove.title', { count: selected.length, stage: statusTitle({ id: confirming ?? StatusId.DoesNotFit }) })}
        confirmLabel={t('confirmMove.confirm', { stage: statusTitle({ id: confirming ?? StatusId.DoesNotFit }) })}
        cancelLabel={t('confirmMove.cancel')}
        onConfirm={() => confirming !== null && bulkMove(confirming)}
        onCancel={() => setConfirming(null)}
        loading={bulk.isPending}
        danger
      >
        {mailDelayMinutes(mailDelay) === 0 ? t('confirmMove.bodyNow') : t('confirmMove.body', { time: t('undo.minutes', { count: mailDelayMinutes(mailDelay) }) })}
      </ConfirmDialog>
    </Container>
  );
}
