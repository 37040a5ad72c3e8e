import { Alert, Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconChevronLeft, IconChevronRight, IconEye } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { offerPageTitle } from '@trades/contracts';
import { Link, useNavigate, useParams } from 'react-router';
import { type SessionStatus, useSession } from '@/lib/session';
import { PageLoader } from '@/components/page-loader';
import { usePageTitle } from '@/components/use-page-title';
import { type OfferNeighbour, arrivalOfferList, offerNeighbours, offerPath, rememberOfferList, rememberedOfferList } from '@/features/offer-cards';
import { type SearchState, pageCount, parseSearchParams, searchPath, serializeSearchParams, setPage, useOfferList } from '@/features/search';
import { SaveOfferButton, SaveOfferIntent } from '@/features/saved-offers';
import { useOffer } from './api/get-offer';
import { useOfferPreview } from './api/get-offer-preview';
import { ApplyArea } from './components/apply-area';
import { OfferDetail } from './components/offer-detail';
import { SimilarOffersSection } from './components/similar-offers-section';

/** Where a failed offer load sends the reader: a signed-in user to /user, a visitor home. */
export function offerFailureTarget(status: SessionStatus): string {
  return status === 'authenticated' ? '/user' : '/';
}

function useRedirectOnFailure(failed: boolean) {
  const { t } = useTranslation('offers');
  const { status } = useSession();
  const navigate = useNavigate();
  useEffect(() => {
    if (!failed || status === 'starting') return;
    // A fixed id keeps one toast when an effect runs twice.
    // Said on arrival where the visitor lands, long enough to be read.
    notifications.show({ id: 'offer-unavailable', color: 'red', message: t('detail.noLongerAvailable'), autoClose: 10_000 });
    void navigate(offerFailureTarget(status), { replace: true });
  }, [failed, status, navigate, t]);
}

function useOfferTitle(offer: { profession: { title: string }; workLocationState: { country: string } | null } | undefined) {
  const { t } = useTranslation('offers');
  usePageTitle(offer ? offerPageTitle(offer) : t('detail.title'));
}

/** The loaded list page of the remembered search, ignoring another page's answer shown meanwhile. */
function usePageItems(state: SearchState | null) {
  const query = useOfferList(state);
  return query.data && !query.isPlaceholderData ? query.data : undefined;
}

/**
 * The list the offer was opened from: the one remembered by the link followed in the app, or, when the page was opened
 * by a plain link (before the app started), its referrer's list; the remembered one wins while it is the same search on another page.
 */
function openedFromList(): SearchState | null {
  const remembered = rememberedOfferList();
  const rememberedState = remembered === null ? null : parseSearchParams(remembered);
  const arrival = arrivalOfferList();
  if (arrival === null) return rememberedState;
  const arrivalState = parseSearchParams(arrival);
  const samePages = (state: SearchState) => serializeSearchParams(setPage(state, 1));
  if (rememberedState && samePages(rememberedState) === samePages(arrivalState)) return rememberedState;
  rememberOfferList(serializeSearchParams(arrivalState));
  return arrivalState;
}

/** Back to the results, previous and next offer of the list the offer was opened from. */
function OfferListNavigation({ offerId }: { offerId: number }) {
  const { t } = useTranslation('offers');
  const [context, setContext] = useState<SearchState | null>(openedFromList);
  const list = usePageItems(context);
  const current = list && context ? { page: context.page, items: list.items, pageCount: pageCount(list.numTotal, list.numItemsPerPage) } : undefined;
  const edges = offerNeighbours(offerId, current);
  const previousPage = usePageItems(context && edges.needsPreviousPage ? setPage(context, context.page - 1) : null);
  const nextPage = usePageItems(context && edges.needsNextPage ? setPage(context, context.page + 1) : null);
  const { previous, next } = offerNeighbours(offerId, current, previousPage?.items, nextPage?.items);

  if (!context) return null;
  const follow = (neighbour: OfferNeighbour) => () => {
    const state = setPage(context, neighbour.page);
    rememberOfferList(serializeSearchParams(state));
    setContext(state);
  };

  return (
    <Group justify="space-between" gap="sm" component="nav" aria-label={t('navigation.label')}>
      <Button component={Link} to={searchPath(context)} variant="subtle" leftSection={<IconArrowLeft size={16} aria-hidden />}>
        {t('navigation.backToResults')}
      </Button>
      {current && (previous || next) ? (
        <Group gap="xs">
          {previous ? (
            <Button component={Link} to={offerPath(previous.offer)} onClick={follow(previous)} variant="default" leftSection={<IconChevronLeft size={16} aria-hidden />}>
              {t('navigation.previous')}
            </Button>
          ) : null}
          {next ? (
            <Button component={Link} to={offerPath(next.offer)} onClick={follow(next)} variant="default" rightSection={<IconChevronRight size={16} aria-hidden />}>
              {t('navigation.next')}
            </Button>
          ) : null}
        </Group>
      ) : null}
    </Group>
  );
}

/** /offer/{id}-{slug}, /offer/{id} or /offer/{slug}: an active offer as candidates and visitors see it. */
export function OfferDetailPage() {
  const { offerSlug } = useParams();
  const { status } = useSession();
  const offer = useOffer(offerSlug);
  useOfferTitle(offer.data);
  useRedirectOnFailure(offer.isError);
  if (!offer.data) return <PageLoader minHeight="60vh" />;
  return (
    <OfferDetail
      offer={offer.data}
      showEmployer={status === 'authenticated'}
      applyArea={
        <Group align="flex-start" gap="xs" wrap="nowrap">
          <ApplyArea offer={offer.data} />
          <SaveOfferButton offerId={offer.data.id} />
          {/* A visitor's heart pressed before signing in is saved on the way back. */}
          <SaveOfferIntent />
        </Group>
      }
      topBar={<OfferListNavigation offerId={offer.data.id} />}
      footer={<SimilarOffersSection offerId={offer.data.id} showEmployer={status === 'authenticated'} />}
    />
  );
}

/**
 * /offer/preview/{id}: the employer's own offer, in any status, exactly as candidates will see it;
 * only the data source and the notice differ from the public detail.
 */
export function OfferPreviewPage() {
  const { t } = useTranslation('offers');
  const { id } = useParams();
  const { status } = useSession();
  const offer = useOfferPreview(id);
  useOfferTitle(offer.data);
  // Nobody signed in has no offer to preview.
  useRedirectOnFailure(offer.isError || status === 'anonymous');
  if (!offer.data) return <PageLoader minHeight="60vh" />;
  return (
    <OfferDetail
      offer={offer.data}
      showEmployer
      topBar={
        <Alert color="blue" variant="light" icon={<IconEye aria-hidden />} title={t('preview.title')}>
          {t('preview.text')}
        </Alert>
      }
    />
  );
}
