import { describe, expect, it } from 'vitest';
import { PROFILE } from '@/testing/offer-candidates';
import { candidateProfileView } from './candidate-profile-view';

describe('candidate profile view', () => {
  it('reads the profile the API shows', () => {
    const view = candidateProfileView(PROFILE);
    expect(view).toMatchObject({
      availableFrom: '2026-12-01',
      sex: 'Male',
      nationality: 'Poland',
      nativeLanguage: 'Polish',
      contactTimes: ['8:00–12:00'],
      languages: [{ language: 'English', proficiency: 'B1' }],
    });
    expect(view.workPlaces[0]).toMatchObject({
      country: 'Norway',
      regions: [{ title: 'Vestland', cities: ['Bergen'] }],
      documents: ['Tax card'],
      rating: 4,
      salaries: [{ type: null, value: { amount: 250, currency: 'NOK' } }],
    });
    expect(view.professions[0]).toMatchObject({
      industry: 'Construction',
      profession: 'Welder',
      level: 'Expert',
      certificates: ['EN ISO 9606-1'],
      professionalSkills: [{ title: 'Fillet welds', rating: 3.5 }],
      technicalSkills: [{ title: 'Reading technical drawings', rating: null }],
      worksFor: [{ workedFor: 'Aker', country: 'Norway', years: 2, months: 3, haveReferences: true, haveReferencesContact: false }],
    });
  });

  it('skips what is missing or shaped otherwise', () => {
    const view = candidateProfileView({ sex: 3, candidateProfileLanguages: 'en', candidateProfileProfessions: [null, { profession: { title: 'Welder' }, worksFor: {} }] });
    expect(view.sex).toBeNull();
    expect(view.languages).toEqual([]);
    expect(view.professions).toHaveLength(1);
    expect(view.professions[0]!.worksFor).toEqual([]);
    expect(candidateProfileView(undefined).professions).toEqual([]);
  });
});
