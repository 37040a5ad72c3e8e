import {
  availabilityStatusItem,
  cityDictionary,
  countryDictionary,
  countryItemsDictionary,
  countryParams,
  dictionaryIdParams,
  dictionaryList,
  languageDictionary,
  languageProficiencyItem,
  professionItemsDictionary,
  professionsByIndustry,
  publicPrimary,
  regionParams,
  skillScaleDictionary,
} from '@trades/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answerDictionary } from './reference-cache.ts';
import type { ReferenceCatalogueStore } from './reference.catalogue.ts';
import { ReferenceKind } from './reference-kinds.ts';
import {
  availabilityStatusDictionary,
  cityDictionary as buildCityDictionary,
  countryDictionary as buildCountryDictionary,
  countryItems,
  countryRegions,
  industryProfessions,
  languageDictionary as buildLanguageDictionary,
  languageProficiencyDictionary,
  professionItems,
  professionsByIndustry as buildProfessionsByIndustry,
  publicPrimary as buildPublicPrimary,
  regionCities,
  simpleDictionary,
  skillScaleDictionary as buildSkillScale,
} from './reference.service.ts';

const tags = ['dictionaries'];
const D = '/v1/public/dictionary';

/** Small id-and-title dictionaries: path under /v1/public/dictionary -> kind. */
const SIMPLE_DICTIONARIES: readonly { path: string; kind: ReferenceKind; summary: string }[] = [
  { path: 'contract-types', kind: ReferenceKind.ContractTypes, summary: 'Contract types' },
  { path: 'work-systems', kind: ReferenceKind.WorkSystems, summary: 'Work systems (shifts and rotations)' },
  { path: 'sexes', kind: ReferenceKind.Sexes, summary: 'Sexes' },
  { path: 'profession-classes', kind: ReferenceKind.ProfessionClasses, summary: 'Profession classes, lowest level first (expert is id 2)' },
  { path: 'salary-types', kind: ReferenceKind.SalaryTypes, summary: 'Salary types: 0 net, 1 gross' },
];

/**
 * The public dictionaries of the reference data, in the X-LOCALE language, cacheable (they
 * change only with a release). Unknown ids are 404, malformed ids 400.
 */
export const referenceRoutes =
  // Not the feature context: the context is built from this feature's catalogue, so it must not be imported here.
  (context: { catalogue: ReferenceCatalogueStore }): FastifyPluginAsyncZod =>
  async (app) => {
    const catalogues = context.catalogue;

    app.get(
      '/v1/public/primary',
      { schema: { tags, summary: 'Industries, interface languages and countries of work', response: { 200: publicPrimary } } },
      async (request, reply) => answerDictionary(catalogues, request, reply, 'primary', buildPublicPrimary),
    );

    app.get(
      `${D}/professions`,
      { schema: { tags, summary: 'Professions grouped by industry id', response: { 200: professionsByIndustry } } },
      async (request, reply) => answerDictionary(catalogues, request, reply, 'professions', buildProfessionsByIndustry),
    );

    app.get(
      `${D}/industry/:id/professions`,
      { schema: { tags, summary: 'Professions of one industry', params: dictionaryIdParams, response: { 200: dictionaryList } } },
      async (request, reply) => {
        const { id } = request.params;
        return answerDictionary(catalogues, request, reply, `industry/${id}/professions`, (catalogue, locale) => industryProfessions(catalogue, id, locale));
      },
    );

    app.get(
      `${D}/industry/profession/:id/items`,
      {
        schema: {
          tags,
          summary: 'Requirement lists a profession offers (certificates, skills, production items) and the profession classes',
          params: dictionaryIdParams,
          response: { 200: professionItemsDictionary },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        return answerDictionary(catalogues, request, reply, `profession/${id}/items`, (catalogue, locale) => professionItems(catalogue, id, locale));
      },
    );

    app.get(
      `${D}/work_locations/state/:country/regions`,
      { schema: { tags, summary: 'Regions of a country of work', params: countryParams, response: { 200: dictionaryList } } },
      async (request, reply) => {
        const { country } = request.params;
        return answerDictionary(catalogues, request, reply, `country/${country}/regions`, (catalogue, locale) => countryRegions(catalogue, country, locale));
      },
    );

    app.get(
      `${D}/work_locations/states/:country/items`,
      {
        schema: {
          tags,
          summary: 'Required documents, rewards, benefits, "we offer" items and hourly salary bounds of a country of work',
          params: countryParams,
          response: { 200: countryItemsDictionary },
        },
      },
      async (request, reply) => {
        const { country } = request.params;
        return answerDictionary(catalogues, request, reply, `country/${country}/items`, (catalogue, locale) => countryItems(catalogue, country, locale));
      },
    );

    app.get(
      `${D}/work_locations/states/region/:region/cities`,
      { schema: { tags, summary: 'Cities of a region', params: regionParams, response: { 200: dictionaryList } } },
      async (request, reply) => {
        const { region } = request.params;
        return answerDictionary(catalogues, request, reply, `region/${region}/cities`, (catalogue, locale) => regionCities(catalogue, region, locale));
      },
    );

    app.get(
      `${D}/cities`,
      { schema: { tags, summary: 'Every city of the countries of work with its country, by name (the search by place)', response: { 200: cityDictionary } } },
      async (request, reply) => answerDictionary(catalogues, request, reply, 'cities', buildCityDictionary),
    );

    app.get(
      `${D}/form/skill-scale`,
      { schema: { tags, summary: 'Skill scale 0-5 with its legend (description, characteristic, numYears)', response: { 200: skillScaleDictionary } } },
      async (request, reply) => answerDictionary(catalogues, request, reply, 'skill-scale', buildSkillScale),
    );

    app.get(
      `${D}/languages`,
      { schema: { tags, summary: 'Languages: preferred first, then the rest by name', response: { 200: languageDictionary } } },
      async (request, reply) => answerDictionary(catalogues, request, reply, 'languages', buildLanguageDictionary),
    );

    app.get(
      `${D}/language-proficiencies`,
      { schema: { tags, summary: 'Language levels (CEFR) with their legend', response: { 200: z.array(languageProficiencyItem) } } },
      async (request, reply) => answerDictionary(catalogues, request, reply, 'language-proficiencies', languageProficiencyDictionary),
    );

    app.get(
      `${D}/countries`,
      { schema: { tags, summary: 'Nationality and residence countries: preferred first, then the rest by name', response: { 200: countryDictionary } } },
      async (request, reply) => answerDictionary(catalogues, request, reply, 'countries', buildCountryDictionary),
    );

    app.get(
      `${D}/availability-statuses`,
      { schema: { tags, summary: 'Candidate availability statuses (2 = available from a date)', response: { 200: z.array(availabilityStatusItem) } } },
      async (request, reply) => answerDictionary(catalogues, request, reply, 'availability-statuses', availabilityStatusDictionary),
    );

    for (const dictionary of SIMPLE_DICTIONARIES) {
      app.get(
        `${D}/${dictionary.path}`,
        { schema: { tags, summary: dictionary.summary, response: { 200: dictionaryList } } },
        async (request, reply) =>
          answerDictionary(catalogues, request, reply, dictionary.path, (catalogue, locale) => simpleDictionary(catalogue, dictionary.kind, locale)),
      );
    }
  };
