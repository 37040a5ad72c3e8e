import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { IconInfoCircle, IconLogin, IconSend } from '@tabler/icons-react';
import { AccountType } from '@trades/contracts';
import { Suspense, lazy, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { signInPath, useCandidateProfile } from '@/features/accounts';
import { ApplicationStageNote } from '@/features/my-applications';
import { ApiError } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useSession } from '@/lib/session';
import { type ApplyRequest, useApplyToOffer } from '../api/apply-to-offer';
import { APPLY_INTENT_PARAM, type ApplyOffer, type ApplyRefusal, applyView, refusalOfCode, withApplyIntent } from '../apply-rules';

// The dialog (date picker, modal) loads when the candidate first opens it, not with the offer page.
const ApplyDialog = lazy(async () => ({ default: (await import('./apply-dialog')).ApplyDialog }));

/** Where a candidate adds the offer's profession to the profile. */
export const ADD_PROFESSION_PATH = '/wizard/4-professional-expectations';

/**
 * The apply area of the detail header (spec 4.5): a visitor is asked to log in, an employer sees
 * nothing, a candidate the apply button or why applying is refused. The button asks for the start
 * date, or, opened from a matched offer (`?matched=`), applies to that match at once. A visitor's link to sign in
 * comes back with the intent to apply (`?apply=1`), which opens the dialog.
 */
export function ApplyArea({ offer }: { offer: ApplyOffer & { id: number } }) {
  const { t } = useTranslation('offers');
  const session = useSession();
  const profile = useCandidateProfile(session.accountType === AccountType.Candidate);
  const { pathname, search } = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const matched = searchParams.get('matched');
  const apply = useApplyToOffer(offer.id);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [dialogLoaded, setDialogLoaded] = useState(false);
  if (dialogOpen && !dialogLoaded) setDialogLoaded(true);
  // A refusal the API gave when applying (the profile changed elsewhere) outlives the offer loaded before it.
  const [refusedNow, setRefusedNow] = useState<ApplyRefusal | undefined>();
  const noteId = useId();

  const send = (request: ApplyRequest) =>
    apply.mutate(request, {
      onSuccess: () => {
        setDialogOpen(false);
        notifySuccess(t('apply.success'));
      },
      onError: (error) => {
        setDialogOpen(false);
        const refusal = error instanceof ApiError ? refusalOfCode(String(error.body.code)) : undefined;
        // Applied already (another tab, an earlier tap): the green note says so; a red error would say it failed.
        if (refusal !== 'alreadyApplied') notifyError(error);
        if (error instanceof ApiError) setRefusedNow(refusal);
      },
    });

  const view = refusedNow ? ({ kind: 'refused', refusal: refusedNow } as const) : applyView(session, offer, profile.data);

  // The apply asked for before signing in: once the view is known the dialog opens if it can, and the address loses it.
  const applyIntentSettled = searchParams.has(APPLY_INTENT_PARAM) && session.status === 'authenticated' && (session.accountType !== AccountType.Candidate || profile.data !== undefined);
  const [applyIntentTaken, setApplyIntentTaken] = useState(false);
  if (applyIntentSettled && !applyIntentTaken) {
    setApplyIntentTaken(true);
    if (view.kind === 'apply' && !matched) setDialogOpen(true);
  }
  useEffect(() => {
    if (!applyIntentSettled) return;
    setSearchParams(
      (params) => {
        params.delete(APPLY_INTENT_PARAM);
        return params;
      },
      { replace: true },
    );
  }, [applyIntentSettled, setSearchParams]);

  if (view.kind === 'hidden') return null;
  if (view.kind === 'signIn') {
    return (
      <Stack gap={6} align="flex-start" maw={260}>
        <Text size="sm">{t('apply.signInPrompt')}</Text>
        <Button component={Link} to={signInPath(withApplyIntent(pathname, search))} leftSection={<IconLogin size={16} aria-hidden />}>
          {t('apply.signIn')}
        </Button>
      </Stack>
    );
  }
  if (view.kind === 'refused' && view.refusal === 'alreadyApplied') {
    return (
      <Alert color="green" variant="light" maw={260} icon={<IconInfoCircle aria-hidden />} data-testid="apply-message">
        <ApplicationStageNote offerId={offer.id} fallback={t('apply.alreadyApplied')} />
      </Alert>
    );
  }

  const refusal = view.kind === 'refused' ? view.refusal : undefined;
  return (
    <Stack gap={6} align="flex-start" maw={260}>
      <Button
        disabled={view.kind !== 'apply'}
        aria-describedby={refusal ? noteId : undefined}
        loading={apply.isPending && !dialogOpen}
        leftSection={<IconSend size={16} aria-hidden />}
        onClick={() => (matched ? send({ matched }) : setDialogOpen(true))}
        data-testid="offer-apply"
      >
        {t('apply.button')}
      </Button>
      {refusal && refusal !== 'alreadyApplied' ? <RefusalMessage refusal={refusal} id={noteId} /> : null}
      {view.kind === 'apply' && !matched && dialogLoaded ? (
        <Suspense fallback={null}>
          <ApplyDialog opened={dialogOpen} profileAvailableFrom={profile.data?.availableFrom} loading={apply.isPending} onApply={(availableFrom) => send({ availableFrom })} onClose={() => setDialogOpen(false)} />
        </Suspense>
      ) : null}
    </Stack>
  );
}

function RefusalMessage({ refusal, id }: { refusal: Exclude<ApplyRefusal, 'alreadyApplied'>; id: string }) {
  const { t } = useTranslation('offers');
  return (
    <Text size="sm" id={id} data-testid="apply-message">
      {t(`apply.refused.${refusal}`)}{' '}
      {refusal === 'addProfession' ? (
        <Anchor component={Link} to={ADD_PROFESSION_PATH} inherit fw={600}>
          {t('apply.addProfessionLink')}
        </Anchor>
      ) : refusal === 'fillProfile' ? (
        <Anchor component={Link} to="/user" inherit fw={600}>
          {t('apply.fillProfileLink')}
        </Anchor>
      ) : null}
    </Text>
  );
}
