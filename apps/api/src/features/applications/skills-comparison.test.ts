import { describe, expect, it } from 'vitest';
import { skillsComparison } from './skills-comparison.ts';

const offer = {
  industryId: 1,
  professionId: 1,
  requirements: {
    skillsProfessionals: [
      { id: 21, isRequired: false, rating: 2 },
      { id: 20, isRequired: true, rating: 4 },
      { id: 22, isRequired: true, rating: null },
    ],
    skillsTechnicals: [
      { id: 1, isRequired: true },
      { id: 5, isRequired: false },
    ],
  },
};
const title = (kind: string, id: number) => `${kind}:${id}`;

describe('skillsComparison', () => {
  it('compares the profession’s ratings, required first, professional before technical', () => {
    const carpenter = {
      industryId: 1,
      professionId: 1,
      items: [
        { kind: 'skillsProfessionals' as const, itemId: 20, rating: 3.5 },
        { kind: 'skillsProfessionals' as const, itemId: 21, rating: 2 },
        { kind: 'skillsTechnicals' as const, itemId: 1, rating: null },
      ],
    };
    expect(skillsComparison(offer, [carpenter], title)).toEqual([
      { title: 'skillsProfessionals:20', rating: 4, candidateRating: 3.5, isRequired: true, kind: 'professional', met: false },
      { title: 'skillsProfessionals:22', rating: null, candidateRating: null, isRequired: true, kind: 'professional', met: false },
      { title: 'skillsProfessionals:21', rating: 2, candidateRating: 2, isRequired: false, kind: 'professional', met: true },
      { title: 'skillsTechnicals:1', rating: null, candidateRating: null, isRequired: true, kind: 'technical', met: true },
      { title: 'skillsTechnicals:5', rating: null, candidateRating: null, isRequired: false, kind: 'technical', met: false },
    ]);
  });

  it('falls back to a profession of the same industry, and meets nothing without one', () => {
    const bricklayer = { industryId: 1, professionId: 3, items: [{ kind: 'skillsProfessionals' as const, itemId: 20, rating: 5 }] };
    expect(skillsComparison(offer, [bricklayer], title)[0]?.met).toBe(true);
    const driver = { industryId: 5, professionId: 50, items: [{ kind: 'skillsProfessionals' as const, itemId: 20, rating: 5 }] };
    expect(skillsComparison(offer, [driver], title).some((row) => row.met)).toBe(false);
  });
});
