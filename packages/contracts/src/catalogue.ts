import { z } from 'zod';
import { entityId } from './fields.ts';
import { LOCALES } from './locale.ts';
import { minimumWage } from './minimum-wage.ts';

/*
 * The dictionaries of the reference data (countries of work, trades, documents, languages, work
 * terms) as the public dictionary calls answer them: titles in the request's X-LOCALE language.
 */

export const dictionaryItem = z.object({ id: z.number().int(), title: z.string() });
export type DictionaryItem = z.infer<typeof dictionaryItem>;
export const dictionaryList = z.array(dictionaryItem);

/** An item that ticks and locks others: master diploma 2 requires journeyman 1, Norway's tax card 1 the personal number 2. */
export const dependentDictionaryItem = dictionaryItem.extend({ requires: z.array(z.number().int()) });
export type DependentDictionaryItem = z.infer<typeof dependentDictionaryItem>;

/** Amounts in whole or decimal units of the currency (200 = 200.00 NOK). */
export const money = z.object({ amount: z.number(), currency: z.string().length(3) });
export type Money = z.infer<typeof money>;

/** Agriculture is listed but inactive ("soon"): shown disabled and never offered. */
export const industryItem = dictionaryItem.extend({ isActive: z.boolean(), isSoon: z.boolean() });
export type IndustryItem = z.infer<typeof industryItem>;

/** A country of work (spec: "Country item": id, country, countryCode); Norway is id 1. */
export const countryOfWorkItem = z.object({ id: z.number().int(), country: z.string(), countryCode: z.string() });
export type CountryOfWorkItem = z.infer<typeof countryOfWorkItem>;

/** GET /v1/public/dictionary/cities: every city of the countries of work with its country, by name (the search's place field). */
export const cityItem = z.object({ id: z.number().int(), title: z.string(), countryId: z.number().int(), country: z.string() });
export type CityItem = z.infer<typeof cityItem>;
export const cityDictionary = z.array(cityItem);

/** An interface language: `value` and `x-locale` are the code to send in X-LOCALE, `title` its own name. */
export const localizationLocale = z.object({ value: z.enum(LOCALES), 'x-locale': z.enum(LOCALES), title: z.string() });

/** GET /v1/public/primary */
export const publicPrimary = z.object({
  industries: z.array(industryItem),
  localizationLocales: z.array(localizationLocale),
  locationsState: z.array(countryOfWorkItem),
});
export type PublicPrimary = z.infer<typeof publicPrimary>;

/** GET /v1/public/dictionary/professions: industry id -> its professions. */
export const professionsByIndustry = z.record(z.string(), dictionaryList);
export type ProfessionsByIndustry = z.infer<typeof professionsByIndustry>;

/** GET /v1/public/dictionary/industry/profession/{id}/items */
export const professionItemsDictionary = z.object({
  certificates: z.array(dependentDictionaryItem),
  experiences: dictionaryList,
  skillsProfessionals: dictionaryList,
  skillsTechnicals: dictionaryList,
  skillsAdditionals: dictionaryList,
  productionStages: dictionaryList,
  productionMaterials: dictionaryList,
  productionMethods: dictionaryList,
  productionUses: dictionaryList,
  professionClasses: dictionaryList,
});
export type ProfessionItemsDictionary = z.infer<typeof professionItemsDictionary>;

/** GET /v1/public/dictionary/work_locations/states/{country}/items (spec: "Country item"). */
export const countryItemsDictionary = z.object({
  requiredDocuments: z.array(dependentDictionaryItem),
  rewards: dictionaryList,
  benefits: dictionaryList,
  weOffers: dictionaryList,
  /** Hourly gross bounds of the salary slider, in the country's currency. */
  salaryGrossValueMin: money,
  salaryGrossValueMax: money,
  /** The country's general-application minimum wages, every period (the form picks the one valid on the work start). */
  minimumWages: z.array(minimumWage),
});
export type CountryItemsDictionary = z.infer<typeof countryItemsDictionary>;

/** One level of the 0-5 skill scale with its legend (spec: "Legend item"). */
export const skillLevel = z.object({
  id: z.number().int(),
  value: z.number(),
  title: z.string(),
  description: z.string(),
  characteristic: z.string(),
  numYears: z.string(),
});
export type SkillLevel = z.infer<typeof skillLevel>;

/** GET /v1/public/dictionary/form/skill-scale: ratings run from min to max in steps of `step`. */
export const skillScaleDictionary = z.object({
  min: z.number(),
  max: z.number(),
  step: z.number(),
  items: z.array(skillLevel),
});
export type SkillScaleDictionary = z.infer<typeof skillScaleDictionary>;

/** A language to pick: `languageCode` (ISO 639-1) is what forms send back. */
export const languageItem = z.object({
  id: z.string(),
  languageCode: z.string(),
  language: z.string(),
  title: z.string(),
});
export type LanguageItem = z.infer<typeof languageItem>;
export const languageDictionary = z.object({ preferred: z.array(languageItem), remaining: z.array(languageItem) });
export type LanguageDictionary = z.infer<typeof languageDictionary>;

/** A CEFR level; `description` is its legend text. */
export const languageProficiencyItem = dictionaryItem.extend({ code: z.string(), description: z.string() });
export type LanguageProficiencyItem = z.infer<typeof languageProficiencyItem>;

/** A nationality or residence country: `countryCode` (ISO 3166-1 alpha-2) is what forms send back. */
export const countryOptionItem = z.object({
  id: z.string(),
  countryCode: z.string(),
  country: z.string(),
  title: z.string(),
});
export type CountryOptionItem = z.infer<typeof countryOptionItem>;
export const countryDictionary = z.object({ preferred: z.array(countryOptionItem), remaining: z.array(countryOptionItem) });
export type CountryDictionary = z.infer<typeof countryDictionary>;

/** 1 green, 2 blue (available, needs a date), 3 red, 4 orange (default). */
export const availabilityStatusItem = dictionaryItem.extend({
  color: z.enum(['green', 'blue', 'red', 'orange']),
  isAvailable: z.boolean(),
});
export type AvailabilityStatusItem = z.infer<typeof availabilityStatusItem>;

/** Path ids of the dictionary calls: a positive integer, else 400. */
export const dictionaryIdParams = z.object({ id: entityId });
export const countryParams = z.object({ country: entityId });
export const regionParams = z.object({ region: entityId });
