import { AccountType } from '@trades/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useSession } from '@/lib/session';
import { useChangeSavedOffer } from '../api/saved-offers';
import { saveIntentOf, withoutSaveIntent } from '../saved-offers-paths';

/**
 * Completes the save a visitor asked for by pressing a heart before signing in: back on the page with the offer in
 * its address (?saveOffer=), a candidate's save is made once and the address loses it; anyone else's is dropped.
 * Rendered by the pages that show hearts.
 */
export function SaveOfferIntent() {
  const { t } = useTranslation('savedOffers');
  const { status, accountType } = useSession();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const { mutate } = useChangeSavedOffer();
  const offerId = saveIntentOf(search);
  // The offer whose save was started: the effect runs again before the address loses it.
  const started = useRef<number | undefined>(undefined);

  useEffect(() => {
    if (offerId === undefined || status !== 'authenticated' || accountType === undefined) return;
    void navigate({ pathname, search: withoutSaveIntent(search), hash }, { replace: true });
    if (accountType !== AccountType.Candidate || started.current === offerId) return;
    started.current = offerId;
    mutate({ offerId, saved: true }, { onSuccess: () => notifySuccess(t('intent.saved')), onError: notifyError });
  }, [offerId, status, accountType, pathname, search, hash, navigate, mutate, t]);

  return null;
}
