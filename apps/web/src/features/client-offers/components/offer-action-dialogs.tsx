import { type ClientOfferListItem, StatusId } from '@trades/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useApproveOffer } from '../api/approve-offer';
import { useArchiveOffer } from '../api/archive-offer';
import { useDeleteOffer } from '../api/delete-offer';
import { useDuplicateOffer } from '../api/duplicate-offer';
import { usePublishOffer } from '../api/publish-offer';
import { useWithdrawOffer } from '../api/withdraw-offer';
import { offerName } from '../offer-list-rules';

export type OfferAction = 'duplicate' | 'archive' | 'withdraw' | 'publish' | 'approve' | 'delete';

export interface OfferActionRequest {
  action: OfferAction;
  offer: Pick<ClientOfferListItem, 'id' | 'profession' | 'workLocationCity' | 'workLocationState'>;
}

/** What an approval did: published at once (paid for), sent to verification (moderation), or made ready. */
function approvedKey(statusId: number): string {
  if (statusId === StatusId.Active) return 'actions.approve.donePublished';
  if (statusId === StatusId.Verification) return 'actions.approve.doneVerification';
  return 'actions.approve.done';
}

/**
 * The confirmation dialogs of the row actions, each naming the offer by its title and number (copies
 * share the title). Each action asks first; a duplicate then asks whether to edit the copy, named with
 * its own number (yes opens its form, no stays on the list). Every outcome reloads the list (the
 * action hooks do); a refusal shows the server's message.
 */
export function OfferActionDialogs({ request, onClose, onDeleted }: { request: OfferActionRequest | null; onClose(): void; onDeleted?(): void }) {
  const { t } = useTranslation('clientOffers');
  const navigate = useNavigate();
  const [copy, setCopy] = useState<{ id: number; name: string } | null>(null);
  // The closing dialog keeps its words while it fades out.
  const [shown, setShown] = useState(request);
  if (request && request !== shown) setShown(request);
  const mutations = {
    duplicate: useDuplicateOffer(),
    archive: useArchiveOffer(),
    withdraw: useWithdrawOffer(),
    publish: usePublishOffer(),
    approve: useApproveOffer(),
    delete: useDeleteOffer(),
  };
  const busy = Object.values(mutations).some((m) => m.isPending);

  const confirm = async () => {
    if (!request) return;
    const { action, offer } = request;
    try {
      if (action === 'duplicate') {
        const { offer: saved } = await mutations.duplicate.mutateAsync(offer.id);
        // The copy has the offer's profession and place: its number tells it apart.
        setCopy({ id: saved.id, name: offerName({ ...offer, id: saved.id }) });
      } else if (action === 'approve') {
        const { offer: state } = await mutations.approve.mutateAsync(offer.id);
        notifySuccess(t(approvedKey(state.status.id)));
      } else {
        await mutations[action].mutateAsync(offer.id);
        notifySuccess(t(`actions.${action}.done`));
        // The cart may have held the draft: the server dropped it from there too.
        if (action === 'delete') onDeleted?.();
      }
    } catch (error) {
      notifyError(error);
    }
    onClose();
  };

  const closeCopyDialog = (edit: boolean) => {
    const id = copy?.id;
    setCopy(null);
    if (edit && id !== undefined) void navigate(`/user/offer/edit/${id}`);
  };

  const action = shown?.action;
  return (
    <>
      <ConfirmDialog
        opened={request !== null}
        title={action ? t(`actions.${action}.title`) : ''}
        confirmLabel={action ? t(`actions.${action}.confirm`) : ''}
        cancelLabel={t('actions.cancel')}
        onConfirm={() => void confirm()}
        onCancel={onClose}
        loading={busy}
        danger={action === 'archive' || action === 'delete'}
      >
        {shown ? t(`actions.${shown.action}.question`, { offer: offerName(shown.offer) }) : ''}
      </ConfirmDialog>
      <ConfirmDialog
        opened={copy !== null}
        title={t('actions.duplicate.copyTitle')}
        confirmLabel={t('actions.yes')}
        cancelLabel={t('actions.no')}
        onConfirm={() => closeCopyDialog(true)}
        onCancel={() => closeCopyDialog(false)}
      >
        {t('actions.duplicate.copyQuestion', { offer: copy?.name ?? '' })}
      </ConfirmDialog>
    </>
  );
}
