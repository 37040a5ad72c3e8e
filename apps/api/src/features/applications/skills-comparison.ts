import type { SkillComparisonRow } from '@trades/contracts';
import type { ProfessionForComparison } from '../candidate-profile/index.ts';
import type { OfferRequirements } from '../offers/offers.tables.ts';

/* The Fit tab's rows (employer-side.md 2): each professional and technical skill the offer asks for, next to the candidate's. */

export interface ComparedOffer {
  industryId: number;
  professionId: number;
  requirements: OfferRequirements;
}

/** The profile's entry for the offer's profession, else one of the same industry; none when neither. */
export function professionForOffer(offer: ComparedOffer, professions: readonly ProfessionForComparison[]): ProfessionForComparison | undefined {
  return professions.find((p) => p.professionId === offer.professionId) ?? professions.find((p) => p.industryId === offer.industryId);
}

/**
 * Required skills first, each kind in the offer's order. A professional skill is met when the
 * candidate has it at the wanted rating or above; a technical skill (the wizard rates none) when
 * they have it.
 */
export function skillsComparison(
  offer: ComparedOffer,
  professions: readonly ProfessionForComparison[],
  titleOf: (kind: 'skillsProfessionals' | 'skillsTechnicals', id: number) => string,
): SkillComparisonRow[] {
  const entry = professionForOffer(offer, professions);
  const has = (kind: 'skillsProfessionals' | 'skillsTechnicals', id: number) => entry?.items.find((item) => item.kind === kind && item.itemId === id);
  const professional = (offer.requirements.skillsProfessionals ?? []).map((wanted): SkillComparisonRow => {
    const own = has('skillsProfessionals', wanted.id);
    const rating = wanted.rating ?? null;
    const candidateRating = own ? own.rating : null;
    return {
      title: titleOf('skillsProfessionals', wanted.id),
      rating,
      candidateRating,
      isRequired: wanted.isRequired,
      kind: 'professional',
      met: own !== undefined && (rating === null || (candidateRating ?? 0) >= rating),
    };
  });
  const technical = (offer.requirements.skillsTechnicals ?? []).map(
    (wanted): SkillComparisonRow => ({
      title: titleOf('skillsTechnicals', wanted.id),
      rating: wanted.rating ?? null,
      candidateRating: null,
      isRequired: wanted.isRequired,
      kind: 'technical',
      met: has('skillsTechnicals', wanted.id) !== undefined,
    }),
  );
  const requiredFirst = (rows: SkillComparisonRow[]) => [...rows.filter((r) => r.isRequired), ...rows.filter((r) => !r.isRequired)];
  return [...requiredFirst(professional), ...requiredFirst(technical)];
}
