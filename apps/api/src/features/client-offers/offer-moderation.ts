import {
  type Locale,
  type ModerationQueue,
  type ModerationQueueItem,
  type ModerationQueueQuery,
  type OperatorOfferList,
  type OperatorOfferQuery,
  StatusId,
  descriptionContacts,
  descriptionPlainText,
  hasContactDetails,
  marketToday,
  normalizeLocale,
  offerDisplayName,
  textPreview,
} from '@trades/contracts';
import type { Database, Executor } from '../../infra/db/database.ts';
import { AppError } from '../../infra/http/errors.ts';
import type { Outbox } from '../../infra/mail/outbox.ts';
import type { OutboxMessage } from '../../infra/mail/outbox.tables.ts';
import type { OfferListChanges } from '../context.ts';
import { checkOfferWage } from '../offers/index.ts';
import { type ReferenceCatalogue, type ReferenceCatalogueStore, ReferenceKind, offerNameParts } from '../reference/index.ts';
import { OFFER_REJECTED_TEMPLATE, OFFER_UNPUBLISHED_TEMPLATE, moderationMail } from './client-offers.mails.ts';
import { ModerationAction, effectiveStatus, moderate, moderationRefusalOf, publicationWindow } from './offer-lifecycle.ts';
import {
  type OperatorOfferRecord,
  countOffersInVerification,
  findOfferForOperator,
  moderateOfferInStatus,
  offersInVerification,
  searchOffersForOperator,
} from './offer-moderation.repository.ts';

/*
 * Offer moderation (issue 26): the operator's queue of offers in verification, their approval or
 * rejection, and taking a published offer offline. Each action is applied only from the status it
 * was checked in, and written to the operators' audit in the same transaction (`record`, the
 * operator feature's, handed in by its route).
 */

export interface OfferModerationDeps {
  db: Database;
  catalogue: ReferenceCatalogueStore;
  now: () => Date;
  outbox: Outbox;
  publicUrl: string;
  /** Cleared when an offer enters or leaves the public list. */
  offerListCache: OfferListChanges;
  publicationDays: number;
}

/** Writes the action to the operators' audit, inside the action's transaction. */
export type RecordModeration = (tx: Executor, entry: { action: string; targetId: number; reason?: string; details: Record<string, unknown> }) => Promise<void>;

const offerTitle = (catalogue: ReferenceCatalogue, offer: OperatorOfferRecord['offer'], locale: Locale) =>
  offerDisplayName({ ...offerNameParts(catalogue, offer, locale), id: offer.id });

const moneyOf = (amount: string | null, currency: string | null) => (amount === null || currency === null ? null : { amount: Number(amount), currency: currency.trim() });

function queueItem(catalogue: ReferenceCatalogue, record: OperatorOfferRecord, today: string, locale: Locale): ModerationQueueItem {
  const { offer, employer } = record;
  const check = checkOfferWage(catalogue, offer, today);
  const text = descriptionPlainText(offer.description);
  const contacts = descriptionContacts(offer.description);
  const below = check?.below ?? [];
  return {
    id: offer.id,
    uuid: offer.uuid,
    title: offerTitle(catalogue, offer, locale),
    profession: catalogue.item(ReferenceKind.Professions, offer.professionId, locale)?.title ?? '',
    submittedAt: offer.updatedAt.toISOString(),
    createdAt: offer.createdAt.toISOString(),
    paid: record.paid,
    employer: { userId: employer.userId, companyName: employer.companyName, email: employer.email, taxId: employer.taxId },
    wage: {
      hourlyMin: moneyOf(offer.salaryGrossMin, offer.salaryCurrency),
      hourlyMax: moneyOf(offer.salaryGrossMax, offer.salaryCurrency),
      floor: check ? { hourlyMinor: check.floor.hourlyMinor, currency: check.floor.currency, source: check.floor.source } : null,
      below,
    },
    descriptionPreview: textPreview(text),
    descriptionLength: [...text].length,
    contacts,
    flags: { wageBelowFloor: below.length > 0, contactsFound: hasContactDetails(contacts) },
  };
}

/** GET /v1/operator/moderation: the offers in verification, the longest waiting first, with what needs a look. */
export async function moderationQueue(deps: OfferModerationDeps, query: ModerationQueueQuery, locale: Locale): Promise<ModerationQueue> {
  const [catalogue, numTotal, rows] = await Promise.all([
    deps.catalogue.current(),
    countOffersInVerification(deps.db),
    offersInVerification(deps.db, query.limit, (query.page - 1) * query.limit),
  ]);
  const today = marketToday(deps.now());
  return { items: rows.map((row) => queueItem(catalogue, row, today, locale)), numTotal, page: query.page, limit: query.limit };
}

/** The offer the operator acts on; 404 when there is none. */
async function operatorOffer(deps: OfferModerationDeps, offerId: number): Promise<OperatorOfferRecord> {
  const found = await findOfferForOperator(deps.db, offerId);
  if (!found) throw AppError.notFound();
  return found;
}

export interface ModerationOutcome {
  offerId: number;
  status: number;
}

/**
 * Approves an offer in verification: verified (6), the employer's next step as before; or, when an
 * order paid for it while it waited, published at once (the payment's publication held back for the
 * approval). 409 in any other status, also when a concurrent action got there first.
 */
export async function approveOffer(deps: OfferModerationDeps, offerId: number, record: RecordModeration): Promise<ModerationOutcome> {
  const now = deps.now();
  const found = await operatorOffer(deps, offerId);
  const result = moderate(ModerationAction.Approve, effectiveStatus(found.offer.status, found.offer.endPublicationAt, now), found.paid);
  if (!result.ok) throw AppError.conflict(result.code);
  const window = result.to === StatusId.Active ? publicationWindow(now, deps.publicationDays) : {};
  const row = await deps.db.transaction(async (tx) => {
    const updated = await moderateOfferInStatus(tx, offerId, found.offer.status, now, { status: result.to, ...window, moderationReason: null, moderatedAt: now, updatedAt: now });
    if (updated) await record(tx, { action: 'offer.approve', targetId: offerId, details: { from: found.offer.status, to: result.to, paid: found.paid } });
    return updated;
  });
  // An approve and a reject sent together: the other one got there first.
  if (!row) throw AppError.conflict(moderationRefusalOf(ModerationAction.Approve));
  if (result.to === StatusId.Active) deps.offerListCache.clear();
  return { offerId, status: row.status };
}

/** The mail telling the employer why, in their language; written in the action's transaction. */
async function mailEmployer(
  deps: OfferModerationDeps,
  tx: Executor,
  catalogue: ReferenceCatalogue,
  kind: 'rejected' | 'unpublished',
  found: OperatorOfferRecord,
  reason: string,
): Promise<OutboxMessage> {
  const locale = normalizeLocale(found.employer.locale);
  const path = kind === 'rejected' ? `user/offer/edit/${found.offer.id}` : 'user/offers/archived/1';
  return deps.outbox.email(tx, {
    to: found.employer.email,
    userId: found.employer.userId,
    locale,
    template: kind === 'rejected' ? OFFER_REJECTED_TEMPLATE : OFFER_UNPUBLISHED_TEMPLATE,
    content: moderationMail(kind, locale, { firstName: found.employer.firstName, offerTitle: offerTitle(catalogue, found.offer, locale), reason, url: `${deps.publicUrl}/lang/${locale}/${path}` }),
  });
}

/** Sends an offer in verification back to draft (1) with the reason, kept on the offer and mailed to the employer. */
export async function rejectOffer(deps: OfferModerationDeps, offerId: number, reason: string, record: RecordModeration): Promise<ModerationOutcome> {
  return withReason(deps, offerId, reason, record, ModerationAction.Reject);
}

/** Takes a published offer offline (inactive, 3) with the reason, kept on the offer and mailed to the employer; the public list drops it at once. */
export async function unpublishOffer(deps: OfferModerationDeps, offerId: number, reason: string, record: RecordModeration): Promise<ModerationOutcome> {
  return withReason(deps, offerId, reason, record, ModerationAction.Unpublish);
}

async function withReason(
  deps: OfferModerationDeps,
  offerId: number,
  reason: string,
  record: RecordModeration,
  action: typeof ModerationAction.Reject | typeof ModerationAction.Unpublish,
): Promise<ModerationOutcome> {
  const now = deps.now();
  const found = await operatorOffer(deps, offerId);
  const result = moderate(action, effectiveStatus(found.offer.status, found.offer.endPublicationAt, now), found.paid);
  if (!result.ok) throw AppError.conflict(result.code);
  // Read before the transaction: the embedded database has one connection.
  const catalogue = await deps.catalogue.current();
  const { row, mail } = await deps.db.transaction(async (tx) => {
    const updated = await moderateOfferInStatus(tx, offerId, found.offer.status, now, { status: result.to, moderationReason: reason, moderatedAt: now, updatedAt: now });
    if (!updated) return { row: undefined, mail: undefined };
    await record(tx, { action: `offer.${action}`, targetId: offerId, reason, details: { from: found.offer.status, to: result.to, employerUserId: found.employer.userId } });
    return { row: updated, mail: await mailEmployer(deps, tx, catalogue, action === ModerationAction.Reject ? 'rejected' : 'unpublished', found, reason) };
  });
  if (!row || !mail) throw AppError.conflict(moderationRefusalOf(action));
  if (action === ModerationAction.Unpublish) deps.offerListCache.clear();
  await deps.outbox.flush([mail]);
  return { offerId, status: row.status };
}

/** GET /v1/operator/offers: find offers by id, uuid, employer or profession title, newest first. */
export async function operatorOffers(deps: OfferModerationDeps, query: OperatorOfferQuery, locale: Locale): Promise<OperatorOfferList> {
  const catalogue = await deps.catalogue.current();
  const q = query.q?.toLocaleLowerCase();
  const professionIds = q
    ? catalogue
        .listAll(ReferenceKind.Professions)
        .filter((entry) => Object.values(entry.title).some((title) => title.toLocaleLowerCase().includes(q)))
        .map((entry) => entry.id)
    : [];
  const rows = await searchOffersForOperator(deps.db, { q: query.q, status: query.status, professionIds, limit: query.limit });
  const now = deps.now();
  return {
    items: rows.map(({ offer, employer }) => ({
      id: offer.id,
      uuid: offer.uuid,
      slug: offer.slug,
      title: offerTitle(catalogue, offer, locale),
      status: { id: effectiveStatus(offer.status, offer.endPublicationAt, now) },
      employer: { userId: employer.userId, companyName: employer.companyName, email: employer.email, taxId: employer.taxId },
      createdAt: offer.createdAt.toISOString(),
      publicationAt: offer.publicationAt?.toISOString() ?? null,
      endPublicationAt: offer.endPublicationAt?.toISOString() ?? null,
      moderation: offer.moderationReason !== null && offer.moderatedAt !== null ? { reason: offer.moderationReason, at: offer.moderatedAt.toISOString() } : null,
    })),
  };
}
