import {
  AvailabilityStatus,
  EARLIEST_BIRTH_DATE,
  EXPERT_PROFESSION_CLASS_ID,
  ErrorKey,
  JOURNEYMAN_DIPLOMA_ID,
  MASTER_DIPLOMA_ID,
  MIN_CANDIDATE_AGE_YEARS,
  ProfileErrorKey,
  TECHNICAL_DRAWING_SKILL_ID,
  WIZARD_COMPLETE,
  WIZARD_LAST_STEP,
  type ProfessionItemKind,
  type WizardStep2Body,
  type WizardStep3Body,
  type WizardStep4Body,
  type WizardStep5Body,
  type WizardStep6Body,
  type WizardStep7Body,
} from '@trades/contracts';
import { addFormError } from '../../infra/http/errors.ts';
import { validatePhone } from '../../infra/phone/phone.ts';
import type { ProfileReference } from './profile-reference.ts';

/*
 * The rules of candidate-side.md 4.1-4.4 and 5 that go beyond the shape of a step's body: pure
 * functions of the parsed body, the reference data and "today". Each returns the form errors
 * (field path -> message keys) and, where the save needs it, the body in its stored form.
 */

export type FormErrors = Record<string, string[]>;

/** Dates are the candidates' calendar dates: the market's time zone, not the server's. */
export const PROFILE_TIME_ZONE = 'Europe/Warsaw';

/** YYYY-MM-DD of an instant in the market's time zone. */
export function calendarDate(now: Date, timeZone = PROFILE_TIME_ZONE): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** The same calendar day `years` earlier (29 February falls back to 28 February). */
export function yearsBefore(date: string, years: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const year = y - years;
  const lastDay = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(Math.min(d, lastDay)).padStart(2, '0')}`;
}

/** The latest date of birth of a candidate old enough to register today. */
export function latestBirthDate(today: string): string {
  return yearsBefore(today, MIN_CANDIDATE_AGE_YEARS);
}

/* ---------- wizard progress (4.1) ---------- */

/** A step can be saved when the candidate has reached it, or at any time once the wizard is complete. */
export function canSaveStep(wizardStep: number, step: number): boolean {
  return wizardStep === WIZARD_COMPLETE || step <= wizardStep;
}

/**
 * wizardStep after saving `step`: saving the step the candidate is on moves to the next one, the
 * step-8 submit completes the wizard (0), and saving an earlier step never moves backwards.
 */
export function wizardStepAfterSave(wizardStep: number, step: number): number {
  if (wizardStep === WIZARD_COMPLETE) return WIZARD_COMPLETE;
  if (step !== wizardStep) return wizardStep;
  return step === WIZARD_LAST_STEP ? WIZARD_COMPLETE : step + 1;
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
  if (body.dateOfBirth < EARLIEST_BIRTH_DATE) addFormError(errors, 'dateOfBirth', ProfileErrorKey.BirthDateTooEarly);
  else if (body.dateOfBirth > latestBirthDate(today)) addFormError(errors, 'dateOfBirth', ProfileErrorKey.MinAge);
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
  const seen = new Set<string>();
  body.candidateProfileLanguages.forEach((row, i) => {
    const field = `candidateProfileLanguages[${i}]`;
    if (!reference.language(row.languageCode)) addFormError(errors, `${field}.languageCode`, ErrorKey.InvalidValue);
    else if (row.languageCode === nativeLanguage) addFormError(errors, `${field}.languageCode`, ProfileErrorKey.LanguageIsNative);
    else if (seen.has(row.languageCode)) addFormError(errors, `${field}.languageCode`, ProfileErrorKey.LanguageDuplicated);
    seen.add(row.languageCode);
    if (!reference.proficiency(row.languageProficiency)) addFormError(errors, `${field}.languageProficiency`, ErrorKey.InvalidValue);
  });
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

export function checkProfessions(body: WizardStep4Body, reference: ProfileReference): FormErrors {
  const errors: FormErrors = {};
  const seenProfessions = new Set<number>();
  body.candidateProfileProfessions.forEach((entry, i) => {
    const field = `candidateProfileProfessions[${i}]`;
    const industry = reference.industry(entry.industry);
    const profession = reference.profession(entry.profession);
    if (!industry) addFormError(errors, `${field}.industry`, ErrorKey.InvalidValue);
    if (!profession || (industry && profession.industryId !== industry.id)) {
      addFormError(errors, `${field}.profession`, ErrorKey.InvalidValue);
    } else if (seenProfessions.has(profession.id)) {
      addFormError(errors, `${field}.profession`, ProfileErrorKey.ProfessionDuplicated);
    }
    seenProfessions.add(entry.profession);
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

    const isExpert = entry.professionClass === EXPERT_PROFESSION_CLASS_ID;
    if (isExpert && entry.certificates.length === 0) addFormError(errors, `${field}.certificates`, ProfileErrorKey.AtLeastOneCertificate);
    const certificates = new Set(entry.certificates);
    const impliedMissing = entry.certificates.some((id) =>
      [...reference.certificateRequires(id), ...(id === MASTER_DIPLOMA_ID ? [JOURNEYMAN_DIPLOMA_ID] : [])].some((required) => !certificates.has(required)),
    );
    if (impliedMissing) addFormError(errors, `${field}.certificates`, ProfileErrorKey.JourneymanDiplomaRequired);
    const hasDiploma = certificates.has(JOURNEYMAN_DIPLOMA_ID) || certificates.has(MASTER_DIPLOMA_ID);
    if (hasDiploma && !entry.skillsTechnicals.includes(TECHNICAL_DRAWING_SKILL_ID)) {
      addFormError(errors, `${field}.skillsTechnicals`, ProfileErrorKey.TechnicalDrawingRequired);
    }
    if (entry.skillsProfessionals.some((s) => s.rating === undefined)) addFormError(errors, `${field}.skillsProfessionals`, ProfileErrorKey.SkillsNotRated);
    if (entry.productionMaterials.some((m) => m.rating === undefined)) addFormError(errors, `${field}.productionMaterials`, ProfileErrorKey.MaterialsNotRated);
    if (hasDuplicates(entry.skillsProfessionals.map((s) => s.skillsProfessional))) addFormError(errors, `${field}.skillsProfessionals`, ErrorKey.InvalidValue);
    if (hasDuplicates(entry.productionMaterials.map((m) => m.productionMaterial))) addFormError(errors, `${field}.productionMaterials`, ErrorKey.InvalidValue);

    // The expert's first work entry cannot be removed: an expert always has one.
    if (isExpert && entry.worksFor.length === 0) addFormError(errors, `${field}.worksFor`, ProfileErrorKey.ExpertWorkEntryRequired);
    entry.worksFor.forEach((work, j) => {
      const workField = `${field}.worksFor[${j}]`;
      if (!reference.country(work.country)) addFormError(errors, `${workField}.country`, ErrorKey.InvalidValue);
      if (work.workTime.year === 0 && work.workTime.month === 0) addFormError(errors, `${workField}.workTime`, ProfileErrorKey.AtLeastOneMonth);
      if (work.haveReferences) {
        if (!work.referenceFirstName) addFormError(errors, `${workField}.referenceFirstName`, ErrorKey.FieldRequired);
        if (!work.referenceLastName) addFormError(errors, `${workField}.referenceLastName`, ErrorKey.FieldRequired);
        if (!work.referenceEmail) addFormError(errors, `${workField}.referenceEmail`, ErrorKey.FieldRequired);
      }
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

export interface Availability {
  isAvailable: boolean;
  availableFrom: string | null;
  availableStatus: number;
}

/**
 * Available (isAvailable, or status 2 as the matched-offers page sends it) needs a start date from
 * today on. Not available clears the date; a status of 2 then falls back to "not specified" (4).
 */
export function checkAvailability(
  body: WizardStep5Body,
  currentStatus: number,
  today: string,
): { errors: FormErrors; availability?: Availability } {
  const errors: FormErrors = {};
  const isAvailable = body.availableStatus !== undefined ? body.availableStatus === AvailabilityStatus.Available : body.isAvailable;
  if (isAvailable === undefined) {
    addFormError(errors, 'isAvailable', ErrorKey.FieldRequired);
    return { errors };
  }
  if (!isAvailable) {
    const status = body.availableStatus ?? (currentStatus === AvailabilityStatus.Available ? AvailabilityStatus.Orange : currentStatus);
    return { errors, availability: { isAvailable: false, availableFrom: null, availableStatus: status } };
  }
  if (!body.availableFrom || body.availableFrom < today) {
    addFormError(errors, 'availableFrom', ProfileErrorKey.AvailabilityDate);
    return { errors };
  }
  return { errors, availability: { isAvailable: true, availableFrom: body.availableFrom, availableStatus: AvailabilityStatus.Available } };
}

/* ---------- step 6: preferred work places ---------- */

export function checkWorkLocations(body: WizardStep6Body, reference: ProfileReference): FormErrors {
  const errors: FormErrors = {};
  const seenCountries = new Set<number>();
  body.candidateProfileWorkLocations.forEach((place, i) => {
    const field = `candidateProfileWorkLocations[${i}]`;
    const country = reference.workCountry(place.workLocationState);
    if (!country) {
      addFormError(errors, `${field}.workLocationState`, ErrorKey.InvalidValue);
      return;
    }
    if (seenCountries.has(country.id)) addFormError(errors, `${field}.workLocationState`, ProfileErrorKey.LocationCountryDuplicated);
    seenCountries.add(country.id);

    if (!place.allState) {
      if (place.workLocationRegions.length === 0) addFormError(errors, `${field}.workLocationRegions`, ProfileErrorKey.LocationRequired);
      const chosenRegions = new Set<number>();
      place.workLocationRegions.forEach((regionId, j) => {
        const region = reference.region(regionId);
        if (!region || region.countryId !== country.id) return addFormError(errors, `${field}.workLocationRegions`, ErrorKey.InvalidValue);
        chosenRegions.add(regionId);
        if (!place.workLocationCities.some((cityId) => reference.city(cityId)?.regionId === regionId)) {
          addFormError(errors, `${field}.workLocationRegions[${j}]`, ProfileErrorKey.CityRequired);
        }
      });
      if (place.workLocationCities.some((cityId) => !chosenRegions.has(reference.city(cityId)?.regionId ?? -1))) {
        addFormError(errors, `${field}.workLocationCities`, ErrorKey.InvalidValue);
      }
    }

    const documents = place.requiredDocuments.map((d) => d.requiredDocument);
    const offered = new Set(country.documentIds);
    if (documents.some((id) => !offered.has(id)) || hasDuplicates(documents)) {
      addFormError(errors, `${field}.requiredDocuments`, ErrorKey.InvalidValue);
    }
    // Norway: the tax card (1) comes with the personal number (2); other pairs by the same data.
    const ticked = new Set(documents);
    if (documents.some((id) => (reference.document(id)?.requires ?? []).some((required) => !ticked.has(required)))) {
      addFormError(errors, `${field}.requiredDocuments`, ProfileErrorKey.PersonalNumberRequired);
    }

    const salary = place.salaryGrossValue;
    if (salary.tbbc_currency !== country.salaryMax.currency) addFormError(errors, `${field}.salaryGrossValue.tbbc_currency`, ErrorKey.InvalidValue);
    if (salary.tbbc_amount < country.salaryMin.amount) addFormError(errors, `${field}.salaryGrossValue.tbbc_amount`, ProfileErrorKey.RateTooLow);
    if (salary.tbbc_amount > country.salaryMax.amount) addFormError(errors, `${field}.salaryGrossValue.tbbc_amount`, ProfileErrorKey.RateTooHigh);
  });
  return errors;
}

/* ---------- step 7: contract types, work systems, flexible work ---------- */

/**
 * Work systems belong to constant work and conditions to flexible work: switching either off
 * clears its list (4.4). A condition with nothing chosen is dropped, as the dialog does.
 */
export function checkWorkTerms(body: WizardStep7Body, reference: ProfileReference): { errors: FormErrors; terms: WizardStep7Body } {
  const errors: FormErrors = {};
  if (body.contractTypes.some((id) => !reference.contractType(id))) addFormError(errors, 'contractTypes', ErrorKey.InvalidValue);
  if (body.workSystems.some((id) => !reference.workSystem(id))) addFormError(errors, 'workSystems', ErrorKey.InvalidValue);
  const flexibleWorks = body.isFlexibleWork
    ? body.candidateProfileFlexibleWorks.filter((c) => c.months.length > 0 || c.days.length > 0 || c.hours[0] !== null || c.hours[1] !== null)
    : [];
  return {
    errors,
    terms: {
      ...body,
      workSystems: body.isConstantWork ? body.workSystems : [],
      candidateProfileFlexibleWorks: flexibleWorks,
    },
  };
}
