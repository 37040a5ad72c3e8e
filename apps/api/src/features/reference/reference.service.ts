import {
  type AvailabilityStatusItem,
  type CityItem,
  type CountryDictionary,
  type CountryItemsDictionary,
  type CountryOfWorkItem,
  type CountryOptionItem,
  type DependentDictionaryItem,
  type DictionaryItem,
  type LanguageDictionary,
  type LanguageItem,
  type LanguageProficiencyItem,
  LOCALES,
  type Locale,
  type Money,
  type PhonePrefixDictionary,
  type PhonePrefixItem,
  type PreferredContactTime,
  type ProfessionItemsDictionary,
  type ProfessionsByIndustry,
  type PublicPrimary,
  RATING_MAX,
  RATING_MIN,
  RATING_STEP,
  type SkillScaleDictionary,
} from '@trades/contracts';
import { collatorFor, localised } from '../../infra/i18n/localised.ts';
import type { CatalogueEntry, ReferenceCatalogue } from './reference.catalogue.ts';
import { PROFESSION_ITEM_REFERENCE_KINDS, ReferenceKind } from './reference-kinds.ts';

/* Pure builders of the dictionary answers from the in-memory catalogue, in one language. */

const LOCALE_NAMES: Record<Locale, string> = { pl: 'Polski', en: 'English', no: 'Norsk', ua: 'Українська' };

type Text = Record<string, string>;

function numbers(value: unknown): number[] {
  return Array.isArray(value) ? value.filter((v): v is number => typeof v === 'number') : [];
}

function item(catalogue: ReferenceCatalogue, entry: CatalogueEntry, locale: Locale): DictionaryItem {
  return { id: entry.id, title: catalogue.title(entry, locale) };
}

function list(catalogue: ReferenceCatalogue, kind: ReferenceKind, locale: Locale): DictionaryItem[] {
  return catalogue.list(kind).map((entry) => item(catalogue, entry, locale));
}

/** The picked ids of a kind (a country's documents, a profession's skills), active ones only, in the order given. */
function pickedItems(catalogue: ReferenceCatalogue, kind: ReferenceKind, ids: readonly number[]): CatalogueEntry[] {
  return ids.map((id) => catalogue.entry(kind, id)).filter((entry): entry is CatalogueEntry => entry !== undefined && entry.isActive);
}

function dependent(catalogue: ReferenceCatalogue, entry: CatalogueEntry, locale: Locale): DependentDictionaryItem {
  return { ...item(catalogue, entry, locale), requires: numbers(entry.data.requires) };
}

export function countryOfWorkItem(catalogue: ReferenceCatalogue, entry: CatalogueEntry, locale: Locale): CountryOfWorkItem {
  return { id: entry.id, country: catalogue.title(entry, locale), countryCode: entry.code ?? '' };
}

export function publicPrimary(catalogue: ReferenceCatalogue, locale: Locale): PublicPrimary {
  return {
    industries: catalogue.listAll(ReferenceKind.Industries).map((entry) => ({
      ...item(catalogue, entry, locale),
      isActive: entry.isActive,
      isSoon: entry.data.isSoon === true,
    })),
    localizationLocales: LOCALES.map((code) => ({ value: code, 'x-locale': code, title: LOCALE_NAMES[code] })),
    locationsState: catalogue.list(ReferenceKind.Countries).map((entry) => countryOfWorkItem(catalogue, entry, locale)),
  };
}

/** Every industry's professions, agriculture's included (its industry is shown as "soon"). */
export function professionsByIndustry(catalogue: ReferenceCatalogue, locale: Locale): ProfessionsByIndustry {
  const grouped: ProfessionsByIndustry = {};
  for (const industry of catalogue.listAll(ReferenceKind.Industries)) {
    grouped[String(industry.id)] = catalogue.children(ReferenceKind.Professions, industry.id).map((entry) => item(catalogue, entry, locale));
  }
  return grouped;
}

export function industryProfessions(catalogue: ReferenceCatalogue, industryId: number, locale: Locale): DictionaryItem[] | null {
  if (!catalogue.entry(ReferenceKind.Industries, industryId)) return null;
  return catalogue.children(ReferenceKind.Professions, industryId).map((entry) => item(catalogue, entry, locale));
}

export function professionItems(catalogue: ReferenceCatalogue, professionId: number, locale: Locale): ProfessionItemsDictionary | null {
  const profession = catalogue.entry(ReferenceKind.Professions, professionId);
  if (!profession) return null;
  const refs = (profession.data.items ?? {}) as Record<string, unknown>;
  const answer = { professionClasses: list(catalogue, ReferenceKind.ProfessionClasses, locale) } as ProfessionItemsDictionary;
  for (const kind of PROFESSION_ITEM_REFERENCE_KINDS) {
    const entries = pickedItems(catalogue, kind, numbers(refs[kind]));
    if (kind === ReferenceKind.Certificates) answer.certificates = entries.map((entry) => dependent(catalogue, entry, locale));
    else answer[kind] = entries.map((entry) => item(catalogue, entry, locale));
  }
  return answer;
}

export function countryRegions(catalogue: ReferenceCatalogue, countryId: number, locale: Locale): DictionaryItem[] | null {
  if (!catalogue.entry(ReferenceKind.Countries, countryId)) return null;
  return catalogue.children(ReferenceKind.Regions, countryId).map((entry) => item(catalogue, entry, locale));
}

export function regionCities(catalogue: ReferenceCatalogue, regionId: number, locale: Locale): DictionaryItem[] | null {
  if (!catalogue.entry(ReferenceKind.Regions, regionId)) return null;
  return catalogue.children(ReferenceKind.Cities, regionId).map((entry) => item(catalogue, entry, locale));
}

/** Every active city of the active countries of work, by name in the reader's language (then by country). */
export function cityDictionary(catalogue: ReferenceCatalogue, locale: Locale): CityItem[] {
  const cities: CityItem[] = [];
  for (const country of catalogue.list(ReferenceKind.Countries)) {
    const countryTitle = catalogue.title(country, locale);
    for (const region of catalogue.children(ReferenceKind.Regions, country.id)) {
      for (const city of catalogue.children(ReferenceKind.Cities, region.id)) {
        cities.push({ id: city.id, title: catalogue.title(city, locale), countryId: country.id, country: countryTitle });
      }
    }
  }
  const collator = collatorFor(locale);
  return cities.sort((a, b) => collator.compare(a.title, b.title) || collator.compare(a.country, b.country) || a.id - b.id);
}

export function countryItems(catalogue: ReferenceCatalogue, countryId: number, locale: Locale): CountryItemsDictionary | null {
  const country = catalogue.entry(ReferenceKind.Countries, countryId);
  if (!country) return null;
  const data = country.data;
  const pick = (kind: ReferenceKind) => pickedItems(catalogue, kind, numbers(data[kind])).map((entry) => item(catalogue, entry, locale));
  return {
    requiredDocuments: pickedItems(catalogue, ReferenceKind.RequiredDocuments, numbers(data.requiredDocuments)).map((entry) =>
      dependent(catalogue, entry, locale),
    ),
    rewards: pick(ReferenceKind.Rewards),
    benefits: pick(ReferenceKind.Benefits),
    weOffers: pick(ReferenceKind.WeOffers),
    salaryGrossValueMin: data.salaryGrossValueMin as Money,
    salaryGrossValueMax: data.salaryGrossValueMax as Money,
    minimumWages: catalogue.minimumWagesOf(countryId),
  };
}

export function skillScaleDictionary(catalogue: ReferenceCatalogue, locale: Locale): SkillScaleDictionary {
  return {
    min: RATING_MIN,
    max: RATING_MAX,
    step: RATING_STEP,
    items: catalogue.list(ReferenceKind.SkillLevels).map((entry) => ({
      id: entry.id,
      value: entry.id,
      title: catalogue.title(entry, locale),
      description: localised(entry.data.description as Text, locale),
      characteristic: localised(entry.data.characteristic as Text, locale),
      numYears: localised(entry.data.numYears as Text, locale),
    })),
  };
}

export function simpleDictionary(catalogue: ReferenceCatalogue, kind: ReferenceKind, locale: Locale): DictionaryItem[] {
  return list(catalogue, kind, locale);
}

/** Preferred entries first in their fixed order, then the rest by name in the reader's language. */
function preferredAndRemaining<T extends { title: string }>(
  catalogue: ReferenceCatalogue,
  kind: ReferenceKind,
  locale: Locale,
  toItem: (entry: CatalogueEntry) => T,
): { preferred: T[]; remaining: T[] } {
  const entries = catalogue.list(kind);
  const collator = collatorFor(locale);
  return {
    preferred: entries.filter((entry) => entry.data.preferred === true).map(toItem),
    remaining: entries
      .filter((entry) => entry.data.preferred !== true)
      .map(toItem)
      .sort((a, b) => collator.compare(a.title, b.title)),
  };
}

export function languageDictionary(catalogue: ReferenceCatalogue, locale: Locale): LanguageDictionary {
  return preferredAndRemaining(catalogue, ReferenceKind.Languages, locale, (entry): LanguageItem => {
    const title = catalogue.title(entry, locale);
    const code = entry.code ?? '';
    return { id: code, languageCode: code, language: title, title };
  });
}

export function countryDictionary(catalogue: ReferenceCatalogue, locale: Locale): CountryDictionary {
  return preferredAndRemaining(catalogue, ReferenceKind.CountryOptions, locale, (entry): CountryOptionItem => {
    const title = catalogue.title(entry, locale);
    const code = entry.code ?? '';
    return { id: code, countryCode: code, country: title, title };
  });
}

export function languageProficiencyDictionary(catalogue: ReferenceCatalogue, locale: Locale): LanguageProficiencyItem[] {
  return catalogue.list(ReferenceKind.LanguageProficiencies).map((entry) => ({
    ...item(catalogue, entry, locale),
    code: entry.code ?? '',
    description: localised(entry.data.description as Text, locale),
  }));
}

export function availabilityStatusDictionary(catalogue: ReferenceCatalogue, locale: Locale): AvailabilityStatusItem[] {
  return catalogue.list(ReferenceKind.AvailabilityStatuses).map((entry) => ({
    ...item(catalogue, entry, locale),
    color: entry.data.color as AvailabilityStatusItem['color'],
    isAvailable: entry.data.isAvailable === true,
  }));
}

/**
 * The phone prefix picker: the countries of work and Ukraine first in their fixed order, then
 * every other country sorted by its name in the reader's language.
 */
export function phonePrefixDictionary(catalogue: ReferenceCatalogue, locale: Locale): PhonePrefixDictionary {
  const toItem = (entry: CatalogueEntry): PhonePrefixItem => {
    const country = catalogue.title(entry, locale);
    const code = entry.code ?? '';
    const prefix = `+${String(entry.data.dialCode)}`;
    return { id: code, countryCode: code, prefix, country, title: `${country} (${prefix})` };
  };
  const entries = catalogue.list(ReferenceKind.PhonePrefixes);
  const collator = collatorFor(locale);
  return {
    preferred: entries.filter((entry) => entry.data.preferred === true).map(toItem),
    remaining: entries
      .filter((entry) => entry.data.preferred !== true)
      .map(toItem)
      .sort((a, b) => collator.compare(a.country, b.country)),
  };
}

export function preferredContactTimeDictionary(catalogue: ReferenceCatalogue, locale: Locale): PreferredContactTime[] {
  return list(catalogue, ReferenceKind.PreferredContactTimes, locale);
}
