import { OFFER_ROW_ACTIONS, type OfferEditMode, OfferErrorKey, type OfferRowAction, StatusId } from '@trades/contracts';

/*
 * The offer lifecycle (docs/decisions.md): which actions an offer's status allows and where they
 * lead. Pure; the service applies a result with a conditional UPDATE on the expected status, so of
 * two concurrent actions on one offer only the first can succeed.
 *
 *   create, duplicate      -> Draft 1
 *   approve   Draft 1      -> Verification 5 (moderation on) or, paid for (free publication, a
 *                             subscription's quota), straight on to Active 2: a paid offer publishes itself
 *             Verification 5 -> Active 2 (the same; also when moderation was switched off meanwhile)
 *   payment   Draft 1, Verification 5 -> Paid 7 -> Active 2 in the payment's transaction (publishPaidOffers)
 *   publish   Paid 7       -> Active 2 (publication window starts now; offers paid before they published themselves)
 *   delete    Draft 1, Verification 5 -> gone, unless an order bought it
 *   withdraw  Active 2     -> Withdrawn 18
 *   archive   Draft 1, Verification 5, Paid 7, Active 2 -> Archived 4 (irreversible)
 *   edit      Draft 1, Verification 5, Paid 7: every field; Active 2: the restricted fields
 *
 * An active offer whose publication has ended counts as archived for every rule.
 */

export const OfferAction = {
  Approve: 'approve',
  Publish: 'publish',
  Withdraw: 'withdraw',
  Archive: 'archive',
} as const;
export type OfferAction = (typeof OfferAction)[keyof typeof OfferAction];

export interface LifecycleSettings {
  /** OFFER_MODERATION: approve sends a draft to verification first. */
  moderation: boolean;
  /** FREE_PUBLICATION: approve makes an offer ready for publication without a paid order. */
  freePublication: boolean;
}

export type TransitionResult = { ok: true; to: StatusId } | { ok: false; code: OfferErrorKey };

/** Status ids the draft tab shows (draft, in verification, ready for publication). */
export const DRAFT_TAB_STATUSES: readonly StatusId[] = [StatusId.Draft, StatusId.Verification, StatusId.Paid];

/** The status an offer shows: an active offer past its publication end is archived. */
export function effectiveStatus(status: number, endPublicationAt: Date | null, now: Date): number {
  if (status === StatusId.Active && (endPublicationAt === null || endPublicationAt.getTime() <= now.getTime())) return StatusId.Archived;
  return status;
}

export function editModeOf(status: number): OfferEditMode {
  if (status === StatusId.Draft || status === StatusId.Verification || status === StatusId.Paid) return 'full';
  if (status === StatusId.Active) return 'restricted';
  return 'none';
}

/** Statuses a draft may be deleted in: draft and in verification (spec: draft tab's 1 and 5). */
export const DELETABLE_STATUSES: readonly StatusId[] = [StatusId.Draft, StatusId.Verification];

export function canDelete(status: number): boolean {
  return DELETABLE_STATUSES.includes(status as StatusId);
}

const REFUSED: Record<OfferAction, OfferErrorKey> = {
  approve: OfferErrorKey.CannotApprove,
  publish: OfferErrorKey.CannotPublish,
  withdraw: OfferErrorKey.CannotWithdraw,
  archive: OfferErrorKey.CannotArchive,
};

/** The code of a refused action (also when a concurrent change got there first). */
export function refusalOf(action: OfferAction): OfferErrorKey {
  return REFUSED[action];
}

/** Where `action` takes an offer in (effective) status `from`, or why it cannot. */
export function transition(action: OfferAction, from: number, settings: LifecycleSettings): TransitionResult {
  const refuse = (code: OfferErrorKey = refusalOf(action)): TransitionResult => ({ ok: false, code });
  switch (action) {
    case OfferAction.Approve:
      if (from === StatusId.Draft && settings.moderation) return { ok: true, to: StatusId.Verification };
      if (from === StatusId.Draft || from === StatusId.Verification) {
        // Paid for without an order (free publication, a quota): it publishes at once, no second click.
        return settings.freePublication ? { ok: true, to: StatusId.Active } : refuse(OfferErrorKey.PublicationRequiresPayment);
      }
      return refuse();
    case OfferAction.Publish:
      return from === StatusId.Paid ? { ok: true, to: StatusId.Active } : refuse();
    case OfferAction.Withdraw:
      return from === StatusId.Active ? { ok: true, to: StatusId.Withdrawn } : refuse();
    case OfferAction.Archive:
      return from === StatusId.Draft || from === StatusId.Verification || from === StatusId.Paid || from === StatusId.Active
        ? { ok: true, to: StatusId.Archived }
        : refuse();
  }
}

/**
 * What the employer's offer list offers on a row, from its (effective) status and the server's
 * settings: each lifecycle action exactly when transition() would accept it (so no "approve" the
 * server then refuses for want of payment), editing while the form opens, duplicating always,
 * and selecting for the publication cart while the offer is a draft.
 */
export function allowedRowActions(status: number, settings: LifecycleSettings): OfferRowAction[] {
  const allowed: Record<OfferRowAction, boolean> = {
    edit: editModeOf(status) !== 'none',
    approve: transition(OfferAction.Approve, status, settings).ok,
    publish: transition(OfferAction.Publish, status, settings).ok,
    withdraw: transition(OfferAction.Withdraw, status, settings).ok,
    archive: transition(OfferAction.Archive, status, settings).ok,
    duplicate: true,
    delete: canDelete(status),
    select: status === StatusId.Draft,
  };
  return OFFER_ROW_ACTIONS.filter((action) => allowed[action]);
}

const DAY_MS = 86_400_000;

/** The publication window a publish opens: from now for `days` days. */
export function publicationWindow(now: Date, days: number): { publicationAt: Date; endPublicationAt: Date } {
  return { publicationAt: now, endPublicationAt: new Date(now.getTime() + days * DAY_MS) };
}
