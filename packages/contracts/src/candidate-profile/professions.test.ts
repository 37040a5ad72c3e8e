import { describe, expect, it } from 'vitest';
import { wizardStep4Body } from './professions.ts';

const profession = { industry: 1, profession: 1, professionClass: 1, skillsProfessionals: ['40'], productionMaterials: [{ productionMaterial: 16, rating: '3.5' }] };
const work = { workedFor: 'Bygg AS', country: 'no' };

describe('step 4 body', () => {
  it('reads bare ids as unrated items and fills the work time', () => {
    const parsed = wizardStep4Body.parse({ candidateProfileProfessions: [{ ...profession, worksFor: [work] }] });
    expect(parsed.candidateProfileProfessions[0]).toMatchObject({
      skillsProfessionals: [{ skillsProfessional: 40 }],
      productionMaterials: [{ productionMaterial: 16, rating: 3.5 }],
      worksFor: [{ workedFor: 'Bygg AS', country: 'NO', workTime: { year: 0, month: 0 }, haveReferences: false, attachments: [] }],
    });
  });

  it('needs one to five professions and bounds the work time', () => {
    expect(wizardStep4Body.safeParse({}).error?.issues.map((i) => i.message)).toEqual(['profession_not_added']);
    expect(wizardStep4Body.safeParse({ candidateProfileProfessions: Array(6).fill(profession) }).error?.issues.map((i) => i.message)).toEqual(['too_many_professions']);
    const long = { ...work, workTime: { year: 81, month: 13 } };
    expect(wizardStep4Body.safeParse({ candidateProfileProfessions: [{ ...profession, worksFor: [long] }] }).error?.issues.map((i) => i.message)).toEqual([
      'max_80_years',
      'max_length_12_months',
    ]);
  });
});
