import {
  type ApplicationStage,
  ApplicationStageLabelKey,
  ApplicationWithdrawalKey,
  CLOSED_APPLICATION_STAGES,
  type CandidateApplication,
  type CandidateApplicationList,
  type Locale,
  PIPELINE_TABS,
  type WithdrawApplicationAnswer,
  applicationStageOf,
  candidateStageHistory,
  normalizeLocale,
  stageMailAfterWindow,
} from '@trades/contracts';
import { AppError } from '../../infra/http/errors.ts';
import { translate } from '../../infra/i18n/messages.ts';
import { type ReferenceCatalogue, ReferenceKind } from '../reference/index.ts';
import { APPLICATION_WITHDRAWN_TEMPLATE, applicationWithdrawnMail } from './applications.mails.ts';
import { type CandidateApplicationRow, candidateApplicationRows, findApplyingCandidate, markWithdrawn, statusChangesOf } from './applications.repository.ts';
import type { ApplicationsDeps } from './applications.service.ts';

/* The candidate's own applications (issue 24): where each stands, its stages, and withdrawing one. */

type CandidateApplicationsDeps = Pick<ApplicationsDeps, 'db' | 'outbox' | 'catalogue' | 'now' | 'publicUrl'>;

const stageItem = (stage: ApplicationStage, locale: Locale) => ({ id: stage, title: translate(ApplicationStageLabelKey[stage], locale) });

/**
 * The status the candidate is shown: while the mail of a move waits out its window (stage-mails.ts) the application
 * stays as it was before, so the candidate learns of it with the mail and never of a move taken back; a move nobody
 * is mailed of shows at once. `since` is when the window opened.
 */
function shownStatus(row: Pick<CandidateApplicationRow, 'status' | 'heldStatus' | 'heldSince'>): { status: number; since: Date | null } {
  if (row.heldStatus === null || row.heldSince === null || stageMailAfterWindow(row.heldStatus, row.status) === null) return { status: row.status, since: null };
  return { status: row.heldStatus, since: row.heldSince };
}

function present(
  catalogue: ReferenceCatalogue,
  row: CandidateApplicationRow,
  changes: readonly { toStatus: number; changedAt: Date }[],
  locale: Locale,
): CandidateApplication {
  // Listed rows are applications: applied at is set.
  const appliedAt = row.appliedAt ?? new Date(0);
  const { status, since } = shownStatus(row);
  const stage = applicationStageOf(status, row.withdrawnAt !== null);
  const known = since === null ? changes : changes.filter((change) => change.changedAt < since);
  return {
    id: row.id,
    offer: {
      id: row.offerId,
      slug: row.offerSlug,
      title: catalogue.item(ReferenceKind.Professions, row.professionId, locale)?.title ?? '',
      employer: row.employerName,
      country: row.countryId === null ? null : (catalogue.item(ReferenceKind.Countries, row.countryId, locale)?.title ?? null),
      city: catalogue.item(ReferenceKind.Cities, row.cityId, locale)?.title ?? null,
      isActive: row.isActive,
    },
    appliedAt: appliedAt.toISOString(),
    availableFrom: row.availableFrom,
    stage: stageItem(stage, locale),
    history: candidateStageHistory(appliedAt, known, row.withdrawnAt).map((step) => ({ stage: stageItem(step.stage, locale), at: step.at.toISOString() })),
    withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
    canWithdraw: !CLOSED_APPLICATION_STAGES.includes(stage),
  };
}

async function presentAll(deps: CandidateApplicationsDeps, rows: readonly CandidateApplicationRow[], locale: Locale): Promise<CandidateApplication[]> {
  const [catalogue, changes] = await Promise.all([deps.catalogue.current(), statusChangesOf(deps.db, rows.map((row) => row.id))]);
  return rows.map((row) => present(catalogue, row, changes.filter((change) => change.entryId === row.id), locale));
}

/** GET /v1/candidate/applications: every application of the candidate, newest first; matched entries are not applications. */
export async function candidateApplications(deps: CandidateApplicationsDeps, candidateUserId: number, locale: Locale): Promise<CandidateApplicationList> {
  const rows = await candidateApplicationRows(deps.db, candidateUserId, deps.now());
  return { items: await presentAll(deps, rows, locale) };
}

/**
 * POST /v1/candidate/applications/{id}/withdraw: the candidate's own application only (another's is 404). A repeat
 * answers the same (a double tap is not an error); a hired or not selected application is closed (409). The employer
 * is told by mail, in their language, and the card stays in its tab, marked, no longer movable.
 */
export async function withdrawApplication(deps: CandidateApplicationsDeps, candidateUserId: number, id: number, locale: Locale): Promise<WithdrawApplicationAnswer> {
  const now = deps.now();
  const catalogue = await deps.catalogue.current();
  const { row, mail } = await deps.db.transaction(async (tx) => {
    const [found] = await candidateApplicationRows(tx, candidateUserId, now, { id, lock: true });
    if (!found) throw AppError.notFound();
    if (found.withdrawnAt !== null) return { row: found, mail: undefined };
    // Closed as the candidate sees it: a rejection still in its window can be withdrawn from (its mail then stays unsent).
    if (CLOSED_APPLICATION_STAGES.includes(applicationStageOf(shownStatus(found).status, false))) throw AppError.conflict(ApplicationWithdrawalKey.Closed);
    await markWithdrawn(tx, found.id, now);
    const candidate = await findApplyingCandidate(tx, candidateUserId);
    const to = normalizeLocale(found.employerLocale);
    const content = applicationWithdrawnMail(to, {
      employerFirstName: found.employerFirstName,
      offerTitle: catalogue.item(ReferenceKind.Professions, found.professionId, to)?.title ?? '',
      candidateName: `${candidate?.firstName ?? ''} ${candidate?.lastName ?? ''}`.trim(),
      url: `${deps.publicUrl}/lang/${to}/user/offer/candidates/${found.offerId}#${PIPELINE_TABS[0].hash}`,
    });
    const message = await deps.outbox.email(tx, { to: found.employerEmail, locale: to, template: APPLICATION_WITHDRAWN_TEMPLATE, content });
    return { row: { ...found, withdrawnAt: now }, mail: message };
  });
  if (mail) await deps.outbox.flush([mail]);
  const [item] = await presentAll(deps, [row], locale);
  if (!item) throw AppError.notFound();
  return { message: translate(ApplicationWithdrawalKey.Withdrawn, locale), item };
}
