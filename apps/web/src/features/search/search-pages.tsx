import { Alert, Button, Container, Flex, Grid, Group, NativeSelect, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { AccountType } from '@trades/contracts';
import { useCandidateProfile } from '@/features/accounts';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath, useNavigate, useParams, useSearchParams } from 'react-router';
import { useSession } from '@/lib/session';
import { usePageTitle } from '@/components/use-page-title';
import { HydrateLater } from '@/components/hydrate-later';
import { useOfferList } from './api/get-offer-list';
import { useProfessionsByIndustry } from './api/get-professions';
import { usePublicPrimary } from './api/get-public-primary';
import { useCities } from './api/get-cities';
import { FilterPanel } from './components/filter-panel';
import { PhoneFilters } from './components/phone-filters';
import { NoResults } from './components/no-results';
import { SearchBar } from './components/search-bar';
import { ResultsPagination } from './components/results-pagination';
import { SearchBreadcrumbs } from './components/search-breadcrumbs';
import { SearchFields } from './components/search-fields';
import { OfferListItem, formatDate, rememberOfferList } from '@/features/offer-cards';
import { currentLocale } from '@/lib/i18n';
import { SaveSearchButton } from '@/features/job-alerts';
import { SaveOfferButton, SaveOfferIntent } from '@/features/saved-offers';
import { existingPage, pageCount } from './pagination';
import { SEARCH_BASE_PATH, UNKNOWN_PLACE_FIELD } from './search-paths';
import classes from './search-pages.module.css';
import {
  type SearchChange,
  type SearchState,
  type SortOption,
  canFilterByMatching,
  decodedSearchParams,
  parseSearchParams,
  parseSort,
  searchPath,
  serializeSearchParams,
  setPage,
  setSort,
  sortOption,
  sortOptionsFor,
} from './search-params';

/** Above this width the view scrolls to the top after a list load. */
export const SCROLL_TOP_MIN_WIDTH = 768;
/** The filter panel beside the list; on a phone without the script, below it. */
const FILTERS_ID = 'search-filters';

const SORT_KEYS: Record<SortOption, string> = {
  'relevance|desc': 'sort.relevance',
  'distance|asc': 'sort.distance',
  'pay|desc': 'sort.payDesc',
  'publicationAt|desc': 'sort.publicationDesc',
  'publicationAt|asc': 'sort.publicationAsc',
  'workStartAt|asc': 'sort.workStartAsc',
  'workStartAt|desc': 'sort.workStartDesc',
  'workEndAt|asc': 'sort.workEndAsc',
  'workEndAt|desc': 'sort.workEndDesc',
};

function ListPlaceholders() {
  const { t } = useTranslation('search');
  return (
    <Stack gap="md" role="status" aria-label={t('results.loading')} data-testid="offer-list-loading">
      {Array.from({ length: 5 }, (_, index) => (
        <Paper key={index} withBorder radius="md" p="lg">
          <Group align="flex-start" wrap="nowrap">
            <Skeleton height={56} width={56} radius="md" />
            <Stack gap={8} style={{ flex: 1 }}>
              <Skeleton height={18} width="45%" />
              <Skeleton height={12} width="30%" />
              <Skeleton height={12} width="90%" />
              <Skeleton height={12} width="60%" />
            </Stack>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

/**
 * The search in the address bar now. A navigation renders in a transition, after the address has
 * changed, so a control used in between still holds the previous search.
 */
function addressedSearch(rendered: SearchState): SearchState {
  const match = matchPath(`${SEARCH_BASE_PATH}/:params`, window.location.pathname);
  return match ? parseSearchParams(match.params.params) : rendered;
}

/**
 * /search/query/{params}: the offer list. The URL is the state: every filter, sort or page change
 * navigates to the new address, so reload, back and forward restore the search.
 */
export function SearchResultsPage() {
  const { t } = useTranslation('search');
  usePageTitle(t('results.title'));
  const { params } = useParams();
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const { accountType } = useSession();
  const profile = useCandidateProfile(accountType === AccountType.Candidate);
  const state = useMemo(() => parseSearchParams(params), [params]);
  const primary = usePublicPrimary();
  const professions = useProfessionsByIndustry();
  const list = useOfferList(state);
  // The place's name, for the suggestion of a search that found nothing (the search bar asks for the same list).
  const cities = useCities(state.near !== null);
  const loading = list.isPending || list.isPlaceholderData;
  const data = loading ? undefined : list.data;

  const go = (change: SearchChange) => void navigate(searchPath(change(addressedSearch(state))));
  const filterPanel = (
    <FilterPanel state={state} onChange={go} primary={primary.data} professions={professions.data} showMatching={canFilterByMatching(accountType, profile.data?.status.id)} />
  );

  // A malformed address (industry=abc, unknown keys) is read leniently; the address then shows what was read.
  const canonical = searchPath(state);
  // The router hands the segment decoded (a keyword's spaces), so it is compared decoded.
  const isCanonical = (params ?? '') === decodedSearchParams(state);
  useEffect(() => {
    if (!isCanonical) void navigate(canonical, { replace: true });
  }, [isCanonical, canonical, navigate]);

  // A page past the end (page=999) goes to the last page instead of "found: 66" over an empty list.
  const pageToShow = data ? existingPage(state.page, data.numTotal, data.numItemsPerPage) : undefined;
  useEffect(() => {
    if (pageToShow !== undefined) void navigate(searchPath(setPage(state, pageToShow)), { replace: true });
  }, [pageToShow, state, navigate]);

  // New results go to the top; the results the page opened with (the server's first view, or cached) keep
  // the scroll the visitor already made on them.
  const openedWith = useRef(list.isSuccess && !list.isPlaceholderData ? list.dataUpdatedAt : undefined);
  useEffect(() => {
    if (!list.isSuccess || list.isPlaceholderData || list.dataUpdatedAt === openedWith.current) return;
    if (window.innerWidth > SCROLL_TOP_MIN_WIDTH) window.scrollTo({ top: 0 });
  }, [list.isSuccess, list.isPlaceholderData, list.dataUpdatedAt]);

  const pages = data ? pageCount(data.numTotal, data.numItemsPerPage) : 0;

  return (
    // The header's width, so the results line up with it.
    <Container size="lg" py="lg">
      <Stack gap="md">
        <SearchBreadcrumbs state={state} primary={primary.data} professions={professions.data} />
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={2}>
            <Title order={1} size="h2">
              {t('results.title')}
            </Title>
            <Text c="dimmed" aria-live="polite" data-testid="offer-count">
              {data ? t('results.found', { total: data.numTotal }) : t('results.searching')}
            </Text>
            {data?.ratesDate ? (
              <Text size="xs" c="dimmed" data-testid="rates-date">
                {t('results.ratesDate', { date: formatDate(data.ratesDate, currentLocale()) })}
              </Text>
            ) : null}
            {/* A search of matching offers is the alerts page's matched-offers alert. */}
            {/* An alert keeps industries, professions and countries only: a keyword, place or pay search would be saved broader than shown. */}
            {state.matching || state.q !== '' || state.near !== null || state.payMin !== null ? null : <SaveSearchButton searchParams={serializeSearchParams(state)} />}
            {/* A visitor's heart pressed before signing in is saved on the way back. */}
            <SaveOfferIntent />
          </Stack>
          <Group gap="sm" align="flex-end">
            <PhoneFilters total={data?.numTotal}>{filterPanel}</PhoneFilters>
            {/* The drawer needs the script: without it a phone's filters follow the results. */}
            <Button component="a" href={`#${FILTERS_ID}`} className="no-js-only" hiddenFrom="sm" variant="default" leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}>
              {t('filters.open')}
            </Button>
            {/* With the script each choice applies at once; without it the form's button asks for the sorted search. */}
            <Flex component="form" method="get" action={SEARCH_BASE_PATH} gap="xs" align="flex-end">
              <SearchFields state={state} except={['sort']} />
              <NativeSelect
                name="sort"
                label={t('sort.label')}
                data={sortOptionsFor(state).map((option) => ({ value: option, label: t(SORT_KEYS[option]) }))}
                value={sortOption(state.sort)}
                onChange={(event) => {
                  const sort = parseSort(event.currentTarget.value);
                  if (sort) go((current) => setSort(current, sort));
                }}
              />
              <Button type="submit" variant="default" className="no-js-only">
                {t('sort.apply')}
              </Button>
            </Flex>
          </Group>
        </Group>

        {/* Its place combobox mounts a portal and places its list at once, a re-render of its own after the start. */}
        <HydrateLater>
          <SearchBar state={state} onChange={go} unknownPlace={query.get(UNKNOWN_PLACE_FIELD)} />
        </HydrateLater>

        <Grid gap="xl">
          <Grid.Col span={{ base: 12, sm: 4, lg: 3 }} order={{ base: 2, sm: 1 }} className={classes.filters}>
            <Paper component="aside" id={FILTERS_ID} aria-label={t('filters.title')} withBorder radius="md" p="md">
              <Title order={2} size="h4" mb="md">
                {t('filters.title')}
              </Title>
              <HydrateLater>{filterPanel}</HydrateLater>
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 8, lg: 9 }} order={{ base: 1, sm: 2 }}>
            <HydrateLater fallback={<ListPlaceholders />}>
              {list.isError ? (
                <Alert color="red" variant="light" title={t('results.loadError')}>
                  <Button variant="light" color="red" mt="xs" onClick={() => void list.refetch()}>
                    {t('results.retry')}
                  </Button>
                </Alert>
              ) : loading || pageToShow !== undefined ? (
                <ListPlaceholders />
              ) : data && data.items.length === 0 ? (
                <NoResults state={state} relaxations={data.relaxations} primary={primary.data} professions={professions.data} cities={cities.data} />
              ) : data ? (
                <Stack gap="md">
                  {data.items.map((offer) => (
                    <OfferListItem
                      key={offer.id}
                      offer={offer}
                      showEmployer={accountType !== undefined}
                      onOpen={() => rememberOfferList(serializeSearchParams(state))}
                      action={<SaveOfferButton offerId={offer.id} />}
                    />
                  ))}
                  <ResultsPagination page={state.page} total={pages} pathOf={(page) => searchPath(setPage(state, page))} />
                </Stack>
              ) : null}
            </HydrateLater>
          </Grid.Col>
        </Grid>
      </Stack>

    </Container>
  );
}
