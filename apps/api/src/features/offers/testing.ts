import { AccountType, StatusId } from '@trades/contracts';
import type { Executor } from '../../infra/db/database.ts';
import { insertClientProfile, insertUser } from '../accounts/index.ts';
import { candidateProfiles } from '../accounts/accounts.tables.ts';
import { candidateProfessions, candidateWorkLocations } from '../candidate-profile/candidate-profile.tables.ts';
import { type NewOfferRow, clientBrands, offers } from './offers.tables.ts';

const DAY_MS = 86_400_000;
let counter = 0;

/** An employer account with a company profile and, optionally, a main brand. */
export async function createEmployer(db: Executor, company: string, brand?: string): Promise<{ userId: number; brandId: number | null }> {
  counter += 1;
  const user = await insertUser(db, {
    email: `employer-${counter}-${Date.now()}@offers.test`,
    passwordHash: 'not-used',
    accountType: AccountType.Client,
    firstName: 'Test',
    lastName: 'Employer',
    isEmailConfirmed: true,
  });
  if (!user) throw new Error('employer not created');
  await insertClientProfile(db, { userId: user.id, name: company, licTradNum: '123' });
  if (!brand) return { userId: user.id, brandId: null };
  const [row] = await db.insert(clientBrands).values({ clientUserId: user.id, name: brand, isMain: true }).returning({ id: clientBrands.id });
  return { userId: user.id, brandId: row?.id ?? null };
}

export function daysFromNow(days: number, now = Date.now()): Date {
  return new Date(now + days * DAY_MS);
}

export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** An active carpenter offer in Stavanger published an hour ago for 30 days, unless overridden. */
export async function insertOffer(db: Executor, clientUserId: number, overrides: Partial<NewOfferRow> = {}): Promise<{ id: number; uuid: string; slug: string }> {
  const publicationAt = overrides.publicationAt ?? daysFromNow(-1 / 24);
  const [row] = await db
    .insert(offers)
    .values({
      slug: 'carpenter-stavanger',
      clientUserId,
      status: StatusId.Active,
      industryId: 1,
      professionId: 1,
      professionClassId: 2,
      description: '<p>Carpenters wanted.</p>',
      workStartAt: isoDay(daysFromNow(10)),
      workEndAt: null,
      workLocationStateId: 1,
      workLocationRegionId: 102,
      workLocationCityId: 10201,
      // At or above the expert carpenter's minimum wage in Norway, so approving and publishing pass.
      salaryGrossMin: '270',
      salaryGrossMax: '320',
      salaryCurrency: 'NOK',
      workSystems: [1],
      publicationAt,
      endPublicationAt: new Date(publicationAt.getTime() + 30 * DAY_MS),
      ...overrides,
    })
    .returning({ id: offers.id, uuid: offers.uuid, slug: offers.slug });
  if (!row) throw new Error('offer not created');
  return row;
}

/** A candidate with the given professions (industry, profession) and countries of work. */
export async function createCandidate(
  db: Executor,
  options: { professions: readonly [number, number][]; countries: readonly number[]; status?: number },
): Promise<number> {
  counter += 1;
  const user = await insertUser(db, {
    email: `candidate-${counter}-${Date.now()}@offers.test`,
    passwordHash: 'not-used',
    accountType: AccountType.Candidate,
    firstName: 'Test',
    lastName: 'Candidate',
    isEmailConfirmed: true,
  });
  if (!user) throw new Error('candidate not created');
  await db.insert(candidateProfiles).values({ userId: user.id, status: options.status ?? StatusId.Active });
  if (options.professions.length > 0) {
    await db.insert(candidateProfessions).values(
      options.professions.map(([industryId, professionId], position) => ({ userId: user.id, position, industryId, professionId, professionClassId: 2 })),
    );
  }
  if (options.countries.length > 0) {
    await db.insert(candidateWorkLocations).values(
      options.countries.map((countryId, position) => ({ userId: user.id, position, countryId, allState: true, salaryAmount: 100, salaryCurrency: 'EUR' })),
    );
  }
  return user.id;
}
