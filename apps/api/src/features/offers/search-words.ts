/*
 * Words of a keyword search, normalised the way the database normalises the offers' descriptions
 * (lower case, search_unaccent), and cut to a light stem so that inflected Polish, Ukrainian and
 * Norwegian forms find their base form by prefix ("spawacza" → "spawacz", "зварника" → "зварник").
 * PostgreSQL has Norwegian stemming but no Polish or Ukrainian one; this suffix list is the part
 * that works the same on PostgreSQL and PGlite (docs/decisions.md, "Keyword search").
 */

/** Latin letters unaccent maps but Unicode does not decompose. */
const LATIN_FOLDS: Record<string, string> = { ł: 'l', ø: 'o', æ: 'ae', œ: 'oe', ß: 'ss', đ: 'd', ð: 'd', þ: 'th', ı: 'i' };
const COMBINING_MARKS = /\p{M}/gu;

/**
 * One word as search_unaccent(lower(word)) gives it: Latin diacritics dropped; Cyrillic kept as
 * written except ё (unaccent keeps й, ї, є and ґ, so must this).
 */
export function foldWord(word: string): string {
  let out = '';
  for (const char of word.toLowerCase()) {
    if (/\p{Script=Cyrillic}/u.test(char)) out += char === 'ё' ? 'е' : char;
    else out += LATIN_FOLDS[char] ?? char.normalize('NFD').replace(COMBINING_MARKS, '');
  }
  return out;
}

/** Endings stripped once, longest first, when at least MIN_STEM letters remain (already folded: "ów" is "ow"). */
const ENDINGS = [
  // Polish
  'ami', 'ach', 'owi', 'iem', 'ego', 'emu', 'ow', 'om', 'em', 'ie', 'y', 'i', 'a', 'e', 'u', 'o',
  // Norwegian and English
  'ene', 'ere', 'ing', 'er', 'en', 'et', 's',
  // Ukrainian
  'ами', 'ові', 'ах', 'ів', 'ом', 'ем', 'ою', 'и', 'і', 'а', 'у', 'ю', 'я', 'е', 'ї', 'й',
].sort((a, b) => b.length - a.length);
const MIN_STEM = 4;

export function stemWord(folded: string): string {
  for (const ending of ENDINGS) {
    if (folded.length - ending.length >= MIN_STEM && folded.endsWith(ending)) return folded.slice(0, -ending.length);
  }
  return folded;
}

/** Shorter words say too little to search by ("w", "i", "og", "на"). */
export const MIN_SEARCH_WORD = 3;
/** More words than anyone types for a job; the rest is ignored. */
export const MAX_SEARCH_WORDS = 6;

/** Words that describe every offer ("work", "job") in the four languages: they narrow nothing, so they are dropped. */
const GENERIC_WORDS = new Set(
  ['praca', 'pracy', 'prace', 'oferta', 'oferty', 'job', 'jobs', 'work', 'jobb', 'arbeid', 'stilling', 'робота', 'роботи', 'роботу', 'вакансія', 'вакансії'].map(foldWord),
);

export interface SearchWord {
  /** As typed, folded (for PostgreSQL's own Norwegian stemmer). */
  folded: string;
  /** The light stem, matched as a prefix. */
  stem: string;
}

/** The words of a query, folded and stemmed, without repeats, short words or generic job words. */
export function searchWords(text: string): SearchWord[] {
  const seen = new Set<string>();
  const out: SearchWord[] = [];
  for (const raw of text.split(/[^\p{L}\p{N}]+/u)) {
    const folded = foldWord(raw);
    if (folded.length < MIN_SEARCH_WORD || GENERIC_WORDS.has(folded)) continue;
    const stem = stemWord(folded);
    if (seen.has(stem)) continue;
    seen.add(stem);
    out.push({ folded, stem });
    if (out.length === MAX_SEARCH_WORDS) break;
  }
  return out;
}

/**
 * Whether a searched word names a word of a title: either stem is a prefix of the other
 * ("weld" names "Welder", "spawacza" names "Spawacz"), the title's stem only when it is not
 * too short to mean anything by itself.
 */
export function wordNames(searched: SearchWord, titleStem: string): boolean {
  return titleStem.startsWith(searched.stem) || (titleStem.length >= MIN_STEM && searched.stem.startsWith(titleStem));
}

/** A title's words, folded and stemmed ("Spawacz MIG/MAG" → ["spawacz", "mig", "mag"]). */
export function titleStems(title: string): string[] {
  return title
    .split(/[^\p{L}\p{N}]+/u)
    .map(foldWord)
    .filter((word) => word.length > 0)
    .map(stemWord);
}
