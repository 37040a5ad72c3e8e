/*
 * The candidate's profile on a card comes as a loose record (contracts: pipelineCandidate.candidateProfile,
 * the CandidateProfile of employer-side.md 3). These readers turn it into what the User profile tab
 * shows and skip whatever is missing or shaped otherwise, so one odd field never breaks the panel.
 */

type Loose = Record<string, unknown>;

function record(value: unknown): Loose | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Loose) : null;
}

function list(value: unknown): Loose[] {
  return Array.isArray(value) ? value.map(record).filter((entry): entry is Loose => entry !== null) : [];
}

function num(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** A text, or the readable name of a dictionary entry ({title}, {country}, {language}, {name}). */
export function label(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() || null;
  const entry = record(value);
  if (!entry) return null;
  for (const key of ['title', 'country', 'language', 'name']) {
    const text = entry[key];
    if (typeof text === 'string' && text.trim()) return text.trim();
  }
  return null;
}

function labels(value: unknown): string[] {
  return (Array.isArray(value) ? value : []).map(label).filter((text): text is string => text !== null);
}

export interface RatedItem {
  title: string;
  rating: number | null;
}

/** Rated entries come as {skillsProfessional: {title}, rating}; plain ones as {title}. */
function ratedItems(value: unknown, itemKey: string): RatedItem[] {
  return list(value)
    .map((entry) => ({ title: label(entry[itemKey]) ?? label(entry), rating: num(entry.rating) }))
    .filter((item): item is RatedItem => item.title !== null);
}

export interface Money {
  amount: number;
  currency: string;
}

function money(value: unknown): Money | null {
  const entry = record(value);
  const amount = num(entry?.amount);
  return entry && amount !== null && typeof entry.currency === 'string' ? { amount, currency: entry.currency } : null;
}

export interface WorkPlaceView {
  country: string | null;
  allState: boolean;
  regions: { title: string; cities: string[] }[];
  documents: string[];
  files: { title: string; url: string | null }[];
  rating: number | null;
  salaries: { type: string | null; value: Money }[];
}

function workPlace(entry: Loose): WorkPlaceView {
  const cities = list(entry.workLocationCities);
  const regions = list(entry.workLocationRegions)
    .map((region) => ({
      title: label(region) ?? '',
      // Cities name their region by id; a region may also carry its own list.
      cities: [...labels(region.cities), ...cities.filter((city) => city.region === region.id).map(label)].filter((text): text is string => Boolean(text)),
    }))
    .filter((region) => region.title);
  const salaries = list(entry.candidateProfileWorkLocationSalaries)
    .map((salary) => ({ type: label(salary.salaryType), value: money(salary.salaryGrossValue) }))
    .filter((salary): salary is { type: string | null; value: Money } => salary.value !== null);
  const single = money(entry.salaryGrossValue);
  return {
    country: label(entry.workLocationState),
    allState: entry.allState === true,
    regions,
    documents: list(entry.requiredDocuments).map((document) => label(document.requiredDocument) ?? label(document)).filter((text): text is string => text !== null),
    files: list(entry.requiredDocumentsAttachments)
      .map((file) => ({ title: label(file) ?? label(file.originalName) ?? label(file.filename) ?? '', url: typeof file.url === 'string' ? file.url : null }))
      .filter((file) => file.title),
    rating: num(entry.rating),
    salaries: salaries.length > 0 ? salaries : single ? [{ type: null, value: single }] : [],
  };
}

export interface WorkEntryView {
  workedFor: string | null;
  country: string | null;
  years: number | null;
  months: number | null;
  haveReferences: boolean;
  haveReferencesContact: boolean;
}

export interface ProfessionView {
  industry: string | null;
  profession: string | null;
  level: string | null;
  certificates: string[];
  experiences: string[];
  professionalSkills: RatedItem[];
  technicalSkills: RatedItem[];
  worksFor: WorkEntryView[];
}

function profession(entry: Loose): ProfessionView {
  return {
    industry: label(entry.industry),
    profession: label(entry.profession),
    level: label(entry.professionClass),
    certificates: labels(entry.certificates),
    experiences: labels(entry.experiences),
    professionalSkills: ratedItems(entry.skillsProfessionals, 'skillsProfessional'),
    technicalSkills: ratedItems(entry.skillsTechnicals, 'skillsTechnical'),
    worksFor: list(entry.worksFor).map((work) => {
      const time = record(work.workTime);
      const contact = ['referenceFirstName', 'referenceLastName', 'referenceEmail', 'referencePhone'].some((key) => Boolean(work[key]));
      return {
        workedFor: label(work.workedFor),
        country: label(work.country),
        years: num(time?.year),
        months: num(time?.month),
        haveReferences: work.haveReferences === true,
        haveReferencesContact: work.haveReferencesContact === true || contact,
      };
    }),
  };
}

export interface CandidateProfileView {
  availableFrom: string | null;
  dateOfBirth: string | null;
  sex: string | null;
  nationality: string | null;
  nativeLanguage: string | null;
  residence: string | null;
  contactTimes: string[];
  languages: { language: string; proficiency: string | null }[];
  workPlaces: WorkPlaceView[];
  professions: ProfessionView[];
}

export function candidateProfileView(profile: unknown): CandidateProfileView {
  const source = record(profile) ?? {};
  return {
    availableFrom: label(source.availableFrom),
    dateOfBirth: label(source.dateOfBirth),
    sex: label(source.sex),
    nationality: label(source.countryOfNationality),
    nativeLanguage: label(source.nativeLanguage),
    residence: label(source.countryOfResidence),
    contactTimes: labels(source.preferredContactTimes),
    languages: list(source.candidateProfileLanguages)
      .map((entry) => ({ language: label(entry.language) ?? label(entry.languageCode), proficiency: label(entry.languageProficiency) }))
      .filter((entry): entry is { language: string; proficiency: string | null } => entry.language !== null),
    workPlaces: list(source.candidateProfileWorkLocations).map(workPlace),
    professions: list(source.candidateProfileProfessions).map(profession),
  };
}
