import { z } from 'zod';
import { countryOfWorkItem, dictionaryItem, money } from './catalogue.ts';
import { applyRefusalKey } from './applications/apply.ts';
import { meetsMinimumWage } from './minimum-wage.ts';
import { readiness } from './readiness.ts';
import { OFFER_LIST_RELAXABLE_FILTERS } from './offer-list-options.ts';

/* Offers as candidates and visitors see them: the public list and the detail (its options: offer-list-options.ts). */

export const offerClient = z.object({
  name: z.string(),
  /** Logo path; 'fakeLogo.png' means the employer has none. */
  logo: z.string(),
});
export type OfferClient = z.infer<typeof offerClient>;

/** One row of the public offer list, with the extras the employer's list shows. */
export const offerListItem = z.object({
  id: z.number().int(),
  uuid: z.string(),
  slug: z.string(),
  profession: dictionaryItem,
  industry: dictionaryItem,
  workLocationState: countryOfWorkItem.nullable(),
  workLocationCity: dictionaryItem.nullable(),
  workOvertime: z.boolean(),
  workRotational: z.boolean(),
  workSystems: z.array(dictionaryItem),
  /** HTML written by the employer (sanitised when stored). */
  description: z.string(),
  salaryGrossValueMin: money.nullable(),
  salaryGrossValueMax: money.nullable(),
  salaryDailyValueMin: money.nullable(),
  salaryMonthValueMin: money.nullable(),
  showSalaryGross: z.boolean(),
  showSalaryDaily: z.boolean(),
  showSalaryMonth: z.boolean(),
  isSalaryGross: z.boolean(),
  /** YYYY-MM-DD */
  workStartAt: z.string().nullable(),
  /** YYYY-MM-DD; null means indefinitely. */
  workEndAt: z.string().nullable(),
  publicationAt: z.string(),
  endPublicationAt: z.string(),
  client: offerClient,
  /** Only on the signed-in list: whether the caller has applied. */
  userApplied: z.boolean().optional(),
  /**
   * Gross pay per hour (from the hourly, daily or monthly pay and the offer's hours and days), in the
   * list's payCurrency when one was asked for, else the offer's own; null without pay or a rate.
   */
  hourlyPay: money.nullable(),
  /** Great-circle km from the list's `near` city to the offer's city; null without `near` or a known city. */
  distanceKm: z.number().nullable(),
});
export type OfferListItem = z.infer<typeof offerListItem>;

/** Dropping this filter of a search that found nothing would find numTotal offers. */
export const offerListRelaxation = z.object({
  filter: z.enum(OFFER_LIST_RELAXABLE_FILTERS),
  numTotal: z.number().int(),
});
export type OfferListRelaxation = z.infer<typeof offerListRelaxation>;

export const offerList = z.object({
  items: z.array(offerListItem),
  numTotal: z.number().int(),
  numItemsPerPage: z.number().int(),
  pageNumber: z.number().int(),
  /** When pay was converted (payCurrency, or sort by pay): the date of the exchange rates used, YYYY-MM-DD. */
  ratesDate: z.string().nullable().optional(),
  /** Only when nothing was found: each filter whose removal would find offers, most found first. */
  relaxations: z.array(offerListRelaxation).optional(),
});
export type OfferList = z.infer<typeof offerList>;

/** A ticked requirement: the item, whether it is a must, and the wanted level (0-5) where rated. */
export const offerRequirement = z.object({
  id: z.number().int(),
  isRequired: z.boolean(),
  rating: z.number().nullable(),
  item: dictionaryItem,
});
export type OfferRequirement = z.infer<typeof offerRequirement>;

export const offerRequiredDocument = z.object({
  id: z.number().int(),
  isRequired: z.boolean(),
  requiredDocument: dictionaryItem,
});

export const offerLanguage = z.object({
  languageCode: z.string(),
  language: z.object({ languageCode: z.string(), title: z.string() }),
  languageProficiency: dictionaryItem,
  isRequired: z.boolean(),
});

export const offerFlexibleWork = z.object({
  months: z.array(z.number().int()),
  weeks: z.object({ from: z.number().int(), to: z.number().int() }).nullable(),
  days: z.array(z.number().int()),
  hours: z.object({ from: z.string().nullable(), to: z.string().nullable() }),
});
export type OfferFlexibleWork = z.infer<typeof offerFlexibleWork>;

export const offerRegion = dictionaryItem.extend({ cities: z.array(dictionaryItem) });

export const offerStatistics = z.object({
  numTotalApplied: z.number().int(),
  /** Distinct visitors per day who opened the detail. */
  numUniquePreview: z.number().int(),
});

/** GET /v1/public/offer/{id} and GET /v1/offer/{id}: the Offer entity of both spec files. */
export const offerDetail = offerListItem.omit({ userApplied: true }).extend({
  status: z.object({ id: z.number().int() }),
  professionClass: dictionaryItem.nullable(),
  numberOfVacancies: z.number().int(),
  minExperience: z.number().int(),
  certificates: z.array(offerRequirement),
  experiences: z.array(offerRequirement),
  skillsProfessionals: z.array(offerRequirement),
  skillsTechnicals: z.array(offerRequirement),
  skillsAdditionals: z.array(offerRequirement),
  productionStages: z.array(offerRequirement),
  productionMaterials: z.array(offerRequirement),
  productionMethods: z.array(offerRequirement),
  productionUses: z.array(offerRequirement),
  languages: z.array(offerLanguage),
  requiredDocuments: z.array(offerRequiredDocument),
  rewards: z.array(dictionaryItem),
  benefits: z.array(dictionaryItem),
  weOffers: z.array(dictionaryItem),
  contractTypes: z.array(dictionaryItem),
  salaryType: dictionaryItem.nullable(),
  workDailyHours: z.number().nullable(),
  workMonthDays: z.number().int().nullable(),
  workLocationState: countryOfWorkItem.extend({ regions: z.array(offerRegion) }).nullable(),
  workLocationRegion: dictionaryItem.nullable(),
  allState: z.boolean(),
  isConstantWork: z.boolean(),
  isFlexibleWork: z.boolean(),
  offerFlexibleWorks: z.array(offerFlexibleWork),
  offerStatistics,
  /** Whether the caller may apply now (the apply rules of candidate-side.md 4.5, `applyRefusal`). */
  allowApply: z.boolean(),
  userApplied: z.boolean(),
  /** Why the caller may not apply (a message key), null when they may; the API always sends it. */
  applyRefusal: applyRefusalKey.nullable().optional(),
  /** The general-application minimum wage the offer's pay meets; null when no floor applies to it. */
  meetsMinimumWage: meetsMinimumWage.nullable().optional(),
  /** Only for a signed-in candidate: the documents the offer's country asks for and which of them they hold. */
  readiness: readiness.nullable().optional(),
});
export type OfferDetail = z.infer<typeof offerDetail>;

/** `{id}`, `{id}-{slug}`, the offer's uuid, or a bare slug. */
export const offerRefParams = z.object({ id: z.string().min(1).max(250) });

/** GET /v1/public/offer/{id}/similar: active offers like this one (same profession, then nearby, then same industry). */
export const similarOffers = z.object({ items: z.array(offerListItem) });
export type SimilarOffers = z.infer<typeof similarOffers>;
