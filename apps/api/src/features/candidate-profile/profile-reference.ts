import type { Locale, ProfessionItemKind } from '@trades/contracts';
import { localised } from '../../infra/i18n/localised.ts';
import { type CatalogueEntry, type ReferenceCatalogue, ReferenceKind } from '../reference/index.ts';

/*
 * What the candidate profile needs to know about the reference data: look-ups by id or code and
 * the lists of each wizard step, with titles in every locale. Served by the database-backed
 * reference catalogue; only active entries exist here, so an id a release retired reads as
 * unknown, as it did before the release.
 */

type Text = Readonly<Record<string, string>>;

export interface Titled {
  readonly id: number;
  readonly title: Text;
}

export interface CodedOption {
  readonly code: string;
  readonly title: Text;
  readonly preferred: boolean;
}

export interface WorkCountry {
  readonly id: number;
  readonly isoCode: string;
  readonly title: Text;
  readonly currency: string;
  readonly salaryMin: { amount: number; currency: string };
  readonly salaryMax: { amount: number; currency: string };
  readonly regionIds: readonly number[];
  readonly documentIds: readonly number[];
}

export interface PhonePrefixOption extends CodedOption {
  readonly dialCode: string;
}

export interface SkillLevel {
  readonly value: number;
  readonly title: Text;
  readonly description: Text;
  readonly characteristic: Text;
  readonly numYears: Text;
}

export interface ProfileReference {
  sexes(): readonly Titled[];
  sex(id: number): Titled | undefined;
  countries(): readonly CodedOption[];
  country(isoCode: string): CodedOption | undefined;
  languages(): readonly CodedOption[];
  language(code: string): CodedOption | undefined;
  phonePrefixes(): readonly PhonePrefixOption[];
  proficiencies(): readonly (Titled & { code: string; description: Text })[];
  proficiency(id: number): Titled | undefined;
  contactTimes(): readonly Titled[];
  contactTime(id: number): Titled | undefined;
  industries(): readonly Titled[];
  industry(id: number): Titled | undefined;
  professionsOf(industryId: number): readonly Titled[];
  /** Every profession, those of industries still to come too. */
  allProfessions(): readonly Titled[];
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
  document(id: number): (Titled & { requires: readonly number[] }) | undefined;
  contractTypes(): readonly Titled[];
  contractType(id: number): Titled | undefined;
  workSystems(): readonly Titled[];
  workSystem(id: number): Titled | undefined;
  availabilityStatuses(): readonly Titled[];
  availabilityStatus(id: number): Titled | undefined;
  skillScale(): readonly SkillLevel[];
}

function numbers(value: unknown): number[] {
  return Array.isArray(value) ? value.filter((v): v is number => typeof v === 'number') : [];
}

const text = (value: unknown): Text => (typeof value === 'object' && value !== null ? (value as Text) : {});

function coded(entry: CatalogueEntry): CodedOption {
  return { code: entry.code ?? '', title: entry.title, preferred: entry.data.preferred === true };
}

function buildProfileReference(catalogue: ReferenceCatalogue): ProfileReference {
  const active = (kind: ReferenceKind, id: number) => {
    const found = catalogue.entry(kind, id);
    return found?.isActive ? found : undefined;
  };
  const byCode = (kind: ReferenceKind, code: string) => {
    const found = catalogue.entryByCode(kind, code);
    return found?.isActive ? found : undefined;
  };
  const workCountry = (entry: CatalogueEntry): WorkCountry => ({
    id: entry.id,
    isoCode: entry.code ?? '',
    title: entry.title,
    currency: String(entry.data.currency ?? ''),
    salaryMin: entry.data.salaryGrossValueMin as WorkCountry['salaryMin'],
    salaryMax: entry.data.salaryGrossValueMax as WorkCountry['salaryMax'],
    regionIds: catalogue.children(ReferenceKind.Regions, entry.id).map((region) => region.id),
    documentIds: numbers(entry.data.requiredDocuments),
  });
  const workCountries = catalogue.list(ReferenceKind.Countries).map(workCountry);
  const workCountryById = new Map(workCountries.map((country) => [country.id, country]));
  const itemKind = (kind: ProfessionItemKind) => kind as ReferenceKind;

  return {
    sexes: () => catalogue.list(ReferenceKind.Sexes),
    sex: (id) => active(ReferenceKind.Sexes, id),
    countries: () => catalogue.list(ReferenceKind.CountryOptions).map(coded),
    country: (isoCode) => {
      const found = byCode(ReferenceKind.CountryOptions, isoCode);
      return found && coded(found);
    },
    languages: () => catalogue.list(ReferenceKind.Languages).map(coded),
    language: (code) => {
      const found = byCode(ReferenceKind.Languages, code);
      return found && coded(found);
    },
    phonePrefixes: () => catalogue.list(ReferenceKind.PhonePrefixes).map((entry) => ({ ...coded(entry), dialCode: String(entry.data.dialCode ?? '') })),
    proficiencies: () =>
      catalogue.list(ReferenceKind.LanguageProficiencies).map((entry) => ({ id: entry.id, title: entry.title, code: entry.code ?? '', description: text(entry.data.description) })),
    proficiency: (id) => active(ReferenceKind.LanguageProficiencies, id),
    contactTimes: () => catalogue.list(ReferenceKind.PreferredContactTimes),
    contactTime: (id) => active(ReferenceKind.PreferredContactTimes, id),
    industries: () => catalogue.list(ReferenceKind.Industries),
    industry: (id) => active(ReferenceKind.Industries, id),
    professionsOf: (industryId) => catalogue.children(ReferenceKind.Professions, industryId),
    allProfessions: () => catalogue.list(ReferenceKind.Professions),
    profession: (id) => {
      const found = active(ReferenceKind.Professions, id);
      return found && { id: found.id, title: found.title, industryId: found.parentId ?? 0 };
    },
    professionClasses: () => catalogue.list(ReferenceKind.ProfessionClasses),
    professionClass: (id) => active(ReferenceKind.ProfessionClasses, id),
    item: (kind, id) => active(itemKind(kind), id),
    itemCatalogue: (kind) => catalogue.list(itemKind(kind)),
    offeredItems: (professionId, kind) => {
      const items = active(ReferenceKind.Professions, professionId)?.data.items as Record<string, unknown> | undefined;
      return numbers(items?.[kind]);
    },
    certificateRequires: (id) => numbers(active(ReferenceKind.Certificates, id)?.data.requires),
    workCountries: () => workCountries,
    workCountry: (id) => workCountryById.get(id),
    region: (id) => {
      const found = active(ReferenceKind.Regions, id);
      if (!found) return undefined;
      const cityIds = catalogue.children(ReferenceKind.Cities, found.id).map((city) => city.id);
      return { id: found.id, title: found.title, countryId: found.parentId ?? 0, cityIds };
    },
    city: (id) => {
      const found = active(ReferenceKind.Cities, id);
      return found && { id: found.id, title: found.title, regionId: found.parentId ?? 0 };
    },
    document: (id) => {
      const found = active(ReferenceKind.RequiredDocuments, id);
      return found && { id: found.id, title: found.title, requires: numbers(found.data.requires) };
    },
    contractTypes: () => catalogue.list(ReferenceKind.ContractTypes),
    contractType: (id) => active(ReferenceKind.ContractTypes, id),
    workSystems: () => catalogue.list(ReferenceKind.WorkSystems),
    workSystem: (id) => active(ReferenceKind.WorkSystems, id),
    availabilityStatuses: () => catalogue.list(ReferenceKind.AvailabilityStatuses),
    availabilityStatus: (id) => active(ReferenceKind.AvailabilityStatuses, id),
    skillScale: () =>
      catalogue.list(ReferenceKind.SkillLevels).map((entry) => ({
        value: entry.id,
        title: entry.title,
        description: text(entry.data.description),
        characteristic: text(entry.data.characteristic),
        numYears: text(entry.data.numYears),
      })),
  };
}

/** The profile's view of a catalogue, built once per catalogue (so once per data version). */
export function profileReference(catalogue: ReferenceCatalogue): ProfileReference {
  return catalogue.memoize('profile-reference', () => buildProfileReference(catalogue));
}

/** { id, title } in one language. */
export function titled(item: Titled, locale: Locale): { id: number; title: string } {
  return { id: item.id, title: localised(item.title, locale) };
}
