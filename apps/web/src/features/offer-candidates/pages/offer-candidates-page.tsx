import { Alert, Badge, Box, Button, Container, Paper, SimpleGrid, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { PIPELINE_TABS, type PipelineCounts, type PipelineItem, type PipelineTab } from '@trades/contracts';
import { useRef, useState } from 'react';
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
import { useStatusTitle } from '../components/status-menu';
import { keepShown, statusOnFirstOpen, tabOfHash } from '../pipeline-rules';

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
  const { offerId = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const tab = tabOfHash(location.hash);

  const offer = useClientOfferShow(offerId);
  const list = usePipelineList(offerId, tab);
  const update = useUpdatePipelineStatus(offerId);
  const bulk = useBulkUpdatePipeline(offerId);
  const pdf = useCandidatePdf();
  usePageTitle(offer.data ? t('titleFor', { profession: offer.data.profession.title }) : t('title'));

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
  const move = (item: PipelineItem, status: number) =>
    update.mutate(
      { id: item.id, status },
      {
        onSuccess: (answer) => {
          const moved = answeredStatus(answer, status);
          showStatus(item.id, moved);
          notifySuccess(t('moved', { name: candidateName(item), status: statusTitle(moved) }));
        },
        onError: notifyError,
      },
    );
  const bulkMove = (status: number) =>
    bulk.mutate(
      { ids: selected, status },
      {
        onSuccess: () => {
          notifySuccess(t('selection.moved', { count: selected.length, status: statusTitle({ id: status }) }));
          setSelected([]);
        },
        onError: notifyError,
      },
    );

  if (isNotFound(offer.error) || isNotFound(list.error)) return <NotFoundPage />;

  const items = list.data?.items ?? [];
  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Box>
          <Title order={1}>{offer.data ? t('titleFor', { profession: offer.data.profession.title }) : t('title')}</Title>
          {offer.data ? (
            <Text c="dimmed" size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="pipeline-offer-slug">
              {offer.data.slug}
            </Text>
          ) : null}
        </Box>
        <PipelineDocumentActions offerId={offerId} tab={tab} tabLabel={t(`tabs.${tab.key}`)} tabHasCandidates={(counts?.[tab.key] ?? 0) > 0} />
        <Tabs value={tab.hash} onChange={(value) => value && void navigate({ hash: `#${value}` }, { replace: true })} keepMounted={false}>
          <Tabs.List aria-label={t('tabs.label')} style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
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
                {t(`tabs.${entry.key}`)}
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
                      onSelectAll={(all) => setSelected(all ? items.map((item) => item.id) : [])}
                      onMove={bulkMove}
                      busy={bulk.isPending}
                    />
                    <SimpleGrid component="ul" cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('list.cards')} aria-busy={list.isFetching}>
                      {items.map((item) => (
                        <CandidateCard key={item.id} item={item} tab={tab.key} selected={selected.includes(item.id)} onToggleSelected={toggle} onOpen={openCard} onMove={move} pdf={pdf} />
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
    </Container>
  );
}
