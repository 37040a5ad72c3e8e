import { type PipelineCandidate, type PipelineCounts, type PipelineItem, type PipelineList, StatusId } from '@trades/contracts';

/* Fixtures of the employer's candidate pipeline tests. */

/** A candidate profile as the API shows it (contracts: profile-shown.ts), trimmed to what the panel reads. */
export const PROFILE = {
  availableFrom: '2026-12-01',
  dateOfBirth: '1990-04-12',
  sex: { id: 1, title: 'Male' },
  countryOfNationality: { countryCode: 'PL', country: 'Poland' },
  countryOfResidence: { countryCode: 'PL', country: 'Poland' },
  nativeLanguage: { languageCode: 'pl', language: 'Polish' },
  preferredContactTimes: [{ id: 1, title: '8:00–12:00' }],
  candidateProfileLanguages: [{ languageCode: 'en', language: 'English', languageProficiency: { id: 3, title: 'B1' } }],
  candidateProfileWorkLocations: [
    {
      id: 1,
      workLocationState: { id: 1, country: 'Norway', countryCode: 'NO' },
      allState: false,
      workLocationRegions: [{ id: 46, title: 'Vestland' }],
      workLocationCities: [{ id: 4, title: 'Bergen', region: 46 }],
      requiredDocuments: [{ requiredDocument: { id: 1, title: 'Tax card' } }],
      requiredDocumentsAttachments: [],
      rating: 4,
      salaryGrossValue: { amount: 250, currency: 'NOK' },
      candidateProfileWorkLocationSalaries: [],
    },
  ],
  candidateProfileProfessions: [
    {
      id: 1,
      industry: { id: 1, title: 'Construction' },
      profession: { id: 20, title: 'Welder' },
      professionClass: { id: 2, title: 'Expert' },
      certificates: [{ id: 40, title: 'EN ISO 9606-1' }],
      experiences: [],
      skillsProfessionals: [{ skillsProfessional: { id: 102, title: 'Fillet welds' }, rating: 3.5 }],
      skillsTechnicals: [{ id: 1, title: 'Reading technical drawings' }],
      worksFor: [{ workedFor: 'Aker', country: { countryCode: 'NO', country: 'Norway' }, workTime: { year: 2, month: 3 }, haveReferences: true }],
    },
  ],
};

export function pipelineCandidate(overrides: Partial<PipelineCandidate> = {}): PipelineCandidate {
  return {
    uuid: 'cand-uuid',
    firstName: 'Jan',
    lastName: 'Kowalski',
    allowBought: false,
    email: 'jan@example.com',
    phones: [{ country: 'PL', country_code: '48', number: '600 100 200' }],
    candidateProfile: PROFILE,
    ...overrides,
  };
}

/** An applicant's card with the given status. */
export function pipelineItem(id: number, statusId: number = StatusId.New, overrides: Partial<PipelineItem> = {}): PipelineItem {
  return {
    id,
    status: { id: statusId, title: `status ${statusId}` },
    score: 80,
    // No breakdown unless a test gives one: the card then shows the bare percent.
    fitVerdict: null,
    partsScore: null,
    scoreBreakdown: [],
    availableFrom: '2026-12-01',
    appliedAt: '2026-11-20T10:00:00.000Z',
    candidateApplied: pipelineCandidate({ uuid: `cand-${id}`, firstName: `Jan${id}` }),
    memberCandidate: null,
    skillsComparison: [],
    readiness: { have: 3, total: 5 },
    ...overrides,
  };
}

export const COUNTS: PipelineCounts = { applications: 2, forAnalysis: 1, itSuits: 0, offerPresented: 0, hired: 3, notFit: 0 };

export function pipelineAnswer(items: PipelineItem[], counts: Partial<PipelineCounts> = {}): PipelineList {
  return { items, counts: { ...COUNTS, ...counts }, mailDelaySeconds: 300 };
}
