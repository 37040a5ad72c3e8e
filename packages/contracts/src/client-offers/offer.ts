import { z } from 'zod';
import { countryOfWorkItem, dictionaryItem, dictionaryList, industryItem, languageDictionary, languageProficiencyItem, money, skillScaleDictionary } from '../catalogue.ts';
import { offerStatistics } from '../offers.ts';
import { OFFER_EDIT_MODES } from './lifecycle.ts';

/* One client offer as the API answers it: the stored form with the offer's state, and the form's primary data. */

const moneyOrNull = money.extend({ currency: z.string() }).nullable();

/**
 * An operator's word the employer sees on the offer while it stands (issue 26): why it was sent back
 * to draft (1) or taken offline (inactive, 3); null otherwise.
 */
export const offerModerationNote = z.object({ reason: z.string(), at: z.string() }).nullable();
export type OfferModerationNote = z.infer<typeof offerModerationNote>;

/** GET /v1/client-offer/{id}: the form's values as stored (ids), plus the offer's state. */
export const clientOffer = z.object({
  id: z.number().int(),
  uuid: z.string(),
  slug: z.string(),
  status: z.object({ id: z.number().int() }),
  /** full (draft, in verification, ready for publication), restricted (active) or none. */
  editMode: z.enum(OFFER_EDIT_MODES),
  createdAt: z.string(),
  updatedAt: z.string(),
  publicationAt: z.string().nullable(),
  endPublicationAt: z.string().nullable(),
  offerStatistics,
  clientBrand: z.number().int().nullable(),
  industry: z.number().int(),
  profession: z.number().int(),
  professionClass: z.number().int().nullable(),
  numberOfVacancies: z.number().int(),
  minExperience: z.number().int(),
  description: z.string(),
  notes: z.string(),
  workStartAt: z.string().nullable(),
  workEndAt: z.string().nullable(),
  workLocationState: z.number().int().nullable(),
  allState: z.boolean(),
  workLocationRegions: z.array(z.object({ region: z.number().int(), cities: z.array(z.number().int()) })),
  certificates: z.array(z.object({ id: z.number().int(), isRequired: z.boolean() })),
  experiences: z.array(z.object({ id: z.number().int(), isRequired: z.boolean() })),
  skillsProfessionals: z.array(z.object({ id: z.number().int(), isRequired: z.boolean(), rating: z.number().nullable() })),
  skillsTechnicals: z.array(z.object({ id: z.number().int(), isRequired: z.boolean(), rating: z.number().nullable() })),
  skillsAdditionals: z.array(z.object({ id: z.number().int(), isRequired: z.boolean() })),
  productionStages: z.array(z.object({ id: z.number().int(), isRequired: z.boolean() })),
  productionMaterials: z.array(z.object({ id: z.number().int(), isRequired: z.boolean(), rating: z.number().nullable() })),
  productionMethods: z.array(z.object({ id: z.number().int(), isRequired: z.boolean() })),
  productionUses: z.array(z.object({ id: z.number().int(), isRequired: z.boolean() })),
  requiredDocuments: z.array(z.object({ id: z.number().int(), isRequired: z.boolean() })),
  languages: z.array(z.object({ languageCode: z.string(), languageProficiency: z.number().int(), isRequired: z.boolean() })),
  rewards: z.array(z.number().int()),
  weOffers: z.array(z.number().int()),
  benefits: z.array(z.number().int()),
  contractTypes: z.array(z.number().int()),
  workSystems: z.array(z.number().int()),
  isConstantWork: z.boolean(),
  isFlexibleWork: z.boolean(),
  offerFlexibleWorks: z.array(
    z.object({
      months: z.array(z.number().int()),
      weeks: z.tuple([z.number().int().nullable(), z.number().int().nullable()]),
      days: z.array(z.number().int()),
      hours: z.tuple([z.string().nullable(), z.string().nullable()]),
    }),
  ),
  workRotational: z.boolean(),
  workOvertime: z.boolean(),
  workDailyHours: z.number().nullable(),
  workMonthDays: z.number().int().nullable(),
  salaryGrossValueMin: moneyOrNull,
  salaryGrossValueMax: moneyOrNull,
  salaryDailyValueMin: moneyOrNull,
  salaryMonthValueMin: moneyOrNull,
  isSalaryGross: z.boolean(),
  showSalaryGross: z.boolean(),
  showSalaryDaily: z.boolean(),
  showSalaryMonth: z.boolean(),
  salaryType: dictionaryItem.nullable(),
  moderation: offerModerationNote,
});
export type ClientOffer = z.infer<typeof clientOffer>;

/** Create, update and duplicate answer with the saved offer. */
export const clientOfferSaved = z.object({ offer: clientOffer });
export type ClientOfferSaved = z.infer<typeof clientOfferSaved>;

/** The state after a lifecycle action (approve, publish, withdraw, archive). */
export const clientOfferState = z.object({
  offer: z.object({
    id: z.number().int(),
    status: z.object({ id: z.number().int() }),
    publicationAt: z.string().nullable(),
    endPublicationAt: z.string().nullable(),
  }),
});
export type ClientOfferState = z.infer<typeof clientOfferState>;

const brandOption = z.object({ id: z.number().int(), name: z.string(), isMain: z.boolean() });

/** GET /v1/client-offer/primary: what the offer form needs before anything is chosen. */
export const clientOfferPrimary = z.object({
  clientBrand: z.array(brandOption),
  industries: z.array(industryItem),
  professionClasses: dictionaryList,
  workLocationsStates: z.array(countryOfWorkItem),
  /** Whole country (1) or chosen regions (0); `selected` is the form's default. */
  allState: z.array(dictionaryItem.extend({ selected: z.boolean() })),
  languages: languageDictionary,
  languageProficiencies: z.array(languageProficiencyItem),
  skillScale: skillScaleDictionary,
  contractTypes: dictionaryList,
  workSystems: dictionaryList,
  salaryTypes: dictionaryList,
});
export type ClientOfferPrimary = z.infer<typeof clientOfferPrimary>;
