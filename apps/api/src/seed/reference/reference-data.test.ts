/*
 * Integrity checks of the reference data: locales, scripts, unique ids, the ids the spec relies on
 * (Norway 1, tax card 1, personal number 2, expert class 2, diplomas 1-2, technical drawing 1),
 * references between lists, salary bounds and region/city structure.
 */
import { CONSENT_DOCUMENTS } from '@trades/contracts';
import { getCountryCallingCode, type CountryCode } from 'libphonenumber-js';
import { describe, expect, it } from 'vitest';
import {
  REFERENCE_DATA_VERSION,
  REFERENCE_LOCALES,
  allCountries,
  allStateOptions,
  availabilityStatuses,
  benefits,
  certificates,
  consents,
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
  PROFESSION_ITEM_KINDS,
  professions,
  requiredDocuments,
  requiredDocumentsByCountry,
  rewards,
  salaryTypes,
  sexes,
  skillScale,
  weOffers,
  workSystems,
  type LocalizedText,
} from './index.ts';

const CYRILLIC = /[\u0400-\u04FF]/;
const LATIN_WORD = /[A-Za-z]{2,}/;
/** A Latin letter glued to a Cyrillic one: usually a look-alike typo such as a Latin "i" in "Бiла". */
const MIXED_SCRIPT = /[\u0400-\u04FF][A-Za-z]|[A-Za-z][\u0400-\u04FF]/;

function isLocalizedText(value: unknown): value is LocalizedText {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value).sort();
  return keys.length === 4 && keys.join() === [...REFERENCE_LOCALES].sort().join();
}

/** Every LocalizedText anywhere in the data, with a path for error messages. */
function collectTexts(value: unknown, path: string, out: { path: string; text: LocalizedText }[]): void {
  if (isLocalizedText(value)) {
    out.push({ path, text: value });
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((v, i) => collectTexts(v, `${path}[${i}]`, out));
  } else if (typeof value === 'object' && value !== null) {
    for (const [k, v] of Object.entries(value)) collectTexts(v, `${path}.${k}`, out);
  }
}

const allData = {
  countriesOfWork,
  allCountries,
  requiredDocuments,
  rewards,
  benefits,
  weOffers,
  phonePrefixes,
  languages,
  languageProficiencies,
  industries,
  professions,
  professionClasses,
  professionItemCatalogues,
  contractTypes,
  workSystems,
  sexes,
  preferredContactTimes,
  skillScale,
  availabilityStatuses,
  salaryTypes,
  allStateOptions,
  consents,
};

const texts: { path: string; text: LocalizedText }[] = [];
collectTexts(allData, 'data', texts);

function expectUnique(values: readonly (number | string)[], what: string): void {
  const seen = new Set<number | string>();
  const duplicates = values.filter((v) => (seen.has(v) ? true : (seen.add(v), false)));
  expect(duplicates, `duplicate ${what}`).toEqual([]);
}

const regions = countriesOfWork.flatMap((c) => c.regions);
const cities = regions.flatMap((r) => r.cities);

describe('reference data', () => {
  it('has a version', () => {
    expect(REFERENCE_DATA_VERSION).toMatch(/^\d{4}\.\d{1,2}\.\d+$/);
  });

  describe('localisation', () => {
    it('finds the titles it checks', () => {
      expect(texts.length).toBeGreaterThan(1000);
    });

    it('has every title and description in all four locales, non-empty and trimmed', () => {
      const bad = texts.filter(({ text }) => REFERENCE_LOCALES.some((l) => text[l].trim() === '' || text[l] !== text[l].trim()));
      expect(bad.map((b) => b.path)).toEqual([]);
    });

    it('gives every entry with a title a LocalizedText title', () => {
      const missing: string[] = [];
      const visit = (value: unknown, path: string): void => {
        if (Array.isArray(value)) value.forEach((v, i) => visit(v, `${path}[${i}]`));
        else if (typeof value === 'object' && value !== null && !isLocalizedText(value)) {
          const record = value as Record<string, unknown>;
          if ('title' in record && !isLocalizedText(record.title)) missing.push(path);
          for (const [k, v] of Object.entries(record)) visit(v, `${path}.${k}`);
        }
      };
      visit(allData, 'data');
      expect(missing).toEqual([]);
    });

    it('writes Ukrainian in Cyrillic', () => {
      const latinOnly = texts.filter(({ text }) => LATIN_WORD.test(text.en) && !CYRILLIC.test(text.ua));
      expect(latinOnly.map((b) => `${b.path}: ${b.text.ua}`)).toEqual([]);
    });

    it('has no words mixing Latin and Cyrillic letters', () => {
      const mixed = texts.filter(({ text }) => REFERENCE_LOCALES.some((l) => MIXED_SCRIPT.test(text[l])));
      expect(mixed.map((b) => b.path)).toEqual([]);
    });

    it('keeps Cyrillic out of the Polish, English and Norwegian texts', () => {
      const leaked = texts.filter(({ text }) => CYRILLIC.test(text.pl) || CYRILLIC.test(text.en) || CYRILLIC.test(text.no));
      expect(leaked.map((b) => b.path)).toEqual([]);
    });
  });

  describe('countries of work', () => {
    it('has the nine countries with Norway as id 1', () => {
      expect(countriesOfWork.map((c) => [c.id, c.isoCode])).toEqual([
        [1, 'NO'],
        [2, 'SE'],
        [3, 'DK'],
        [4, 'FI'],
        [5, 'DE'],
        [6, 'NL'],
        [7, 'BE'],
        [8, 'PL'],
        [9, 'CZ'],
      ]);
      expect(countriesOfWork.map((c) => c.currency)).toEqual(['NOK', 'SEK', 'DKK', 'EUR', 'EUR', 'EUR', 'EUR', 'PLN', 'CZK']);
    });

    it('has salary bounds with min < max in the country currency', () => {
      for (const c of countriesOfWork) {
        expect(c.salaryGrossValueMin.amount, c.isoCode).toBeGreaterThan(0);
        expect(c.salaryGrossValueMin.amount, c.isoCode).toBeLessThan(c.salaryGrossValueMax.amount);
        expect(c.salaryGrossValueMin.currency, c.isoCode).toBe(c.currency);
        expect(c.salaryGrossValueMax.currency, c.isoCode).toBe(c.currency);
        expect(c.salaryBoundsValidFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
      const norway = countriesOfWork.find((c) => c.id === 1);
      expect(norway?.salaryGrossValueMin.amount).toBeLessThanOrEqual(240);
      expect(norway?.salaryGrossValueMax.amount).toBeGreaterThanOrEqual(350);
    });

    it('has the expected number of first-level regions per country', () => {
      expect(Object.fromEntries(countriesOfWork.map((c) => [c.isoCode, c.regions.length]))).toEqual({
        NO: 15,
        SE: 21,
        DK: 5,
        FI: 19,
        DE: 16,
        NL: 12,
        BE: 11,
        PL: 16,
        CZ: 14,
      });
    });

    it("uses Norway's 2024 county numbers", () => {
      const norway = countriesOfWork.find((c) => c.id === 1);
      expect(norway?.regions.map((r) => r.code)).toEqual(['03', '11', '15', '18', '31', '32', '33', '34', '39', '40', '42', '46', '50', '55', '56']);
    });

    it('has globally unique region and city ids, and unique region codes per country', () => {
      expectUnique(regions.map((r) => r.id), 'region id');
      expectUnique(cities.map((c) => c.id), 'city id');
      for (const c of countriesOfWork) {
        expectUnique(c.regions.map((r) => r.code), `${c.isoCode} region code`);
        for (const r of c.regions) expect(r.isoCode).toBe(`${c.isoCode}-${r.code}`);
      }
    });

    it('gives every region between one and eight cities (one only for city-states)', () => {
      for (const r of regions) {
        expect(r.cities.length, r.title.en).toBeGreaterThanOrEqual(1);
        expect(r.cities.length, r.title.en).toBeLessThanOrEqual(8);
      }
      const single = regions.filter((r) => r.cities.length === 1).map((r) => r.isoCode);
      expect(single.sort()).toEqual(['CZ-10', 'DE-BE', 'DE-HH', 'NO-03']);
    });

    it('uses exonyms for the main cities', () => {
      const byEn = new Map(cities.map((c) => [c.title.en, c.title]));
      expect(byEn.get('Warsaw')).toEqual({ pl: 'Warszawa', en: 'Warsaw', no: 'Warszawa', ua: 'Варшава' });
      expect(byEn.get('Copenhagen')).toEqual({ pl: 'Kopenhaga', en: 'Copenhagen', no: 'København', ua: 'Копенгаген' });
      expect(byEn.get('Munich')?.pl).toBe('Monachium');
      expect(byEn.get('Prague')?.no).toBe('Praha');
    });
  });

  describe('nationality countries and phone prefixes', () => {
    it('has about 45 countries with the preferred ones flagged', () => {
      expect(allCountries.length).toBeGreaterThanOrEqual(40);
      expectUnique(allCountries.map((c) => c.isoCode), 'country code');
      const preferred = allCountries.filter((c) => c.preferred).map((c) => c.isoCode);
      expect(preferred.sort()).toEqual(['BE', 'CZ', 'DE', 'DK', 'FI', 'LT', 'LV', 'NL', 'NO', 'PL', 'RO', 'SE', 'SK', 'UA']);
      for (const c of countriesOfWork) expect(allCountries.some((a) => a.isoCode === c.isoCode)).toBe(true);
    });

    it('lists phone prefixes with the preferred group first and every country once', () => {
      expect(phonePrefixes.preferred.map((p) => p.isoCode)).toEqual(['NO', 'SE', 'DK', 'FI', 'DE', 'NL', 'BE', 'PL', 'CZ', 'UA']);
      const all = [...phonePrefixes.preferred, ...phonePrefixes.remaining];
      expectUnique(all.map((p) => p.isoCode), 'phone country');
      expect(all.map((p) => p.isoCode).sort()).toEqual(allCountries.map((c) => c.isoCode).sort());
      expect(phonePrefixes.remaining.every((p) => !p.preferred)).toBe(true);
    });

    it('uses the calling codes libphonenumber knows', () => {
      for (const p of [...phonePrefixes.preferred, ...phonePrefixes.remaining]) {
        expect(p.dialCode, p.isoCode).toBe(getCountryCallingCode(p.isoCode as CountryCode));
      }
    });
  });

  describe('required documents and country items', () => {
    it('has unique document ids and codes', () => {
      expectUnique(requiredDocuments.map((d) => d.id), 'document id');
      expectUnique(requiredDocuments.map((d) => d.code), 'document code');
    });

    it('gives the tax card (1) and personal number (2) to Norway only', () => {
      expect(requiredDocumentsByCountry[1]).toEqual(expect.arrayContaining([1, 2]));
      for (const c of countriesOfWork.filter((c) => c.id !== 1)) {
        expect(requiredDocumentsByCountry[c.id], c.isoCode).not.toContain(1);
        expect(requiredDocumentsByCountry[c.id], c.isoCode).not.toContain(2);
      }
      expect(requiredDocuments.find((d) => d.id === 1)?.requires).toEqual([2]);
    });

    it('lists documents and items for every country, all existing', () => {
      const docIds = new Set(requiredDocuments.map((d) => d.id));
      for (const c of countriesOfWork) {
        const docs = requiredDocumentsByCountry[c.id] ?? [];
        expect(docs.length, c.isoCode).toBeGreaterThan(0);
        expectUnique(docs, `${c.isoCode} documents`);
        expect(docs.filter((id) => !docIds.has(id)), c.isoCode).toEqual([]);

        const items = countryItems[c.id];
        expect(items, c.isoCode).toBeDefined();
        for (const [kind, catalogue] of [
          ['rewards', rewards],
          ['benefits', benefits],
          ['weOffers', weOffers],
        ] as const) {
          const ids = items?.[kind] ?? [];
          const known = new Set(catalogue.map((i) => i.id));
          expect(ids.length, `${c.isoCode} ${kind}`).toBeGreaterThan(0);
          expectUnique(ids, `${c.isoCode} ${kind}`);
          expect(ids.filter((id) => !known.has(id)), `${c.isoCode} ${kind}`).toEqual([]);
        }
      }
      expect(Object.keys(requiredDocumentsByCountry).map(Number).sort((a, b) => a - b)).toEqual(countriesOfWork.map((c) => c.id));
      for (const [kind, catalogue] of [
        ['rewards', rewards],
        ['benefits', benefits],
        ['weOffers', weOffers],
      ] as const) {
        expectUnique(catalogue.map((i) => i.id), kind);
        const used = new Set(Object.values(countryItems).flatMap((refs) => refs[kind]));
        expect(catalogue.filter((i) => !used.has(i.id)).map((i) => i.id), `unused ${kind}`).toEqual([]);
      }
    });
  });

  describe('industries and professions', () => {
    it('has the spec industry ids, agriculture disabled', () => {
      const byId = new Map(industries.map((i) => [i.id, i]));
      for (const id of [1, 5, 6, 8]) expect(byId.get(id)?.isActive, `industry ${id}`).toBe(true);
      expect(byId.get(9)?.isActive).toBe(false);
      expect(byId.get(9)?.isSoon).toBe(true);
      expect(byId.get(1)?.title.en).toBe('Construction');
      expectUnique(industries.map((i) => i.id), 'industry id');
      expectUnique(industries.map((i) => i.slug), 'industry slug');
    });

    it('has about 40 professions with ISCO-08 codes in known industries', () => {
      expect(professions.length).toBeGreaterThanOrEqual(38);
      expectUnique(professions.map((p) => p.id), 'profession id');
      expectUnique(professions.map((p) => p.slug), 'profession slug');
      const industryIds = new Set(industries.map((i) => i.id));
      for (const p of professions) {
        expect(industryIds.has(p.industryId), p.slug).toBe(true);
        expect(p.iscoCode, p.slug).toMatch(/^\d{4}$/);
      }
      for (const i of industries) expect(professions.some((p) => p.industryId === i.id), i.slug).toBe(true);
      const welder = professions.find((p) => p.slug === 'welder');
      expect(welder?.iscoCode).toBe('7212');
      expect(professions.find((p) => p.slug === 'electrician')?.iscoCode).toBe('7411');
      expect(professions.find((p) => p.slug === 'carpenter')?.iscoCode).toBe('7115');
    });

    it('has the expert class as id 2', () => {
      expectUnique(professionClasses.map((c) => c.id), 'profession class id');
      expect(professionClasses.find((c) => c.id === 2)?.title.en).toMatch(/expert/i);
      expect(professionClasses.find((c) => c.id === 1)?.title.en).toMatch(/helper/i);
    });
  });

  describe('profession items', () => {
    it('has unique ids per list kind', () => {
      for (const kind of PROFESSION_ITEM_KINDS) expectUnique(professionItemCatalogues[kind].map((i) => i.id), kind);
    });

    it('has the journeyman (1) and master (2) diplomas and technical drawing (1)', () => {
      expect(certificates.find((c) => c.id === 1)?.title.no).toMatch(/fagbrev/i);
      expect(certificates.find((c) => c.id === 2)?.title.no).toMatch(/mesterbrev/i);
      expect(certificates.find((c) => c.id === 2)?.requires).toEqual([1]);
      expect(professionItemCatalogues.skillsTechnicals.find((s) => s.id === 1)?.title.en).toMatch(/technical drawings/i);
    });

    it('gives every profession items of every kind, all existing, diplomas and drawing included', () => {
      expect(Object.keys(professionItems).map(Number).sort((a, b) => a - b)).toEqual(professions.map((p) => p.id).sort((a, b) => a - b));
      for (const p of professions) {
        const refs = professionItems[p.id];
        expect(refs, p.slug).toBeDefined();
        if (!refs) continue;
        for (const kind of PROFESSION_ITEM_KINDS) {
          const known = new Set(professionItemCatalogues[kind].map((i) => i.id));
          expect(refs[kind].length, `${p.slug} ${kind}`).toBeGreaterThan(0);
          expectUnique(refs[kind], `${p.slug} ${kind}`);
          expect(refs[kind].filter((id) => !known.has(id)), `${p.slug} ${kind}`).toEqual([]);
        }
        expect(refs.certificates.slice(0, 2), p.slug).toEqual([1, 2]);
        expect(refs.skillsTechnicals[0], p.slug).toBe(1);
      }
    });

    it('uses every catalogue item at least once', () => {
      for (const kind of PROFESSION_ITEM_KINDS) {
        const used = new Set(Object.values(professionItems).flatMap((refs) => refs[kind]));
        expect(professionItemCatalogues[kind].filter((i) => !used.has(i.id)).map((i) => i.id), `unused ${kind}`).toEqual([]);
      }
    });

    it('has trade-specific content for the main trades', () => {
      const slugs = [
        'welder',
        'electrician',
        'carpenter',
        'plumber',
        'bricklayer',
        'concrete-worker',
        'scaffolder',
        'painter',
        'cnc-operator',
        'pipe-fitter',
        'forklift-operator',
        'warehouse-worker',
        'truck-driver',
      ];
      const signatures = new Set<string>();
      for (const slug of slugs) {
        const p = professions.find((x) => x.slug === slug);
        expect(p, slug).toBeDefined();
        const refs = p ? professionItems[p.id] : undefined;
        expect((refs?.skillsProfessionals.length ?? 0) >= 4, slug).toBe(true);
        signatures.add(JSON.stringify(refs?.skillsProfessionals));
      }
      expect(signatures.size).toBe(slugs.length);
      const welder = professions.find((p) => p.slug === 'welder');
      const welderCerts = welder ? professionItems[welder.id]?.certificates : [];
      const certTitles = (welderCerts ?? []).map((id) => certificates.find((c) => c.id === id)?.title.en ?? '');
      expect(certTitles.some((t) => t.includes('EN ISO 9606-1'))).toBe(true);
      expect(certTitles.some((t) => t.includes('ASME'))).toBe(true);
    });
  });

  describe('work options, languages and consents', () => {
    it('has unique ids in every small dictionary', () => {
      for (const [name, list] of Object.entries({
        contractTypes,
        workSystems,
        sexes,
        preferredContactTimes,
        availabilityStatuses,
        salaryTypes,
        allStateOptions,
        languageProficiencies,
        consents,
      })) {
        expectUnique(list.map((i) => i.id), name);
      }
      expectUnique(languages.map((l) => l.code), 'language code');
    });

    it('has the spec ids', () => {
      expect(sexes.map((s) => [s.id, s.title.en])).toEqual([
        [1, 'Male'],
        [2, 'Female'],
      ]);
      expect(availabilityStatuses.map((s) => [s.id, s.color])).toEqual([
        [1, 'green'],
        [2, 'blue'],
        [3, 'red'],
        [4, 'orange'],
      ]);
      expect(availabilityStatuses.filter((s) => s.isAvailable).map((s) => s.id)).toEqual([2]);
      expect(salaryTypes.map((s) => [s.id, s.title.en])).toEqual([
        [0, 'Net'],
        [1, 'Gross'],
      ]);
      expect(languageProficiencies.map((p) => [p.id, p.code])).toEqual([
        [1, 'A1'],
        [2, 'A2'],
        [3, 'B1'],
        [4, 'B2'],
        [5, 'C1'],
        [6, 'C2'],
        [7, 'native'],
      ]);
      expect(skillScale.map((s) => s.value)).toEqual([0, 1, 2, 3, 4, 5]);
    });

    it('has ISO 639-1 language codes with the preferred five', () => {
      expect(languages.length).toBeGreaterThanOrEqual(20);
      for (const l of languages) expect(l.code).toMatch(/^[a-z]{2}$/);
      expect(languages.filter((l) => l.preferred).map((l) => l.code).sort()).toEqual(['de', 'en', 'no', 'pl', 'sv']);
      for (const l of languages) {
        for (const locale of REFERENCE_LOCALES) {
          const first = l.title[locale].charAt(0);
          expect(first, `${l.code} ${locale}`).toBe(first.toLocaleUpperCase());
        }
      }
    });

    it('has required terms and privacy consents for both account types', () => {
      const candidate = consents.filter((c) => c.accountType === 'MemberCandidate');
      const client = consents.filter((c) => c.accountType === 'MemberClient');
      expect(candidate.map((c) => c.id)).toEqual([1, 2, 3, 4]);
      expect(client.map((c) => c.id)).toEqual([11, 12, 13, 14]);
      for (const group of [candidate, client]) {
        expect(group.filter((c) => c.documentKey?.startsWith('terms-')).every((c) => c.isRequired)).toBe(true);
        expect(group.filter((c) => c.documentKey?.startsWith('privacy-')).every((c) => c.isRequired)).toBe(true);
        expect(group.some((c) => !c.isRequired)).toBe(true);
      }
      expect(consents.find((c) => c.id === 3)?.isRequired).toBe(true);
      // The sign-up form links each of these consents to its document by id.
      expect(Object.fromEntries(consents.filter((c) => c.documentKey).map((c) => [c.id, c.documentKey]))).toEqual(CONSENT_DOCUMENTS);
    });
  });
});
