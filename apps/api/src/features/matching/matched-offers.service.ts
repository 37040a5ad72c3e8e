import { type Locale, MatchMessageKey, type MatchedOfferList, type MatchedOffersPrimary, StatusId } from '@trades/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../infra/db/database.ts';
import { translate } from '../../infra/i18n/messages.ts';
import type { FileLinks } from '../../infra/storage/file-links.ts';
import { candidateProfiles, clientProfiles, users } from '../accounts/accounts.tables.ts';
import { candidateProfessions } from '../candidate-profile/candidate-profile.tables.ts';
import { heldDocumentsOf, heldFor } from '../candidate-profile/index.ts';
import { offerListColumns, offerOwnerNotBlocked, presentListItem } from '../offers/index.ts';
import { clientBrands, offers } from '../offers/offers.tables.ts';
import { type ReferenceCatalogueStore, ReferenceKind, destinationReadiness } from '../reference/index.ts';
import { explainStored, presentBreakdown } from './match-hints.ts';
import { matchableOfferSql } from './matching.repository.ts';
import { offerMatchUuid, offerMatches } from './matching.tables.ts';

export interface MatchedOffersDeps {
  db: Executor;
  catalogue: ReferenceCatalogueStore;
  links: FileLinks;
  now: () => Date;
}

/** The most matched offers a candidate's list shows, best first. */
const MATCHED_LIST_LIMIT = 200;

/** GET /v1/candidate-offer/list-matched/primary: how matching works, and the availability statuses 1-4. */
export async function matchedOffersPrimary(deps: MatchedOffersDeps, locale: Locale): Promise<MatchedOffersPrimary> {
  const catalogue = await deps.catalogue.current();
  return {
    description: [
      {
        heading: translate(MatchMessageKey.PrimaryHeading, locale),
        texts: [MatchMessageKey.PrimaryScore, MatchMessageKey.PrimaryHints, MatchMessageKey.PrimaryAvailability].map((key) => translate(key, locale)),
      },
    ],
    availableStatus: catalogue.list(ReferenceKind.AvailabilityStatuses).map((entry) => ({ id: entry.id, title: catalogue.title(entry, locale) })),
  };
}

/** Whether the candidate may apply at all (4.5): an active, complete profile with a confirmed e-mail; and their professions. */
async function applicant(db: Executor, userId: number) {
  const [[profile], professions] = await Promise.all([
    db
      .select({ status: candidateProfiles.status, wizardStep: candidateProfiles.wizardStep, isEmailConfirmed: users.isEmailConfirmed })
      .from(candidateProfiles)
      .innerJoin(users, eq(users.id, candidateProfiles.userId))
      .where(eq(candidateProfiles.userId, userId))
      .limit(1),
    db.select({ id: candidateProfessions.professionId }).from(candidateProfessions).where(eq(candidateProfessions.userId, userId)),
  ]);
  const mayApply = profile !== undefined && profile.status === StatusId.Active && profile.wizardStep === 0 && profile.isEmailConfirmed;
  return { mayApply, professionIds: new Set(professions.map((row) => row.id)) };
}

/**
 * GET /v1/candidate-offer/list-matched: the candidate's stored matches of active offers inside
 * their publication window, best first, hints in the request's language.
 */
export async function listMatchedOffers(deps: MatchedOffersDeps, userId: number, locale: Locale): Promise<MatchedOfferList> {
  const now = deps.now();
  const [catalogue, who, held, rows] = await Promise.all([
    deps.catalogue.current(),
    applicant(deps.db, userId),
    heldDocumentsOf(deps.db, [userId]),
    deps.db
      .select({
        ...offerListColumns,
        contractTypes: offers.contractTypes,
        matchUuid: offerMatchUuid,
        score: offerMatches.score,
        breakdown: offerMatches.breakdown,
        engineVersion: offerMatches.engineVersion,
        isApplied: sql<boolean>`exists (select 1 from offer_candidates oc where oc.offer_id = offers.id and oc.candidate_user_id = ${userId} and oc.applied_at is not null)`,
      })
      .from(offerMatches)
      .innerJoin(offers, eq(offers.id, offerMatches.offerId))
      .leftJoin(clientBrands, eq(clientBrands.id, offers.clientBrandId))
      .leftJoin(clientProfiles, eq(clientProfiles.userId, offers.clientUserId))
      // A blocked employer's offers keep their matches (for an unblock) but are not shown.
      .where(and(eq(offerMatches.candidateUserId, userId), matchableOfferSql(now), offerOwnerNotBlocked))
      .orderBy(desc(offerMatches.score), sql`${offers.publicationAt} desc nulls last`, desc(offers.id))
      .limit(MATCHED_LIST_LIMIT),
  ]);
  const logo = (storedPath: string) => deps.links.fileUrl(storedPath, 'original', now);
  return {
    items: rows.map((row) => {
      const isApplied = Boolean(row.isApplied);
      // The stored score was computed from this very breakdown (matchScore), so the parts shown add up to it or name the cap.
      const explanation = explainStored(row.breakdown, row.engineVersion);
      return {
        uuid: row.matchUuid,
        offer: presentListItem(catalogue, row, locale, logo),
        score: row.score,
        partsScore: explanation.partsScore,
        scoreBreakdown: presentBreakdown(catalogue, explanation, locale),
        isApplied,
        allowMatchApply: !isApplied && who.mayApply && who.professionIds.has(row.professionId),
        readiness: destinationReadiness(
          catalogue,
          { countryId: row.workLocationStateId, industryId: row.industryId, professionId: row.professionId, contractTypeIds: row.contractTypes },
          heldFor(held, userId, row.workLocationStateId),
          locale,
        ),
      };
    }),
  };
}
