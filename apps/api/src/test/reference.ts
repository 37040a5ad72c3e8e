import { ReferenceCatalogue } from '../features/reference/index.ts';
import { buildReferenceEntries } from '../seed/reference-entries.ts';
import { minimumWages } from '../seed/reference/minimum-wages.ts';

/**
 * The catalogue of the release's reference data without a database, for pure tests: the same
 * entries the seeder writes, so look-ups behave as they do against a seeded database.
 */
export function testCatalogue(): ReferenceCatalogue {
  const wages = minimumWages.map(({ hourlyAmount, professionIds, ...wage }) => ({ ...wage, professionIds: [...professionIds], hourlyMinor: hourlyAmount }));
  return new ReferenceCatalogue('test', buildReferenceEntries(), wages);
}
