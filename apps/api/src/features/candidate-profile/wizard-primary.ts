import {
  EARLIEST_BIRTH_DATE,
  EXPERT_PROFESSION_CLASS_ID,
  JOURNEYMAN_DIPLOMA_ID,
  type Locale,
  MASTER_DIPLOMA_ID,
  MAX_PROFESSIONS,
  MAX_WORK_LOCATIONS,
  MAX_WORK_YEARS,
  NORWAY_COUNTRY_ID,
  PERSONAL_NUMBER_DOCUMENT_ID,
  RATING_STEP,
  TAX_CARD_DOCUMENT_ID,
  TECHNICAL_DRAWING_SKILL_ID,
  UPLOAD_KINDS,
  UPLOAD_MAX_BYTES,
  type WizardPrimary,
  professionItemKinds,
  canSubmitWizard,
  latestBirthDate,
  quarterHours,
} from '@trades/contracts';
import { collatorFor, localised } from '../../infra/i18n/localised.ts';
import { type PhonePrefixOption, type ProfileReference, titled } from './profile-reference.ts';

/*
 * GET /v1/candidate-profile/wizard/{step}/primary: what each step's form needs, in the request's
 * language. Pure builders of the reference data; the caller adds the candidate's own context.
 */

function grouped<T extends { preferred: boolean }, R>(items: readonly T[], view: (item: T) => R, name: (r: R) => string, locale: Locale) {
  const collator = collatorFor(locale);
  return {
    preferred: items.filter((i) => i.preferred).map(view),
    remaining: items
      .filter((i) => !i.preferred)
      .map(view)
      .sort((a, b) => collator.compare(name(a), name(b))),
  };
}

function countryGroups(reference: ProfileReference, locale: Locale) {
  return grouped(reference.countries(), (c) => ({ countryCode: c.code, country: localised(c.title, locale) }), (c) => c.country, locale);
}

function languageGroups(reference: ProfileReference, locale: Locale, without?: string | null) {
  const languages = reference.languages().filter((l) => l.code !== without);
  return grouped(languages, (l) => ({ languageCode: l.code, language: localised(l.title, locale) }), (l) => l.language, locale);
}

function prefixGroups(reference: ProfileReference, locale: Locale) {
  const view = (p: PhonePrefixOption) => {
    const country = localised(p.title, locale);
    return { id: p.code, countryCode: p.code, prefix: `+${p.dialCode}`, country, title: `${country} (+${p.dialCode})` };
  };
  return grouped(reference.phonePrefixes(), view, (p) => p.country, locale);
}

const MONTHS: Record<Locale, string[]> = {
  pl: ['Styczeń', 'Luty', 'Marzec', 'Kwiecień', 'Maj', 'Czerwiec', 'Lipiec', 'Sierpień', 'Wrzesień', 'Październik', 'Listopad', 'Grudzień'],
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  no: ['Januar', 'Februar', 'Mars', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Desember'],
  ua: ['Січень', 'Лютий', 'Березень', 'Квітень', 'Травень', 'Червень', 'Липень', 'Серпень', 'Вересень', 'Жовтень', 'Листопад', 'Грудень'],
};

/** Monday first (day 1), as the spec numbers them. */
const DAYS: Record<Locale, string[]> = {
  pl: ['Poniedziałek', 'Wtorek', 'Środa', 'Czwartek', 'Piątek', 'Sobota', 'Niedziela'],
  en: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  no: ['Mandag', 'Tirsdag', 'Onsdag', 'Torsdag', 'Fredag', 'Lørdag', 'Søndag'],
  ua: ['Понеділок', 'Вівторок', 'Середа', 'Четвер', "П'ятниця", 'Субота', 'Неділя'],
};

export function monthNames(locale: Locale): string[] {
  return MONTHS[locale];
}

export function dayNames(locale: Locale): string[] {
  return DAYS[locale];
}

export interface PrimaryContext {
  today: string;
  wizardStep: number;
  nativeLanguage: string | null;
}

export function wizardPrimary(reference: ProfileReference, step: number, locale: Locale, context: PrimaryContext): WizardPrimary {
  const t = (item: Parameters<typeof titled>[0]) => titled(item, locale);
  switch (step) {
    case 2:
      return {
        step: 2,
        sexes: reference.sexes().map(t),
        phonePrefixes: prefixGroups(reference, locale),
        countries: countryGroups(reference, locale),
        languages: languageGroups(reference, locale),
        preferredContactTimes: reference.contactTimes().map(t),
        dateOfBirth: { min: EARLIEST_BIRTH_DATE, max: latestBirthDate(context.today) },
      };
    case 3:
      return {
        step: 3,
        languages: languageGroups(reference, locale, context.nativeLanguage),
        nativeLanguage: context.nativeLanguage,
        languageProficiencies: reference.proficiencies().map((p) => ({ ...t(p), code: p.code, description: localised(p.description, locale) })),
      };
    case 4: {
      const professions: Record<string, { id: number; title: string }[]> = {};
      for (const industry of reference.industries()) professions[String(industry.id)] = reference.professionsOf(industry.id).map(t);
      const itemCatalogue: Record<string, { id: number; title: string }[]> = {};
      for (const kind of professionItemKinds) itemCatalogue[kind] = reference.itemCatalogue(kind).map(t);
      const professionItems: Record<string, Record<string, number[]>> = {};
      for (const profession of reference.allProfessions()) {
        const refs: Record<string, number[]> = {};
        for (const kind of professionItemKinds) refs[kind] = [...reference.offeredItems(profession.id, kind)];
        professionItems[String(profession.id)] = refs;
      }
      const certificateRequires: Record<string, number[]> = {};
      for (const certificate of reference.itemCatalogue('certificates')) {
        const requires = reference.certificateRequires(certificate.id);
        if (requires.length) certificateRequires[String(certificate.id)] = [...requires];
      }
      return {
        step: 4,
        industries: reference.industries().map(t),
        professions,
        professionClasses: reference.professionClasses().map(t),
        itemCatalogue,
        professionItems,
        certificateRequires,
        countries: countryGroups(reference, locale),
        phonePrefixes: prefixGroups(reference, locale),
        skillScale: reference.skillScale().map((level) => ({
          value: level.value,
          title: localised(level.title, locale),
          description: localised(level.description, locale),
          characteristic: localised(level.characteristic, locale),
          numYears: localised(level.numYears, locale),
        })),
        rules: {
          maxProfessions: MAX_PROFESSIONS,
          expertClassId: EXPERT_PROFESSION_CLASS_ID,
          journeymanDiplomaId: JOURNEYMAN_DIPLOMA_ID,
          masterDiplomaId: MASTER_DIPLOMA_ID,
          technicalDrawingSkillId: TECHNICAL_DRAWING_SKILL_ID,
          maxWorkYears: MAX_WORK_YEARS,
          ratingStep: RATING_STEP,
          uploadMaxBytes: UPLOAD_MAX_BYTES,
          uploadKinds: [...UPLOAD_KINDS],
        },
      };
    }
    case 5:
      return { step: 5, today: context.today, availabilityStatuses: reference.availabilityStatuses().map(t) };
    case 6:
      return {
        step: 6,
        countries: reference.workCountries().map((country) => ({
          id: country.id,
          countryCode: country.isoCode,
          country: localised(country.title, locale),
          regions: country.regionIds.flatMap((id) => {
            const region = reference.region(id);
            if (!region) return [];
            return [{ ...t(region), cities: region.cityIds.flatMap((cityId) => { const city = reference.city(cityId); return city ? [t(city)] : []; }) }];
          }),
          requiredDocuments: country.documentIds.flatMap((id) => {
            const document = reference.document(id);
            return document ? [{ ...t(document), requires: [...(document.requires ?? [])] }] : [];
          }),
          salaryGrossValueMin: country.salaryMin,
          salaryGrossValueMax: country.salaryMax,
        })),
        rules: {
          maxWorkLocations: MAX_WORK_LOCATIONS,
          norwayCountryId: NORWAY_COUNTRY_ID,
          taxCardDocumentId: TAX_CARD_DOCUMENT_ID,
          personalNumberDocumentId: PERSONAL_NUMBER_DOCUMENT_ID,
          documentMaxBytes: UPLOAD_MAX_BYTES,
          ratingStep: RATING_STEP,
        },
      };
    case 7:
      return {
        step: 7,
        contractTypes: reference.contractTypes().map(t),
        workSystems: reference.workSystems().map(t),
        months: monthNames(locale).map((title, i) => ({ id: i + 1, title })),
        days: dayNames(locale).map((title, i) => ({ id: i + 1, title })),
        hours: quarterHours(),
      };
    default:
      return { step: 8, wizardStep: context.wizardStep, canSubmit: canSubmitWizard(context.wizardStep) };
  }
}
