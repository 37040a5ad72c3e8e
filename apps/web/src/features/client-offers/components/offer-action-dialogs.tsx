import type { ClientOfferListItem } from '@trades/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useApproveOffer } from '../api/approve-offer';
import { useArchiveOffer } from '../api/archive-offer';
import { useDuplicateOffer } from '../api/duplicate-offer';
import { usePublishOffer } from '../api/publish-offer';
import { useWithdrawOffer } from '../api/withdraw-offer';

export type OfferAction = 'duplicate' | 'archive' | 'withdraw' | 'publish' | 'approve';

export interface OfferActionRequest {
  action: OfferAction;
  offer: Pick<ClientOfferListItem, 'id' | 'slug'>;
}

/**
 * The confirmation dialogs of the row actions. Each action
 * asks first; a duplicate then asks whether to edit the copy (yes opens its form, no stays on the
 * list). Every outcome reloads the list (the action hooks do); a refusal shows the server's message.
 */
export function OfferActionDialogs({ request, onClose }: { request: OfferActionRequest | null; onClose(): void }) {
  const { t } = useTranslation('clientOffers');
  const navigate = useNavigate();
  const [copyId, setCopyId] = useState<number | null>(null);
  // The closing dialog keeps its words while it fades out.
  const [shown, setShown] = useState(request);
  if (request && request !== shown) setShown(request);
  const mutations = {
    duplicate: useDuplicateOffer(),
    archive: useArchiveOffer(),
    withdraw: useWithdrawOffer(),
    publish: usePublishOffer(),
    approve: useApproveOffer(),
  };
  const busy = Object.values(mutations).some((m) => m.isPending);

  const confirm = async () => {
    if (!request) return;
    const { action, offer } = request;
    try {
      if (action === 'duplicate') {
        const { offer: copy } = await mutations.duplicate.mutateAsync(offer.id);
        setCopyId(copy.id);
      } else {
        await mutations[action].mutateAsync(offer.id);
        notifySuccess(t(`actions.${action}.done`));
      }
    } catch (error) {
      notifyError(error);
    }
    onClose();
  };

  const closeCopyDialog = (edit: boolean) => {
    const id = copyId;
    setCopyId(null);
    if (edit && id !== null) void navigate(`/user/offer/edit/${id}`);
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
        danger={action === 'archive'}
      >
        {shown ? t(`actions.${shown.action}.question`, { offer: shown.offer.slug }) : ''}
      </ConfirmDialog>
      <ConfirmDialog
        opened={copyId !== null}
        title={t('actions.duplicate.copyTitle')}
        confirmLabel={t('actions.yes')}
        cancelLabel={t('actions.no')}
        onConfirm={() => closeCopyDialog(true)}
        onCancel={() => closeCopyDialog(false)}
      >
        {t('actions.duplicate.copyQuestion')}
      </ConfirmDialog>
    </>
  );
}
