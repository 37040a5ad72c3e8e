import type { Locale, ProfessionItemKind } from '@trades/contracts';
import { localised } from '../../infra/i18n/localised.ts';
import {
  type CountryOfWork,
  type CountryOption,
  type DictionaryItem,
  type Language,
  type LanguageProficiency,
  type LocalizedText,
  type RequiredDocument,
  allCountries,
  availabilityStatuses,
  certificates,
  contractTypes,
  countriesOfWork,
  industries,
  languageProficiencies,
  languages,
  preferredContactTimes,
  professionClasses,
  professionItemCatalogues,
  professionItems,
  professions,
  requiredDocuments,
  requiredDocumentsByCountry,
  sexes,
  skillScale,
  workSystems,
} from '../../seed/reference/index.ts';

/*
 * What the candidate profile needs to know about the reference data: look-ups by id or code and
 * the lists of each wizard step, with titles in every locale. Built from the typed reference
 * modules; the same interface can be served by the database-backed reference catalogue.
 */

export interface Titled {
  readonly id: number;
  readonly title: LocalizedText;
}

export interface WorkCountry {
  readonly id: number;
  readonly isoCode: string;
  readonly title: LocalizedText;
  readonly currency: string;
  readonly salaryMin: { amount: number; currency: string };
  readonly salaryMax: { amount: number; currency: string };
  readonly regionIds: readonly number[];
  readonly documentIds: readonly number[];
}

export interface ProfileReference {
  sexes(): readonly Titled[];
  sex(id: number): Titled | undefined;
  countries(): readonly CountryOption[];
  country(isoCode: string): CountryOption | undefined;
  languages(): readonly Language[];
  language(code: string): Language | undefined;
  proficiencies(): readonly LanguageProficiency[];
  proficiency(id: number): LanguageProficiency | undefined;
  contactTimes(): readonly Titled[];
  contactTime(id: number): Titled | undefined;
  industries(): readonly Titled[];
  industry(id: number): Titled | undefined;
  professionsOf(industryId: number): readonly Titled[];
  profession(id: number): (Titled & { industryId: number }) | undefined;
  professionClasses(): readonly Titled[];
  professionClass(id: number): Titled | undefined;
  /** The catalogue item of a kind (a certificate, a skill, ...). */
  item(kind: ProfessionItemKind, id: number): Titled | undefined;
  itemCatalogue(kind: ProfessionItemKind): readonly Titled[];
  /** Ids of the items a profession offers, per kind; professions without a list offer none. */
  offeredItems(professionId: number, kind: ProfessionItemKind): readonly number[];
  certificateRequires(id: number): readonly number[];
  workCountries(): readonly WorkCountry[];
  workCountry(id: number): WorkCountry | undefined;
  region(id: number): (Titled & { countryId: number; cityIds: readonly number[] }) | undefined;
  city(id: number): (Titled & { regionId: number }) | undefined;
  document(id: number): RequiredDocument | undefined;
  contractTypes(): readonly Titled[];
  contractType(id: number): Titled | undefined;
  workSystems(): readonly Titled[];
  workSystem(id: number): Titled | undefined;
  availabilityStatuses(): readonly Titled[];
  availabilityStatus(id: number): Titled | undefined;
  skillScale(): typeof skillScale;
}

function indexById<T extends { id: number }>(items: readonly T[]): Map<number, T> {
  return new Map(items.map((item) => [item.id, item]));
}

function buildStaticReference(): ProfileReference {
  const sexById = indexById(sexes);
  const countryByIso = new Map(allCountries.map((c) => [c.isoCode, c]));
  const languageByCode = new Map(languages.map((l) => [l.code, l]));
  const proficiencyById = indexById(languageProficiencies);
  const contactTimeById = indexById(preferredContactTimes);
  const activeIndustries = industries.filter((i) => i.isActive).sort((a, b) => a.position - b.position);
  const industryById = indexById(industries);
  const professionById = indexById(professions);
  const classes = [...professionClasses].sort((a, b) => a.position - b.position);
  const classById = indexById(professionClasses);
  const itemIndexes = new Map(
    Object.entries(professionItemCatalogues).map(([kind, items]) => [kind, indexById(items as readonly DictionaryItem[])]),
  );
  const certificateById = indexById(certificates);
  const regions = new Map<number, Titled & { countryId: number; cityIds: readonly number[] }>();
  const cities = new Map<number, Titled & { regionId: number }>();
  const workCountryList: WorkCountry[] = countriesOfWork.map((country: CountryOfWork) => {
    for (const region of country.regions) {
      regions.set(region.id, { id: region.id, title: region.title, countryId: country.id, cityIds: region.cities.map((c) => c.id) });
      for (const city of region.cities) cities.set(city.id, { id: city.id, title: city.title, regionId: region.id });
    }
    return {
      id: country.id,
      isoCode: country.isoCode,
      title: country.title,
      currency: country.currency,
      salaryMin: country.salaryGrossValueMin,
      salaryMax: country.salaryGrossValueMax,
      regionIds: country.regions.map((r) => r.id),
      documentIds: requiredDocumentsByCountry[country.id] ?? [],
    };
  });
  const workCountryById = indexById(workCountryList);
  const documentById = indexById(requiredDocuments);
  const contractTypeById = indexById(contractTypes);
  const workSystemById = indexById(workSystems);
  const availabilityById = indexById(availabilityStatuses);

  return {
    sexes: () => sexes,
    sex: (id) => sexById.get(id),
    countries: () => allCountries,
    country: (iso) => countryByIso.get(iso.toUpperCase()),
    languages: () => languages,
    language: (code) => languageByCode.get(code.toLowerCase()),
    proficiencies: () => languageProficiencies,
    proficiency: (id) => proficiencyById.get(id),
    contactTimes: () => preferredContactTimes,
    contactTime: (id) => contactTimeById.get(id),
    industries: () => activeIndustries,
    industry: (id) => {
      const industry = industryById.get(id);
      return industry?.isActive ? industry : undefined;
    },
    professionsOf: (industryId) => professions.filter((p) => p.industryId === industryId),
    profession: (id) => professionById.get(id),
    professionClasses: () => classes,
    professionClass: (id) => classById.get(id),
    item: (kind, id) => itemIndexes.get(kind)?.get(id),
    itemCatalogue: (kind) => professionItemCatalogues[kind],
    offeredItems: (professionId, kind) => professionItems[professionId]?.[kind] ?? [],
    certificateRequires: (id) => certificateById.get(id)?.requires ?? [],
    workCountries: () => workCountryList,
    workCountry: (id) => workCountryById.get(id),
    region: (id) => regions.get(id),
    city: (id) => cities.get(id),
    document: (id) => documentById.get(id),
    contractTypes: () => contractTypes,
    contractType: (id) => contractTypeById.get(id),
    workSystems: () => workSystems,
    workSystem: (id) => workSystemById.get(id),
    availabilityStatuses: () => availabilityStatuses,
    availabilityStatus: (id) => availabilityById.get(id),
    skillScale: () => skillScale,
  };
}

let shared: ProfileReference | undefined;

/** The reference data of the running release (built once). */
export function profileReference(): ProfileReference {
  shared ??= buildStaticReference();
  return shared;
}

/** { id, title } in one language. */
export function titled(item: Titled, locale: Locale): { id: number; title: string } {
  return { id: item.id, title: localised(item.title, locale) };
}
