import {
  ErrorKey,
  ProfileErrorKey,
  availabilityOf,
  birthDateIssue,
  keptFlexibleWorks,
  keptWorkSystems,
  languageIssues,
  professionIssues,
  workTermsChoiceIssue,
  type ProfessionRuleContext,
  repeatedIndexes,
  workPlaceIssues,
  type Availability,
  type FormIssue,
  type ProfessionItemKind,
  type WizardStep2Body,
  type WizardStep3Body,
  type WizardStep4Body,
  type WizardStep5Body,
  type WizardStep6Body,
  type WizardStep7Body,
} from '@trades/contracts';
import { addFormError, fieldPath } from '../../infra/http/errors.ts';
import { validatePhone } from '../../infra/phone/phone.ts';
import type { ProfileReference } from './profile-reference.ts';

/*
 * The wizard's rules on the server: the shared rules of the contracts (the web form applies the same
 * ones), then the ones that need the reference data (every id known, items the profession offers,
 * regions of the country, cities of their region) or the phone library. Pure functions of the parsed
 * body, the reference data and "today"; each returns the form errors (field path -> message keys)
 * and, where the save needs it, the body in its stored form.
 */

export type FormErrors = Record<string, string[]>;

/** Adds the shared rules' issues under `prefix` (the entry's place in the body). */
function addIssues(errors: FormErrors, issues: readonly FormIssue[], ...prefix: (string | number)[]): void {
  for (const issue of issues) addFormError(errors, fieldPath([...prefix, ...issue.path]), issue.key);
}

/* ---------- step 2: personal and contact data ---------- */

export interface CheckedPhone {
  country: string;
  number: string;
  e164: string;
}

export function checkPersonalData(
  body: WizardStep2Body,
  reference: ProfileReference,
  today: string,
): { errors: FormErrors; phones: CheckedPhone[] } {
  const errors: FormErrors = {};
  if (!reference.sex(body.sex)) addFormError(errors, 'sex', ErrorKey.InvalidValue);
  const birthDate = birthDateIssue(body.dateOfBirth, today);
  if (birthDate) addFormError(errors, 'dateOfBirth', birthDate);
  if (!reference.country(body.countryOfNationality)) addFormError(errors, 'countryOfNationality', ErrorKey.InvalidValue);
  if (!reference.country(body.countryOfResidence)) addFormError(errors, 'countryOfResidence', ErrorKey.InvalidValue);
  if (!reference.language(body.nativeLanguage)) addFormError(errors, 'nativeLanguage', ErrorKey.InvalidValue);
  if (body.preferredContactTimes.some((id) => !reference.contactTime(id))) {
    addFormError(errors, 'preferredContactTimes', ErrorKey.InvalidValue);
  }
  const phones: CheckedPhone[] = [];
  const seen = new Set<string>();
  body.phones.forEach(({ phone }, i) => {
    const check = validatePhone(phone.country, phone.number);
    if (!check.valid) return addFormError(errors, `phones[${i}].phone`, ErrorKey.InvalidPhone);
    if (seen.has(check.e164)) return addFormError(errors, `phones[${i}].phone`, ProfileErrorKey.PhoneDuplicated);
    seen.add(check.e164);
    phones.push({ country: phone.country, number: check.nationalNumber, e164: check.e164 });
  });
  return { errors, phones };
}

/* ---------- step 3: foreign languages ---------- */

export function checkLanguages(body: WizardStep3Body, reference: ProfileReference, nativeLanguage: string | null): FormErrors {
  const errors: FormErrors = {};
  const unknown = new Set<number>();
  body.candidateProfileLanguages.forEach((row, i) => {
    const field = `candidateProfileLanguages[${i}]`;
    if (!reference.language(row.languageCode)) {
      unknown.add(i);
      addFormError(errors, `${field}.languageCode`, ErrorKey.InvalidValue);
    }
    if (!reference.proficiency(row.languageProficiency)) addFormError(errors, `${field}.languageProficiency`, ErrorKey.InvalidValue);
  });
  // An unknown language is only invalid_value; the shared rules judge the known ones.
  const issues = languageIssues(body.candidateProfileLanguages, nativeLanguage).filter((issue) => !unknown.has(issue.path[0] as number));
  addIssues(errors, issues, 'candidateProfileLanguages');
  return errors;
}

/* ---------- step 4: professions ---------- */

const PLAIN_KINDS = [
  'certificates',
  'experiences',
  'skillsAdditionals',
  'productionStages',
  'productionMethods',
  'productionUses',
  'skillsTechnicals',
] as const satisfies readonly ProfessionItemKind[];

/** Step 4's rules; `candidate` (date of birth and today) bounds the work time by the candidate's working life. */
export function checkProfessions(body: WizardStep4Body, reference: ProfileReference, candidate: ProfessionRuleContext = {}): FormErrors {
  const errors: FormErrors = {};
  const repeated = new Set(repeatedIndexes(body.candidateProfileProfessions.map((entry) => entry.profession)));
  body.candidateProfileProfessions.forEach((entry, i) => {
    const field = `candidateProfileProfessions[${i}]`;
    const industry = reference.industry(entry.industry);
    const profession = reference.profession(entry.profession);
    if (!industry) addFormError(errors, `${field}.industry`, ErrorKey.InvalidValue);
    if (!profession || (industry && profession.industryId !== industry.id)) {
      addFormError(errors, `${field}.profession`, ErrorKey.InvalidValue);
    } else if (repeated.has(i)) {
      addFormError(errors, `${field}.profession`, ProfileErrorKey.ProfessionDuplicated);
    }
    if (!reference.professionClass(entry.professionClass)) addFormError(errors, `${field}.professionClass`, ErrorKey.InvalidValue);

    // Only the items the chosen profession offers can be ticked.
    if (profession) {
      const offers = (kind: ProfessionItemKind, ids: readonly number[]) => {
        const offered = new Set(reference.offeredItems(profession.id, kind));
        if (ids.some((id) => !offered.has(id))) addFormError(errors, `${field}.${kind}`, ErrorKey.InvalidValue);
      };
      for (const kind of PLAIN_KINDS) offers(kind, entry[kind]);
      offers('skillsProfessionals', entry.skillsProfessionals.map((s) => s.skillsProfessional));
      offers('productionMaterials', entry.productionMaterials.map((m) => m.productionMaterial));
    }

    addIssues(errors, professionIssues(entry, (id) => reference.certificateRequires(id), candidate), field);
    entry.worksFor.forEach((work, j) => {
      const workField = `${field}.worksFor[${j}]`;
      if (!reference.country(work.country)) addFormError(errors, `${workField}.country`, ErrorKey.InvalidValue);
      if (work.referencePhone && !validatePhone(work.referencePhone.country, work.referencePhone.number).valid) {
        addFormError(errors, `${workField}.referencePhone`, ErrorKey.InvalidPhone);
      }
    });
  });
  return errors;
}

function hasDuplicates(ids: readonly number[]): boolean {
  return new Set(ids).size !== ids.length;
}

/* ---------- step 5: availability ---------- */

/** The shared availability rules, as form errors. */
export function checkAvailability(
  body: WizardStep5Body,
  currentStatus: number,
  today: string,
): { errors: FormErrors; availability?: Availability } {
  const errors: FormErrors = {};
  const { issues, availability } = availabilityOf(body, currentStatus, today);
  addIssues(errors, issues);
  return availability ? { errors, availability } : { errors };
}

/* ---------- step 6: preferred work places ---------- */

export function checkWorkLocations(body: WizardStep6Body, reference: ProfileReference): FormErrors {
  const errors: FormErrors = {};
  const repeated = new Set(repeatedIndexes(body.candidateProfileWorkLocations.map((place) => place.workLocationState)));
  body.candidateProfileWorkLocations.forEach((place, i) => {
    const field = `candidateProfileWorkLocations[${i}]`;
    const country = reference.workCountry(place.workLocationState);
    if (!country) {
      addFormError(errors, `${field}.workLocationState`, ErrorKey.InvalidValue);
      return;
    }
    if (repeated.has(i)) addFormError(errors, `${field}.workLocationState`, ProfileErrorKey.LocationCountryDuplicated);

    // Regions of the country, cities of the chosen regions, documents of the country: the reference data's.
    const unknownRegions = new Set<number>();
    if (!place.allState) {
      place.workLocationRegions.forEach((regionId, j) => {
        const region = reference.region(regionId);
        if (!region || region.countryId !== country.id) {
          unknownRegions.add(j);
          addFormError(errors, `${field}.workLocationRegions`, ErrorKey.InvalidValue);
        }
      });
      const chosenRegions = new Set(place.workLocationRegions.filter((_, j) => !unknownRegions.has(j)));
      if (place.workLocationCities.some((cityId) => !chosenRegions.has(reference.city(cityId)?.regionId ?? -1))) {
        addFormError(errors, `${field}.workLocationCities`, ErrorKey.InvalidValue);
      }
    }
    const documents = place.requiredDocuments.map((d) => d.requiredDocument);
    const offered = new Set(country.documentIds);
    if (documents.some((id) => !offered.has(id)) || hasDuplicates(documents)) {
      addFormError(errors, `${field}.requiredDocuments`, ErrorKey.InvalidValue);
    }
    const salary = place.salaryGrossValue;
    if (salary && salary.tbbc_currency !== country.salaryMax.currency) addFormError(errors, `${field}.salaryGrossValue.tbbc_currency`, ErrorKey.InvalidValue);

    const issues = workPlaceIssues(
      {
        allState: place.allState,
        regions: place.workLocationRegions.map((regionId) => ({ cities: place.workLocationCities.filter((cityId) => reference.city(cityId)?.regionId === regionId) })),
        requiredDocuments: documents,
        salaryAmount: salary?.tbbc_amount ?? null,
      },
      { documentRequires: (id) => reference.document(id)?.requires ?? [], salaryMin: country.salaryMin, salaryMax: country.salaryMax },
    );
    // An unknown region is only invalid_value.
    addIssues(errors, issues.filter((issue) => !(issue.path[0] === 'workLocationRegions' && unknownRegions.has(issue.path[1] as number))), field);
  });
  return errors;
}

/* ---------- step 7: contract types, work systems, flexible work ---------- */

/**
 * Work systems belong to constant work and conditions to flexible work: switching either off
 * clears its list. A condition with nothing chosen is dropped, as the dialog does. At least one
 * contract type, work system or flexible work is needed.
 */
export function checkWorkTerms(body: WizardStep7Body, reference: ProfileReference): { errors: FormErrors; terms: WizardStep7Body } {
  const errors: FormErrors = {};
  if (body.contractTypes.some((id) => !reference.contractType(id))) addFormError(errors, 'contractTypes', ErrorKey.InvalidValue);
  if (body.workSystems.some((id) => !reference.workSystem(id))) addFormError(errors, 'workSystems', ErrorKey.InvalidValue);
  const choice = workTermsChoiceIssue(body);
  if (choice) addFormError(errors, 'contractTypes', choice);
  return {
    errors,
    terms: {
      ...body,
      workSystems: keptWorkSystems(body.isConstantWork, body.workSystems),
      candidateProfileFlexibleWorks: keptFlexibleWorks(body.isFlexibleWork, body.candidateProfileFlexibleWorks),
    },
  };
}
