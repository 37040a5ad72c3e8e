import { ActionIcon } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { AccountType } from '@trades/contracts';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { signInPath } from '@/features/accounts';
import { notifyError } from '@/lib/notify';
import { useSession } from '@/lib/session';
import { useChangeSavedOffer, useSavedOfferIds } from '../api/saved-offers';
import { withSaveIntent } from '../saved-offers-paths';

/**
 * The heart of an offer: a candidate saves the offer or removes it from the saved ones, shown at once and undone when
 * the server refuses; a visitor's heart is a link to sign in, and back to this page, where the save is completed
 * (SaveOfferIntent); employers and operators see nothing.
 */
export function SaveOfferButton({ offerId }: { offerId: number }) {
  const { t } = useTranslation('savedOffers');
  const { status, accountType } = useSession();
  const isCandidate = accountType === AccountType.Candidate;
  const savedIds = useSavedOfferIds(isCandidate);
  const change = useChangeSavedOffer();
  const { pathname, search } = useLocation();

  if (status === 'starting' || (status === 'authenticated' && !isCandidate)) return null;
  if (status === 'anonymous') {
    // A link, so it leads to sign-in before and without the app's script too.
    return (
      <ActionIcon component={Link} to={signInPath(withSaveIntent(pathname, search, offerId))} variant="subtle" color="red" size="xl" radius="xl" aria-label={t('button.save')} data-testid="save-offer">
        <IconHeart size={24} aria-hidden />
      </ActionIcon>
    );
  }
  const saved = savedIds.data?.offerIds.includes(offerId) ?? false;

  const press = (event: MouseEvent) => {
    // The second click of a double click: the first one has already changed the heart.
    if (event.detail > 1) return;
    // One change of this heart at a time: its answer decides what the next press means.
    if (change.isPending || !savedIds.data) return;
    change.mutate({ offerId, saved: !saved }, { onError: notifyError });
  };

  return (
    <ActionIcon
      variant="subtle"
      color="red"
      size="xl"
      radius="xl"
      aria-label={t(saved ? 'button.remove' : 'button.save')}
      aria-pressed={saved}
      // Disabled only in look while the saved ones load: the button keeps its place in the tab order.
      data-disabled={isCandidate && !savedIds.data ? true : undefined}
      onClick={press}
      data-testid="save-offer"
    >
      {saved ? <IconHeartFilled size={24} aria-hidden /> : <IconHeart size={24} aria-hidden />}
    </ActionIcon>
  );
}
