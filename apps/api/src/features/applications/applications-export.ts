import { type ApplicationStage, ApplicationStageLabelKey, type Locale, applicationStageOf, candidateStageHistory } from '@trades/contracts';
import type { Executor } from '../../infra/db/database.ts';
import { translate } from '../../infra/i18n/messages.ts';
import { type ReferenceCatalogue, ReferenceKind } from '../reference/index.ts';
import { applicationsOfCandidate } from './applications.repository.ts';

/**
 * applications.json of the data export: each pipeline entry of the candidate with the offer in words (its title,
 * employer and place in the owner's language), the stage as the candidate sees it with its label, the dates, and
 * the stored ids and statuses as they are. A matched card the candidate never applied to has no stage.
 */
export async function applicationsExport(db: Executor, catalogue: ReferenceCatalogue, candidateUserId: number, locale: Locale) {
  const stageItem = (stage: ApplicationStage) => ({ id: stage, title: translate(ApplicationStageLabelKey[stage], locale) });
  const entries = await applicationsOfCandidate(db, candidateUserId);
  return entries.map(({ offerSlug, professionId, countryId, cityId, employerName, statusHistory, ...entry }) => ({
    id: entry.id,
    offer: {
      id: entry.offerId,
      slug: offerSlug,
      title: catalogue.item(ReferenceKind.Professions, professionId, locale)?.title ?? '',
      employer: employerName,
      country: countryId === null ? null : (catalogue.item(ReferenceKind.Countries, countryId, locale)?.title ?? null),
      city: catalogue.item(ReferenceKind.Cities, cityId, locale)?.title ?? null,
    },
    applied: entry.appliedAt !== null,
    stage: entry.appliedAt === null ? null : stageItem(applicationStageOf(entry.status, entry.withdrawnAt !== null)),
    stageHistory:
      entry.appliedAt === null
        ? []
        : candidateStageHistory(entry.appliedAt, statusHistory, entry.withdrawnAt).map((step) => ({ stage: stageItem(step.stage), at: step.at.toISOString() })),
    appliedAt: entry.appliedAt?.toISOString() ?? null,
    availableFrom: entry.availableFrom,
    createdAt: entry.createdAt.toISOString(),
    statusChangedAt: entry.statusChangedAt.toISOString(),
    withdrawnAt: entry.withdrawnAt?.toISOString() ?? null,
    offerId: entry.offerId,
    status: entry.status,
    statusHistory: statusHistory.map((change) => ({ ...change, changedAt: change.changedAt.toISOString() })),
  }));
}
