/**
 * Texts of the matched-offers page: the hints stored with a match (a key and its parameters, the
 * parameters' ids turned into titles when read) and the page's explanation. Never an error's code.
 */
export const MatchMessageKey = {
  HintAddProfession: 'match_hint_add_profession',
  HintProfessionClass: 'match_hint_profession_class',
  HintRateItem: 'match_hint_rate_item',
  HintAddItem: 'match_hint_add_item',
  HintAddCertificate: 'match_hint_add_certificate',
  HintLanguage: 'match_hint_language',
  HintExperience: 'match_hint_experience',
  HintAddCountry: 'match_hint_add_country',
  HintAddRegion: 'match_hint_add_region',
  HintSalary: 'match_hint_salary',
  HintAvailableFrom: 'match_hint_available_from',
  HintAvailableStatus: 'match_hint_available_status',
  HintWorkSystem: 'match_hint_work_system',
  HintContractType: 'match_hint_contract_type',
  HintFlexibleWork: 'match_hint_flexible_work',
  HintConstantWork: 'match_hint_constant_work',
  PrimaryHeading: 'matched_offers_heading',
  PrimaryScore: 'matched_offers_text_score',
  PrimaryHints: 'matched_offers_text_hints',
  PrimaryAvailability: 'matched_offers_text_availability',
} as const;
export type MatchMessageKey = (typeof MatchMessageKey)[keyof typeof MatchMessageKey];
