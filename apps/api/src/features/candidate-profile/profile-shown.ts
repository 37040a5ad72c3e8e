import type { CandidateProfileShow, Locale, ProfessionItemKind } from '@trades/contracts';
import { localised } from '../../infra/i18n/localised.ts';
import { callingCodeOf } from '../../infra/phone/phone.ts';
import type { FileLinks } from '../../infra/storage/file-links.ts';
import { fileView } from '../files/index.ts';
import type { AttachedFile, ProfileData } from './candidate-profile.repository.ts';
import { type ProfileReference, type Titled, titled } from './profile-reference.ts';

/* The candidate profile as the API shows it: stored rows with the reference data's titles in the reader's language. */

export interface ProfileShownDeps {
  reference: ProfileReference;
  links: FileLinks;
}

type FileView = ReturnType<typeof fileView>;

const GROSS_TITLE: Record<Locale, string> = { pl: 'Brutto', en: 'Gross', no: 'Brutto', ua: 'Брутто' };

function phoneShown(country: string, number: string) {
  return { country, country_code: (callingCodeOf(country) ?? '').replace('+', ''), number };
}

function countryShown(reference: ProfileReference, isoCode: string | null, locale: Locale) {
  if (!isoCode) return null;
  const country = reference.country(isoCode);
  return { countryCode: isoCode, country: country ? localised(country.title, locale) : isoCode };
}

/** An id the reference data no longer knows still shows, with an empty title, rather than vanishing. */
function titledOrBare(item: Titled | undefined, id: number, locale: Locale) {
  return item ? titled(item, locale) : { id, title: '' };
}

/** The whole profile as shown; an employer's view (matching, documents) starts from the same answer. */
export function profileShown(deps: ProfileShownDeps, data: ProfileData, locale: Locale, now: Date): CandidateProfileShow {
  const { reference } = deps;
  const { user, profile } = data;
  const files = (attached: AttachedFile[]) => attached.map(({ file, title }) => fileView(file, deps.links, now, title));
  const phones = data.phones.length
    ? data.phones.map((p) => ({ phone: phoneShown(p.country, p.number), isPhoneConfirmed: p.isConfirmed }))
    : user.phoneCountry && user.phoneNumber
      ? [{ phone: phoneShown(user.phoneCountry, user.phoneNumber), isPhoneConfirmed: user.isPhoneConfirmed }]
      : [];
  const nativeLanguage = profile.nativeLanguage ? reference.language(profile.nativeLanguage) : undefined;

  return {
    status: { id: profile.status },
    isEmailConfirmed: user.isEmailConfirmed,
    isPhoneConfirmed: user.isPhoneConfirmed,
    enforcePasswordChange: user.enforcePasswordChange,
    wizardStep: profile.wizardStep,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    sex: profile.sex === null ? null : titledOrBare(reference.sex(profile.sex), profile.sex, locale),
    dateOfBirth: profile.dateOfBirth,
    countryOfNationality: countryShown(reference, profile.countryOfNationality, locale),
    countryOfResidence: countryShown(reference, profile.countryOfResidence, locale),
    nativeLanguage: profile.nativeLanguage
      ? { languageCode: profile.nativeLanguage, language: nativeLanguage ? localised(nativeLanguage.title, locale) : profile.nativeLanguage }
      : null,
    phones,
    preferredContactTimes: data.contactTimeIds.map((id) => titledOrBare(reference.contactTime(id), id, locale)),
    candidateProfileLanguages: data.languages.map((row) => {
      const language = reference.language(row.languageCode);
      return {
        languageCode: row.languageCode,
        language: language ? localised(language.title, locale) : row.languageCode,
        languageProficiency: titledOrBare(reference.proficiency(row.languageProficiency), row.languageProficiency, locale),
      };
    }),
    candidateProfileProfessions: data.professions.map((entry) => professionShown(reference, entry, files, locale)),
    isAvailable: profile.isAvailable,
    availableFrom: profile.availableFrom,
    availableStatus: titledOrBare(reference.availabilityStatus(profile.availableStatus), profile.availableStatus, locale),
    candidateProfileWorkLocations: data.locations.map((entry) => workLocationShown(reference, entry, files, locale)),
    isConstantWork: profile.isConstantWork,
    isFlexibleWork: profile.isFlexibleWork,
    workSystems: data.workSystemIds.map((id) => titledOrBare(reference.workSystem(id), id, locale)),
    contractTypes: data.contractTypeIds.map((id) => titledOrBare(reference.contractType(id), id, locale)),
    candidateProfileFlexibleWorks: data.flexibleWorks.map((f) => ({ months: f.months, days: f.days, hours: [f.hourFrom, f.hourTo] })),
  };
}

/** One profession with its items, ratings, certificates and work history. */
function professionShown(reference: ProfileReference, { row, items, files: certificateFiles, works }: ProfileData['professions'][number], files: (attached: AttachedFile[]) => FileView[], locale: Locale) {
  const of = (kind: ProfessionItemKind) => items.filter((i) => i.kind === kind);
  const plain = (kind: ProfessionItemKind) => of(kind).map((i) => titledOrBare(reference.item(kind, i.itemId), i.itemId, locale));
  return {
    id: row.id,
    industry: titledOrBare(reference.industry(row.industryId), row.industryId, locale),
    profession: titledOrBare(reference.profession(row.professionId), row.professionId, locale),
    professionClass: titledOrBare(reference.professionClass(row.professionClassId), row.professionClassId, locale),
    certificates: plain('certificates'),
    certificatesAttachments: files(certificateFiles),
    experiences: plain('experiences'),
    skillsAdditionals: plain('skillsAdditionals'),
    productionStages: plain('productionStages'),
    productionMaterials: of('productionMaterials').map((i) => ({
      productionMaterial: titledOrBare(reference.item('productionMaterials', i.itemId), i.itemId, locale),
      rating: i.rating,
    })),
    productionMethods: plain('productionMethods'),
    productionUses: plain('productionUses'),
    skillsProfessionals: of('skillsProfessionals').map((i) => ({
      skillsProfessional: titledOrBare(reference.item('skillsProfessionals', i.itemId), i.itemId, locale),
      rating: i.rating,
    })),
    skillsTechnicals: plain('skillsTechnicals'),
    worksFor: works.map(({ row: work, files: workFiles }) => ({
      workedFor: work.workedFor,
      country: countryShown(reference, work.country, locale) ?? { countryCode: work.country, country: work.country },
      workTime: { year: work.years, month: work.months },
      haveReferences: work.haveReferences,
      referenceNote: work.referenceNote,
      referenceFirstName: work.referenceFirstName,
      referenceLastName: work.referenceLastName,
      referenceEmail: work.referenceEmail,
      referencePhone:
        work.referencePhoneCountry && work.referencePhoneNumber ? phoneShown(work.referencePhoneCountry, work.referencePhoneNumber) : null,
      attachments: files(workFiles),
    })),
  };
}

/** One preferred work place with its regions, cities, documents and expected wage. */
function workLocationShown(reference: ProfileReference, { row, regionIds, cityIds, documentIds, files: documentFiles }: ProfileData['locations'][number], files: (attached: AttachedFile[]) => FileView[], locale: Locale) {
  const country = reference.workCountry(row.countryId);
  const salary = row.salaryAmount !== null && row.salaryCurrency !== null ? { amount: row.salaryAmount, currency: row.salaryCurrency } : null;
  return {
    id: row.id,
    workLocationState: { id: row.countryId, country: country ? localised(country.title, locale) : '', countryCode: country?.isoCode ?? '' },
    allState: row.allState,
    workLocationRegions: regionIds.map((id) => titledOrBare(reference.region(id), id, locale)),
    workLocationCities: cityIds.map((id) => {
      const city = reference.city(id);
      return { ...titledOrBare(city, id, locale), region: city?.regionId ?? 0 };
    }),
    requiredDocuments: documentIds.map((id) => ({ requiredDocument: titledOrBare(reference.document(id), id, locale) })),
    requiredDocumentsAttachments: files(documentFiles),
    rating: row.rating,
    salaryGrossValue: salary,
    // The wizard asks for the gross hourly wage only (salary type 1 = gross); none given, none listed.
    candidateProfileWorkLocationSalaries: salary ? [{ salaryType: { id: 1, title: GROSS_TITLE[locale] }, salaryGrossValue: salary }] : [],
  };
}
