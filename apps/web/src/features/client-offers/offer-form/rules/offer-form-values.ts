import type { FlexibleCondition as FlexibleWorkCondition } from '@/components/forms/flexible-work';
import { type ClientOffer, type ClientOfferPrimary, type Money, professionItemKinds } from '@trades/contracts';

/*
 * The offer form's values: what each field holds (ids as the selects' strings, numbers as the inputs
 * hold them), a new offer's values and an edited offer's.
 */

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

/** A flexible-work condition in the API's shape (weeks and hours are [from, to]): the form kit's, weeks always present. */
export type FlexibleCondition = Required<FlexibleWorkCondition>;

/** Number inputs hold '' while empty. */
export type NumberValue = number | string;

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

export const emptyRegion = (): RegionValue => ({ region: null, cities: [] });
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
