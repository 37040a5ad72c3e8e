import {
  type CertificateRequires,
  MAX_PROFESSIONS,
  ProfileErrorKey,
  TECHNICAL_DRAWING_SKILL_ID,
  certificatesRequiredBy,
  hasDiploma,
  isExpertClass,
  lockedCertificates as certificatesLockedBy,
  professionIssues,
  type ProfessionRuleContext,
  type ProfessionInput,
  type ProfessionItemKind,
  type ProfessionShown,
  professionInput,
  type wizardPrimary4,
} from '@trades/contracts';
import type { z } from 'zod';
import { zodValidator } from '@/lib/forms';
import { type AttachmentValue, attachmentValue } from '../attachments/attachment-values';
import { professionPayload } from './profession-payload';

/*
 * Wizard step 4's form, professions: the form values of one profession, how ticking a diploma or
 * rating a skill changes them, the save body, and the form's errors by the shared schema and the
 * shared profession rules (professionIssues), the very ones the API applies.
 */

export type Step4Primary = z.infer<typeof wizardPrimary4>;
export type DictionaryRef = { id: number; title: string };

export interface RatedValue {
  id: number;
  /** null while the candidate has ticked the item but not rated it yet. */
  rating: number | null;
}

export interface PhoneValue {
  country: string;
  number: string;
}

export interface WorkEntryValues {
  workedFor: string;
  country: string;
  workTime: { year: number | string; month: number | string };
  haveReferences: boolean;
  referenceNote: string;
  referenceFirstName: string;
  referenceLastName: string;
  referenceEmail: string;
  referencePhone: PhoneValue;
  attachments: AttachmentValue[];
}

/** Dictionary ids of the selects are strings ('' = not chosen), as Mantine's Select holds them. */
export interface ProfessionValues {
  industry: string;
  profession: string;
  professionClass: string;
  certificates: number[];
  certificatesAttachments: AttachmentValue[];
  experiences: number[];
  skillsAdditionals: number[];
  productionStages: number[];
  productionMaterials: RatedValue[];
  productionMethods: number[];
  productionUses: number[];
  skillsProfessionals: RatedValue[];
  skillsTechnicals: number[];
  worksFor: WorkEntryValues[];
}

export type PlainKind = Exclude<ProfessionItemKind, 'skillsProfessionals' | 'productionMaterials'>;
export type RatedKind = Extract<ProfessionItemKind, 'skillsProfessionals' | 'productionMaterials'>;

export const RATED_KINDS: readonly RatedKind[] = ['skillsProfessionals', 'productionMaterials'];

/** Materials shown before 'show more' (the ticked ones always show). */
export const MATERIALS_SHOWN_FIRST = 6;

export function emptyWorkEntry(): WorkEntryValues {
  return {
    workedFor: '',
    country: '',
    workTime: { year: '', month: '' },
    haveReferences: false,
    referenceNote: '',
    referenceFirstName: '',
    referenceLastName: '',
    referenceEmail: '',
    referencePhone: { country: '', number: '' },
    attachments: [],
  };
}

export function emptyProfession(): ProfessionValues {
  return {
    industry: '',
    profession: '',
    professionClass: '',
    certificates: [],
    certificatesAttachments: [],
    experiences: [],
    skillsAdditionals: [],
    productionStages: [],
    productionMaterials: [],
    productionMethods: [],
    productionUses: [],
    skillsProfessionals: [],
    skillsTechnicals: [],
    worksFor: [],
  };
}

const ids = (refs: readonly { id: number }[]) => refs.map((r) => r.id);

/** A saved profession of the profile as form values. */
export function professionValues(shown: ProfessionShown): ProfessionValues {
  return {
    industry: String(shown.industry.id),
    profession: String(shown.profession.id),
    professionClass: String(shown.professionClass.id),
    certificates: ids(shown.certificates),
    certificatesAttachments: shown.certificatesAttachments.map(attachmentValue),
    experiences: ids(shown.experiences),
    skillsAdditionals: ids(shown.skillsAdditionals),
    productionStages: ids(shown.productionStages),
    productionMaterials: shown.productionMaterials.map((m) => ({ id: m.productionMaterial.id, rating: m.rating })),
    productionMethods: ids(shown.productionMethods),
    productionUses: ids(shown.productionUses),
    skillsProfessionals: shown.skillsProfessionals.map((s) => ({ id: s.skillsProfessional.id, rating: s.rating })),
    skillsTechnicals: ids(shown.skillsTechnicals),
    worksFor: shown.worksFor.map((work) => ({
      workedFor: work.workedFor,
      country: work.country.countryCode,
      workTime: { year: work.workTime.year, month: work.workTime.month },
      haveReferences: work.haveReferences,
      referenceNote: work.referenceNote ?? '',
      referenceFirstName: work.referenceFirstName ?? '',
      referenceLastName: work.referenceLastName ?? '',
      referenceEmail: work.referenceEmail ?? '',
      referencePhone: work.referencePhone ? { country: work.referencePhone.country, number: work.referencePhone.number } : { country: '', number: '' },
      attachments: work.attachments.map(attachmentValue),
    })),
  };
}

/* ---------- what a profession offers ---------- */

/** The items of `kind` the chosen profession offers, with their titles, in the dictionary's order. */
export function offeredItems(primary: Step4Primary, profession: string, kind: ProfessionItemKind): DictionaryRef[] {
  const offered = primary.professionItems[profession]?.[kind] ?? [];
  const catalogue = new Map((primary.itemCatalogue[kind] ?? []).map((item) => [item.id, item]));
  return offered.flatMap((id) => {
    const item = catalogue.get(id);
    return item ? [item] : [];
  });
}

/** Choosing another industry clears the profession and everything picked for it. */
export function changeIndustry(values: ProfessionValues, industry: string): ProfessionValues {
  if (industry === values.industry) return values;
  return { ...emptyProfession(), industry, professionClass: values.professionClass, worksFor: values.worksFor };
}

/** Choosing another profession keeps only the picked items the new profession offers too (diplomas are offered by all). */
export function changeProfession(values: ProfessionValues, profession: string, primary: Step4Primary): ProfessionValues {
  if (profession === values.profession) return values;
  const offers = (kind: ProfessionItemKind) => new Set(primary.professionItems[profession]?.[kind] ?? []);
  const keep = (kind: PlainKind) => values[kind].filter((id) => offers(kind).has(id));
  const keepRated = (kind: RatedKind) => values[kind].filter((item) => offers(kind).has(item.id));
  return {
    ...values,
    profession,
    certificates: keep('certificates'),
    experiences: keep('experiences'),
    skillsAdditionals: keep('skillsAdditionals'),
    productionStages: keep('productionStages'),
    productionMethods: keep('productionMethods'),
    productionUses: keep('productionUses'),
    skillsTechnicals: keep('skillsTechnicals'),
    productionMaterials: keepRated('productionMaterials'),
    skillsProfessionals: keepRated('skillsProfessionals'),
  };
}

/** Professions the other entries already hold (the same profession cannot be chosen twice). */
export function takenProfessions(all: readonly ProfessionValues[], exceptIndex: number | null): Set<string> {
  return new Set(all.filter((_, i) => i !== exceptIndex).map((p) => p.profession).filter((p) => p !== ''));
}

/** Materials shown: the first few, every ticked one, or all after 'show more'. */
export function visibleMaterials(offered: readonly DictionaryRef[], ticked: readonly RatedValue[], showAll: boolean): DictionaryRef[] {
  if (showAll) return [...offered];
  const tickedIds = new Set(ticked.map((m) => m.id));
  return offered.filter((item, index) => index < MATERIALS_SHOWN_FIRST || tickedIds.has(item.id));
}

/* ---------- diplomas and technical drawing ---------- */

const requiresIn = (certificateRequires: Record<string, number[]>): CertificateRequires => (id) => certificateRequires[String(id)] ?? [];

/** Ticked certificates that another ticked certificate requires: shown ticked, disabled and marked required. */
export function lockedCertificates(certificates: readonly number[], certificateRequires: Record<string, number[]>): Set<number> {
  return certificatesLockedBy(certificates, requiresIn(certificateRequires));
}

/** Technical drawing is forced on and locked while either diploma is ticked. */
export function isTechnicalDrawingLocked(certificates: readonly number[]): boolean {
  return hasDiploma(certificates);
}

type CertificateState = Pick<ProfessionValues, 'certificates' | 'skillsTechnicals'>;

/**
 * Ticks or unticks a certificate: ticking adds the certificates it requires (master → journeyman)
 * and, for a diploma, technical drawing. A locked certificate cannot be unticked; unticking the
 * one that locked it only clears the lock (the required mark), the other stays ticked.
 */
export function toggleCertificate(state: CertificateState, id: number, checked: boolean, certificateRequires: Record<string, number[]>): CertificateState {
  if (!checked) {
    if (lockedCertificates(state.certificates, certificateRequires).has(id)) return state;
    return { ...state, certificates: state.certificates.filter((c) => c !== id) };
  }
  const certificates = [...state.certificates];
  const add = (certificate: number) => {
    if (certificates.includes(certificate)) return;
    certificates.push(certificate);
    certificatesRequiredBy(certificate, requiresIn(certificateRequires)).forEach(add);
  };
  add(id);
  const skillsTechnicals =
    hasDiploma(certificates) && !state.skillsTechnicals.includes(TECHNICAL_DRAWING_SKILL_ID)
      ? [...state.skillsTechnicals, TECHNICAL_DRAWING_SKILL_ID]
      : state.skillsTechnicals;
  return { certificates, skillsTechnicals };
}

/** Technical skills tick freely, except that technical drawing stays on while a diploma is ticked. */
export function toggleTechnicalSkill(state: CertificateState, id: number, checked: boolean): CertificateState {
  if (checked) return state.skillsTechnicals.includes(id) ? state : { ...state, skillsTechnicals: [...state.skillsTechnicals, id] };
  if (id === TECHNICAL_DRAWING_SKILL_ID && isTechnicalDrawingLocked(state.certificates)) return state;
  return { ...state, skillsTechnicals: state.skillsTechnicals.filter((s) => s !== id) };
}

/* ---------- rated skills and materials ---------- */

/** Ticking adds the item unrated (the rating dialog then asks for the rating); unticking drops it. */
export function toggleRated(list: readonly RatedValue[], id: number, checked: boolean): RatedValue[] {
  if (checked) return list.some((item) => item.id === id) ? [...list] : [...list, { id, rating: null }];
  return list.filter((item) => item.id !== id);
}

export function rate(list: readonly RatedValue[], id: number, rating: number | null): RatedValue[] {
  return list.map((item) => (item.id === id ? { ...item, rating } : item));
}

export function unrated(list: readonly RatedValue[]): number[] {
  return list.filter((item) => item.rating === null).map((item) => item.id);
}

export function togglePlain(list: readonly number[], id: number, checked: boolean): number[] {
  if (checked) return list.includes(id) ? [...list] : [...list, id];
  return list.filter((item) => item !== id);
}

/* ---------- work entries ---------- */

export function isExpert(values: Pick<ProfessionValues, 'professionClass'>): boolean {
  return isExpertClass(values.professionClass);
}

/** An expert's first work entry cannot be removed. */
export function canRemoveWorkEntry(values: Pick<ProfessionValues, 'professionClass'>, index: number): boolean {
  return !(isExpert(values) && index === 0);
}

/** Choosing the expert class gives the profession its (required) first work entry when it has none. */
export function changeProfessionClass(values: ProfessionValues, professionClass: string): ProfessionValues {
  const next = { ...values, professionClass };
  return isExpert(next) && next.worksFor.length === 0 ? { ...next, worksFor: [emptyWorkEntry()] } : next;
}

/* ---------- checks (the API makes the same ones) ---------- */

export type FieldErrors = Record<string, string>;

const shapeErrors = zodValidator<ProfessionInput>(professionInput);

/**
 * Every error of one profession, keyed by form path (worksFor.0.workTime): the shape of the save
 * body by the shared schema, a profession another entry holds, then the shared profession rules
 * (with the candidate's date of birth, the work time within the working life).
 */
export function professionErrors(values: ProfessionValues, taken: ReadonlySet<string> = new Set(), candidate: ProfessionRuleContext = {}): FieldErrors {
  const errors: FieldErrors = { ...shapeErrors(professionPayload(values)) };
  const add = (path: string, key: string) => {
    errors[path] ??= key;
  };
  if (values.profession !== '' && taken.has(values.profession)) add('profession', ProfileErrorKey.ProfessionDuplicated);
  for (const issue of professionIssues(professionPayload(values), undefined, candidate)) add(issue.path.join('.'), issue.key);
  return errors;
}

/** Form paths the editor shows at their own field; any other error is listed at the editor's foot. */
const SHOWN_AT_FIELD =
  /^(industry|profession|professionClass|certificates|experiences|skillsAdditionals|productionStages|productionMaterials|productionMethods|productionUses|skillsProfessionals|skillsTechnicals|worksFor|certificatesAttachments\.\d+\.title|worksFor\.\d+\.(workedFor|country|workTime|workTime\.year|workTime\.month|referenceFirstName|referenceLastName|referenceEmail|referencePhone|referencePhone\.country|referencePhone\.number|referenceNote|attachments\.\d+\.title))$/;

/** Errors no field of the editor shows (a file's stored name, a rating's value): they must not fail a save unseen. */
export function errorsWithoutField(errors: FieldErrors): string[] {
  return [...new Set(Object.entries(errors).flatMap(([path, key]) => (SHOWN_AT_FIELD.test(path) ? [] : [key])))];
}

/* ---------- the list of professions ---------- */

/** The add button shows while fewer than 5 professions exist. */
export function canShowAddProfession(count: number): boolean {
  return count < MAX_PROFESSIONS;
}

