import { type ExplainedHint, type Locale, type MatchDimension, type MatchExplanation, type MatchHint, MatchHintNeed, type ScoreBreakdownEntry } from '@trades/contracts';
import { type ReferenceCatalogue, ReferenceKind } from '../reference/index.ts';

/* A match's explanation as the candidate reads it: the hints' ids turned into titles of the request's language; the web words them. */

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
