import {
  PROFESSION_ITEM_REFERENCE_KINDS,
  ReferenceKind,
  codeId,
} from '../features/reference/index.ts';
import {
  allCountries,
  allStateOptions,
  availabilityStatuses,
  benefits,
  certificates,
  contractTypes,
  countriesOfWork,
  countryItems,
  industries,
  languageProficiencies,
  languages,
  phonePrefixes,
  preferredContactTimes,
  professionClasses,
  professionItemCatalogues,
  professionItems,
  professions,
  readinessByCountry,
  requiredDocuments,
  requiredDocumentsByCountry,
  rewards,
  salaryTypes,
  sexes,
  skillScale,
  weOffers,
  workSystems,
} from './reference/index.ts';
import type { LocalizedText } from './reference/localized-text.ts';
import { referenceCityCoordinates } from './geonames-cities.ts';

/** One row of reference_entries as the seeder writes it. */
export interface ReferenceEntrySeed {
  kind: ReferenceKind;
  id: number;
  parentId: number | null;
  code: string | null;
  position: number;
  isActive: boolean;
  title: LocalizedText;
  data: Record<string, unknown>;
}

function entry(
  kind: ReferenceKind,
  id: number,
  title: LocalizedText,
  position: number,
  extra: Partial<Pick<ReferenceEntrySeed, 'parentId' | 'code' | 'isActive' | 'data'>> = {},
): ReferenceEntrySeed {
  return { kind, id, parentId: extra.parentId ?? null, code: extra.code ?? null, position, isActive: extra.isActive ?? true, title, data: extra.data ?? {} };
}

function plain(kind: ReferenceKind, items: readonly { id: number; title: LocalizedText }[]): ReferenceEntrySeed[] {
  return items.map((item, position) => entry(kind, item.id, item.title, position));
}

/**
 * Every entry of the reference data modules (seed/reference), flattened for the database; a city's
 * data is its coordinates (GeoNames, read on the first call).
 */
export function buildReferenceEntries(): ReferenceEntrySeed[] {
  const entries: ReferenceEntrySeed[] = [];
  const cityCoordinates = referenceCityCoordinates();
  countriesOfWork.forEach((country, position) => {
    const items = countryItems[country.id];
    entries.push(
      entry(ReferenceKind.Countries, country.id, country.title, position, {
        code: country.isoCode,
        data: {
          currency: country.currency,
          salaryGrossValueMin: country.salaryGrossValueMin,
          salaryGrossValueMax: country.salaryGrossValueMax,
          requiredDocuments: requiredDocumentsByCountry[country.id] ?? [],
          readiness: readinessByCountry[country.id] ?? [],
          rewards: items?.rewards ?? [],
          benefits: items?.benefits ?? [],
          weOffers: items?.weOffers ?? [],
        },
      }),
    );
    country.regions.forEach((region, regionPosition) => {
      entries.push(entry(ReferenceKind.Regions, region.id, region.title, regionPosition, { parentId: country.id, code: region.isoCode }));
      region.cities.forEach((city, cityPosition) => {
        const data = { ...cityCoordinates.get(city.id) };
        entries.push(entry(ReferenceKind.Cities, city.id, city.title, cityPosition, { parentId: region.id, data }));
      });
    });
  });
  requiredDocuments.forEach((document, position) => {
    entries.push(
      entry(ReferenceKind.RequiredDocuments, document.id, document.title, position, {
        code: document.code,
        data: { requires: document.requires ?? [] },
      }),
    );
  });
  entries.push(...plain(ReferenceKind.Rewards, rewards), ...plain(ReferenceKind.Benefits, benefits), ...plain(ReferenceKind.WeOffers, weOffers));
  for (const industry of industries) {
    entries.push(
      entry(ReferenceKind.Industries, industry.id, industry.title, industry.position, {
        code: industry.slug,
        isActive: industry.isActive,
        data: { isSoon: industry.isSoon },
      }),
    );
  }
  professions.forEach((profession, position) => {
    entries.push(
      entry(ReferenceKind.Professions, profession.id, profession.title, position, {
        parentId: profession.industryId,
        code: profession.slug,
        data: { iscoCode: profession.iscoCode, items: professionItems[profession.id] ?? {} },
      }),
    );
  });
  for (const professionClass of professionClasses) {
    entries.push(entry(ReferenceKind.ProfessionClasses, professionClass.id, professionClass.title, professionClass.position));
  }
  certificates.forEach((certificate, position) => {
    entries.push(entry(ReferenceKind.Certificates, certificate.id, certificate.title, position, { data: { requires: certificate.requires ?? [] } }));
  });
  for (const kind of PROFESSION_ITEM_REFERENCE_KINDS) {
    if (kind === ReferenceKind.Certificates) continue;
    entries.push(...plain(kind, professionItemCatalogues[kind]));
  }
  languages.forEach((language, position) => {
    entries.push(
      entry(ReferenceKind.Languages, codeId(language.code), language.title, position, {
        code: language.code,
        data: { preferred: language.preferred },
      }),
    );
  });
  languageProficiencies.forEach((level, position) => {
    entries.push(
      entry(ReferenceKind.LanguageProficiencies, level.id, level.title, position, { code: level.code, data: { description: level.description } }),
    );
  });
  allCountries.forEach((country, position) => {
    entries.push(
      entry(ReferenceKind.CountryOptions, codeId(country.isoCode), country.title, position, {
        code: country.isoCode,
        data: { preferred: country.preferred },
      }),
    );
  });
  [...phonePrefixes.preferred, ...phonePrefixes.remaining].forEach((prefix, position) => {
    entries.push(
      entry(ReferenceKind.PhonePrefixes, codeId(prefix.isoCode), prefix.title, position, {
        code: prefix.isoCode,
        data: { dialCode: prefix.dialCode, preferred: prefix.preferred },
      }),
    );
  });
  preferredContactTimes.forEach((time, position) => {
    entries.push(entry(ReferenceKind.PreferredContactTimes, time.id, time.title, position, { data: { from: time.from, to: time.to } }));
  });
  entries.push(...plain(ReferenceKind.ContractTypes, contractTypes));
  workSystems.forEach((system, position) => {
    entries.push(entry(ReferenceKind.WorkSystems, system.id, system.title, position, { data: system.rotation ? { rotation: system.rotation } : {} }));
  });
  entries.push(...plain(ReferenceKind.Sexes, sexes));
  skillScale.forEach((level, position) => {
    entries.push(
      entry(ReferenceKind.SkillLevels, level.value, level.title, position, {
        data: { description: level.description, characteristic: level.characteristic, numYears: level.numYears },
      }),
    );
  });
  availabilityStatuses.forEach((status, position) => {
    entries.push(entry(ReferenceKind.AvailabilityStatuses, status.id, status.title, position, { data: { color: status.color, isAvailable: status.isAvailable } }));
  });
  entries.push(...plain(ReferenceKind.SalaryTypes, salaryTypes), ...plain(ReferenceKind.AllStateOptions, allStateOptions));
  return entries;
}
