import { StatusId } from '@trades/contracts';
import { describe, expect, it } from 'vitest';
import { ModerationMessageKey, OfferErrorKey } from '@trades/contracts';
import {
  type LifecycleSettings,
  ModerationAction,
  OfferAction,
  allowedRowActions,
  canDelete,
  editModeOf,
  effectiveStatus,
  moderate,
  moderationNoteOf,
  publicationWindow,
  statusAfterEdit,
  statusAfterPayment,
  transition,
} from './offer-lifecycle.ts';

const FREE: LifecycleSettings = { moderation: false, freePublication: true };
const MODERATED: LifecycleSettings = { moderation: true, freePublication: true };
const PAID_ONLY: LifecycleSettings = { moderation: false, freePublication: false };
const MODERATED_PAID_ONLY: LifecycleSettings = { moderation: true, freePublication: false };

const ALL_STATUSES = Object.values(StatusId);

describe('offer lifecycle: allowed transitions', () => {
  it.each([
    // Paid for without an order (free publication): published at once, no second click.
    [OfferAction.Approve, StatusId.Draft, FREE, StatusId.Active],
    [OfferAction.Approve, StatusId.Draft, MODERATED, StatusId.Verification],
    [OfferAction.Approve, StatusId.Draft, MODERATED_PAID_ONLY, StatusId.Verification],
    // Moderation switched off meanwhile: an offer left in verification goes on as a verified one.
    [OfferAction.Approve, StatusId.Verification, FREE, StatusId.Active],
    [OfferAction.Approve, StatusId.Verified, FREE, StatusId.Active],
    [OfferAction.Approve, StatusId.Verified, MODERATED, StatusId.Active],
    [OfferAction.Publish, StatusId.Paid, FREE, StatusId.Active],
    [OfferAction.Publish, StatusId.Paid, PAID_ONLY, StatusId.Active],
    [OfferAction.Withdraw, StatusId.Active, FREE, StatusId.Withdrawn],
    [OfferAction.Archive, StatusId.Draft, FREE, StatusId.Archived],
    [OfferAction.Archive, StatusId.Verification, FREE, StatusId.Archived],
    [OfferAction.Archive, StatusId.Verified, MODERATED, StatusId.Archived],
    [OfferAction.Archive, StatusId.Paid, FREE, StatusId.Archived],
    [OfferAction.Archive, StatusId.Active, FREE, StatusId.Archived],
  ] as const)('%s from %i (%o) leads to %i', (action, from, settings, to) => {
    expect(transition(action, from, settings)).toEqual({ ok: true, to });
  });
});

describe('offer lifecycle: refused transitions', () => {
  const allowed = new Map<OfferAction, readonly number[]>([
    [OfferAction.Approve, [StatusId.Draft, StatusId.Verification, StatusId.Verified]],
    [OfferAction.Publish, [StatusId.Paid]],
    [OfferAction.Withdraw, [StatusId.Active]],
    [OfferAction.Archive, [StatusId.Draft, StatusId.Verification, StatusId.Verified, StatusId.Paid, StatusId.Active]],
  ]);
  const codes: Record<OfferAction, string> = {
    approve: OfferErrorKey.CannotApprove,
    publish: OfferErrorKey.CannotPublish,
    withdraw: OfferErrorKey.CannotWithdraw,
    archive: OfferErrorKey.CannotArchive,
  };
  const refused = [...allowed].flatMap(([action, from]) =>
    ALL_STATUSES.filter((status) => !from.includes(status)).map((status) => [action, status] as const),
  );

  it.each(refused)('%s from %i is refused with its own code', (action, from) => {
    for (const settings of [FREE, MODERATED, PAID_ONLY, MODERATED_PAID_ONLY]) {
      expect(transition(action, from, settings)).toEqual({ ok: false, code: codes[action] });
    }
  });

  it('approve needs a paid order when free publication is off', () => {
    expect(transition(OfferAction.Approve, StatusId.Draft, PAID_ONLY)).toEqual({ ok: false, code: OfferErrorKey.PublicationRequiresPayment });
    expect(transition(OfferAction.Approve, StatusId.Verified, MODERATED_PAID_ONLY)).toEqual({ ok: false, code: OfferErrorKey.PublicationRequiresPayment });
  });

  it('with moderation on, an offer in verification waits for an operator: the employer cannot approve it, paid for or not', () => {
    for (const settings of [MODERATED, MODERATED_PAID_ONLY]) {
      expect(transition(OfferAction.Approve, StatusId.Verification, settings)).toEqual({ ok: false, code: OfferErrorKey.AwaitingModeration });
    }
  });

  it('archived and withdrawn offers are final for every action', () => {
    for (const from of [StatusId.Archived, StatusId.Withdrawn]) {
      for (const action of Object.values(OfferAction)) expect(transition(action, from, FREE).ok).toBe(false);
    }
  });
});

describe('offer lifecycle: effective status and edit mode', () => {
  const now = new Date('2026-06-01T12:00:00Z');

  it('an active offer past its publication end counts as archived', () => {
    expect(effectiveStatus(StatusId.Active, new Date('2026-06-01T11:59:59Z'), now)).toBe(StatusId.Archived);
    expect(effectiveStatus(StatusId.Active, now, now)).toBe(StatusId.Archived);
    expect(effectiveStatus(StatusId.Active, null, now)).toBe(StatusId.Archived);
    expect(effectiveStatus(StatusId.Active, new Date('2026-06-01T12:00:01Z'), now)).toBe(StatusId.Active);
  });

  it('other statuses are what they are, whatever their dates', () => {
    for (const status of ALL_STATUSES.filter((s) => s !== StatusId.Active)) {
      expect(effectiveStatus(status, new Date('2020-01-01T00:00:00Z'), now)).toBe(status);
    }
  });

  it('expired active offers can only be duplicated: every action is refused', () => {
    const status = effectiveStatus(StatusId.Active, new Date('2026-05-01T00:00:00Z'), now);
    for (const action of Object.values(OfferAction)) expect(transition(action, status, FREE).ok).toBe(false);
    expect(editModeOf(status)).toBe('none');
  });

  it.each([
    [StatusId.Draft, 'full'],
    [StatusId.Verification, 'full'],
    [StatusId.Verified, 'full'],
    [StatusId.Paid, 'full'],
    [StatusId.Active, 'restricted'],
    [StatusId.Archived, 'none'],
    [StatusId.Withdrawn, 'none'],
    [StatusId.Inactive, 'none'],
  ] as const)('status %i edits in mode %s', (status, mode) => {
    expect(editModeOf(status)).toBe(mode);
  });

  it('publication runs from now for the configured days', () => {
    expect(publicationWindow(now, 30)).toEqual({ publicationAt: now, endPublicationAt: new Date('2026-07-01T12:00:00Z') });
    expect(publicationWindow(now, 7).endPublicationAt.toISOString()).toBe('2026-06-08T12:00:00.000Z');
  });
});

describe('offer list: the actions a row offers', () => {
  const SETTINGS = { FREE, MODERATED, PAID_ONLY, MODERATED_PAID_ONLY };
  type Setting = keyof typeof SETTINGS;
  /** Per status, per setting: the row's actions in the list's order. */
  const expected: Record<number, Record<Setting, string[]>> = {
    [StatusId.Draft]: {
      FREE: ['edit', 'approve', 'archive', 'duplicate', 'delete', 'select'],
      MODERATED: ['edit', 'approve', 'archive', 'duplicate', 'delete', 'select'],
      // Without free publication a draft is only approved into moderation; with neither, approve waits for payment.
      PAID_ONLY: ['edit', 'archive', 'duplicate', 'delete', 'select'],
      MODERATED_PAID_ONLY: ['edit', 'approve', 'archive', 'duplicate', 'delete', 'select'],
    },
    [StatusId.Verification]: {
      FREE: ['edit', 'approve', 'archive', 'duplicate', 'delete'],
      // Waiting for the operator: nothing moves it on but their approval.
      MODERATED: ['edit', 'archive', 'duplicate', 'delete'],
      PAID_ONLY: ['edit', 'archive', 'duplicate', 'delete'],
      MODERATED_PAID_ONLY: ['edit', 'archive', 'duplicate', 'delete'],
    },
    [StatusId.Verified]: {
      FREE: ['edit', 'approve', 'archive', 'duplicate', 'delete', 'select'],
      MODERATED: ['edit', 'approve', 'archive', 'duplicate', 'delete', 'select'],
      PAID_ONLY: ['edit', 'archive', 'duplicate', 'delete', 'select'],
      MODERATED_PAID_ONLY: ['edit', 'archive', 'duplicate', 'delete', 'select'],
    },
    [StatusId.Paid]: {
      FREE: ['edit', 'publish', 'archive', 'duplicate'],
      MODERATED: ['edit', 'publish', 'archive', 'duplicate'],
      PAID_ONLY: ['edit', 'publish', 'archive', 'duplicate'],
      MODERATED_PAID_ONLY: ['edit', 'publish', 'archive', 'duplicate'],
    },
    [StatusId.Active]: {
      FREE: ['edit', 'withdraw', 'archive', 'duplicate'],
      MODERATED: ['edit', 'withdraw', 'archive', 'duplicate'],
      PAID_ONLY: ['edit', 'withdraw', 'archive', 'duplicate'],
      MODERATED_PAID_ONLY: ['edit', 'withdraw', 'archive', 'duplicate'],
    },
  };

  for (const status of ALL_STATUSES) {
    for (const setting of Object.keys(SETTINGS) as Setting[]) {
      const actions = expected[status]?.[setting] ?? ['duplicate'];
      it(`status ${status} with ${setting}: ${actions.join(', ')}`, () => {
        expect(allowedRowActions(status, SETTINGS[setting])).toEqual(actions);
      });
    }
  }

  it('offers delete on drafts, offers in verification and verified offers only', () => {
    expect(ALL_STATUSES.filter(canDelete)).toEqual([StatusId.Draft, StatusId.Verification, StatusId.Verified]);
  });

  it('offers approve exactly when the server would accept it', () => {
    for (const status of ALL_STATUSES) {
      for (const settings of Object.values(SETTINGS)) {
        expect(allowedRowActions(status, settings).includes('approve')).toBe(transition(OfferAction.Approve, status, settings).ok);
      }
    }
  });
});

describe('moderation: the operator\'s actions', () => {
  it('approves an offer in verification: verified, or published at once when an order paid for it', () => {
    expect(moderate(ModerationAction.Approve, StatusId.Verification, false)).toEqual({ ok: true, to: StatusId.Verified });
    expect(moderate(ModerationAction.Approve, StatusId.Verification, true)).toEqual({ ok: true, to: StatusId.Active });
  });

  it('rejects an offer in verification back to draft, and unpublishes a published offer to inactive', () => {
    expect(moderate(ModerationAction.Reject, StatusId.Verification, true)).toEqual({ ok: true, to: StatusId.Draft });
    expect(moderate(ModerationAction.Unpublish, StatusId.Active, false)).toEqual({ ok: true, to: StatusId.Inactive });
  });

  it('refuses every other status with its own code', () => {
    for (const status of ALL_STATUSES) {
      if (status !== StatusId.Verification) {
        expect(moderate(ModerationAction.Approve, status, false)).toEqual({ ok: false, code: ModerationMessageKey.NotInVerification });
        expect(moderate(ModerationAction.Reject, status, false)).toEqual({ ok: false, code: ModerationMessageKey.NotInVerification });
      }
      if (status !== StatusId.Active) expect(moderate(ModerationAction.Unpublish, status, false)).toEqual({ ok: false, code: ModerationMessageKey.NotPublished });
    }
  });

  it('a payment never publishes an unapproved offer while moderation is on', () => {
    const on = { moderation: true };
    expect(statusAfterPayment(StatusId.Draft, on)).toBe(StatusId.Verification);
    expect(statusAfterPayment(StatusId.Verification, on)).toBeNull();
    expect(statusAfterPayment(StatusId.Verified, on)).toBe(StatusId.Active);
    expect(statusAfterPayment(StatusId.Paid, on)).toBe(StatusId.Active);
    for (const status of [StatusId.Active, StatusId.Archived, StatusId.Inactive, StatusId.Withdrawn]) expect(statusAfterPayment(status, on)).toBeNull();
  });

  it('without moderation a payment publishes every unpublished offer it paid for', () => {
    const off = { moderation: false };
    for (const status of [StatusId.Draft, StatusId.Verification, StatusId.Verified, StatusId.Paid]) expect(statusAfterPayment(status, off)).toBe(StatusId.Active);
    for (const status of [StatusId.Active, StatusId.Archived, StatusId.Inactive, StatusId.Withdrawn]) expect(statusAfterPayment(status, off)).toBeNull();
  });

  it('a full edit of a verified offer sends it back to verification while moderation is on', () => {
    expect(statusAfterEdit(StatusId.Verified, MODERATED)).toBe(StatusId.Verification);
    expect(statusAfterEdit(StatusId.Verified, FREE)).toBe(StatusId.Verified);
    for (const status of [StatusId.Draft, StatusId.Verification, StatusId.Paid]) expect(statusAfterEdit(status, MODERATED)).toBe(status);
  });

  it('shows the operator\'s reason on a rejected draft and an unpublished offer only', () => {
    const at = new Date('2026-06-01T12:00:00Z');
    const note = { reason: 'Kontakt w opisie', at: at.toISOString() };
    expect(moderationNoteOf({ status: StatusId.Draft, moderationReason: 'Kontakt w opisie', moderatedAt: at })).toEqual(note);
    expect(moderationNoteOf({ status: StatusId.Inactive, moderationReason: 'Kontakt w opisie', moderatedAt: at })).toEqual(note);
    expect(moderationNoteOf({ status: StatusId.Verification, moderationReason: 'Kontakt w opisie', moderatedAt: at })).toBeNull();
    expect(moderationNoteOf({ status: StatusId.Draft, moderationReason: null, moderatedAt: at })).toBeNull();
  });
});
