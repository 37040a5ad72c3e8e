/**
 * Texts of the matched-offers page the API writes: the page's explanation. Never an error's code.
 * The hints of a match are texts of the web (matchedOffers:hints.*), keyed by MatchHintKey.
 */
export const MatchMessageKey = {
  PrimaryHeading: 'matched_offers_heading',
  PrimaryScore: 'matched_offers_text_score',
  PrimaryHints: 'matched_offers_text_hints',
  PrimaryAvailability: 'matched_offers_text_availability',
} as const;
export type MatchMessageKey = (typeof MatchMessageKey)[keyof typeof MatchMessageKey];

/** What a hint asks of the candidate; the web words it in the reader's language (plurals, numbers and dates included). */
export const MATCH_HINT_KEYS = [
  'addProfession',
  'partOfProfession',
  'professionClass',
  'addItem',
  'addRatedItem',
  'raiseRating',
  'addCertificate',
  'addLanguage',
  'raiseLanguage',
  'experience',
  'addCountry',
  'addRegion',
  'salary',
  'availableFrom',
  'availableStatus',
  'workSystem',
  'contractType',
  'flexibleWork',
  'constantWork',
] as const;
export type MatchHintKey = (typeof MATCH_HINT_KEYS)[number];
