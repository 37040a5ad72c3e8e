import { type ProfessionItemKind, professionItemKinds } from '@trades/contracts';

/** The kinds of reference entries; each name is also the field name the API answers with. */
export const ReferenceKind = {
  Countries: 'countries',
  Regions: 'regions',
  Cities: 'cities',
  RequiredDocuments: 'requiredDocuments',
  Rewards: 'rewards',
  Benefits: 'benefits',
  WeOffers: 'weOffers',
  Industries: 'industries',
  Professions: 'professions',
  ProfessionClasses: 'professionClasses',
  Certificates: 'certificates',
  Experiences: 'experiences',
  SkillsProfessionals: 'skillsProfessionals',
  SkillsTechnicals: 'skillsTechnicals',
  SkillsAdditionals: 'skillsAdditionals',
  ProductionStages: 'productionStages',
  ProductionMaterials: 'productionMaterials',
  ProductionMethods: 'productionMethods',
  ProductionUses: 'productionUses',
  Languages: 'languages',
  LanguageProficiencies: 'languageProficiencies',
  CountryOptions: 'countryOptions',
  PhonePrefixes: 'phonePrefixes',
  PreferredContactTimes: 'preferredContactTimes',
  ContractTypes: 'contractTypes',
  WorkSystems: 'workSystems',
  Sexes: 'sexes',
  SkillLevels: 'skillLevels',
  AvailabilityStatuses: 'availabilityStatuses',
  SalaryTypes: 'salaryTypes',
  AllStateOptions: 'allStateOptions',
} as const satisfies Record<string, string>;
export type ReferenceKind = (typeof ReferenceKind)[keyof typeof ReferenceKind];

/** The kind of each profession item list is its own field name (certificates, skillsTechnicals, ...). */
export const PROFESSION_ITEM_REFERENCE_KINDS: readonly (ProfessionItemKind & ReferenceKind)[] = professionItemKinds;

/** The name of the reference data set in reference_versions. */
export const REFERENCE_DATA_SET = 'reference';

/**
 * A stable numeric id for a two-letter ISO code (languages, nationality countries), so the
 * generic (kind, id) key works for dictionaries that the outside world keys by code. Records
 * store the code; the id never leaves the database.
 */
export function codeId(code: string): number {
  let id = 0;
  for (const char of code.toLowerCase()) id = id * 64 + (char.codePointAt(0) ?? 0);
  return id;
}
