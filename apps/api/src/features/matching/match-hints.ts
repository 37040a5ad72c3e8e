import { type Locale, MatchMessageKey, type MessageKey, type ScoreBreakdownEntry, type StoredMatchHint, type StoredScoreBreakdown } from '@trades/contracts';
import { translate } from '../../infra/i18n/messages.ts';
import { type ReferenceCatalogue, ReferenceKind } from '../reference/index.ts';

/** Hint parameters that are ids of a reference kind, shown by their title. */
const PARAM_KINDS: Readonly<Record<string, ReferenceKind>> = {
  profession: ReferenceKind.Professions,
  professionClass: ReferenceKind.ProfessionClasses,
  country: ReferenceKind.Countries,
  region: ReferenceKind.Regions,
  workSystem: ReferenceKind.WorkSystems,
  contractType: ReferenceKind.ContractTypes,
};

function paramText(catalogue: ReferenceCatalogue, name: string, value: string | number, params: StoredMatchHint['params'], locale: Locale): string {
  if (name === 'item' && typeof params.kind === 'string') {
    const entry = catalogue.entry(params.kind as ReferenceKind, Number(value));
    return entry ? catalogue.title(entry, locale) : String(value);
  }
  if (name === 'language') {
    const entry = catalogue.entryByCode(ReferenceKind.Languages, String(value));
    return entry ? catalogue.title(entry, locale) : String(value);
  }
  if (name === 'level') {
    // The CEFR code (B1) reads the same in every language.
    const entry = catalogue.entry(ReferenceKind.LanguageProficiencies, Number(value));
    return entry?.code ?? String(value);
  }
  const kind = PARAM_KINDS[name];
  if (kind) {
    const entry = catalogue.entry(kind, Number(value));
    return entry ? catalogue.title(entry, locale) : String(value);
  }
  return String(value);
}

/** A stored hint as text in the reader's language, its ids replaced by titles from the reference catalogue. */
export function hintText(catalogue: ReferenceCatalogue, hint: StoredMatchHint, locale: Locale): string {
  // A certificate hint carries its item without a kind: certificates are their own kind.
  const params = hint.key === MatchMessageKey.HintAddCertificate ? { kind: ReferenceKind.Certificates, ...hint.params } : hint.params;
  return translate(hint.key as MessageKey, locale).replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : paramText(catalogue, name, value, params, locale);
  });
}

/** The breakdown as the candidate reads it. */
export function presentBreakdown(catalogue: ReferenceCatalogue, breakdown: StoredScoreBreakdown, locale: Locale): ScoreBreakdownEntry[] {
  return breakdown.map((entry) => ({
    dimension: entry.dimension,
    score: entry.score,
    weight: entry.weight,
    met: entry.met,
    knockOut: entry.knockOut ?? false,
    hint: entry.hint ? hintText(catalogue, entry.hint, locale) : null,
  }));
}
