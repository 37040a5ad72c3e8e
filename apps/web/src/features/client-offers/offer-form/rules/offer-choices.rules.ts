import { PROFESSION_REQUIREMENT_KINDS, type OfferFormValues, type ProfessionRequirementKind, emptyRegion } from './offer-form-values';

/* Choices that reset other fields: the industry, the profession, the country and the regions. */

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
