import {
  ErrorKey,
  type JobAlert,
  type JobAlertList,
  JobAlertMessageKey,
  type JobAlertSearch,
  type JobAlertSubscription,
  type Locale,
  MAX_JOB_ALERTS,
  isLocale,
  isSameSearch,
  type jobAlertCreateBody,
  type jobAlertUpdateBody,
} from '@trades/contracts';
import type { z } from 'zod';
import type { Database } from '../../infra/db/database.ts';
import { AppError } from '../../infra/http/errors.ts';
import type { Outbox } from '../../infra/mail/outbox.ts';
import type { OutboxMessage } from '../../infra/mail/outbox.tables.ts';
import { type ReferenceCatalogue, type ReferenceCatalogueStore, ReferenceKind } from '../reference/index.ts';
import { DIGEST_LISTED_OFFERS, JOB_ALERT_DIGEST_TEMPLATE, digestMail } from './job-alerts.mails.ts';
import {
  type DigestOffer,
  claimSentOffers,
  deleteCandidateAlert,
  dueAlertIds,
  findAlert,
  findCandidateAlert,
  hasCompleteProfile,
  insertAlert,
  listCandidateAlerts,
  lockAlertForDigest,
  lockCandidate,
  newOffersOf,
  recordDigest,
  setUnsubscribed,
  updateCandidateAlert,
} from './job-alerts.repository.ts';
import { type HighWaterMark, advanceMark, initialMark, isDigestDue, repeatedSave } from './job-alerts.rules.ts';
import type { JobAlertRow } from './job-alerts.tables.ts';
import { alertIdOfToken, unsubscribeToken } from './job-alerts.tokens.ts';

export interface JobAlertsDeps {
  db: Database;
  now: () => Date;
  /** Signs the unsubscribe links. */
  secret: string;
  publicUrl: string;
  catalogue: ReferenceCatalogueStore;
  outbox: Outbox;
}

type CreateBody = z.output<typeof jobAlertCreateBody>;
type UpdateBody = z.output<typeof jobAlertUpdateBody>;

/** How many due alerts one sweep takes; the next sweep takes the rest. */
const SWEEP_BATCH = 500;

function present(row: JobAlertRow, catalogue: ReferenceCatalogue, locale: Locale): JobAlert {
  return {
    id: row.id,
    kind: row.kind,
    frequency: row.frequency,
    params: row.kind === 'search' ? row.params : null,
    title: row.kind === 'search' ? searchInWords(catalogue, row.params, locale) : '',
    minScore: row.kind === 'matched' ? row.minScore : null,
    createdAt: row.createdAt.toISOString(),
    lastDigestAt: row.lastDigestAt?.toISOString() ?? null,
    unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
  };
}

export async function listAlerts(deps: JobAlertsDeps, userId: number, locale: Locale): Promise<JobAlertList> {
  const [rows, matchedAvailable, catalogue] = await Promise.all([listCandidateAlerts(deps.db, userId), hasCompleteProfile(deps.db, userId), deps.catalogue.current()]);
  return { items: rows.map((row) => present(row, catalogue, locale)), limit: MAX_JOB_ALERTS, matchedAvailable };
}

/**
 * A saved search names only industries, professions and countries that exist: an unknown id never finds an offer
 * and has no name for the alert's title. 422 under the field, as a malformed id is.
 */
function refuseUnknownIds(catalogue: ReferenceCatalogue, params: JobAlertSearch): void {
  const fields: [string, ReferenceKind, readonly number[]][] = [
    ['params.industry', ReferenceKind.Industries, params.industries],
    ['params.profession', ReferenceKind.Professions, params.professions],
    ['params.country', ReferenceKind.Countries, params.countries],
  ];
  const errors = Object.fromEntries(fields.filter(([, kind, ids]) => ids.some((id) => !catalogue.entry(kind, id))).map(([field]) => [field, [ErrorKey.InvalidValue]]));
  if (Object.keys(errors).length > 0) throw AppError.validation(errors);
}

/**
 * Saves a search (once) or takes the matched-offers alert; at most MAX_JOB_ALERTS, one matched alert, that one for a complete profile.
 * The same save repeated moments later (a double tap) answers the alert saved first, `created` false.
 */
export async function createAlert(deps: JobAlertsDeps, userId: number, body: CreateBody, locale: Locale): Promise<{ alert: JobAlert; created: boolean }> {
  const catalogue = await deps.catalogue.current();
  if (body.kind === 'search' && body.params) refuseUnknownIds(catalogue, body.params);
  const saved = await deps.db.transaction(async (tx) => {
    await lockCandidate(tx, userId);
    const existing = await listCandidateAlerts(tx, userId);
    // Before the limit: the first save may have used the last place.
    const repeated = repeatedSave(existing, body, deps.now());
    if (repeated) return { row: repeated, created: false };
    if (existing.length >= MAX_JOB_ALERTS) throw AppError.validation({}, JobAlertMessageKey.LimitReached);
    const params = body.params;
    if (body.kind === 'search' && params && existing.some((alert) => alert.kind === 'search' && alert.params && isSameSearch(alert.params, params))) {
      throw AppError.validation({}, JobAlertMessageKey.AlreadySaved);
    }
    if (body.kind === 'matched') {
      if (!(await hasCompleteProfile(tx, userId))) throw AppError.validation({ minScore: [JobAlertMessageKey.ProfileIncomplete] }, JobAlertMessageKey.ProfileIncomplete);
      if (existing.some((alert) => alert.kind === 'matched')) throw AppError.validation({}, JobAlertMessageKey.MatchedExists);
    }
    // The app's clock, not the database's: the first digest is due a period after this.
    const now = deps.now();
    const mark = initialMark(now);
    const row = await insertAlert(tx, userId, {
      kind: body.kind,
      frequency: body.frequency,
      params: body.kind === 'search' ? (body.params as JobAlertSearch) : null,
      minScore: body.kind === 'matched' ? (body.minScore as number) : null,
      seenPublishedAt: mark.publishedAt,
      seenOfferId: mark.offerId,
      createdAt: now,
    });
    return { row, created: true };
  });
  return { alert: present(saved.row, catalogue, locale), created: saved.created };
}

/** Changes the frequency, a search's filters or a matched alert's score, or resumes or stops its mails; the mark stays, so no offer comes twice. */
export async function updateAlert(deps: JobAlertsDeps, userId: number, id: number, body: UpdateBody, locale: Locale): Promise<JobAlert> {
  const alert = await findCandidateAlert(deps.db, userId, id);
  if (!alert) throw AppError.notFound();
  if (body.params !== undefined && alert.kind !== 'search') throw AppError.validation({ params: [ErrorKey.InvalidValue] });
  if (body.minScore !== undefined && alert.kind !== 'matched') throw AppError.validation({ minScore: [ErrorKey.InvalidValue] });
  const params = body.params;
  if (params !== undefined) {
    refuseUnknownIds(await deps.catalogue.current(), params);
    const others = (await listCandidateAlerts(deps.db, userId)).filter((other) => other.id !== id && other.kind === 'search');
    if (others.some((other) => other.params && isSameSearch(other.params, params))) throw AppError.validation({}, JobAlertMessageKey.AlreadySaved);
  }
  const change = {
    ...(body.frequency !== undefined ? { frequency: body.frequency } : {}),
    ...(params !== undefined ? { params } : {}),
    ...(body.minScore !== undefined ? { minScore: body.minScore } : {}),
    // Stopping keeps the time of an earlier stop.
    ...(body.subscribed !== undefined ? { unsubscribedAt: body.subscribed ? null : (alert.unsubscribedAt ?? deps.now()) } : {}),
  };
  // An empty change answers the alert as it is.
  const updated = Object.keys(change).length > 0 ? await updateCandidateAlert(deps.db, userId, id, change) : alert;
  if (!updated) throw AppError.notFound();
  return present(updated, await deps.catalogue.current(), locale);
}

export async function removeAlert(deps: JobAlertsDeps, userId: number, id: number): Promise<void> {
  if (!(await deleteCandidateAlert(deps.db, userId, id))) throw AppError.notFound();
}

/** The alert id of an unsubscribe link's token; 422 for a missing or forged one. */
function alertIdOf(deps: Pick<JobAlertsDeps, 'secret'>, token: string | undefined): number {
  if (!token) throw AppError.validation({ token: [ErrorKey.FieldRequired] });
  const alertId = alertIdOfToken(deps.secret, token);
  if (alertId === undefined) throw AppError.validation({ token: [JobAlertMessageKey.InvalidUnsubscribeToken] }, JobAlertMessageKey.InvalidUnsubscribeToken);
  return alertId;
}

function subscriptionOf(row: JobAlertRow | undefined, catalogue: ReferenceCatalogue, locale: Locale): JobAlertSubscription {
  if (!row) return { alert: null, unsubscribed: true };
  const { id, kind, frequency, title, minScore } = present(row, catalogue, locale);
  return { alert: { id, kind, frequency, title, minScore }, unsubscribed: row.unsubscribedAt !== null };
}

/** GET of the mail's unsubscribe link: the alert it names, in X-LOCALE, and whether its mails are stopped. Changes nothing. */
export async function showSubscription(deps: JobAlertsDeps, token: string | undefined, locale: Locale): Promise<JobAlertSubscription> {
  const alertId = alertIdOf(deps, token);
  return subscriptionOf(await findAlert(deps.db, alertId), await deps.catalogue.current(), locale);
}

/**
 * The unsubscribe (the link page's button, or a mail client's one-click POST): a signed token stops its alert's
 * digests. The alert stays, so the page can undo it; an alert deleted since is unsubscribed all the same.
 */
export async function unsubscribe(deps: JobAlertsDeps, token: string | undefined): Promise<void> {
  await setUnsubscribed(deps.db, alertIdOf(deps, token), deps.now());
}

/** The unsubscribe page's undo: the alert's digests come again, from where they stopped. 404 when the alert was deleted since. */
export async function resubscribe(deps: JobAlertsDeps, token: string | undefined, locale: Locale): Promise<JobAlertSubscription> {
  const row = await setUnsubscribed(deps.db, alertIdOf(deps, token), null);
  if (!row) throw new AppError(JobAlertMessageKey.AlertGone, {}, 404);
  return subscriptionOf(row, await deps.catalogue.current(), locale);
}

/** The search page of a saved search, newest first: where the digest's button leads. */
export function searchPathOf(params: JobAlertSearch | null): string {
  const pairs: string[] = [];
  if (params?.industries.length) pairs.push(`industry=${params.industries.join(',')}`);
  if (params?.professions.length) pairs.push(`profession=${params.professions.join(',')}`);
  if (params?.countries.length) pairs.push(`country=${params.countries.join(',')}`);
  return `/search/query/${pairs.length > 0 ? pairs.join('&') : 'showAll=true'}`;
}

/** The saved search in words: its professions (or else industries), then its countries. */
function searchInWords(catalogue: ReferenceCatalogue, params: JobAlertSearch | null, locale: Locale): string {
  if (!params) return '';
  const trades = params.professions.length > 0 ? catalogue.items(ReferenceKind.Professions, params.professions, locale) : catalogue.items(ReferenceKind.Industries, params.industries, locale);
  const countries = catalogue.items(ReferenceKind.Countries, params.countries, locale);
  return [...trades, ...countries].map((item) => item.title).join(', ');
}

/** A page of the web app opened in the recipient's language (the app's /lang/{locale}/... switch), whatever the browser last used. */
function pageUrl(publicUrl: string, locale: Locale, path: string): string {
  return `${publicUrl}/lang/${locale}${path}`;
}

function offerLink(catalogue: ReferenceCatalogue, publicUrl: string, offer: DigestOffer, locale: Locale): { label: string; url: string } {
  const profession = catalogue.item(ReferenceKind.Professions, offer.professionId, locale)?.title ?? '';
  const place = [catalogue.item(ReferenceKind.Cities, offer.workLocationCityId, locale), catalogue.item(ReferenceKind.Countries, offer.workLocationStateId, locale)]
    .filter((item) => item !== null)
    .map((item) => item.title)
    .join(', ');
  return { label: [profession, place].filter(Boolean).join(' — '), url: pageUrl(publicUrl, locale, `/offer/${offer.id}${offer.slug ? `-${offer.slug}` : ''}`) };
}

/**
 * One alert's digest, in one transaction with the alert locked: the mail of the offers after its mark, the offers
 * recorded as mailed to the candidate, and the new mark commit together, so a crash sends nothing or everything, and
 * a second sweep at the same time skips the alert. An offer another alert of the candidate has mailed is left out.
 * Nothing new: no mail, only the digest's time.
 */
async function digestOne(deps: JobAlertsDeps, catalogue: ReferenceCatalogue, id: number): Promise<OutboxMessage | undefined> {
  return deps.db.transaction(async (tx) => {
    const locked = await lockAlertForDigest(tx, id);
    const now = deps.now();
    if (!locked || locked.alert.unsubscribedAt !== null || !isDigestDue(locked.alert, now)) return undefined;
    const { alert } = locked;
    const mark: HighWaterMark = { publishedAt: alert.seenPublishedAt, offerId: alert.seenOfferId };
    const found = await newOffersOf(tx, alert, mark, now, DIGEST_LISTED_OFFERS);
    const newMark = advanceMark(
      mark,
      found.offers.map((offer) => ({ publishedAt: offer.publicationAt, offerId: offer.id })),
    );
    await recordDigest(tx, alert.id, newMark, now);
    const claimed = await claimSentOffers(tx, alert, found.offers.map((offer) => offer.id), now);
    const offers = found.offers.filter((offer) => claimed.has(offer.id));
    if (offers.length === 0) return undefined;
    const total = found.total - (found.offers.length - offers.length);
    const locale: Locale = isLocale(locked.locale) ? locked.locale : 'en';
    const unsubscribe = unsubscribeToken(deps.secret, alert.id);
    const content = digestMail(locale, {
      firstName: locked.firstName,
      kind: alert.kind,
      search: searchInWords(catalogue, alert.params, locale),
      offers: offers.map((offer) => offerLink(catalogue, deps.publicUrl, offer, locale)),
      total,
      listUrl: pageUrl(deps.publicUrl, locale, alert.kind === 'matched' ? '/offers-matched' : searchPathOf(alert.params)),
      unsubscribeUrl: pageUrl(deps.publicUrl, locale, `/job-alerts/unsubscribe?token=${unsubscribe}`),
    });
    return deps.outbox.email(tx, {
      to: locked.email,
      locale,
      template: JOB_ALERT_DIGEST_TEMPLATE,
      userId: alert.candidateUserId,
      content,
      headers: {
        // RFC 8058: a mail client unsubscribes with one POST to this address, without a page.
        'List-Unsubscribe': `<${deps.publicUrl}/v1/public/job-alerts/unsubscribe?token=${unsubscribe}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
  });
}

/** The scheduled sweep: one digest per due alert; answers how many mails it wrote. */
export async function sendDueDigests(deps: JobAlertsDeps): Promise<number> {
  const catalogue = await deps.catalogue.current();
  let sent = 0;
  for (const id of await dueAlertIds(deps.db, deps.now(), SWEEP_BATCH)) {
    const mail = await digestOne(deps, catalogue, id);
    if (!mail) continue;
    sent += 1;
    await deps.outbox.flush([mail]);
  }
  return sent;
}
