import { Alert, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { CLIENT_OFFER_LIST_STATUSES, type ClientOfferListStatus } from '@trades/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { usePageTitle } from '@/components/use-page-title';
import { useOfferCartSelection } from '@/features/shop';
import { useClientOfferList } from '../api/get-client-offer-list';
import { type OfferActionRequest, OfferActionDialogs } from '../components/offer-action-dialogs';
import { OfferListTable } from '../components/offer-list-table';
import { PageButtons } from '../components/page-buttons';
import { isOfferListStatus } from '../offer-list-path';
import { listPageCount } from '../offer-list-rules';

const listPath = (status: ClientOfferListStatus, page: number) => `/user/offers/${status}/${page}`;

/** The tabs of the list as links, so each has its address (the sidebar links them too). */
function StatusTabs({ current }: { current: ClientOfferListStatus }) {
  const { t } = useTranslation('clientOffers');
  return (
    <Group component="nav" aria-label={t('list.tabs')} gap="xs">
      {CLIENT_OFFER_LIST_STATUSES.map((status) => (
        <Button
          key={status}
          component={Link}
          to={listPath(status, 1)}
          size="sm"
          variant={status === current ? 'filled' : 'default'}
          aria-current={status === current ? 'page' : undefined}
        >
          {t(`list.tab.${status}`)}
        </Button>
      ))}
    </Group>
  );
}

/**
 * /user/offers/{status}/{page}: ten offers a page, row actions with their dialogs, and the
 * selection of draft offers for purchase, which is the cart's publication item (on every page).
 */
export function OfferListPage() {
  const { t } = useTranslation('clientOffers');
  const params = useParams();
  // The route's loader has already sent other values to a canonical path.
  const status: ClientOfferListStatus = isOfferListStatus(params.status) ? params.status : 'active';
  const page = Math.max(1, Number(params.page) || 1);
  usePageTitle(t(`list.title.${status}`));

  const list = useClientOfferList(status, page);
  const [request, setRequest] = useState<OfferActionRequest | null>(null);
  const selection = useOfferCartSelection();
  const rows = list.data?.items ?? [];
  const selected = rows.filter((row) => selection.selected.includes(row.uuid)).map((row) => row.id);
  const toggle = (id: number) => {
    const row = rows.find((item) => item.id === id);
    if (row) selection.toggle(row.uuid);
  };

  const pageCount = list.data ? listPageCount(list.data.numTotal, list.data.numItemsPerPage) : 0;
  if (list.data && !list.isPlaceholderData && pageCount > 0 && page > pageCount) {
    // The last offer of the last page left (archived, moved to another tab): show the new last page.
    return <Navigate to={listPath(status, pageCount)} replace />;
  }

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <Title order={1}>{t(`list.title.${status}`)}</Title>
          <Button component={Link} to="/user/offer/create" leftSection={<IconPlus size={18} aria-hidden />}>
            {t('list.create')}
          </Button>
        </Group>
        <StatusTabs current={status} />
        {selection.selected.length > 0 ? (
          <Alert color="blue" variant="light" role="status">
            <Group justify="space-between">
              <Text size="sm">{t('list.selectedCount', { count: selection.selected.length })}</Text>
              <Group gap="xs">
                <Button size="compact-sm" variant="subtle" onClick={selection.clear}>
                  {t('list.clearSelection')}
                </Button>
                <Button size="compact-sm" component={Link} to="/user/cart">
                  {t('list.toCart')}
                </Button>
              </Group>
            </Group>
          </Alert>
        ) : null}
        {list.isError ? (
          <Alert color="red" title={t('list.loadError')}>
            <Button variant="default" size="xs" onClick={() => void list.refetch()}>
              {t('list.retry')}
            </Button>
          </Alert>
        ) : !list.data ? (
          <PageLoader />
        ) : list.data.items.length === 0 ? (
          <Paper withBorder radius="md" p="xl">
            <Text ta="center" c="dimmed">
              {t('list.offer_list_empty')}
            </Text>
          </Paper>
        ) : (
          <Paper withBorder radius="md" aria-busy={list.isFetching}>
            <OfferListTable rows={list.data.items} selected={selected} selectionDisabled={!selection.ready} onToggleSelected={toggle} onAction={setRequest} />
          </Paper>
        )}
        <PageButtons page={page} pageCount={pageCount} pathOf={(p) => listPath(status, p)} />
      </Stack>
      <OfferActionDialogs request={request} onClose={() => setRequest(null)} onDeleted={selection.refresh} />
    </Container>
  );
}
