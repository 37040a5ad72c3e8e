import { ModerationMessageKey, OFFER_ROW_ACTIONS, type OfferEditMode, OfferErrorKey, type OfferRowAction, StatusId } from '@trades/contracts';

/*
 * The offer lifecycle (docs/decisions.md): which actions an offer's status allows and where they
 * lead. Pure; the service applies a result with a conditional UPDATE on the expected status, so of
 * two concurrent actions on one offer only the first can succeed.
 *
 *   create, duplicate      -> Draft 1
 *   approve   Draft 1      -> Verification 5 (moderation on) or, paid for (free publication, a
 *                             subscription's quota, an order already paid), straight on to Active 2
 *             Verification 5 -> moderation on: refused, it waits for an operator; off (switched off
 *                             meanwhile): as Verified
 *             Verified 6   -> Active 2 when paid for, as above; else 409 publication requires payment
 *   operator  Verification 5 -> approve: Verified 6, or Active 2 when an order paid for it already
 *                             -> reject (reason): Draft 1
 *             Active 2     -> unpublish (reason): Inactive 3
 *   payment   moderation on: Draft 1 -> Verification 5 (it waits, paid); Verification 5 stays;
 *                             Verified 6, Paid 7 -> Active 2
 *             moderation off: Draft 1, Verification 5, Verified 6, Paid 7 -> Active 2
 *             (in the payment's transaction: publishPaidOffers)
 *   publish   Paid 7       -> Active 2 (publication window starts now; offers paid before they published themselves)
 *   delete    Draft 1, Verification 5, Verified 6 -> gone, unless an order bought it
 *   withdraw  Active 2     -> Withdrawn 18
 *   archive   Draft 1, Verification 5, Verified 6, Paid 7, Active 2 -> Archived 4 (irreversible)
 *   edit      Draft 1, Verification 5, Verified 6, Paid 7: every field (Verified goes back to
 *             Verification while moderation is on: the operator approved other content); Active 2:
 *             the restricted fields
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

/** Status ids the draft tab shows (draft, in verification, verified, ready for publication). */
export const DRAFT_TAB_STATUSES: readonly StatusId[] = [StatusId.Draft, StatusId.Verification, StatusId.Verified, StatusId.Paid];
/** Status ids the archived tab shows besides expired active offers: archived, and taken offline by an operator. */
export const ARCHIVED_TAB_STATUSES: readonly StatusId[] = [StatusId.Archived, StatusId.Inactive];
/** Status ids not published yet whose whole form is still the employer's to change. */
const UNPUBLISHED_STATUSES: readonly number[] = [StatusId.Draft, StatusId.Verification, StatusId.Verified, StatusId.Paid];

/** The status an offer shows: an active offer past its publication end is archived. */
export function effectiveStatus(status: number, endPublicationAt: Date | null, now: Date): number {
  if (status === StatusId.Active && (endPublicationAt === null || endPublicationAt.getTime() <= now.getTime())) return StatusId.Archived;
  return status;
}

export function editModeOf(status: number): OfferEditMode {
  if (UNPUBLISHED_STATUSES.includes(status)) return 'full';
  if (status === StatusId.Active) return 'restricted';
  return 'none';
}

/** Statuses a draft may be deleted in: draft, in verification and verified (not paid for, not published). */
export const DELETABLE_STATUSES: readonly StatusId[] = [StatusId.Draft, StatusId.Verification, StatusId.Verified];

/** The status a full edit leaves: with moderation on, a verified offer goes back to verification (its content changed). */
export function statusAfterEdit(status: number, settings: LifecycleSettings): number {
  return status === StatusId.Verified && settings.moderation ? StatusId.Verification : status;
}

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
      // An offer in verification waits for an operator while moderation is on.
      if (from === StatusId.Verification && settings.moderation) return refuse(OfferErrorKey.AwaitingModeration);
      if (from === StatusId.Draft || from === StatusId.Verification || from === StatusId.Verified) {
        // Paid for without a new order (free publication, a quota, an order already paid): it publishes at once, no second click.
        return settings.freePublication ? { ok: true, to: StatusId.Active } : refuse(OfferErrorKey.PublicationRequiresPayment);
      }
      return refuse();
    case OfferAction.Publish:
      return from === StatusId.Paid ? { ok: true, to: StatusId.Active } : refuse();
    case OfferAction.Withdraw:
      return from === StatusId.Active ? { ok: true, to: StatusId.Withdrawn } : refuse();
    case OfferAction.Archive:
      return UNPUBLISHED_STATUSES.includes(from) || from === StatusId.Active ? { ok: true, to: StatusId.Archived } : refuse();
  }
}

/**
 * What the employer's offer list offers on a row, from its (effective) status and the server's
 * settings: each lifecycle action exactly when transition() would accept it (so no "approve" the
 * server then refuses for want of payment), editing while the form opens, duplicating always,
 * and selecting for the publication cart while the offer is a draft or verified. `settings` are the
 * row's own: `freePublication` on when an order has paid for the offer already.
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
    // A verified offer is bought like a draft (moderation on: the operator has approved it).
    select: status === StatusId.Draft || status === StatusId.Verified,
  };
  return OFFER_ROW_ACTIONS.filter((action) => allowed[action]);
}

const DAY_MS = 86_400_000;

/** The publication window a publish opens: from now for `days` days. */
export function publicationWindow(now: Date, days: number): { publicationAt: Date; endPublicationAt: Date } {
  return { publicationAt: now, endPublicationAt: new Date(now.getTime() + days * DAY_MS) };
}

export const ModerationAction = { Approve: 'approve', Reject: 'reject', Unpublish: 'unpublish' } as const;
export type ModerationAction = (typeof ModerationAction)[keyof typeof ModerationAction];

type ModerationRefusal = typeof ModerationMessageKey.NotInVerification | typeof ModerationMessageKey.NotPublished;
export type ModerationResult = { ok: true; to: StatusId } | { ok: false; code: ModerationRefusal };

/**
 * An operator's action on an offer in (effective) status `from`: approve and reject take an offer in
 * verification, approve publishing it at once when an order has paid for it (the payment waited for
 * the approval); unpublish takes a published offer offline.
 */
export function moderate(action: ModerationAction, from: number, paid: boolean): ModerationResult {
  const refused: ModerationResult = { ok: false, code: moderationRefusalOf(action) };
  switch (action) {
    case ModerationAction.Approve:
      return from === StatusId.Verification ? { ok: true, to: paid ? StatusId.Active : StatusId.Verified } : refused;
    case ModerationAction.Reject:
      return from === StatusId.Verification ? { ok: true, to: StatusId.Draft } : refused;
    case ModerationAction.Unpublish:
      return from === StatusId.Active ? { ok: true, to: StatusId.Inactive } : refused;
  }
}

/** The code of a refused operator's action (also when a concurrent one got there first). */
export function moderationRefusalOf(action: ModerationAction): ModerationRefusal {
  return action === ModerationAction.Unpublish ? ModerationMessageKey.NotPublished : ModerationMessageKey.NotInVerification;
}

/** The statuses a payment finds the offers it paid for in and moves them on from. */
export const PAYABLE_STATUSES: readonly StatusId[] = [StatusId.Draft, StatusId.Verification, StatusId.Verified, StatusId.Paid];

/**
 * Where a payment takes an offer it paid for (null: it stays). With moderation on, nothing reaches
 * the public unapproved: a draft goes to verification and waits there, paid, for the operator.
 */
export function statusAfterPayment(from: number, settings: Pick<LifecycleSettings, 'moderation'>): StatusId | null {
  if (settings.moderation) {
    if (from === StatusId.Draft) return StatusId.Verification;
    return from === StatusId.Verified || from === StatusId.Paid ? StatusId.Active : null;
  }
  return PAYABLE_STATUSES.includes(from as StatusId) ? StatusId.Active : null;
}

/** The operator's word the employer sees: while the offer stays where the operator put it (draft after a rejection, inactive). */
export function moderationNoteOf(row: { status: number; moderationReason: string | null; moderatedAt: Date | null }): { reason: string; at: string } | null {
  if (row.moderationReason === null || row.moderatedAt === null) return null;
  return row.status === StatusId.Draft || row.status === StatusId.Inactive ? { reason: row.moderationReason, at: row.moderatedAt.toISOString() } : null;
}
