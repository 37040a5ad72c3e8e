import type {
  ClientOffer,
  ClientOfferFormValues,
  ClientOfferListItem,
  ClientOfferRestrictedValues,
  ClientOfferState,
  Locale,
} from '@trades/contracts';
import { slugify } from '../offers/index.ts';
import { PROFESSION_ITEM_REFERENCE_KINDS, type ReferenceCatalogue, ReferenceKind, countryOfWorkItem } from '../reference/index.ts';
import type { NewOfferRow, OfferRequirements, OfferRow } from '../offers/offers.tables.ts';
import { type LifecycleSettings, allowedRowActions, editModeOf, effectiveStatus, moderationNoteOf } from './offer-lifecycle.ts';
import { sanitizeDescription } from './description-html.ts';

/* Pure conversions between the offer form's values, the offers table and the answers. */

/** Lists whose items carry a wanted level. */
const RATED_KINDS = new Set<string>(['skillsProfessionals', 'skillsTechnicals', 'productionMaterials']);

const amountText = (amount: number | undefined) => (amount === undefined ? null : amount.toFixed(2));

/** The URL part: profession and place in English ('welder-stavanger'), as the demo offers have it. */
export function offerSlug(catalogue: ReferenceCatalogue, professionId: number, countryId: number | null, cityId: number | null): string {
  const title = (kind: ReferenceKind, id: number | null) => (id === null ? undefined : catalogue.entry(kind, id)?.title.en);
  const slug = slugify(title(ReferenceKind.Professions, professionId), title(ReferenceKind.Cities, cityId) ?? title(ReferenceKind.Countries, countryId));
  return slug || 'offer';
}

export type OfferFormColumns = Omit<NewOfferRow, 'id' | 'uuid' | 'clientUserId' | 'status' | 'createdAt' | 'publicationAt' | 'endPublicationAt'>;

/** The columns a saved form writes (the description sanitised, the first place kept for lists). */
export function offerColumns(values: ClientOfferFormValues, catalogue: ReferenceCatalogue, now: Date): OfferFormColumns {
  const firstRegion = values.workLocationRegions[0];
  const regionId = firstRegion?.region ?? null;
  const cityId = firstRegion?.cities[0] ?? null;
  const requirements: OfferRequirements = {};
  for (const kind of PROFESSION_ITEM_REFERENCE_KINDS) {
    requirements[kind] = values[kind].map((item) =>
      RATED_KINDS.has(kind) && 'rating' in item ? { id: item.id, isRequired: item.isRequired, rating: item.rating } : { id: item.id, isRequired: item.isRequired },
    );
  }
  const currency = values.salaryGrossValueMin.currency;
  return {
    slug: offerSlug(catalogue, values.profession, values.workLocationState, cityId),
    clientBrandId: values.clientBrand,
    industryId: values.industry,
    professionId: values.profession,
    professionClassId: values.professionClass,
    numberOfVacancies: values.numberOfVacancies,
    minExperience: values.minExperience,
    description: sanitizeDescription(values.description),
    notes: values.notes === '' ? null : values.notes,
    workStartAt: values.workStartAt,
    workEndAt: values.workEndAt,
    workLocationStateId: values.workLocationState,
    allState: values.allState,
    workLocationRegionId: regionId,
    workLocationCityId: cityId,
    regions: values.workLocationRegions.map((entry) => ({ regionId: entry.region, cityIds: entry.cities })),
    requirements,
    requiredDocuments: values.requiredDocuments.map((document) => ({ id: document.id, isRequired: document.isRequired })),
    languages: values.languages.map((language) => ({ languageCode: language.languageCode, languageProficiency: language.languageProficiency, isRequired: language.isRequired })),
    rewards: values.rewards,
    weOffers: values.weOffers,
    benefits: values.benefits,
    contractTypes: values.contractTypes,
    workSystems: values.workSystems,
    isConstantWork: values.isConstantWork,
    isFlexibleWork: values.isFlexibleWork,
    flexibleWorks: values.offerFlexibleWorks.map((condition) => ({
      months: condition.months,
      weeks: condition.weeks[0] !== null && condition.weeks[1] !== null ? { from: condition.weeks[0], to: condition.weeks[1] } : null,
      days: condition.days,
      hours: { from: condition.hours[0], to: condition.hours[1] },
    })),
    workRotational: values.workRotational,
    workOvertime: values.workOvertime,
    workDailyHours: values.workDailyHours === null ? null : values.workDailyHours.toFixed(2),
    workMonthDays: values.workMonthDays,
    salaryGrossMin: amountText(values.salaryGrossValueMin.amount),
    salaryGrossMax: amountText(values.salaryGrossValueMax.amount),
    salaryCurrency: currency,
    salaryDailyMin: amountText(values.salaryDailyValueMin?.amount),
    salaryMonthMin: amountText(values.salaryMonthValueMin?.amount),
    isSalaryGross: values.isSalaryGross,
    showSalaryGross: values.showSalaryGross,
    showSalaryDaily: values.showSalaryDaily,
    showSalaryMonth: values.showSalaryMonth,
    salaryType: values.isSalaryGross ? 1 : 0,
    updatedAt: now,
  };
}

/** The columns an active offer's restricted form writes. */
export function restrictedColumns(values: ClientOfferRestrictedValues, now: Date): Partial<NewOfferRow> {
  return {
    description: sanitizeDescription(values.description),
    notes: values.notes === '' ? null : values.notes,
    numberOfVacancies: values.numberOfVacancies,
    rewards: values.rewards,
    weOffers: values.weOffers,
    benefits: values.benefits,
    updatedAt: now,
  };
}

/** A copy of an offer as a new draft: the same content, no publication, its own uuid (its own slug is the service's to choose). */
export function duplicateColumns(row: OfferRow, now: Date): NewOfferRow {
  const { id: _id, uuid: _uuid, status: _status, publicationAt: _publicationAt, endPublicationAt: _endPublicationAt, createdAt: _createdAt, createKey: _createKey, ...content } = row;
  return { ...content, createdAt: now, updatedAt: now };
}

function money(amount: string | null, currency: string | null) {
  return amount === null || currency === null ? null : { amount: Number(amount), currency: currency.trim() };
}

const isoOrNull = (value: Date | null) => (value ? value.toISOString() : null);

/** The offer for the edit page: the form's values as stored, and its state. */
/** Applications (candidates who applied) and distinct daily visits of an offer. */
export interface OfferCounts {
  numTotalApplied: number;
  numUniquePreview: number;
}

/** A new offer (created or duplicated) has neither. */
export const NO_COUNTS: OfferCounts = { numTotalApplied: 0, numUniquePreview: 0 };

export function presentClientOffer(catalogue: ReferenceCatalogue, row: OfferRow, counts: OfferCounts, now: Date, locale: Locale): ClientOffer {
  const status = effectiveStatus(row.status, row.endPublicationAt, now);
  const picked = (kind: (typeof PROFESSION_ITEM_REFERENCE_KINDS)[number]) =>
    (row.requirements[kind] ?? []).map((item) => (RATED_KINDS.has(kind) ? { id: item.id, isRequired: item.isRequired, rating: item.rating ?? null } : { id: item.id, isRequired: item.isRequired }));
  const rated = (kind: 'skillsProfessionals' | 'skillsTechnicals' | 'productionMaterials') =>
    (row.requirements[kind] ?? []).map((item) => ({ id: item.id, isRequired: item.isRequired, rating: item.rating ?? null }));
  return {
    id: row.id,
    uuid: row.uuid,
    slug: row.slug,
    status: { id: status },
    editMode: editModeOf(status),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    publicationAt: isoOrNull(row.publicationAt),
    endPublicationAt: isoOrNull(row.endPublicationAt),
    offerStatistics: { numTotalApplied: counts.numTotalApplied, numUniquePreview: counts.numUniquePreview },
    clientBrand: row.clientBrandId,
    industry: row.industryId,
    profession: row.professionId,
    professionClass: row.professionClassId,
    numberOfVacancies: row.numberOfVacancies,
    minExperience: row.minExperience,
    description: row.description,
    notes: row.notes ?? '',
    workStartAt: row.workStartAt,
    workEndAt: row.workEndAt,
    workLocationState: row.workLocationStateId,
    allState: row.allState,
    workLocationRegions: row.regions.map((entry) => ({ region: entry.regionId, cities: entry.cityIds })),
    certificates: picked('certificates'),
    experiences: picked('experiences'),
    skillsProfessionals: rated('skillsProfessionals'),
    skillsTechnicals: rated('skillsTechnicals'),
    skillsAdditionals: picked('skillsAdditionals'),
    productionStages: picked('productionStages'),
    productionMaterials: rated('productionMaterials'),
    productionMethods: picked('productionMethods'),
    productionUses: picked('productionUses'),
    requiredDocuments: row.requiredDocuments.map((document) => ({ id: document.id, isRequired: document.isRequired })),
    languages: row.languages.map((language) => ({ languageCode: language.languageCode, languageProficiency: language.languageProficiency, isRequired: language.isRequired })),
    rewards: row.rewards,
    weOffers: row.weOffers,
    benefits: row.benefits,
    contractTypes: row.contractTypes,
    workSystems: row.workSystems,
    isConstantWork: row.isConstantWork,
    isFlexibleWork: row.isFlexibleWork,
    offerFlexibleWorks: row.flexibleWorks.map((condition) => ({
      months: condition.months,
      weeks: condition.weeks ? [condition.weeks.from, condition.weeks.to] : [null, null],
      days: condition.days,
      hours: [condition.hours.from, condition.hours.to],
    })),
    workRotational: row.workRotational,
    workOvertime: row.workOvertime,
    workDailyHours: row.workDailyHours === null ? null : Number(row.workDailyHours),
    workMonthDays: row.workMonthDays,
    salaryGrossValueMin: money(row.salaryGrossMin, row.salaryCurrency),
    salaryGrossValueMax: money(row.salaryGrossMax, row.salaryCurrency),
    salaryDailyValueMin: money(row.salaryDailyMin, row.salaryCurrency),
    salaryMonthValueMin: money(row.salaryMonthMin, row.salaryCurrency),
    isSalaryGross: row.isSalaryGross,
    showSalaryGross: row.showSalaryGross,
    showSalaryDaily: row.showSalaryDaily,
    showSalaryMonth: row.showSalaryMonth,
    salaryType: catalogue.item(ReferenceKind.SalaryTypes, row.salaryType, locale),
    moderation: moderationNoteOf(row),
  };
}

export interface ClientOfferListRow {
  id: number;
  uuid: string;
  slug: string;
  status: number;
  industryId: number;
  professionId: number;
  workLocationStateId: number | null;
  workLocationCityId: number | null;
  createdAt: Date;
  publicationAt: Date | null;
  endPublicationAt: Date | null;
  numUniquePreview: number;
  numTotalApplied: number;
  moderationReason: string | null;
  moderatedAt: Date | null;
  /** A paid order bought its publication: approving it takes no more payment. */
  paid: boolean;
}

export function presentListItem(
  catalogue: ReferenceCatalogue,
  row: ClientOfferListRow,
  now: Date,
  locale: Locale,
  lifecycle: LifecycleSettings,
): ClientOfferListItem {
  const status = effectiveStatus(row.status, row.endPublicationAt, now);
  const country = row.workLocationStateId === null ? undefined : catalogue.entry(ReferenceKind.Countries, row.workLocationStateId);
  return {
    id: row.id,
    uuid: row.uuid,
    slug: row.slug,
    profession: catalogue.item(ReferenceKind.Professions, row.professionId, locale) ?? { id: row.professionId, title: '' },
    industry: catalogue.item(ReferenceKind.Industries, row.industryId, locale) ?? { id: row.industryId, title: '' },
    workLocationState: country ? countryOfWorkItem(catalogue, country, locale) : null,
    workLocationCity: catalogue.item(ReferenceKind.Cities, row.workLocationCityId, locale),
    status: { id: status },
    createdAt: row.createdAt.toISOString(),
    publicationAt: isoOrNull(row.publicationAt),
    endPublicationAt: isoOrNull(row.endPublicationAt),
    offerStatistics: { numTotalApplied: row.numTotalApplied, numUniquePreview: row.numUniquePreview },
    lastDataSetQueue: null,
    allowedActions: allowedRowActions(status, row.paid ? { ...lifecycle, freePublication: true } : lifecycle),
    moderation: moderationNoteOf(row),
  };
}

export function presentState(row: Pick<OfferRow, 'id' | 'status' | 'publicationAt' | 'endPublicationAt'>, now: Date): ClientOfferState {
  return {
    offer: {
      id: row.id,
      status: { id: effectiveStatus(row.status, row.endPublicationAt, now) },
      publicationAt: isoOrNull(row.publicationAt),
      endPublicationAt: isoOrNull(row.endPublicationAt),
    },
  };
}
