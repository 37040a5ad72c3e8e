import {
  ApplicationMessageKey,
  ApplicationWithdrawalKey,
  type ApplyAnswer,
  ApplyRefusal,
  type CandidateNotificationSettings,
  type Locale,
  OfferErrorKey,
  PIPELINE_TABS,
  PrivacyMessageKey,
  type PipelineCandidate,
  type PipelineCounts,
  type PipelineHistory,
  type PipelineItem,
  type PipelineList,
  type PipelineTab,
  type Readiness,
  type ReadinessCount,
  StatusId,
  applyRefusal,
  isRepeatedApplication,
  marketToday,
  normalizeLocale,
  pipelineMove,
} from '@trades/contracts';
import type { Database } from '../../infra/db/database.ts';
import { AppError } from '../../infra/http/errors.ts';
import { translate } from '../../infra/i18n/messages.ts';
import type { JobQueue } from '../../infra/jobs/job-queue.ts';
import type { Outbox } from '../../infra/mail/outbox.ts';
import type { FileLinks } from '../../infra/storage/file-links.ts';
import { cvLinksFor } from '../candidate-cv/index.ts';
import { candidatesForEmployer, heldDocumentsOf, heldFor } from '../candidate-profile/index.ts';
import { presentFit } from '../matching/index.ts';
import { type ReferenceCatalogue, type ReferenceCatalogueStore, ReferenceKind, destinationReadiness } from '../reference/index.ts';
import { pipelineStatus } from './applications.labels.ts';
import { APPLICATION_CONFIRMATION_TEMPLATE, NEW_APPLICATION_TEMPLATE, applicationConfirmationMail, newApplicationMail } from './applications.mails.ts';
import {
  type OwnedEntry,
  applyMatchedEntry,
  countEntriesByStatus,
  findApplyingCandidate,
  findEntry,
  findOfferToApply,
  findOwnMatchOffer,
  findOwnedOffer,
  findPipelineStatusMails,
  insertApplication,
  insertHistory,
  isOwnedEntry,
  listEntries,
  listHistory,
  lockEntry,
  lockOwnedEntries,
  savePipelineStatusMails,
  setEntriesStatus,
} from './applications.repository.ts';
import { holdStageMailsOf, queueStageMails } from './stage-mails.ts';
import { candidatePublicId } from './candidate-public-id.ts';
import { skillsComparison } from './skills-comparison.ts';

export interface ApplicationsDeps {
  db: Database;
  outbox: Outbox;
  catalogue: ReferenceCatalogueStore;
  links: FileLinks;
  now: () => Date;
  publicUrl: string;
  /** Keys the candidates' public ids. */
  secret: string;
  /**
   * Which of the candidates the employer bought or unlocked the profile of: the shop's records, and the shop builds on
   * the pipeline, so this is handed in where the app is composed.
   */
  purchasedCandidateIds: (db: Database, clientUserId: number, candidateUserIds: readonly number[]) => Promise<Set<number>>;
  /** How long a stage mail waits after a move (PIPELINE_MAIL_DELAY_SECONDS). */
  mailDelaySeconds: number;
  /** Runs the stage mails when their window is over; absent in tests, which send the due mails themselves. */
  jobs?: JobQueue;
}

/** What applying needs: the application, the employer's mail and its link. */
export type ApplyDeps = Pick<ApplicationsDeps, 'db' | 'outbox' | 'catalogue' | 'now' | 'publicUrl'>;

/** The answer of a refused application: 409 when the state of the pair or offer refuses it, else 403. */
function refused(refusal: ApplyRefusal): AppError {
  if (refusal === ApplyRefusal.SignIn) return AppError.unauthorized();
  const conflict = refusal === ApplyRefusal.AlreadyApplied || refusal === ApplyRefusal.OfferNotActive;
  return new AppError(refusal, {}, conflict ? 409 : 403);
}

function professionTitle(catalogue: ReferenceCatalogue, professionId: number, locale: Locale): string {
  return catalogue.item(ReferenceKind.Professions, professionId, locale)?.title ?? '';
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** POST /v1/candidate-offer/apply/{offerId}: the candidate's date must not be before today (market calendar). */
export async function applyToOffer(deps: ApplyDeps, candidateUserId: number, offerId: number, availableFrom: string, locale: Locale): Promise<ApplyAnswer> {
  if (availableFrom < marketToday(deps.now())) throw AppError.validation({ availableFrom: [OfferErrorKey.DateBeforeToday] });
  return apply(deps, candidateUserId, offerId, () => availableFrom, locale);
}

/**
 * POST /v1/candidate-offer/matched/{uuid}/apply: the candidate's own stored match only; the date is
 * the profile's available-from when still ahead, else today.
 */
export async function applyToMatchedOffer(deps: ApplyDeps, candidateUserId: number, matchUuid: string, locale: Locale): Promise<ApplyAnswer> {
  const offerId = uuidPattern.test(matchUuid) ? await findOwnMatchOffer(deps.db, candidateUserId, matchUuid.toLowerCase()) : undefined;
  if (offerId === undefined) throw AppError.notFound();
  return apply(deps, candidateUserId, offerId, (fromProfile, today) => (fromProfile !== null && fromProfile > today ? fromProfile : today), locale);
}

async function apply(
  deps: ApplyDeps,
  candidateUserId: number,
  offerId: number,
  dateOf: (fromProfile: string | null, today: string) => string,
  locale: Locale,
): Promise<ApplyAnswer> {
  const now = deps.now();
  const [candidate, offer, entry, catalogue] = await Promise.all([
    findApplyingCandidate(deps.db, candidateUserId),
    findOfferToApply(deps.db, offerId, now),
    findEntry(deps.db, offerId, candidateUserId),
    deps.catalogue.current(),
  ]);
  if (!candidate || !offer) throw AppError.notFound();
  const availableFrom = dateOf(candidate.availableFrom, marketToday(now));
  // A double tap or a retry after a lost answer gets the first answer again: no error, no second mail.
  if (entry && isRepeatedApplication(entry, availableFrom)) return applyAnswer(entry, offerId, availableFrom, now, locale);
  const refusal = applyRefusal(
    {
      accountType: candidate.accountType,
      profileStatus: candidate.profileStatus,
      wizardComplete: candidate.wizardStep === 0,
      isEmailConfirmed: candidate.isEmailConfirmed,
      professionIds: candidate.professionIds,
    },
    offer,
    entry !== undefined && entry.appliedAt !== null,
  );
  if (refusal) throw refused(refusal);

  const { applied, mails } = await deps.db.transaction(async (tx) => {
    // A new pair is inserted; the unique pair settles a race, and an entry found there (matched
    // before or meanwhile) is taken over while still unapplied. A second application finds it applied.
    const insert = () => insertApplication(tx, { offerId, candidateUserId, availableFrom, now });
    let row = entry ? undefined : await insert();
    let fromStatus: number | null = null;
    if (!row) {
      const current = await lockEntry(tx, offerId, candidateUserId);
      if (current?.appliedAt === null) {
        row = await applyMatchedEntry(tx, current.id, { availableFrom, now });
        fromStatus = current.status;
      } else if (!current) {
        // The matched entry read before was removed meanwhile (its match no longer qualifies).
        row = await insert();
      } else if (isRepeatedApplication(current, availableFrom)) {
        // The same application, sent twice at once: the other one made it, this one answers as it did.
        return { applied: current, mails: [] };
      }
    }
    if (!row) throw refused(ApplyRefusal.AlreadyApplied);
    await insertHistory(tx, [{ offerCandidateId: row.id, changedByUserId: null, fromStatus, toStatus: StatusId.New, changedAt: now }]);
    const employerLocale = normalizeLocale(offer.employerLocale);
    const content = newApplicationMail(employerLocale, {
      employerFirstName: offer.employerFirstName,
      candidateName: `${candidate.firstName} ${candidate.lastName}`,
      offerTitle: professionTitle(catalogue, offer.professionId, employerLocale),
      url: `${deps.publicUrl}/lang/${employerLocale}/user/offer/candidates/${offerId}#${PIPELINE_TABS[0].hash}`,
    });
    const message = await deps.outbox.email(tx, { to: offer.employerEmail, locale: employerLocale, template: NEW_APPLICATION_TEMPLATE, content });
    // The candidate's own record of it, in the candidate's language, with the way to follow or withdraw it.
    const candidateLocale = normalizeLocale(candidate.locale);
    const confirmation = await deps.outbox.email(tx, {
      to: candidate.email,
      userId: candidateUserId,
      locale: candidateLocale,
      template: APPLICATION_CONFIRMATION_TEMPLATE,
      content: applicationConfirmationMail(candidateLocale, {
        firstName: candidate.firstName,
        offerTitle: professionTitle(catalogue, offer.professionId, candidateLocale),
        employer: offer.employerName,
        url: `${deps.publicUrl}/lang/${candidateLocale}/user/applications`,
      }),
    });
    return { applied: row, mails: [message, confirmation] };
  });
  await deps.outbox.flush(mails);
  return applyAnswer(applied, offerId, availableFrom, now, locale);
}

function applyAnswer(applied: { id: number; availableFrom: string | null; appliedAt: Date | null }, offerId: number, availableFrom: string, now: Date, locale: Locale): ApplyAnswer {
  return {
    id: applied.id,
    offerId,
    availableFrom: applied.availableFrom ?? availableFrom,
    appliedAt: (applied.appliedAt ?? now).toISOString(),
    message: translate(ApplicationMessageKey.ApplicationSent, locale),
  };
}

/** The card shows only the count of the readiness list. */
function readinessCount(readiness: Readiness | null): ReadinessCount | null {
  return readiness ? { have: readiness.have, total: readiness.total } : null;
}

function countsOf(byStatus: Map<number, number>): PipelineCounts {
  const counts = {} as PipelineCounts;
  for (const tab of PIPELINE_TABS) counts[tab.key] = tab.statuses.reduce((sum, status) => sum + (byStatus.get(status) ?? 0), 0);
  return counts;
}

/** An erased candidate's entry: anonymised, nothing to buy, nothing to contact. */
function erasedCandidate(locale: Locale): PipelineCandidate {
  return { uuid: '', firstName: translate(PrivacyMessageKey.DeletedCandidate, locale), lastName: '', allowBought: false, email: null, phones: [], candidateProfile: {}, erased: true };
}

/** One tab of an offer's pipeline, only for the offer's employer (another's offer is not found). */
export async function pipelineList(deps: ApplicationsDeps, clientUserId: number, offerId: number, tab: PipelineTab, locale: Locale): Promise<PipelineList> {
  const offer = await findOwnedOffer(deps.db, clientUserId, offerId);
  if (!offer) throw AppError.notFound();
  const [entries, byStatus, catalogue] = await Promise.all([
    listEntries(deps.db, offerId, tab.statuses),
    countEntriesByStatus(deps.db, offerId),
    deps.catalogue.current(),
  ]);
  const candidateIds = entries.flatMap((e) => (e.candidateUserId === null ? [] : [e.candidateUserId]));
  const purchased = await deps.purchasedCandidateIds(deps.db, clientUserId, candidateIds);
  // Contacts are the employer's once the candidate applied to this offer or the profile was bought.
  const withContacts = new Set([...entries.flatMap((e) => (e.appliedAt !== null && e.candidateUserId !== null ? [e.candidateUserId] : [])), ...purchased]);
  const [candidates, held, cvs] = await Promise.all([
    candidatesForEmployer({ db: deps.db, links: deps.links, catalogue }, candidateIds, withContacts, locale, deps.now()),
    heldDocumentsOf(deps.db, candidateIds, offer.workLocationStateId),
    // The CV goes with the contacts: read only for the candidates whose contacts are shown.
    cvLinksFor(deps, [...withContacts], deps.now()),
  ]);
  const readinessSubject = { countryId: offer.workLocationStateId, industryId: offer.industryId, professionId: offer.professionId, contractTypeIds: offer.contractTypes };
  const titleOf = (kind: 'skillsProfessionals' | 'skillsTechnicals', id: number) => catalogue.item(kind, id, locale)?.title ?? '';
  const items = entries.flatMap((entry): PipelineItem[] => {
    const applied = entry.appliedAt !== null;
    const item = {
      id: entry.id,
      status: pipelineStatus(entry.status, locale),
      score: entry.score,
      // The verdict and breakdown from the breakdown the score was computed from: they cannot disagree with it.
      ...presentFit(catalogue, entry, locale),
      appliedAt: entry.appliedAt?.toISOString() ?? null,
      withdrawnAt: entry.withdrawnAt?.toISOString() ?? null,
    };
    if (entry.candidateUserId === null) {
      const candidate = erasedCandidate(locale);
      return [{ ...item, availableFrom: entry.availableFrom, candidateApplied: applied ? candidate : null, memberCandidate: applied ? null : candidate, skillsComparison: [], readiness: null }];
    }
    const found = candidates.get(entry.candidateUserId);
    if (!found) return [];
    const unlocked = withContacts.has(entry.candidateUserId);
    const candidate: PipelineCandidate = {
      uuid: candidatePublicId(deps.secret, entry.candidateUserId),
      firstName: found.firstName,
      lastName: found.lastName,
      // Nothing to buy once the contacts are the employer's (applied, or bought before).
      allowBought: !unlocked,
      email: unlocked ? found.email : null,
      phones: unlocked ? found.phones : [],
      candidateProfile: found.candidateProfile,
      cv: unlocked ? (cvs.get(entry.candidateUserId) ?? null) : null,
    };
    return [
      {
        ...item,
        // The date given when applying; for a matched candidate the profile's.
        availableFrom: entry.availableFrom ?? found.availableFrom,
        candidateApplied: applied ? candidate : null,
        memberCandidate: applied ? null : candidate,
        skillsComparison: skillsComparison(offer, found.professions, titleOf),
        readiness: readinessCount(destinationReadiness(catalogue, readinessSubject, heldFor(held, entry.candidateUserId, offer.workLocationStateId), locale)),
      },
    ];
  });
  return { items, counts: countsOf(byStatus), mailDelaySeconds: deps.mailDelaySeconds };
}

/**
 * Moves entries of the employer's offers to `status`, all or none: every id must be the employer's
 * (else 404) and every move allowed (else 422). Each change and its history row are written in one
 * transaction; a move to the same status changes nothing. Applicants hear of some moves by mail, once
 * the mail window is over (stage-mails.ts), so a move taken back within it mails nobody.
 */
export async function moveEntries(
  deps: ApplicationsDeps,
  clientUserId: number,
  ids: readonly number[],
  status: number,
): Promise<OwnedEntry[]> {
  const unique = [...new Set(ids)];
  const now = deps.now();
  const { entries, changed } = await deps.db.transaction(async (tx) => {
    const entries = await lockOwnedEntries(tx, clientUserId, unique);
    if (entries.length !== unique.length) throw AppError.notFound();
    // The candidate withdrew: the card is history, not a candidate to move on.
    if (entries.some((entry) => entry.withdrawnAt !== null)) throw AppError.conflict(ApplicationWithdrawalKey.WithdrawnNotMovable);
    if (entries.some((entry) => pipelineMove(entry.status, status) === 'refused')) {
      throw AppError.validation({ status: [ApplicationMessageKey.StatusChangeNotAllowed] }, ApplicationMessageKey.StatusChangeNotAllowed);
    }
    const changed = entries.filter((entry) => pipelineMove(entry.status, status) === 'change');
    await setEntriesStatus(tx, changed.map((entry) => entry.id), status, now);
    await insertHistory(tx, changed.map((entry) => ({ offerCandidateId: entry.id, changedByUserId: clientUserId, fromStatus: entry.status, toStatus: status, changedAt: now })));
    await holdStageMailsOf(tx, changed, now, deps.mailDelaySeconds);
    return { entries: entries.map((entry) => ({ ...entry, status: changed.includes(entry) ? status : entry.status })), changed };
  });
  if (changed.some((entry) => entry.appliedAt !== null)) await queueStageMails(deps.jobs, deps.mailDelaySeconds);
  return entries;
}

export async function updateEntryStatus(deps: ApplicationsDeps, clientUserId: number, id: number, status: number, locale: Locale) {
  const [entry] = await moveEntries(deps, clientUserId, [id], status);
  if (!entry) throw AppError.notFound();
  return { id: entry.id, status: pipelineStatus(entry.status, locale) };
}

export async function entryHistory(deps: ApplicationsDeps, clientUserId: number, id: number, locale: Locale): Promise<PipelineHistory> {
  if (!(await isOwnedEntry(deps.db, clientUserId, id))) throw AppError.notFound();
  const rows = await listHistory(deps.db, id);
  return {
    items: rows.map((row) => ({
      from: row.fromStatus === null ? null : pipelineStatus(row.fromStatus, locale),
      to: pipelineStatus(row.toStatus, locale),
      changedAt: row.changedAt.toISOString(),
      changedBy: row.firstName === null ? null : `${row.firstName} ${row.lastName ?? ''}`.trim(),
      // Only applying moves a card into "new"; every other change is the employer's.
      actor: row.toStatus === StatusId.New ? ('application' as const) : ('employer' as const),
    })),
  };
}

export async function notificationSettings(deps: Pick<ApplicationsDeps, 'db'>, userId: number): Promise<CandidateNotificationSettings> {
  const value = await findPipelineStatusMails(deps.db, userId);
  if (value === undefined) throw AppError.notFound();
  return { pipelineStatusMails: value };
}

export async function saveNotificationSettings(deps: Pick<ApplicationsDeps, 'db'>, userId: number, settings: CandidateNotificationSettings): Promise<CandidateNotificationSettings> {
  await savePipelineStatusMails(deps.db, userId, settings.pipelineStatusMails);
  return notificationSettings(deps, userId);
}

