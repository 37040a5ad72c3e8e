import {
  type ClientOffer,
  type ClientOfferPrimary,
  type CountryItemsDictionary,
  ErrorKey,
  JOURNEYMAN_DIPLOMA_ID,
  MASTER_DIPLOMA_ID,
  type Money,
  NORWAY_COUNTRY_ID,
  OFFER_DESCRIPTION_MAX_LENGTH,
  OFFER_DESCRIPTION_WARNING_REMAINING,
  OFFER_FIELD_MAX,
  OFFER_RESTRICTED_FIELDS,
  OFFER_WEEK_MAX,
  OFFER_WEEK_MIN,
  OfferErrorKey,
  type OfferEditMode,
  PERSONAL_NUMBER_DOCUMENT_ID,
  TAX_CARD_DOCUMENT_ID,
  TECHNICAL_DRAWING_SKILL_ID,
  clientOfferFormWith,
  clientOfferRestrictedFields,
  addDays,
  descriptionLength,
  professionItemKinds,
} from '@trades/contracts';

/*
 * The offer form's rules of state (employer-side.md 4 "Offer form rules of state", 5 "Offer form"):
 * pure functions from form values to form values, the payload the API takes and the field errors of
 * the shared schema. The components only wire them to inputs.
 */

/* ---------- values ---------- */

/** The requirement lists a profession offers, in the order the form shows them. */
export const PROFESSION_REQUIREMENT_KINDS = professionItemKinds;
export type ProfessionRequirementKind = (typeof PROFESSION_REQUIREMENT_KINDS)[number];
/** Checklists whose ticked items carry a required flag: the profession's lists and the country's documents. */
export type ChecklistKind = ProfessionRequirementKind | 'requiredDocuments';
/** Lists whose items may also carry the wanted level (0-5 in halves). */
export const RATED_KINDS: ReadonlySet<ChecklistKind> = new Set(['skillsProfessionals', 'skillsTechnicals', 'productionMaterials']);

/** Id lists ticked as a group (Checkbox.Group works with strings). */
export type IdListKind = 'rewards' | 'weOffers' | 'benefits' | 'contractTypes' | 'workSystems';

export interface RequirementValue {
  id: number;
  isRequired: boolean;
  /** Only on the rated lists; null when no level is asked for. */
  rating: number | null;
}

export interface RegionValue {
  region: string | null;
  cities: string[];
}

export interface LanguageValue {
  languageCode: string | null;
  languageProficiency: string | null;
  isRequired: boolean;
}

/** A flexible-work condition in the API's shape: weeks and hours are [from, to]. */
export interface FlexibleCondition {
  months: number[];
  weeks: [number | null, number | null];
  days: number[];
  hours: [string | null, string | null];
}

/** Number inputs hold '' while empty. */
type NumberValue = number | string;

export interface OfferFormValues {
  clientBrand: string | null;
  industry: string | null;
  profession: string | null;
  professionClass: string | null;
  numberOfVacancies: NumberValue;
  minExperience: NumberValue;
  description: string;
  notes: string;
  workStartAt: string | null;
  workEndAt: string | null;
  workLocationState: string | null;
  allState: boolean;
  workLocationRegions: RegionValue[];
  certificates: RequirementValue[];
  experiences: RequirementValue[];
  skillsProfessionals: RequirementValue[];
  skillsTechnicals: RequirementValue[];
  skillsAdditionals: RequirementValue[];
  productionStages: RequirementValue[];
  productionMaterials: RequirementValue[];
  productionMethods: RequirementValue[];
  productionUses: RequirementValue[];
  requiredDocuments: RequirementValue[];
  languages: LanguageValue[];
  rewards: string[];
  weOffers: string[];
  benefits: string[];
  contractTypes: string[];
  workSystems: string[];
  isConstantWork: boolean;
  isFlexibleWork: boolean;
  offerFlexibleWorks: FlexibleCondition[];
  workRotational: boolean;
  workOvertime: boolean;
  workDailyHours: NumberValue;
  workMonthDays: NumberValue;
  /** Hourly gross range and the fixed daily or monthly salary: amounts in the country's currency. */
  salaryGrossValueMin: NumberValue;
  salaryGrossValueMax: NumberValue;
  salaryDailyValueMin: NumberValue;
  salaryMonthValueMin: NumberValue;
  isSalaryGross: boolean;
  showSalaryGross: boolean;
  showSalaryDaily: boolean;
  showSalaryMonth: boolean;
}

const emptyRegion = (): RegionValue => ({ region: null, cities: [] });
const idText = (id: number | null | undefined) => (id === null || id === undefined ? null : String(id));
const amountOf = (money: Money | null) => (money === null ? '' : money.amount);

/** A new offer: the main brand, the primary data's whole-country default, one vacancy, gross hourly rate shown. */
export function emptyOfferForm(primary: Pick<ClientOfferPrimary, 'clientBrand' | 'allState'>): OfferFormValues {
  const mainBrand = primary.clientBrand.find((brand) => brand.isMain) ?? primary.clientBrand[0];
  const allState = primary.allState.find((option) => option.selected)?.id === 1;
  return {
    clientBrand: idText(mainBrand?.id),
    industry: null,
    profession: null,
    professionClass: null,
    numberOfVacancies: 1,
    minExperience: 0,
    description: '',
    notes: '',
    workStartAt: null,
    workEndAt: null,
    workLocationState: null,
    allState,
    workLocationRegions: allState ? [] : [emptyRegion()],
    certificates: [],
    experiences: [],
    skillsProfessionals: [],
    skillsTechnicals: [],
    skillsAdditionals: [],
    productionStages: [],
    productionMaterials: [],
    productionMethods: [],
    productionUses: [],
    requiredDocuments: [],
    languages: [],
    rewards: [],
    weOffers: [],
    benefits: [],
    contractTypes: [],
    workSystems: [],
    isConstantWork: true,
    isFlexibleWork: false,
    offerFlexibleWorks: [],
    workRotational: false,
    workOvertime: false,
    workDailyHours: '',
    workMonthDays: '',
    salaryGrossValueMin: '',
    salaryGrossValueMax: '',
    salaryDailyValueMin: '',
    salaryMonthValueMin: '',
    isSalaryGross: true,
    showSalaryGross: true,
    showSalaryDaily: false,
    showSalaryMonth: false,
  };
}

const requirements = (items: { id: number; isRequired: boolean; rating?: number | null }[]): RequirementValue[] =>
  items.map((item) => ({ id: item.id, isRequired: item.isRequired, rating: item.rating ?? null }));
const idTexts = (ids: number[]) => ids.map(String);

/** The edit form's values from GET /v1/client-offer/{id}. */
export function formValuesFromOffer(offer: ClientOffer): OfferFormValues {
  return {
    clientBrand: idText(offer.clientBrand),
    industry: idText(offer.industry),
    profession: idText(offer.profession),
    professionClass: idText(offer.professionClass),
    numberOfVacancies: offer.numberOfVacancies,
    minExperience: offer.minExperience,
    description: offer.description,
    notes: offer.notes,
    workStartAt: offer.workStartAt,
    workEndAt: offer.workEndAt,
    workLocationState: idText(offer.workLocationState),
    allState: offer.allState,
    workLocationRegions: offer.allState
      ? []
      : offer.workLocationRegions.length > 0
        ? offer.workLocationRegions.map((entry) => ({ region: String(entry.region), cities: idTexts(entry.cities) }))
        : [emptyRegion()],
    certificates: requirements(offer.certificates),
    experiences: requirements(offer.experiences),
    skillsProfessionals: requirements(offer.skillsProfessionals),
    skillsTechnicals: requirements(offer.skillsTechnicals),
    skillsAdditionals: requirements(offer.skillsAdditionals),
    productionStages: requirements(offer.productionStages),
    productionMaterials: requirements(offer.productionMaterials),
    productionMethods: requirements(offer.productionMethods),
    productionUses: requirements(offer.productionUses),
    requiredDocuments: requirements(offer.requiredDocuments),
    languages: offer.languages.map((language) => ({
      languageCode: language.languageCode,
      languageProficiency: String(language.languageProficiency),
      isRequired: language.isRequired,
    })),
    rewards: idTexts(offer.rewards),
    weOffers: idTexts(offer.weOffers),
    benefits: idTexts(offer.benefits),
    contractTypes: idTexts(offer.contractTypes),
    workSystems: idTexts(offer.workSystems),
    isConstantWork: offer.isConstantWork,
    isFlexibleWork: offer.isFlexibleWork,
    offerFlexibleWorks: offer.offerFlexibleWorks.map((condition) => ({
      months: [...condition.months],
      weeks: [condition.weeks[0], condition.weeks[1]],
      days: [...condition.days],
      hours: [condition.hours[0], condition.hours[1]],
    })),
    workRotational: offer.workRotational,
    workOvertime: offer.workOvertime,
    workDailyHours: offer.workDailyHours ?? '',
    workMonthDays: offer.workMonthDays ?? '',
    salaryGrossValueMin: amountOf(offer.salaryGrossValueMin),
    salaryGrossValueMax: amountOf(offer.salaryGrossValueMax),
    salaryDailyValueMin: amountOf(offer.salaryDailyValueMin),
    salaryMonthValueMin: amountOf(offer.salaryMonthValueMin),
    isSalaryGross: offer.isSalaryGross,
    showSalaryGross: offer.showSalaryGross,
    showSalaryDaily: offer.showSalaryDaily,
    showSalaryMonth: offer.showSalaryMonth,
  };
}

/* ---------- choices that reset other fields ---------- */

const noRequirements = (): Pick<OfferFormValues, ProfessionRequirementKind> =>
  Object.fromEntries(PROFESSION_REQUIREMENT_KINDS.map((kind) => [kind, []])) as unknown as Pick<OfferFormValues, ProfessionRequirementKind>;

/** Another industry: its professions differ, so the profession and its requirement lists go. */
export function withIndustry(values: OfferFormValues, industry: string | null): OfferFormValues {
  if (industry === values.industry) return values;
  return { ...values, industry, profession: null, ...noRequirements() };
}

/** Another profession: every requirement list is reset (the new profession's lists load). */
export function withProfession(values: OfferFormValues, profession: string | null): OfferFormValues {
  if (profession === values.profession) return values;
  return { ...values, profession, ...noRequirements() };
}

/**
 * Another country: rewards, "we offer" items, benefits, required documents (all per country) and the
 * regions with their cities are cleared; the country's lists and regions load.
 */
export function withCountry(values: OfferFormValues, country: string | null): OfferFormValues {
  if (country === values.workLocationState) return values;
  return {
    ...values,
    workLocationState: country,
    rewards: [],
    weOffers: [],
    benefits: [],
    requiredDocuments: [],
    workLocationRegions: values.allState ? [] : [emptyRegion()],
  };
}

/** Whole country, or chosen regions (at least one row to fill). */
export function withAllState(values: OfferFormValues, allState: boolean): OfferFormValues {
  if (allState === values.allState) return values;
  return { ...values, allState, workLocationRegions: allState ? [] : [emptyRegion()] };
}

/** Another region in a row: its cities belong to the old region, so they are cleared. */
export function withRegion(values: OfferFormValues, index: number, region: string | null): OfferFormValues {
  return {
    ...values,
    workLocationRegions: values.workLocationRegions.map((entry, i) => (i === index ? { region, cities: entry.region === region ? entry.cities : [] } : entry)),
  };
}

/** Regions chosen in other rows: a region is picked once. */
export function regionsTakenElsewhere(values: OfferFormValues, index: number): Set<string> {
  return new Set(values.workLocationRegions.flatMap((entry, i) => (i !== index && entry.region !== null ? [entry.region] : [])));
}

/* ---------- checklists and the rules between items ---------- */

export type LockedItems = Partial<Record<ChecklistKind, number[]>>;

const ticked = (items: readonly RequirementValue[], id: number) => items.some((item) => item.id === id);

/**
 * Items ticked, required and disabled because another item needs them: the master diploma needs the
 * journeyman diploma, either diploma the technical-drawing skill, and in Norway the tax card needs
 * the personal number.
 */
export function lockedItems(values: OfferFormValues): LockedItems {
  const locked: LockedItems = {};
  const master = ticked(values.certificates, MASTER_DIPLOMA_ID);
  if (master) locked.certificates = [JOURNEYMAN_DIPLOMA_ID];
  if (master || ticked(values.certificates, JOURNEYMAN_DIPLOMA_ID)) locked.skillsTechnicals = [TECHNICAL_DRAWING_SKILL_ID];
  if (values.workLocationState === String(NORWAY_COUNTRY_ID) && ticked(values.requiredDocuments, TAX_CARD_DOCUMENT_ID)) {
    locked.requiredDocuments = [PERSONAL_NUMBER_DOCUMENT_ID];
  }
  return locked;
}

export function isLocked(locked: LockedItems, kind: ChecklistKind, id: number): boolean {
  return locked[kind]?.includes(id) ?? false;
}

/** Ticks and marks required every item another ticked item needs (see lockedItems). */
export function enforceRequiredItems(values: OfferFormValues): OfferFormValues {
  let next = values;
  for (const [kind, ids] of Object.entries(lockedItems(values)) as [ChecklistKind, number[]][]) {
    for (const id of ids) {
      const items = next[kind];
      const current = items.find((item) => item.id === id);
      if (current?.isRequired) continue;
      const updated = current
        ? items.map((item) => (item.id === id ? { ...item, isRequired: true } : item))
        : [...items, { id, isRequired: true, rating: null }];
      next = { ...next, [kind]: updated };
    }
  }
  return next;
}

/** Ticks or unticks an item; unticking drops its required mark and level. Locked items stay ticked. */
export function withItemTicked(values: OfferFormValues, kind: ChecklistKind, id: number, on: boolean): OfferFormValues {
  const items = values[kind];
  if (on === ticked(items, id)) return values;
  if (!on && isLocked(lockedItems(values), kind, id)) return values;
  const updated = on ? [...items, { id, isRequired: false, rating: null }] : items.filter((item) => item.id !== id);
  return enforceRequiredItems({ ...values, [kind]: updated });
}

/** Required or nice to have; a locked item stays required. */
export function withItemRequired(values: OfferFormValues, kind: ChecklistKind, id: number, isRequired: boolean): OfferFormValues {
  if (!isRequired && isLocked(lockedItems(values), kind, id)) return values;
  return { ...values, [kind]: values[kind].map((item) => (item.id === id ? { ...item, isRequired } : item)) };
}

/** The level wanted of a ticked skill or material; 0 or a cleared rating means none asked. */
export function withItemRating(values: OfferFormValues, kind: ChecklistKind, id: number, rating: number | null): OfferFormValues {
  const level = rating === null || rating <= 0 ? null : rating;
  return { ...values, [kind]: values[kind].map((item) => (item.id === id ? { ...item, rating: level } : item)) };
}

/** Items of the lists that are no longer offered (another profession's or country's) are dropped. */
export function keepOfferedItems(items: readonly RequirementValue[], offered: readonly { id: number }[]): RequirementValue[] {
  const ids = new Set(offered.map((item) => item.id));
  return items.filter((item) => ids.has(item.id));
}

/* ---------- check all ---------- */

export type CheckAllState = 'all' | 'some' | 'none';

export function checkAllState(selected: readonly string[], all: readonly string[]): CheckAllState {
  const chosen = all.filter((id) => selected.includes(id)).length;
  if (chosen === 0) return 'none';
  return chosen === all.length ? 'all' : 'some';
}

/** The check-all box selects every option, or clears them all when all were selected. */
export function toggleAll(selected: readonly string[], all: readonly string[]): string[] {
  return checkAllState(selected, all) === 'all' ? [] : [...all];
}

/* ---------- salary ---------- */

/** A fixed daily salary and a fixed monthly salary exclude each other: choosing one unticks the other. */
export function withDailySalary(values: OfferFormValues, on: boolean): OfferFormValues {
  return { ...values, showSalaryDaily: on, showSalaryMonth: on ? false : values.showSalaryMonth };
}

export function withMonthlySalary(values: OfferFormValues, on: boolean): OfferFormValues {
  return { ...values, showSalaryMonth: on, showSalaryDaily: on ? false : values.showSalaryDaily };
}

/** The hourly gross bounds of the chosen country (from its items), for the schema and the hint. */
export function salaryBoundsOf(items: CountryItemsDictionary | undefined): { min: Money; max: Money } | null {
  return items ? { min: items.salaryGrossValueMin, max: items.salaryGrossValueMax } : null;
}

/* ---------- description ---------- */

export type CounterTone = 'normal' | 'low' | 'over';

/** Characters left of the 256 counted without markup; low under 50, negative when over. */
export function descriptionCounter(html: string): { remaining: number; tone: CounterTone } {
  const remaining = OFFER_DESCRIPTION_MAX_LENGTH - descriptionLength(html);
  return { remaining, tone: remaining < 0 ? 'over' : remaining < OFFER_DESCRIPTION_WARNING_REMAINING ? 'low' : 'normal' };
}

/** The editor's empty document is a lone empty paragraph: that is no description. */
export function normalizedDescription(html: string): string {
  return /^<p>(\s|<br\s*\/?>)*<\/p>$/i.test(html.trim()) ? '' : html;
}

/* ---------- dates ---------- */

/** The end date's first selectable day: the day after the start (or after today without a start). */
export function endDateMin(start: string | null, today: string): string {
  return addDays(start !== null && start > today ? start : today, 1);
}

/** A start moved on or past the end makes that end invalid: it is cleared. */
export function withWorkStart(values: OfferFormValues, start: string | null): OfferFormValues {
  const keepEnd = values.workEndAt === null || start === null || values.workEndAt > start;
  return { ...values, workStartAt: start, workEndAt: keepEnd ? values.workEndAt : null };
}

/* ---------- flexible-work conditions ---------- */

export const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);
/** 1 Monday ... 7 Sunday. */
export const WEEK_DAYS = Array.from({ length: 7 }, (_, i) => i + 1);
export const WEEKS = Array.from({ length: OFFER_WEEK_MAX - OFFER_WEEK_MIN + 1 }, (_, i) => i + OFFER_WEEK_MIN);

/** The dialog's state: which options are switched on, and their values. */
export interface FlexibleDraft {
  useMonths: boolean;
  useWeeks: boolean;
  useDays: boolean;
  useHours: boolean;
  months: number[];
  weekFrom: number | null;
  weekTo: number | null;
  days: number[];
  hourFrom: string | null;
  hourTo: string | null;
}

export function emptyFlexibleDraft(): FlexibleDraft {
  return { useMonths: false, useWeeks: false, useDays: false, useHours: false, months: [], weekFrom: null, weekTo: null, days: [], hourFrom: null, hourTo: null };
}

export function draftFromCondition(condition: FlexibleCondition): FlexibleDraft {
  const [weekFrom, weekTo] = condition.weeks;
  const [hourFrom, hourTo] = condition.hours;
  return {
    useMonths: condition.months.length > 0,
    useWeeks: weekFrom !== null || weekTo !== null,
    useDays: condition.days.length > 0,
    useHours: hourFrom !== null || hourTo !== null,
    months: [...condition.months],
    weekFrom,
    weekTo,
    days: [...condition.days],
    hourFrom,
    hourTo,
  };
}

/** Setting the 'from' week also sets 'to' (the 'to' list then starts there). */
export function withWeekFrom(draft: FlexibleDraft, week: number | null): FlexibleDraft {
  return { ...draft, weekFrom: week, weekTo: week };
}

/** The weeks the 'to' list offers: from the chosen 'from' week to 53. */
export function weekToOptions(from: number | null): number[] {
  return from === null ? WEEKS : WEEKS.filter((week) => week >= from);
}

export type FlexibleDraftCheck =
  | { ok: true; condition: FlexibleCondition }
  | { ok: false; toast?: string; errors: Partial<Record<'months' | 'days' | 'hourFrom' | 'hourTo' | 'condition', string>> };

const sortedUnique = (values: number[]) => [...new Set(values)].sort((a, b) => a - b);

/**
 * The dialog's condition, or why it cannot be saved: at least one option (flexible_condition_empty),
 * both weeks with from ≤ to (toast weeks_not_selected_properly), both hours, chosen months and days.
 */
export function checkFlexibleDraft(draft: FlexibleDraft): FlexibleDraftCheck {
  if (!draft.useMonths && !draft.useWeeks && !draft.useDays && !draft.useHours) {
    return { ok: false, errors: { condition: OfferErrorKey.FlexibleConditionEmpty } };
  }
  const errors: Extract<FlexibleDraftCheck, { ok: false }>['errors'] = {};
  if (draft.useMonths && draft.months.length === 0) errors.months = ErrorKey.FieldRequired;
  if (draft.useDays && draft.days.length === 0) errors.days = ErrorKey.FieldRequired;
  if (draft.useHours && draft.hourFrom === null) errors.hourFrom = ErrorKey.FieldRequired;
  if (draft.useHours && draft.hourTo === null) errors.hourTo = ErrorKey.FieldRequired;
  const weeksWrong = draft.useWeeks && (draft.weekFrom === null || draft.weekTo === null || draft.weekFrom > draft.weekTo);
  if (weeksWrong || Object.keys(errors).length > 0) return { ok: false, toast: weeksWrong ? OfferErrorKey.WeeksNotSelectedProperly : undefined, errors };
  return {
    ok: true,
    condition: {
      months: draft.useMonths ? sortedUnique(draft.months) : [],
      weeks: draft.useWeeks ? [draft.weekFrom, draft.weekTo] : [null, null],
      days: draft.useDays ? sortedUnique(draft.days) : [],
      hours: draft.useHours ? [draft.hourFrom, draft.hourTo] : [null, null],
    },
  };
}

/** Turning flexible work off drops its conditions from the payload (the server ignores them too). */
export function withFlexibleWork(values: OfferFormValues, on: boolean): OfferFormValues {
  return { ...values, isFlexibleWork: on };
}

/* ---------- payload ---------- */

const toId = (value: string | null): number | null => (value === null || value === '' ? null : Number(value));
const toNumber = (value: NumberValue): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const text = value.trim().replace(',', '.');
  if (text === '') return null;
  const number = Number(text);
  return Number.isFinite(number) ? number : null;
};
const money = (amount: NumberValue, currency: string | null) => ({ amount: toNumber(amount), currency });
const checklist = (kind: ChecklistKind, items: readonly RequirementValue[]) =>
  items.map((item) => (RATED_KINDS.has(kind) ? { id: item.id, isRequired: item.isRequired, rating: item.rating } : { id: item.id, isRequired: item.isRequired }));

/**
 * The JSON body of create and update (the API's payload names): ids as numbers, amounts with the
 * country's currency, the daily or monthly salary only when shown, regions only without the whole
 * country, flexible conditions only with flexible work.
 */
export function offerPayload(values: OfferFormValues, currency: string | null): Record<string, unknown> {
  return {
    clientBrand: toId(values.clientBrand),
    industry: toId(values.industry),
    profession: toId(values.profession),
    professionClass: toId(values.professionClass),
    numberOfVacancies: toNumber(values.numberOfVacancies),
    minExperience: toNumber(values.minExperience),
    description: normalizedDescription(values.description),
    notes: values.notes,
    workStartAt: values.workStartAt,
    workEndAt: values.workEndAt,
    workLocationState: toId(values.workLocationState),
    allState: values.allState,
    workLocationRegions: values.allState ? [] : values.workLocationRegions.map((entry) => ({ region: toId(entry.region), cities: entry.cities.map(Number) })),
    ...Object.fromEntries(PROFESSION_REQUIREMENT_KINDS.map((kind) => [kind, checklist(kind, values[kind])])),
    requiredDocuments: checklist('requiredDocuments', values.requiredDocuments),
    languages: values.languages.map((language) => ({
      languageCode: language.languageCode,
      languageProficiency: toId(language.languageProficiency),
      isRequired: language.isRequired,
    })),
    rewards: values.rewards.map(Number),
    weOffers: values.weOffers.map(Number),
    benefits: values.benefits.map(Number),
    contractTypes: values.contractTypes.map(Number),
    workSystems: values.workSystems.map(Number),
    isConstantWork: values.isConstantWork,
    isFlexibleWork: values.isFlexibleWork,
    offerFlexibleWorks: values.isFlexibleWork ? values.offerFlexibleWorks : [],
    workRotational: values.workRotational,
    workOvertime: values.workOvertime,
    workDailyHours: toNumber(values.workDailyHours),
    workMonthDays: toNumber(values.workMonthDays),
    salaryGrossValueMin: money(values.salaryGrossValueMin, currency),
    salaryGrossValueMax: money(values.salaryGrossValueMax, currency),
    salaryDailyValueMin: values.showSalaryDaily ? money(values.salaryDailyValueMin, currency) : null,
    salaryMonthValueMin: values.showSalaryMonth ? money(values.salaryMonthValueMin, currency) : null,
    isSalaryGross: values.isSalaryGross,
    showSalaryGross: values.showSalaryGross,
    showSalaryDaily: values.showSalaryDaily,
    showSalaryMonth: values.showSalaryMonth,
  };
}

/** An active offer sends only the fields it may still change. */
export function restrictedOfferPayload(values: OfferFormValues): Record<string, unknown> {
  const full = offerPayload(values, null);
  return Object.fromEntries(OFFER_RESTRICTED_FIELDS.map((field) => [field, full[field]]));
}

export function payloadFor(values: OfferFormValues, editMode: OfferEditMode, currency: string | null): Record<string, unknown> {
  return editMode === 'restricted' ? restrictedOfferPayload(values) : offerPayload(values, currency);
}

/** Whether a field can be changed in this edit mode. */
export function isEditable(editMode: OfferEditMode, field: keyof OfferFormValues): boolean {
  if (editMode === 'full') return true;
  return editMode === 'restricted' && (OFFER_RESTRICTED_FIELDS as readonly string[]).includes(field);
}

/* ---------- errors ---------- */

const SALARY_FIELDS = new Set(['salaryGrossValueMin', 'salaryGrossValueMax', 'salaryDailyValueMin', 'salaryMonthValueMin']);
const WHOLE_LIST_FIELDS = new Set<string>([...PROFESSION_REQUIREMENT_KINDS, 'requiredDocuments', 'rewards', 'weOffers', 'benefits', 'contractTypes', 'workSystems']);

/** `certificates[1].id` -> ['certificates', 1, 'id']. */
export function apiPathSegments(path: string): (string | number)[] {
  return path
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .filter((part) => part !== '')
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/**
 * The form field that shows an error of the schema or of the API: an amount's error shows on its
 * input, an item's on its whole checklist, a region's, a language's and a condition's on their row.
 */
export function formFieldOf(path: readonly (string | number)[]): string {
  const [head, index, sub] = path;
  if (head === undefined) return '';
  const name = String(head);
  if (SALARY_FIELDS.has(name) || WHOLE_LIST_FIELDS.has(name)) return name;
  if ((name === 'workLocationRegions' || name === 'languages') && typeof index === 'number') {
    return sub === undefined ? `${name}.${index}` : `${name}.${index}.${String(sub)}`;
  }
  if (name === 'offerFlexibleWorks' && typeof index === 'number') return `${name}.${index}`;
  return path.map(String).join('.');
}

/** The field errors of the API's formErrors (first key per form field). */
export function formErrorsFromApi(formErrors: Record<string, string[]>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [path, keys] of Object.entries(formErrors)) {
    const field = formFieldOf(apiPathSegments(path));
    if (keys[0] && !(field in errors)) errors[field] = keys[0];
  }
  return errors;
}

export interface OfferFormCheckContext {
  editMode: OfferEditMode;
  /** YYYY-MM-DD in the market's zone. */
  today: string;
  salaryBounds: { min: Money; max: Money } | null;
  currency: string | null;
}

const MESSAGE_KEY = /^[a-z][A-Za-z0-9_]*$/;

/**
 * The form's errors by the very schema of the API (clientOfferFormWith with today's date and the
 * country's bounds); an active offer checks only its editable fields.
 */
export function validateOfferForm(values: OfferFormValues, context: OfferFormCheckContext): Record<string, string> {
  const payload = payloadFor(values, context.editMode, context.currency);
  const schema = context.editMode === 'restricted' ? clientOfferRestrictedFields : clientOfferFormWith({ today: context.today, salaryBounds: context.salaryBounds });
  const result = schema.safeParse(payload);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = formFieldOf(issue.path as (string | number)[]);
    errors[field] ??= MESSAGE_KEY.test(issue.message) ? issue.message : ErrorKey.InvalidValue;
  }
  return errors;
}

/** The limit 'max_value_is' names for a field. */
export function maxValueOf(field: string): number | undefined {
  if (SALARY_FIELDS.has(field)) return OFFER_FIELD_MAX.salaryAmount;
  return (OFFER_FIELD_MAX as Record<string, number>)[field];
}
