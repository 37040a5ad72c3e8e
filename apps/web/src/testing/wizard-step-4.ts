import type { ProfessionShown, wizardPrimary4 } from '@trades/contracts';
import type { z } from 'zod';

/** What the API answers for step 4's form. */
type Step4Primary = z.infer<typeof wizardPrimary4>;

/* Step 4 data of the component and rule tests: a small slice of the reference data. */

const item = (id: number, title: string) => ({ id, title });

export const STEP4_PRIMARY: Step4Primary = {
  step: 4,
  industries: [item(1, 'Construction'), item(5, 'Logistics and transport')],
  professions: { '1': [item(1, 'Carpenter'), item(3, 'Bricklayer')], '5': [item(60, 'Truck driver')] },
  professionClasses: [item(1, 'Helper'), item(2, 'Expert'), item(3, 'Specialist')],
  itemCatalogue: {
    certificates: [item(1, 'Journeyman diploma'), item(2, 'Master craftsman diploma'), item(30, 'Working at heights')],
    experiences: [item(1, 'New buildings'), item(2, 'Renovation')],
    skillsProfessionals: [item(20, 'Roof trusses'), item(21, 'Timber frames'), item(40, 'Brick walls')],
    skillsTechnicals: [item(1, 'Reading technical drawings'), item(20, 'Levelling')],
    skillsAdditionals: [item(1, 'Driving licence B')],
    productionStages: [item(2, 'Shell')],
    productionMaterials: [
      item(9, 'Timber'),
      item(10, 'Glulam'),
      item(11, 'Plywood'),
      item(12, 'OSB'),
      item(13, 'Formwork panels'),
      item(14, 'Steel'),
      item(15, 'Aluminium'),
      item(16, 'Brick'),
    ],
    productionMethods: [item(6, 'Prefabrication')],
    productionUses: [item(1, 'Housing')],
  },
  professionItems: {
    '1': {
      certificates: [1, 2, 30],
      experiences: [1, 2],
      skillsProfessionals: [20, 21],
      skillsTechnicals: [1, 20],
      skillsAdditionals: [1],
      productionStages: [2],
      productionMaterials: [9, 10, 11, 12, 13, 14, 15],
      productionMethods: [6],
      productionUses: [1],
    },
    '3': {
      certificates: [1, 2],
      experiences: [1],
      skillsProfessionals: [40],
      skillsTechnicals: [1],
      skillsAdditionals: [],
      productionStages: [],
      productionMaterials: [16],
      productionMethods: [],
      productionUses: [],
    },
    '60': {
      certificates: [1, 2],
      experiences: [],
      skillsProfessionals: [],
      skillsTechnicals: [1],
      skillsAdditionals: [],
      productionStages: [],
      productionMaterials: [],
      productionMethods: [],
      productionUses: [],
    },
  },
  certificateRequires: { '2': [1] },
  countries: {
    preferred: [{ countryCode: 'NO', country: 'Norway' }],
    remaining: [{ countryCode: 'PL', country: 'Poland' }],
  },
  phonePrefixes: {
    preferred: [{ id: 'NO', countryCode: 'NO', prefix: '+47', country: 'Norway', title: 'Norway (+47)' }],
    remaining: [{ id: 'PL', countryCode: 'PL', prefix: '+48', country: 'Poland', title: 'Poland (+48)' }],
  },
  skillScale: [
    { value: 0, title: 'None', description: 'No experience', characteristic: 'Has not done it', numYears: '0' },
    { value: 5, title: 'Expert', description: 'Teaches others', characteristic: 'Leads the work', numYears: '10+' },
  ],
  rules: {
    maxProfessions: 5,
    expertClassId: 2,
    journeymanDiplomaId: 1,
    masterDiplomaId: 2,
    technicalDrawingSkillId: 1,
    maxWorkYears: 80,
    ratingStep: 0.5,
    uploadMaxBytes: 3 * 1024 * 1024,
    uploadKinds: ['jpeg', 'png', 'pdf', 'doc', 'docx'],
  },
};

const ref = (id: number, title = `#${id}`) => ({ id, title });

/** A saved expert carpenter with both diplomas and one work entry. */
export function carpenterShown(): ProfessionShown {
  return {
    id: 11,
    industry: ref(1, 'Construction'),
    profession: ref(1, 'Carpenter'),
    professionClass: ref(2, 'Expert'),
    certificates: [ref(1), ref(2)],
    certificatesAttachments: [],
    experiences: [ref(1)],
    skillsAdditionals: [],
    productionStages: [],
    productionMaterials: [{ productionMaterial: ref(9), rating: 3.5 }],
    productionMethods: [],
    productionUses: [],
    skillsProfessionals: [{ skillsProfessional: ref(20), rating: 4.5 }],
    skillsTechnicals: [ref(1)],
    worksFor: [
      {
        workedFor: 'Fjordbygg AS',
        country: { countryCode: 'NO', country: 'Norway' },
        workTime: { year: 3, month: 6 },
        haveReferences: true,
        referenceNote: null,
        referenceFirstName: 'Ingrid',
        referenceLastName: 'Hansen',
        referenceEmail: 'ingrid.hansen@example.com',
        referencePhone: { country: 'NO', country_code: '47', number: '41234567' },
        attachments: [],
      },
    ],
  };
}
