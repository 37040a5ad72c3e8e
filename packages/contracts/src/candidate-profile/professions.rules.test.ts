import { describe, expect, it } from 'vitest';
import { type ProfessionRuleValues, adultLifeMonths, certificatesRequiredBy, hasDiploma, isExpertClass, lockedCertificates, professionIssues, workTimeBeyondAdultLife } from './professions.rules.ts';

const profession = (overrides: Partial<ProfessionRuleValues> = {}): ProfessionRuleValues => ({
  professionClass: 1,
  certificates: [],
  skillsTechnicals: [],
  skillsProfessionals: [],
  productionMaterials: [],
  worksFor: [],
  ...overrides,
});
const work = { workTime: { year: 2, month: 0 }, haveReferences: false };

describe('certificates', () => {
  it('brings the journeyman diploma with the master diploma whatever the data says', () => {
    expect(certificatesRequiredBy(2)).toEqual([1]);
    expect(certificatesRequiredBy(2, () => [1])).toEqual([1]);
    expect(certificatesRequiredBy(7, (id) => (id === 7 ? [5] : []))).toEqual([5]);
    expect([...lockedCertificates([2, 7], (id) => (id === 7 ? [5] : []))]).toEqual([1, 5]);
  });

  it('knows a diploma and the expert class', () => {
    expect(hasDiploma([1])).toBe(true);
    expect(hasDiploma([3])).toBe(false);
    expect(isExpertClass(2)).toBe(true);
    expect(isExpertClass('2')).toBe(true);
    expect(isExpertClass('')).toBe(false);
  });
});

describe('professionIssues', () => {
  it('accepts a complete profession', () => {
    expect(professionIssues(profession({ certificates: [1, 2], skillsTechnicals: [1], worksFor: [work] }))).toEqual([]);
  });

  it('wants an expert to name a certificate and a work entry', () => {
    expect(professionIssues(profession({ professionClass: 2 }))).toEqual([
      { path: ['certificates'], key: 'at_least_one_certificate' },
      { path: ['worksFor'], key: 'expert_work_entry_required' },
    ]);
  });

  it('wants the journeyman diploma with the master diploma, and technical drawing with either', () => {
    expect(professionIssues(profession({ certificates: [2], skillsTechnicals: [20] }))).toEqual([
      { path: ['certificates'], key: 'journeyman_diploma_required' },
      { path: ['skillsTechnicals'], key: 'technical_drawing_required' },
    ]);
    expect(professionIssues(profession({ certificates: [7] }), (id) => (id === 7 ? [5] : []))).toEqual([
      { path: ['certificates'], key: 'journeyman_diploma_required' },
    ]);
  });

  it('wants every ticked skill and material rated, each once', () => {
    expect(
      professionIssues(profession({ skillsProfessionals: [{ skillsProfessional: 40 }], productionMaterials: [{ productionMaterial: 16, rating: null }] })),
    ).toEqual([
      { path: ['skillsProfessionals'], key: 'skillsNotRated' },
      { path: ['productionMaterials'], key: 'pmNotRated' },
    ]);
    expect(professionIssues(profession({ skillsProfessionals: [{ skillsProfessional: 40, rating: 3 }, { skillsProfessional: 40, rating: 4 }] }))).toEqual([
      { path: ['skillsProfessionals'], key: 'invalid_value' },
    ]);
  });

  it('checks work entries and references', () => {
    const entry = { workTime: { year: 0, month: 0 }, haveReferences: true, referenceFirstName: 'Ola', referenceLastName: '  ' };
    expect(professionIssues(profession({ worksFor: [entry] }))).toEqual([
      { path: ['worksFor', 0, 'workTime'], key: 'at_least_one_month_is_required' },
      { path: ['worksFor', 0, 'referenceLastName'], key: 'field_required' },
      { path: ['worksFor', 0, 'referenceEmail'], key: 'field_required' },
    ]);
  });
});

describe('work time and the candidate\'s working life', () => {
  it('counts whole months from the 16th birthday to today', () => {
    expect(adultLifeMonths('1990-05-17', '2006-05-16')).toBe(0);
    expect(adultLifeMonths('1990-05-17', '2006-05-17')).toBe(0);
    expect(adultLifeMonths('1990-05-17', '2007-05-16')).toBe(11);
    expect(adultLifeMonths('1990-05-17', '2007-05-17')).toBe(12);
    expect(adultLifeMonths('2000-02-29', '2017-02-28')).toBe(11);
    expect(adultLifeMonths('2000-02-29', '2017-03-01')).toBe(12);
  });

  it('refuses a profession\'s work time together longer than that, on its last entry', () => {
    const work = (year: number, month: number) => ({ workTime: { year, month }, haveReferences: false });
    const profession = (worksFor: ReturnType<typeof work>[]) => ({ professionClass: 1, certificates: [], skillsTechnicals: [], skillsProfessionals: [], productionMaterials: [], worksFor });
    const context = { dateOfBirth: '1990-05-17', today: '2026-11-24' };
    expect(workTimeBeyondAdultLife([work(80, 12)], '1990-05-17', '2026-11-24')).toBe(true);
    expect(workTimeBeyondAdultLife([work(20, 6)], '1990-05-17', '2026-11-24')).toBe(false);
    expect(workTimeBeyondAdultLife([work(20, 6), work(0, 1)], '1990-05-17', '2026-11-24')).toBe(true);
    expect(professionIssues(profession([work(10, 0), work(11, 0)]), undefined, context)).toEqual([{ path: ['worksFor', 1, 'workTime'], key: 'work_time_longer_than_adult_life' }]);
    expect(professionIssues(profession([work(10, 0)]), undefined, context)).toEqual([]);
    // Without the date of birth the rule cannot apply.
    expect(professionIssues(profession([work(80, 12)]), undefined, { today: '2026-11-24' })).toEqual([]);
  });
});
