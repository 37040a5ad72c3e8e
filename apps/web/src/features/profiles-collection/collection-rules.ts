import type { CandidateCollectionRequest, ProfessionsByIndustry } from '@trades/contracts';
import type { CollectionCandidate } from './api/get-candidate-collection';

/** The filters as the multi-selects hold them (ids as strings). */
export interface CollectionFilters {
  industries: string[];
  professions: string[];
  countries: string[];
}

export const NO_FILTERS: CollectionFilters = { industries: [], professions: [], countries: [] };

export function collectionRequest(filters: CollectionFilters): CandidateCollectionRequest {
  return { industries: filters.industries.map(Number), professions: filters.professions.map(Number), workLocationStates: filters.countries.map(Number) };
}

/** The professions to choose from: those of the chosen industries, or of every industry when none is chosen. */
export function professionChoices(byIndustry: ProfessionsByIndustry | undefined, industries: readonly string[]): { value: string; label: string }[] {
  const groups = Object.entries(byIndustry ?? {}).filter(([industry]) => industries.length === 0 || industries.includes(industry));
  const seen = new Set<number>();
  const choices: { value: string; label: string }[] = [];
  for (const [, professions] of groups) {
    for (const profession of professions) {
      if (seen.has(profession.id)) continue;
      seen.add(profession.id);
      choices.push({ value: String(profession.id), label: profession.title });
    }
  }
  return choices.sort((a, b) => a.label.localeCompare(b.label));
}

/** Choosing industries drops the chosen professions of other industries. */
export function withIndustries(filters: CollectionFilters, industries: string[], byIndustry: ProfessionsByIndustry | undefined): CollectionFilters {
  const allowed = new Set(professionChoices(byIndustry, industries).map((choice) => choice.value));
  return { ...filters, industries, professions: filters.professions.filter((profession) => allowed.has(profession)) };
}

/** The candidate's name, or null for an anonymised profile. */
export function candidateName(candidate: Pick<CollectionCandidate, 'firstName' | 'lastName'>): string | null {
  const name = `${candidate.firstName ?? ''} ${candidate.lastName ?? ''}`.trim();
  return name || null;
}
