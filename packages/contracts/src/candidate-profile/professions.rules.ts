import { ErrorKey } from '../errors.ts';
import type { FormIssue } from '../form-issue.ts';
import { yearsBefore } from '../market-date.ts';
import { EXPERT_PROFESSION_CLASS_ID, JOURNEYMAN_DIPLOMA_ID, MASTER_DIPLOMA_ID, ProfileErrorKey, TECHNICAL_DRAWING_SKILL_ID } from './constants.ts';

/*
 * Wizard step 4, the rules between the fields of one profession: an expert names a certificate and a
 * first work entry; a certificate brings the certificates it requires (the master diploma always the
 * journeyman diploma); either diploma brings reading technical drawings; ticked skills and materials
 * are rated; a work entry lasts a month or more and, with references, names the referee.
 */

/** The certificates a certificate requires, by the reference data (`certificateRequires`). */
export type CertificateRequires = (id: number) => readonly number[];

const noRequirements: CertificateRequires = () => [];

/** Certificates a certificate brings with it: the data's and, whatever the data says, the master diploma's journeyman diploma. */
export function certificatesRequiredBy(id: number, certificateRequires: CertificateRequires = noRequirements): number[] {
  const own = [...certificateRequires(id)];
  return id === MASTER_DIPLOMA_ID && !own.includes(JOURNEYMAN_DIPLOMA_ID) ? [...own, JOURNEYMAN_DIPLOMA_ID] : own;
}

/** Certificates another ticked certificate requires: they must be ticked too. */
export function lockedCertificates(certificates: readonly number[], certificateRequires: CertificateRequires = noRequirements): Set<number> {
  const locked = new Set<number>();
  for (const id of certificates) for (const required of certificatesRequiredBy(id, certificateRequires)) locked.add(required);
  return locked;
}

export function hasDiploma(certificates: readonly number[]): boolean {
  return certificates.includes(JOURNEYMAN_DIPLOMA_ID) || certificates.includes(MASTER_DIPLOMA_ID);
}

export function isExpertClass(professionClass: number | string | null | undefined): boolean {
  return professionClass !== null && professionClass !== undefined && professionClass !== '' && Number(professionClass) === EXPERT_PROFESSION_CLASS_ID;
}

/** What the rules read of a profession: the parsed body, or the form's values in the body's shape. */
export interface ProfessionRuleValues {
  professionClass: number | string | null;
  certificates: readonly number[];
  skillsTechnicals: readonly number[];
  skillsProfessionals: readonly { skillsProfessional: number; rating?: number | null | undefined }[];
  productionMaterials: readonly { productionMaterial: number; rating?: number | null | undefined }[];
  worksFor: readonly WorkEntryRuleValues[];
}

export interface WorkEntryRuleValues {
  workTime: { year: number; month: number };
  haveReferences: boolean;
  referenceFirstName?: string | undefined;
  referenceLastName?: string | undefined;
  referenceEmail?: string | undefined;
}

const unrated = (items: readonly { rating?: number | null | undefined }[]) => items.some((item) => item.rating === undefined || item.rating === null);
const hasRepeats = (ids: readonly number[]) => new Set(ids).size !== ids.length;
const missing = (text: string | undefined) => !text?.trim();

/** Work counts from this age on: a work history cannot be longer than the time since. */
export const WORKING_AGE_FROM = 16;

/** Whole months from the candidate's 16th birthday to today (0 before it); dates YYYY-MM-DD. */
export function adultLifeMonths(dateOfBirth: string, today: string): number {
  const from = yearsBefore(dateOfBirth, -WORKING_AGE_FROM);
  if (today <= from) return 0;
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return (ty - fy) * 12 + (tm - fm) - (td < fd ? 1 : 0);
}

/** The work time of a profession's entries together, in months. */
export function totalWorkMonths(worksFor: readonly { workTime: { year: number; month: number } }[]): number {
  return worksFor.reduce((sum, work) => sum + work.workTime.year * 12 + work.workTime.month, 0);
}

/** A profession's work time together longer than the candidate's adult life (from 16 to today). */
export function workTimeBeyondAdultLife(worksFor: readonly { workTime: { year: number; month: number } }[], dateOfBirth: string, today: string): boolean {
  return totalWorkMonths(worksFor) > adultLifeMonths(dateOfBirth, today);
}

/** What the profession rules may also know of the candidate: the date of birth (step 2) and today. */
export interface ProfessionRuleContext {
  dateOfBirth?: string | null;
  /** YYYY-MM-DD in the market's zone. */
  today?: string;
}

/** Issues of one profession, on paths inside it (['worksFor', 0, 'workTime']). */
export function professionIssues(values: ProfessionRuleValues, certificateRequires: CertificateRequires = noRequirements, context: ProfessionRuleContext = {}): FormIssue[] {
  const issues: FormIssue[] = [];
  const add = (key: string, ...path: (string | number)[]) => issues.push({ path, key });
  const expert = isExpertClass(values.professionClass);

  if (expert && values.certificates.length === 0) add(ProfileErrorKey.AtLeastOneCertificate, 'certificates');
  const ticked = new Set(values.certificates);
  if ([...lockedCertificates(values.certificates, certificateRequires)].some((id) => !ticked.has(id))) {
    add(ProfileErrorKey.JourneymanDiplomaRequired, 'certificates');
  }
  if (hasDiploma(values.certificates) && !values.skillsTechnicals.includes(TECHNICAL_DRAWING_SKILL_ID)) {
    add(ProfileErrorKey.TechnicalDrawingRequired, 'skillsTechnicals');
  }
  if (unrated(values.skillsProfessionals)) add(ProfileErrorKey.SkillsNotRated, 'skillsProfessionals');
  if (unrated(values.productionMaterials)) add(ProfileErrorKey.MaterialsNotRated, 'productionMaterials');
  if (hasRepeats(values.skillsProfessionals.map((s) => s.skillsProfessional))) add(ErrorKey.InvalidValue, 'skillsProfessionals');
  if (hasRepeats(values.productionMaterials.map((m) => m.productionMaterial))) add(ErrorKey.InvalidValue, 'productionMaterials');

  // The expert's first work entry cannot be removed: an expert always has one.
  if (expert && values.worksFor.length === 0) add(ProfileErrorKey.ExpertWorkEntryRequired, 'worksFor');
  values.worksFor.forEach((work, j) => {
    if (work.workTime.year === 0 && work.workTime.month === 0) add(ProfileErrorKey.AtLeastOneMonth, 'worksFor', j, 'workTime');
    if (work.haveReferences) {
      if (missing(work.referenceFirstName)) add(ErrorKey.FieldRequired, 'worksFor', j, 'referenceFirstName');
      if (missing(work.referenceLastName)) add(ErrorKey.FieldRequired, 'worksFor', j, 'referenceLastName');
      if (missing(work.referenceEmail)) add(ErrorKey.FieldRequired, 'worksFor', j, 'referenceEmail');
    }
  });
  // The entries together cannot last longer than the candidate's working life; shown on the last entry.
  const last = values.worksFor.length - 1;
  if (last >= 0 && context.dateOfBirth && context.today && workTimeBeyondAdultLife(values.worksFor, context.dateOfBirth, context.today)) {
    add(ProfileErrorKey.WorkTimeBeyondAdultLife, 'worksFor', last, 'workTime');
  }
  return issues;
}
