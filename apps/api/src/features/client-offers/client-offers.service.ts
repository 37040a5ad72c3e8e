import {
  ApplyRefusal,
  type ClientOffer,
  type ClientOfferFormValues,
  type ClientOfferList,
  type ClientOfferListBody,
  type ClientOfferListStatus,
  type ClientOfferPrimary,
  type ClientOfferState,
  type Locale,
  type OfferDetail,
  OfferErrorKey,
  StatusId,
  marketToday,
} from '@trades/contracts';
import type { Database, Executor } from '../../infra/db/database.ts';
import { AppError } from '../../infra/http/errors.ts';
import type { FileLinks } from '../../infra/storage/file-links.ts';
import { brandIdsOf, listBrands } from '../brands/index.ts';
import { lastDataSetQueues } from '../candidate-documents/index.ts';
import type { OfferListChanges } from '../context.ts';
import { checkOfferWage, distinctSlug, presentDetail } from '../offers/index.ts';
import type { PublicationQuota } from '../shop/index.ts';
import {
  type ReferenceCatalogueStore,
  ReferenceKind,
  languageDictionary,
  languageProficiencyDictionary,
  publicPrimary,
  simpleDictionary,
  skillScaleDictionary,
} from '../reference/index.ts';
import {
  duplicateColumns,
  offerColumns,
  offerSlug,
  NO_COUNTS,
  presentClientOffer,
  presentListItem,
  presentState,
  restrictedColumns,
} from './client-offers.mapping.ts';
import {
  countClientOffers,
  deleteDraftOffer,
  findClientOffer,
  findClientOfferDetail,
  insertOffer,
  listClientOffers,
  lockOwner,
  lockOfferForDelete,
  offerCreatedWithKey,
  setPaidOffersStatus,
  slugsLike,
  updateOfferInStatus,
} from './client-offers.repository.ts';
import { isPaidFor } from './offer-moderation.repository.ts';
import {
  type LifecycleSettings,
  type OfferAction,
  canDelete,
  editModeOf,
  effectiveStatus,
  publicationWindow,
  PAYABLE_STATUSES,
  refusalOf,
  statusAfterEdit,
  statusAfterPayment,
  transition,
} from './offer-lifecycle.ts';
import { checkOfferForm, checkOfferValues, checkRestrictedOfferForm, formRefusal } from './offer-form.rules.ts';

export interface ClientOffersDeps {
  db: Database;
  links: FileLinks;
  catalogue: ReferenceCatalogueStore;
  /** Cleared when a change shows on the public list. */
  offerListCache: OfferListChanges;
  now: () => Date;
  lifecycle: LifecycleSettings;
  publicationDays: number;
  /** A running subscription's publication quota: approving a Draft makes it Paid without an order. */
  publicationQuota?: PublicationQuota;
}

export async function listOffers(
  deps: ClientOffersDeps,
  clientUserId: number,
  tab: ClientOfferListStatus | undefined,
  paging: ClientOfferListBody,
  locale: Locale,
): Promise<ClientOfferList> {
  const now = deps.now();
  const [catalogue, numTotal, rows] = await Promise.all([
    deps.catalogue.current(),
    countClientOffers(deps.db, clientUserId, tab, now),
    listClientOffers(deps.db, clientUserId, tab, now, paging.limit, (paging.page - 1) * paging.limit),
  ]);
  const packs = await lastDataSetQueues(deps, clientUserId, rows.map((row) => row.id), locale, now);
  return {
    items: rows.map((row) => ({ ...presentListItem(catalogue, row, now, locale, deps.lifecycle), lastDataSetQueue: packs.get(row.id) ?? null })),
    numTotal,
    pageNumber: paging.page,
    numItemsPerPage: paging.limit,
  };
}

async function ownOffer(deps: ClientOffersDeps, clientUserId: number, id: number) {
  const found = await findClientOffer(deps.db, clientUserId, id);
  if (!found) throw AppError.notFound();
  return found;
}

export async function getOffer(deps: ClientOffersDeps, clientUserId: number, id: number, locale: Locale): Promise<ClientOffer> {
  const [catalogue, found] = await Promise.all([deps.catalogue.current(), ownOffer(deps, clientUserId, id)]);
  return presentClientOffer(catalogue, found.offer, found, deps.now(), locale);
}

/** The offer as a candidate would see it, whatever its status; the preview is not counted as a visit. */
export async function previewOffer(deps: ClientOffersDeps, clientUserId: number, id: number, locale: Locale): Promise<OfferDetail> {
  const [catalogue, row] = await Promise.all([deps.catalogue.current(), findClientOfferDetail(deps.db, clientUserId, id)]);
  if (!row) throw AppError.notFound();
    // The employer sees their offer as a candidate would, without being able to apply to it.
  const apply = { userApplied: false, applyRefusal: ApplyRefusal.NotCandidate };
  const now = deps.now();
  return presentDetail(catalogue, row, locale, apply, row.numUniquePreview, (path) => deps.links.fileUrl(path, 'original', now), marketToday(now));
}

export async function offerPrimary(deps: ClientOffersDeps, clientUserId: number, locale: Locale): Promise<ClientOfferPrimary> {
  const [catalogue, brands] = await Promise.all([deps.catalogue.current(), listBrands(deps.db, clientUserId)]);
  const primary = publicPrimary(catalogue, locale);
  return {
    clientBrand: brands.map((brand) => ({ id: brand.id, name: brand.name, isMain: brand.isMain })),
    industries: primary.industries,
    professionClasses: simpleDictionary(catalogue, ReferenceKind.ProfessionClasses, locale),
    workLocationsStates: primary.locationsState,
    // Chosen regions (0) is the form's starting choice.
    allState: simpleDictionary(catalogue, ReferenceKind.AllStateOptions, locale).map((option) => ({ ...option, selected: option.id === 0 })),
    languages: languageDictionary(catalogue, locale),
    languageProficiencies: languageProficiencyDictionary(catalogue, locale),
    skillScale: skillScaleDictionary(catalogue, locale),
    contractTypes: simpleDictionary(catalogue, ReferenceKind.ContractTypes, locale),
    workSystems: simpleDictionary(catalogue, ReferenceKind.WorkSystems, locale),
    salaryTypes: simpleDictionary(catalogue, ReferenceKind.SalaryTypes, locale),
  };
}

/**
 * The slug an offer of the employer gets for its content (`base`): one no other of the employer's
 * offers has, so copies read apart. Called inside a transaction holding the employer's lock.
 */
async function ownSlug(tx: Executor, clientUserId: number, base: string, offer?: { id: number; slug: string }): Promise<string> {
  await lockOwner(tx, clientUserId);
  return distinctSlug(base, await slugsLike(tx, clientUserId, base, offer?.id), offer?.slug);
}

/**
 * A new draft from the whole form, as the route's schema parsed it. A create repeating the
 * idempotency key of an earlier one of the same employer (a double click, a retried request: the web
 * form sends one key per form) answers the draft that one made: the employer's lock serialises the
 * two, so the second sees the first's row (and the unique key index would refuse a second row).
 */
export async function createOffer(deps: ClientOffersDeps, clientUserId: number, values: ClientOfferFormValues, locale: Locale, createKey?: string): Promise<ClientOffer> {
  const now = deps.now();
  const [catalogue, brandIds] = await Promise.all([deps.catalogue.current(), brandIdsOf(deps.db, clientUserId)]);
  const checked = checkOfferValues(values, { catalogue, today: marketToday(now), brandIds });
  if (!checked.ok) throw formRefusal(checked.formErrors, checked.wageFloor);
  const columns = offerColumns(checked.values, catalogue, now);
  // A new row, or the id of the offer an earlier create with the key made.
  const saved = await deps.db.transaction(async (tx) => {
    await lockOwner(tx, clientUserId);
    const earlier = createKey === undefined ? undefined : await offerCreatedWithKey(tx, clientUserId, createKey);
    if (earlier) return earlier.id;
    return insertOffer(tx, { ...columns, slug: await ownSlug(tx, clientUserId, columns.slug), clientUserId, status: StatusId.Draft, createdAt: now, createKey: createKey ?? null });
  });
  // The repeat answers the offer as it is now (it may have been edited since).
  if (typeof saved === 'number') return getOffer(deps, clientUserId, saved, locale);
  return presentClientOffer(catalogue, saved, NO_COUNTS, now, locale);
}

/**
 * Saves the form: every field while the offer is a draft, in verification or ready for
 * publication; only the restricted fields while it is active. Which schema the body must meet
 * depends on the stored status, so the body arrives raw and is parsed here, once, by the schema
 * of the offer's edit mode. The write happens only if the status is still the one the form was
 * checked for.
 */
export async function updateOffer(deps: ClientOffersDeps, clientUserId: number, id: number, body: unknown, locale: Locale): Promise<ClientOffer> {
  const now = deps.now();
  const [catalogue, brandIds, found] = await Promise.all([deps.catalogue.current(), brandIdsOf(deps.db, clientUserId), ownOffer(deps, clientUserId, id)]);
  const status = effectiveStatus(found.offer.status, found.offer.endPublicationAt, now);
  const mode = editModeOf(status);
  if (mode === 'none') throw AppError.conflict(OfferErrorKey.CannotEdit);
  let row;
  if (mode === 'full') {
    const checked = checkOfferForm(body, { catalogue, today: marketToday(now), brandIds });
    if (!checked.ok) throw formRefusal(checked.formErrors, checked.wageFloor);
    // With moderation on, a verified offer whose content changed goes back to the operator.
    const set = { ...offerColumns(checked.values, catalogue, now), status: statusAfterEdit(found.offer.status, deps.lifecycle) };
    row = await deps.db.transaction(async (tx) =>
      updateOfferInStatus(tx, clientUserId, id, found.offer.status, now, { ...set, slug: await ownSlug(tx, clientUserId, set.slug, found.offer) }),
    );
  } else {
    const checked = checkRestrictedOfferForm(body, catalogue, found.offer.workLocationStateId);
    if (!checked.ok) throw AppError.validation(checked.formErrors);
    row = await updateOfferInStatus(deps.db, clientUserId, id, found.offer.status, now, restrictedColumns(checked.values, now));
  }
  if (!row) throw AppError.conflict(OfferErrorKey.CannotEdit);
  // The public list shows active offers: visitors see the change at once.
  if (status === StatusId.Active) deps.offerListCache.clear();
  return presentClientOffer(catalogue, row, found, now, locale);
}

/** A copy of any of the caller's offers as a new draft, under a slug of its own. */
export async function duplicateOffer(deps: ClientOffersDeps, clientUserId: number, id: number, locale: Locale): Promise<ClientOffer> {
  const now = deps.now();
  const [catalogue, found] = await Promise.all([deps.catalogue.current(), ownOffer(deps, clientUserId, id)]);
  const { offer } = found;
  const base = offerSlug(catalogue, offer.professionId, offer.workLocationStateId, offer.workLocationCityId);
  const row = await deps.db.transaction(async (tx) =>
    insertOffer(tx, { ...duplicateColumns(offer, now), slug: await ownSlug(tx, clientUserId, base), status: StatusId.Draft }),
  );
  return presentClientOffer(catalogue, row, NO_COUNTS, now, locale);
}

/**
 * Deletes a draft (1), an offer in verification (5) or a verified one (6) of the caller, with what belongs only to it
 * (its visits, matches, document packs, cart lines: the tables' cascades). An offer an order bought
 * stays, whatever its status: the order and its invoice name it. The offer's row is locked first,
 * so an order being placed for it either commits before (and is seen) or waits and fails.
 */
export async function deleteOffer(deps: ClientOffersDeps, clientUserId: number, id: number): Promise<void> {
  const deleted = await deps.db.transaction(async (tx) => {
    const locked = await lockOfferForDelete(tx, clientUserId, id);
    if (!locked) throw AppError.notFound();
    if (!canDelete(locked.status) || locked.ordered) throw AppError.conflict(OfferErrorKey.CannotDelete);
    return deleteDraftOffer(tx, clientUserId, id);
  });
  if (!deleted) throw AppError.conflict(OfferErrorKey.CannotDelete);
}

/**
 * The offers a payment paid for, inside the payment's settlement transaction (so it happens once,
 * with it): each goes where statusAfterPayment says. Without moderation they publish themselves:
 * Active (2), the publication window starting now. With moderation on, only an offer an operator
 * approved (verified 6) publishes; a draft goes to verification and, like an offer already there,
 * waits for the operator, whose approval then publishes it. An offer archived meanwhile is left
 * alone. Answers the ids published.
 */
export async function publishPaidOffers(
  tx: Executor,
  clientUserId: number,
  offerIds: readonly number[],
  now: Date,
  settings: { publicationDays: number; moderation: boolean },
): Promise<number[]> {
  if (offerIds.length === 0) return [];
  const published: number[] = [];
  for (const from of PAYABLE_STATUSES) {
    const to = statusAfterPayment(from, settings);
    if (to === null) continue;
    const changed = await setPaidOffersStatus(tx, clientUserId, offerIds, from, to === StatusId.Active ? { status: to, ...publicationWindow(now, settings.publicationDays), updatedAt: now } : { status: to, moderationReason: null, updatedAt: now });
    if (to === StatusId.Active) published.push(...changed);
  }
  return published;
}

/**
 * An offer saved before a rate rose (or before the rule) is not approved or published below the
 * minimum wage that applies now: the same 422 as the form's, on the same fields.
 */
async function refuseBelowMinimumWage(deps: ClientOffersDeps, offer: Parameters<typeof checkOfferWage>[1], now: Date): Promise<void> {
  const check = checkOfferWage(await deps.catalogue.current(), offer, marketToday(now));
  if (!check || check.below.length === 0) return;
  const fields = { hourly: 'salaryGrossValueMin.amount', daily: 'salaryDailyValueMin.amount', monthly: 'salaryMonthValueMin.amount' } as const;
  throw formRefusal(Object.fromEntries(check.below.map((field) => [fields[field], [OfferErrorKey.SalaryBelowMinimumWage]])), check.floor);
}

/** approve, publish, withdraw or archive: allowed by the lifecycle and applied only from the status it was allowed in. */
export async function actOnOffer(deps: ClientOffersDeps, clientUserId: number, id: number, action: OfferAction): Promise<ClientOfferState> {
  const now = deps.now();
  const { offer } = await ownOffer(deps, clientUserId, id);
  if (action === 'approve' || action === 'publish') await refuseBelowMinimumWage(deps, offer, now);
  const needsPayment = action === 'approve' && !deps.lifecycle.freePublication;
  // An order paid for it already (it waited for moderation, or was sent back after it): no quota taken.
  const paidByOrder = needsPayment && (await isPaidFor(deps.db, id));
  const quota = needsPayment && !paidByOrder ? deps.publicationQuota : undefined;
  const paidByQuota = quota !== undefined && (await quota.available(deps.db, clientUserId, now));
  const paid = paidByOrder || paidByQuota;
  const result = transition(action, effectiveStatus(offer.status, offer.endPublicationAt, now), paid ? { ...deps.lifecycle, freePublication: true } : deps.lifecycle);
  if (!result.ok) throw AppError.conflict(result.code);
  const window = result.to === StatusId.Active ? publicationWindow(now, deps.publicationDays) : {};
  // Approving again answers the operator's reason: it stops showing.
  const answered = action === 'approve' ? { moderationReason: null } : {};
  const row = await deps.db.transaction(async (tx) => {
    const updated = await updateOfferInStatus(tx, clientUserId, id, offer.status, now, { status: result.to, ...window, ...answered, updatedAt: now });
    // The quota is taken with the change, so the last unit cannot pay for two offers.
    if (updated && paidByQuota && result.to === StatusId.Active && !(await quota.use(tx, clientUserId, now))) {
      throw AppError.conflict(OfferErrorKey.PublicationRequiresPayment);
    }
    return updated;
  });
  // Someone else changed the offer since it was read: the action no longer applies.
  if (!row) throw AppError.conflict(refusalOf(action));
  if (offer.status === StatusId.Active || result.to === StatusId.Active) deps.offerListCache.clear();
  return presentState(row, now);
}
