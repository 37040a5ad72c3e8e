import { attachmentPayload } from '../attachments/attachment-values';
import type { PhoneValue, ProfessionValues, RatedValue, WorkEntryValues } from './professions.rules';

/* The body of POST /v1/candidate-profile/wizard/4 from the form's professions. */

/** One entry of `candidateProfileProfessions` as POST /v1/candidate-profile/wizard/4 takes it (JSON). */
export interface ProfessionPayload {
  industry: number | '';
  profession: number | '';
  professionClass: number | '';
  certificates: number[];
  certificatesAttachments: ReturnType<typeof attachmentPayload>[];
  experiences: number[];
  skillsAdditionals: number[];
  productionStages: number[];
  productionMaterials: { productionMaterial: number; rating?: number }[];
  productionMethods: number[];
  productionUses: number[];
  skillsProfessionals: { skillsProfessional: number; rating?: number }[];
  skillsTechnicals: number[];
  worksFor: WorkEntryPayload[];
}

export interface WorkEntryPayload {
  workedFor: string;
  country: string;
  workTime: { year: number; month: number };
  haveReferences: boolean;
  referenceNote: string;
  referenceFirstName: string;
  referenceLastName: string;
  referenceEmail: string;
  referencePhone?: PhoneValue;
  attachments: ReturnType<typeof attachmentPayload>[];
}

const idOf = (value: string): number | '' => (value === '' ? '' : Number(value));
// A blank years or months field counts as 0 (the API's default; both 0 is then at_least_one_month).
const countOf = (value: number | string): number => (value === '' ? 0 : Number(value));
const withRating = <K extends string>(key: K, item: RatedValue) =>
  ({ [key]: item.id, ...(item.rating === null ? {} : { rating: item.rating }) }) as { [P in K]: number } & { rating?: number };

export function workEntryPayload(work: WorkEntryValues): WorkEntryPayload {
  const phoneGiven = work.referencePhone.country.trim() !== '' || work.referencePhone.number.trim() !== '';
  return {
    workedFor: work.workedFor,
    country: work.country,
    workTime: { year: countOf(work.workTime.year), month: countOf(work.workTime.month) },
    haveReferences: work.haveReferences,
    // References belong to haveReferences: unticked, none are kept.
    referenceNote: work.haveReferences ? work.referenceNote : '',
    referenceFirstName: work.haveReferences ? work.referenceFirstName : '',
    referenceLastName: work.haveReferences ? work.referenceLastName : '',
    referenceEmail: work.haveReferences ? work.referenceEmail : '',
    ...(work.haveReferences && phoneGiven ? { referencePhone: work.referencePhone } : {}),
    attachments: work.attachments.map(attachmentPayload),
  };
}

export function professionPayload(values: ProfessionValues): ProfessionPayload {
  return {
    industry: idOf(values.industry),
    profession: idOf(values.profession),
    professionClass: idOf(values.professionClass),
    certificates: values.certificates,
    certificatesAttachments: values.certificatesAttachments.map(attachmentPayload),
    experiences: values.experiences,
    skillsAdditionals: values.skillsAdditionals,
    productionStages: values.productionStages,
    productionMaterials: values.productionMaterials.map((m) => withRating('productionMaterial', m)),
    productionMethods: values.productionMethods,
    productionUses: values.productionUses,
    skillsProfessionals: values.skillsProfessionals.map((s) => withRating('skillsProfessional', s)),
    skillsTechnicals: values.skillsTechnicals,
    worksFor: values.worksFor.map(workEntryPayload),
  };
}

export function step4Body(professions: readonly ProfessionValues[]): { candidateProfileProfessions: ProfessionPayload[] } {
  return { candidateProfileProfessions: professions.map(professionPayload) };
}
