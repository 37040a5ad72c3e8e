/*
 * General-application minimum wages (allmenngjort tariff) in Norway, NOK per hour from 15 June 2025.
 *
 * Sources: the regulations of Tariffnemnda on general application of the agreements for building
 * sites (byggeplasser), electrical work (elektrofagene), the shipbuilding and yard industry (skips- og
 * verftsindustrien) and cleaning companies (renholdsbedrifter), as summed up in the product's
 * payments guide. Rates change around mid-June each year: a new rate is a new row whose validFrom
 * follows the old row's validTo, so offers and history keep the rate of their day.
 *
 * Which trades a tariff covers is the product's mapping of its professions: construction is the
 * construction industry except electricians, who have their own tariff with industrial
 * electricians; shipbuilding is heavy industry (welders, platers, pipe fitters ...) except the
 * industrial electrician; cleaning is the industrial cleaner. Ids are a contract: never renumber.
 */
import type { MinimumWageLevel } from '@trades/contracts';

export interface MinimumWageSeed {
  readonly id: number;
  readonly countryId: number;
  readonly trade: string;
  readonly level: MinimumWageLevel;
  readonly professionIds: readonly number[];
  /** Øre (minor units) per hour. */
  readonly hourlyAmount: number;
  readonly currency: string;
  readonly validFrom: string;
  readonly validTo: string | null;
  readonly source: string;
}

const NORWAY = 1;
const FROM_2025 = '2025-06-15';

const CONSTRUCTION_PROFESSIONS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 16, 17, 18, 19];
const ELECTRICAL_PROFESSIONS = [14, 28];
const SHIPBUILDING_PROFESSIONS = [20, 21, 22, 23, 24, 25, 26, 27];
const CLEANING_PROFESSIONS = [38];

const SOURCES = {
  construction: 'Forskrift om allmenngjøring av tariffavtale for byggeplasser',
  electrical: 'Forskrift om allmenngjøring av tariffavtale for elektrofagene',
  shipbuilding: 'Forskrift om allmenngjøring av tariffavtaler for skips- og verftsindustrien',
  cleaning: 'Forskrift om allmenngjøring av tariffavtale for renholdsbedrifter',
} as const;

function norwegianRate(id: number, trade: keyof typeof SOURCES, professionIds: readonly number[], level: MinimumWageLevel, hourlyAmount: number): MinimumWageSeed {
  return { id, countryId: NORWAY, trade, level, professionIds, hourlyAmount, currency: 'NOK', validFrom: FROM_2025, validTo: null, source: SOURCES[trade] };
}

export const minimumWages: readonly MinimumWageSeed[] = [
  norwegianRate(1, 'construction', CONSTRUCTION_PROFESSIONS, 'skilled', 26432),
  norwegianRate(2, 'construction', CONSTRUCTION_PROFESSIONS, 'unskilled', 23961),
  norwegianRate(3, 'construction', CONSTRUCTION_PROFESSIONS, 'unskilled_experienced', 24900),
  norwegianRate(4, 'electrical', ELECTRICAL_PROFESSIONS, 'skilled', 27045),
  norwegianRate(5, 'electrical', ELECTRICAL_PROFESSIONS, 'unskilled', 24177),
  norwegianRate(6, 'shipbuilding', SHIPBUILDING_PROFESSIONS, 'skilled', 21679),
  norwegianRate(7, 'shipbuilding', SHIPBUILDING_PROFESSIONS, 'special_worker', 20714),
  norwegianRate(8, 'shipbuilding', SHIPBUILDING_PROFESSIONS, 'unskilled', 19761),
  norwegianRate(9, 'cleaning', CLEANING_PROFESSIONS, 'any', 23654),
];
