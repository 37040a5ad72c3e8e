import {
  type CompactScoreBreakdown,
  type ExplainedHint,
  type FitVerdict,
  type Locale,
  MATCH_ENGINE_VERSION,
  type MatchDimension,
  type MatchExplanation,
  type MatchHint,
  MatchHintNeed,
  type ScoreBreakdownEntry,
  type StoredScoreTuple,
  explainMatch,
  fitVerdict,
} from '@trades/contracts';
import { type ReferenceCatalogue, ReferenceKind } from '../reference/index.ts';

/* A match's explanation as the candidate and the employer read it: the hints' ids turned into titles of the request's language; the web words them. */

/** Hint parameters that are ids of a reference kind, shown by their title. */
const PARAM_KINDS: Readonly<Record<string, ReferenceKind>> = {
  profession: ReferenceKind.Professions,
  professionClass: ReferenceKind.ProfessionClasses,
  country: ReferenceKind.Countries,
  region: ReferenceKind.Regions,
  workSystem: ReferenceKind.WorkSystems,
  contractType: ReferenceKind.ContractTypes,
};

/** The item lists are reference kinds of the same name as their dimension. */
const ITEM_KINDS: Partial<Record<MatchDimension, ReferenceKind>> = {
  skillsProfessionals: ReferenceKind.SkillsProfessionals,
  skillsAdditionals: ReferenceKind.SkillsAdditionals,
  skillsTechnicals: ReferenceKind.SkillsTechnicals,
  certificates: ReferenceKind.Certificates,
};

function paramValue(catalogue: ReferenceCatalogue, dimension: MatchDimension, name: string, value: string | number, locale: Locale): string | number {
  const titleOf = (kind: ReferenceKind | undefined) => {
    const entry = kind ? catalogue.entry(kind, Number(value)) : undefined;
    return entry ? catalogue.title(entry, locale) : String(value);
  };
  switch (name) {
    case 'item':
      return titleOf(ITEM_KINDS[dimension]);
    case 'language': {
      const entry = catalogue.entryByCode(ReferenceKind.Languages, String(value));
      return entry ? catalogue.title(entry, locale) : String(value);
    }
    case 'level':
    case 'currentLevel':
      // The CEFR code (B1) reads the same in every language.
      return catalogue.entry(ReferenceKind.LanguageProficiencies, Number(value))?.code ?? String(value);
    default:
      // Numbers (ratings, years, amounts), the currency and the date stay as they are: the web formats them.
      return PARAM_KINDS[name] ? titleOf(PARAM_KINDS[name]) : value;
  }
}

function presentHint(catalogue: ReferenceCatalogue, dimension: MatchDimension, hint: ExplainedHint, locale: Locale): MatchHint {
  const params: MatchHint['params'] = {};
  for (const [name, value] of Object.entries(hint.params)) params[name] = paramValue(catalogue, dimension, name, value, locale);
  return hint.need === MatchHintNeed.None ? { key: hint.key, params } : { key: hint.key, required: hint.need === MatchHintNeed.Required, params };
}

/** Every dimension of an explained match as the candidate reads it. */
export function presentBreakdown(catalogue: ReferenceCatalogue, explanation: MatchExplanation, locale: Locale): ScoreBreakdownEntry[] {
  return explanation.parts.map((part) => ({
    dimension: part.dimension,
    score: part.score,
    weight: part.weight,
    points: part.points,
    met: part.met,
    knockOut: part.knockOut,
    hints: part.hints.map((hint) => presentHint(catalogue, part.dimension, hint, locale)),
  }));
}

/**
 * A stored pair read back: its explanation from the very breakdown its score was computed from. A
 * pair of an older engine, read while the rebuild after an upgrade runs, keeps its parts without its hints.
 */
export function explainStored(breakdown: CompactScoreBreakdown, engineVersion: number): MatchExplanation {
  return explainMatch(engineVersion === MATCH_ENGINE_VERSION ? breakdown : breakdown.map((part) => part.slice(0, 3) as StoredScoreTuple));
}

export interface PresentedFit {
  fitVerdict: FitVerdict | null;
  partsScore: number | null;
  scoreBreakdown: ScoreBreakdownEntry[];
}

/** The employer's view of a stored pair (the pipeline's card and Fit tab): the verdict and every dimension, from the one breakdown; nothing without a pair. */
export function presentFit(
  catalogue: ReferenceCatalogue,
  stored: { score: number | null; breakdown: CompactScoreBreakdown | null; engineVersion: number | null },
  locale: Locale,
): PresentedFit {
  if (stored.score === null || stored.breakdown === null) return { fitVerdict: null, partsScore: null, scoreBreakdown: [] };
  const explanation = explainStored(stored.breakdown, stored.engineVersion ?? MATCH_ENGINE_VERSION);
  // The verdict judges the stored score, the one the card shows beside it.
  return { fitVerdict: fitVerdict(stored.score, explanation.parts), partsScore: explanation.partsScore, scoreBreakdown: presentBreakdown(catalogue, explanation, locale) };
}
