import { marketToday } from '@trades/contracts';
import type { StepInput } from '../features/candidate-profile/index.ts';

/*
 * The complete profiles of two demo candidates, saved through the wizard's own steps, so a newcomer
 * sees matched offers and filled pipelines at once. Each fits offers of one demo employer (see
 * demo-offers.ts): the carpenter Nordbygg's Swedish carpenter offer, the forklift operator the
 * Polish forklift offers of Baltic Steel Works. The third demo candidate is left in the wizard.
 */

const DAY_MS = 86_400_000;

/** Wizard steps 2 to 8 of a demo candidate; dates relative to `now` keep the demo current. */
export type DemoWizard = (now: Date) => StepInput[];

function dayFrom(now: Date, days: number): string {
  return marketToday(new Date(now.getTime() + days * DAY_MS));
}

/** Step 8 carries nothing: saving it submits the wizard. */
const SUBMIT: StepInput = { step: 8, body: {} };

/** A demo candidate's application: to the employer's first active offer of the profession, from the given day. */
export interface DemoApplication {
  employerEmail: string;
  professionId: number;
  availableFrom: (now: Date) => string;
}

const CARPENTER_AVAILABLE_IN_DAYS = 14;

/** The carpenter applies to Nordbygg's carpenter offer from the day his profile says he is free. */
export const carpenterApplication: DemoApplication = {
  employerEmail: 'employer1@demo.trades.example',
  professionId: 1,
  availableFrom: (now) => dayFrom(now, CARPENTER_AVAILABLE_IN_DAYS),
};

/** Piotr Kowalski: a Polish carpenter with three and a half years on Norwegian sites, English B1, available in two weeks. */
export const carpenterWizard: DemoWizard = (now) => [
  {
    step: 2,
    body: {
      sex: 1,
      dateOfBirth: '1988-03-14',
      countryOfNationality: 'PL',
      countryOfResidence: 'PL',
      nativeLanguage: 'pl',
      phones: [{ phone: { country: 'PL', number: '601 234 567' } }],
      preferredContactTimes: [1, 3],
    },
  },
  {
    step: 3,
    body: {
      candidateProfileLanguages: [
        { languageCode: 'en', languageProficiency: 3 },
        { languageCode: 'no', languageProficiency: 2 },
      ],
    },
  },
  {
    step: 4,
    body: {
      candidateProfileProfessions: [
        {
          industry: 1,
          profession: 1,
          professionClass: 2,
          certificates: [1, 33, 39],
          certificatesAttachments: [],
          experiences: [1, 2],
          skillsAdditionals: [1, 2],
          productionStages: [2, 3],
          productionMaterials: [
            { productionMaterial: 9, rating: 4 },
            { productionMaterial: 11, rating: 3.5 },
          ],
          productionMethods: [6],
          productionUses: [1],
          skillsProfessionals: [
            { skillsProfessional: 20, rating: 4.5 },
            { skillsProfessional: 21, rating: 3.5 },
            { skillsProfessional: 25, rating: 4 },
          ],
          skillsTechnicals: [1, 20],
          worksFor: [
            {
              workedFor: 'Fjordbygg AS',
              country: 'NO',
              workTime: { year: 3, month: 6 },
              haveReferences: true,
              referenceNote: 'Brygadzista budowy w Stavanger',
              referenceFirstName: 'Lars',
              referenceLastName: 'Hansen',
              referenceEmail: 'lars.hansen@fjordbygg.example',
              referencePhone: { country: 'NO', number: '412 34 568' },
              attachments: [],
            },
          ],
        },
      ],
    },
  },
  { step: 5, body: { isAvailable: true, availableFrom: dayFrom(now, CARPENTER_AVAILABLE_IN_DAYS) } },
  {
    step: 6,
    body: {
      candidateProfileWorkLocations: [
        {
          workLocationState: 1,
          allState: false,
          workLocationRegions: [102],
          workLocationCities: [10201, 10202],
          requiredDocuments: [{ requiredDocument: 1 }, { requiredDocument: 2 }],
          requiredDocumentsAttachments: [],
          rating: 5,
          salaryGrossValue: { tbbc_amount: 250, tbbc_currency: 'NOK' },
        },
        {
          workLocationState: 2,
          allState: true,
          workLocationRegions: [],
          workLocationCities: [],
          requiredDocuments: [{ requiredDocument: 7 }],
          requiredDocumentsAttachments: [],
          rating: 3.5,
          salaryGrossValue: { tbbc_amount: 200, tbbc_currency: 'SEK' },
        },
      ],
    },
  },
  { step: 7, body: { isConstantWork: true, isFlexibleWork: false, candidateProfileFlexibleWorks: [], workSystems: [1, 7], contractTypes: [1, 4] } },
  SUBMIT,
];

/** Olena Shevchenko: a Ukrainian forklift operator living in Poland, five years in warehouses, available in a week. */
export const forkliftWizard: DemoWizard = (now) => [
  {
    step: 2,
    body: {
      sex: 2,
      dateOfBirth: '1992-09-03',
      countryOfNationality: 'UA',
      countryOfResidence: 'PL',
      nativeLanguage: 'uk',
      phones: [{ phone: { country: 'UA', number: '067 123 4567' } }],
      preferredContactTimes: [2, 3],
    },
  },
  {
    step: 3,
    body: {
      candidateProfileLanguages: [
        { languageCode: 'pl', languageProficiency: 4 },
        { languageCode: 'en', languageProficiency: 3 },
      ],
    },
  },
  {
    step: 4,
    body: {
      candidateProfileProfessions: [
        {
          industry: 5,
          profession: 30,
          professionClass: 2,
          certificates: [1, 35, 39],
          certificatesAttachments: [],
          experiences: [17, 18],
          skillsAdditionals: [7],
          productionStages: [25, 26],
          productionMaterials: [{ productionMaterial: 32, rating: 4 }],
          productionMethods: [24],
          productionUses: [16, 17],
          skillsProfessionals: [
            { skillsProfessional: 77, rating: 4.5 },
            { skillsProfessional: 76, rating: 4 },
            { skillsProfessional: 74, rating: 4 },
            { skillsProfessional: 78, rating: 3.5 },
            { skillsProfessional: 73, rating: 3 },
            { skillsProfessional: 79, rating: 3 },
          ],
          skillsTechnicals: [1, 50],
          worksFor: [
            {
              workedFor: 'Logistyka Wschód sp. z o.o.',
              country: 'PL',
              workTime: { year: 5, month: 2 },
              haveReferences: false,
              attachments: [],
            },
          ],
        },
      ],
    },
  },
  { step: 5, body: { isAvailable: true, availableFrom: dayFrom(now, 7) } },
  {
    step: 6,
    body: {
      candidateProfileWorkLocations: [
        {
          workLocationState: 8,
          allState: true,
          workLocationRegions: [],
          workLocationCities: [],
          requiredDocuments: [{ requiredDocument: 27 }],
          requiredDocumentsAttachments: [],
          rating: 5,
          salaryGrossValue: { tbbc_amount: 40, tbbc_currency: 'PLN' },
        },
      ],
    },
  },
  { step: 7, body: { isConstantWork: true, isFlexibleWork: false, candidateProfileFlexibleWorks: [], workSystems: [1, 3], contractTypes: [1] } },
  SUBMIT,
];
