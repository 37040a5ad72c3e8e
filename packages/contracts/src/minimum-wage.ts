import { z } from 'zod';

/*
 * General-application minimum wages (Norway's allmenngjort tariff): hourly gross floors per
 * country, tariff area and level, each valid for a period. The offer form and the API refuse an
 * offer paying below the floor that applies; the offer detail says when an offer meets it.
 */

/**
 * Levels of a tariff. The offer's profession class picks skilled (expert, foreman) or unskilled (the
 * others); `unskilled_experienced` replaces unskilled when the offer asks for a year of experience or
 * more; `any` is a tariff's one rate for every level (cleaning). `special_worker` is kept as the
 * tariff states it, though no profession class maps to it.
 */
export const MINIMUM_WAGE_LEVELS = ['skilled', 'unskilled', 'unskilled_experienced', 'special_worker', 'any'] as const;
export type MinimumWageLevel = (typeof MINIMUM_WAGE_LEVELS)[number];

/** Profession classes paid at the skilled rate: expert 2 and foreman 4. */
export const SKILLED_PROFESSION_CLASS_IDS: readonly number[] = [2, 4];
/** Years of experience the offer must ask for before the experienced unskilled rate applies. */
export const EXPERIENCED_UNSKILLED_YEARS = 1;

/** One floor as the reference data holds it; the amount in minor units (øre) per hour. */
export const minimumWage = z.object({
  id: z.number().int(),
  countryId: z.number().int(),
  /** The tariff area: construction, electrical, shipbuilding, cleaning. */
  trade: z.string(),
  /** The professions (reference data ids) the tariff covers in that country. */
  professionIds: z.array(z.number().int()),
  level: z.enum(MINIMUM_WAGE_LEVELS),
  hourlyMinor: z.number().int(),
  currency: z.string().length(3),
  /** YYYY-MM-DD, inclusive. */
  validFrom: z.string(),
  /** YYYY-MM-DD, inclusive; null while no later rate is known. */
  validTo: z.string().nullable(),
  /** The regulation the rate comes from. */
  source: z.string(),
});
export type MinimumWage = z.infer<typeof minimumWage>;

/** What the offer detail says about the floor: null when no floor applies. */
export const meetsMinimumWage = z.object({
  /** The hourly floor in minor units. */
  floor: z.number().int(),
  currency: z.string(),
  source: z.string(),
});
export type MeetsMinimumWage = z.infer<typeof meetsMinimumWage>;

/** What picks the floor of an offer. */
export interface WageFloorQuery {
  countryId: number | null;
  professionId: number;
  professionClassId: number | null;
  minExperience: number;
  /** YYYY-MM-DD: the day the rate must be valid on. */
  date: string;
}

function levelsFor(query: WageFloorQuery): readonly MinimumWageLevel[] {
  if (query.professionClassId !== null && SKILLED_PROFESSION_CLASS_IDS.includes(query.professionClassId)) return ['any', 'skilled'];
  return query.minExperience >= EXPERIENCED_UNSKILLED_YEARS ? ['any', 'unskilled_experienced', 'unskilled'] : ['any', 'unskilled'];
}

/** The floor that applies to an offer on a day, null when none does (another country or trade, no rate valid then). */
export function minimumWageFloor(floors: readonly MinimumWage[], query: WageFloorQuery): MinimumWage | null {
  const valid = floors.filter(
    (floor) =>
      floor.countryId === query.countryId &&
      floor.professionIds.includes(query.professionId) &&
      floor.validFrom <= query.date &&
      (floor.validTo === null || query.date <= floor.validTo),
  );
  for (const level of levelsFor(query)) {
    const found = valid.find((floor) => floor.level === level);
    if (found) return found;
  }
  return null;
}

/** The day whose rate applies: the work start, or today when the start has passed (rates are not known ahead). */
export function wageFloorDate(workStartAt: string | null, today: string): string {
  return workStartAt !== null && workStartAt > today ? workStartAt : today;
}

const toMinor = (amount: number) => Math.round(amount * 100);
const toHundredths = (value: number) => Math.round(value * 100);

/** The pay of an offer the floor is checked against; amounts in whole or decimal units of the currency. */
export interface OfferPay {
  hourlyMin: { amount: number; currency: string | null } | null;
  /** A gross daily amount shown on the offer; null when not shown or net. */
  daily: { amount: number; currency: string | null } | null;
  /** A gross monthly amount shown on the offer; null when not shown or net. */
  monthly: { amount: number; currency: string | null } | null;
  dailyHours: number | null;
  monthDays: number | null;
}

export type OfferPayField = 'hourly' | 'daily' | 'monthly';

/**
 * The amounts of an offer below the floor. Daily amounts count through the daily hours, monthly ones
 * through the daily hours and the days per month; an amount that cannot be converted (hours or days
 * missing or zero) is not checked. An amount in another currency than the floor's is not checked
 * either: the form keeps salaries in the country's currency, and a converted check would refuse or
 * pass offers on a rate of the day.
 */
export function payBelowFloor(pay: OfferPay, floor: Pick<MinimumWage, 'hourlyMinor' | 'currency'>): OfferPayField[] {
  const inFloorCurrency = (money: { currency: string | null } | null) => money !== null && (money.currency === null || money.currency === floor.currency);
  const below: OfferPayField[] = [];
  if (pay.hourlyMin && inFloorCurrency(pay.hourlyMin) && toMinor(pay.hourlyMin.amount) < floor.hourlyMinor) below.push('hourly');
  const hours = pay.dailyHours === null ? 0 : toHundredths(pay.dailyHours);
  // Compared in whole numbers: amount in minor units × 100 against floor × hours in hundredths.
  if (pay.daily && inFloorCurrency(pay.daily) && hours > 0 && toMinor(pay.daily.amount) * 100 < floor.hourlyMinor * hours) below.push('daily');
  const days = pay.monthDays ?? 0;
  if (pay.monthly && inFloorCurrency(pay.monthly) && hours > 0 && days > 0 && toMinor(pay.monthly.amount) * 100 < floor.hourlyMinor * hours * days) {
    below.push('monthly');
  }
  return below;
}
