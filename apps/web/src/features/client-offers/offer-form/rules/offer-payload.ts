import { OFFER_RESTRICTED_FIELDS, type OfferEditMode } from '@trades/contracts';
import { normalizedDescription } from './description.rules';
import { type ChecklistKind, type NumberValue, type OfferFormValues, PROFESSION_REQUIREMENT_KINDS, RATED_KINDS, type RequirementValue } from './offer-form-values';

/* The body the API takes from the form's values, by edit mode. */

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
