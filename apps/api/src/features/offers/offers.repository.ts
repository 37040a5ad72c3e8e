import { type SQL, and, count, eq, gte, inArray, isNotNull, lte, gt, sql } from 'drizzle-orm';
import { type OfferListParams, type OfferListRelaxableFilter, type OfferListRelaxation, StatusId } from '@trades/contracts';
import type { Executor } from '../../infra/db/database.ts';
import { candidateProfiles, clientProfiles, users } from '../accounts/accounts.tables.ts';
import { candidateProfessions } from '../candidate-profile/candidate-profile.tables.ts';
import { clientBrands, offerViews, offers } from './offers.tables.ts';
import { type KeywordTerm, keywordCondition, keywordRank } from './offer-keywords.ts';
import { type PlaceFilter, distanceOrder, placeCondition } from './offer-distance.ts';
import { type PayFilter, type PayLevel, payCondition, payOrder } from './offer-pay.ts';

/**
 * What the offers feature reads of the applications to offers: they are the applications feature's records, and that
 * feature builds on offers, so these are handed in where the app is composed.
 */
export interface OfferApplications {
  /** Which of the offers the candidate has applied to. */
  appliedOfferIds(db: Executor, candidateUserId: number, offerIds: readonly number[]): Promise<Set<number>>;
  /** How many candidates applied to the offer (matched candidates who did not apply do not count). */
  countApplied(db: Executor, offerId: number): Promise<number>;
}

/** What the list needs besides the dictionary ids: the filters after the matching criteria are applied. */
export interface OfferListQuery {
  industries: readonly number[];
  professions: readonly number[];
  countries: readonly number[];
  publishedSince: Date | null;
  /** Only the offers matched to this candidate (mlFilter). */
  matchedFor?: number;
  /** Each must match (issue 28's keyword search); none: no keyword. */
  keywords: readonly KeywordTerm[];
  /** Only offers within a radius of a city. */
  place: PlaceFilter | null;
  /** Only offers paying at least this per hour. */
  pay: PayFilter | null;
  sort: OfferListParams['sort'];
  limit: number;
  offset: number;
}

/**
 * The offer's employer is not blocked by an operator (issue 26). A block hides the offers rather than
 * changing their statuses, so an unblock brings back those still inside their publication window.
 * The blocked accounts are read once per query (an uncorrelated sub-select, its own partial index)
 * and each offer is checked against that short list: a correlated NOT EXISTS became an anti join
 * that kept the list from walking its ordered indexes (a 0.5 ms page took 530 ms at 100,000 offers).
 * Spelled out: in one-table queries drizzle leaves columns unqualified.
 */
export const offerOwnerNotBlocked: SQL = sql`offers.client_user_id <> all(array(select blocked_owner.id from users blocked_owner where blocked_owner.blocked_at is not null))`;

/** Public: active (status 2), inside the publication window at `now`, and of an employer who is not blocked. */
export function publicOfferCondition(now: Date): SQL {
  return and(eq(offers.status, StatusId.Active), lte(offers.publicationAt, now), gt(offers.endPublicationAt, now), offerOwnerNotBlocked) as SQL;
}

/** The list's filters, each under the name a search with no result may suggest dropping. */
function filtersOf(query: OfferListQuery): { filter: OfferListRelaxableFilter | null; condition: SQL }[] {
  const filters: { filter: OfferListRelaxableFilter | null; condition: SQL }[] = [];
  const add = (filter: OfferListRelaxableFilter | null, condition: SQL | undefined) => condition && filters.push({ filter, condition });
  if (query.industries.length > 0) add('industry', inArray(offers.industryId, [...query.industries]));
  if (query.professions.length > 0) add('profession', inArray(offers.professionId, [...query.professions]));
  if (query.countries.length > 0) add('country', inArray(offers.workLocationStateId, [...query.countries]));
  if (query.publishedSince) add('publication', gte(offers.publicationAt, query.publishedSince));
  if (query.keywords.length > 0) add('q', and(...keywordCondition(query.keywords)));
  if (query.place) add('near', placeCondition(query.place));
  if (query.pay) add('payMin', payCondition(query.pay));
  if (query.matchedFor !== undefined) {
    // Spelled out: in the one-table count query drizzle leaves columns unqualified.
    add(null, sql`exists (select 1 from offer_matches m where m.offer_id = offers.id and m.candidate_user_id = ${query.matchedFor})`);
  }
  return filters;
}

function listConditions(query: OfferListQuery, now: Date): SQL {
  return and(publicOfferCondition(now), ...filtersOf(query).map((f) => f.condition)) as SQL;
}

/**
 * What a search that found nothing would find without each one of its filters, counted in one
 * query (a filtered count per dropped filter); only filters whose removal finds something, most first.
 */
export async function countRelaxations(db: Executor, query: OfferListQuery, now: Date): Promise<OfferListRelaxation[]> {
  const filters = filtersOf(query);
  const droppable = filters.filter((f): f is { filter: OfferListRelaxableFilter; condition: SQL } => f.filter !== null);
  if (droppable.length === 0) return [];
  const without = (dropped: OfferListRelaxableFilter) => and(...filters.filter((f) => f.filter !== dropped).map((f) => f.condition)) ?? sql`true`;
  const counts = droppable.map((f) => sql`count(*) filter (where ${without(f.filter)})::int`);
  const [row] = await db
    .select({ counts: sql<number[]>`array[${sql.join(counts, sql`, `)}]` })
    .from(offers)
    .where(publicOfferCondition(now));
  const totals = row?.counts ?? [];
  return droppable
    .map((f, index) => ({ filter: f.filter, numTotal: Number(totals[index] ?? 0) }))
    .filter((relaxation) => relaxation.numTotal > 0)
    .sort((a, b) => b.numTotal - a.numTotal);
}

/**
 * ORDER BY written to match the partial indexes exactly (their DESC NULLS LAST, scanned backwards
 * for ascending), with the id as the tie-breaker so pages never overlap.
 */
function orderBy(query: OfferListQuery): SQL[] {
  const sort = query.sort;
  const newest = [sql`${offers.publicationAt} desc nulls last`, sql`${offers.id} desc nulls last`];
  if (sort.field === 'relevance') return query.keywords.length > 0 ? [sql`${keywordRank(query.keywords)} desc`, ...newest] : newest;
  // One city: all as near, so the city index gives them newest first without a sort.
  if (sort.field === 'distance') return query.place && query.place.distances.size > 1 ? [distanceOrder(query.place), ...newest] : newest;
  if (sort.field === 'pay') return payOrder(sort.direction);
  const column = { publicationAt: offers.publicationAt, workStartAt: offers.workStartAt, workEndAt: offers.workEndAt }[sort.field];
  if (sort.field === 'publicationAt') {
    return sort.direction === 'desc'
      ? [sql`${column} desc nulls last`, sql`${offers.id} desc nulls last`]
      : [sql`${column} asc nulls first`, sql`${offers.id} asc nulls first`];
  }
  // Work dates: ascending puts "indefinitely" (no end date) last, descending first.
  return sort.direction === 'asc' ? [sql`${column} asc nulls last`, sql`${offers.id} asc`] : [sql`${column} desc nulls first`, sql`${offers.id} desc`];
}

/** The columns of an offer list item (with its brand and company), for every list that shows offers. */
export const offerListColumns = {
  id: offers.id,
  uuid: offers.uuid,
  slug: offers.slug,
  industryId: offers.industryId,
  professionId: offers.professionId,
  workLocationStateId: offers.workLocationStateId,
  workLocationCityId: offers.workLocationCityId,
  workOvertime: offers.workOvertime,
  workRotational: offers.workRotational,
  workSystems: offers.workSystems,
  description: offers.description,
  salaryGrossMin: offers.salaryGrossMin,
  salaryGrossMax: offers.salaryGrossMax,
  salaryCurrency: offers.salaryCurrency,
  salaryDailyMin: offers.salaryDailyMin,
  salaryMonthMin: offers.salaryMonthMin,
  hourlyPay: offers.hourlyPay,
  hourlyPayEur: offers.hourlyPayEur,
  showSalaryGross: offers.showSalaryGross,
  showSalaryDaily: offers.showSalaryDaily,
  showSalaryMonth: offers.showSalaryMonth,
  isSalaryGross: offers.isSalaryGross,
  workStartAt: offers.workStartAt,
  workEndAt: offers.workEndAt,
  publicationAt: offers.publicationAt,
  endPublicationAt: offers.endPublicationAt,
  brandName: clientBrands.name,
  brandLogoPath: clientBrands.logoPath,
  companyName: clientProfiles.name,
};

/** The count query of a list, unexecuted (the benchmark prints its plan). */
export function countPublicOffersQuery(db: Executor, query: OfferListQuery, now: Date) {
  return db.select({ total: count() }).from(offers).where(listConditions(query, now));
}

/** How many offers of the list each city has (the distance order pages through the cities nearest first). */
export async function countPublicOffersByCity(db: Executor, query: OfferListQuery, now: Date): Promise<Map<number, number>> {
  const rows = await db
    .select({ cityId: offers.workLocationCityId, total: count() })
    .from(offers)
    .where(listConditions(query, now))
    .groupBy(offers.workLocationCityId);
  return new Map(rows.flatMap((row) => (row.cityId === null ? [] : [[row.cityId, Number(row.total)] as const])));
}

/** The list's offers by hourly pay and currency (offers without pay left out): a pay floor's total is counted from it. */
export async function publicPayLevels(db: Executor, query: OfferListQuery, now: Date): Promise<PayLevel[]> {
  const rows = await db
    .select({ currency: offers.salaryCurrency, hourlyPay: offers.hourlyPay, hourlyPayEur: offers.hourlyPayEur, total: count() })
    .from(offers)
    .where(and(listConditions(query, now), isNotNull(offers.hourlyPayEur), isNotNull(offers.hourlyPay), isNotNull(offers.salaryCurrency)))
    .groupBy(offers.salaryCurrency, offers.hourlyPay, offers.hourlyPayEur);
  return rows.map((row) => ({
    currency: (row.currency ?? '').trim(),
    hourlyPay: Number(row.hourlyPay),
    hourlyPayEur: Number(row.hourlyPayEur),
    offers: Number(row.total),
  }));
}

export async function countPublicOffers(db: Executor, query: OfferListQuery, now: Date): Promise<number> {
  const [row] = await countPublicOffersQuery(db, query, now);
  return Number(row?.total ?? 0);
}

export async function listPublicOffers(db: Executor, query: OfferListQuery, now: Date) {
  return listPublicOffersQuery(db, query, now);
}

/** The page query of a list, unexecuted (the benchmark prints its plan). */
export function listPublicOffersQuery(db: Executor, query: OfferListQuery, now: Date) {
  return db
    .select(offerListColumns)
    .from(offers)
    .leftJoin(clientBrands, eq(clientBrands.id, offers.clientBrandId))
    .leftJoin(clientProfiles, eq(clientProfiles.userId, offers.clientUserId))
    .where(listConditions(query, now))
    .orderBy(...orderBy(query))
    .limit(query.limit)
    .offset(query.offset);
}
export type OfferListRow = Awaited<ReturnType<typeof listPublicOffersQuery>>[number];

/** How the detail call names an offer: `{id}`, `{id}-{slug}`, its uuid or a bare slug. */
export type OfferRef = { id: number } | { uuid: string } | { slug: string };

const detailColumns = {
  offer: offers,
  brandName: clientBrands.name,
  brandLogoPath: clientBrands.logoPath,
  companyName: clientProfiles.name,
  numUniquePreview: sql<number>`(select count(*)::int from ${offerViews} where ${offerViews.offerId} = ${offers.id})`,
};

/** A public offer by reference; a slug shared by several names the newest. */
export async function findPublicOffer(db: Executor, ref: OfferRef, now: Date) {
  const match = 'id' in ref ? eq(offers.id, ref.id) : 'uuid' in ref ? eq(offers.uuid, ref.uuid) : eq(offers.slug, ref.slug);
  const [row] = await db
    .select(detailColumns)
    .from(offers)
    .leftJoin(clientBrands, eq(clientBrands.id, offers.clientBrandId))
    .leftJoin(clientProfiles, eq(clientProfiles.userId, offers.clientUserId))
    .where(and(publicOfferCondition(now), match))
    .orderBy(sql`${offers.publicationAt} desc nulls last`)
    .limit(1);
  return row;
}
/** A public offer as the detail shows it; how many applied is the applications feature's to say. */
export type OfferDetailRow = NonNullable<Awaited<ReturnType<typeof findPublicOffer>>> & { numTotalApplied: number };

/** Counts a visitor once per offer and day; true when this view was the first of the day. */
export async function recordOfferView(db: Executor, offerId: number, visitorHash: string, day: string): Promise<boolean> {
  const inserted = await db.insert(offerViews).values({ offerId, visitorHash, day }).onConflictDoNothing().returning({ offerId: offerViews.offerId });
  return inserted.length > 0;
}

/** Every public offer's address parts for the sitemap, newest first. */
export async function listPublicOfferUrls(db: Executor, now: Date, limit: number, offset: number): Promise<{ id: number; slug: string; updatedAt: Date }[]> {
  return db
    .select({ id: offers.id, slug: offers.slug, updatedAt: offers.updatedAt })
    .from(offers)
    .where(publicOfferCondition(now))
    .orderBy(sql`${offers.publicationAt} desc nulls last`, sql`${offers.id} desc nulls last`)
    .limit(limit)
    .offset(offset);
}

export async function countAllPublicOffers(db: Executor, now: Date): Promise<number> {
  const [row] = await db.select({ total: count() }).from(offers).where(publicOfferCondition(now));
  return Number(row?.total ?? 0);
}

/** A candidate's profile status; undefined without a profile. */
export async function findCandidateProfileStatus(db: Executor, userId: number): Promise<number | undefined> {
  const [profile] = await db.select({ status: candidateProfiles.status }).from(candidateProfiles).where(eq(candidateProfiles.userId, userId)).limit(1);
  return profile?.status;
}

/** What the apply rules (candidate-side.md 4.5) need of a signed-in user, and whether they applied to the offer. */
export async function findApplyCaller(db: Executor, userId: number, offerId: number, applications: OfferApplications) {
  const [[row], professionRows, appliedRows] = await Promise.all([
    db
      .select({
        accountType: users.accountType,
        isEmailConfirmed: users.isEmailConfirmed,
        profileStatus: candidateProfiles.status,
        wizardStep: candidateProfiles.wizardStep,
      })
      .from(users)
      .leftJoin(candidateProfiles, eq(candidateProfiles.userId, users.id))
      .where(eq(users.id, userId)),
    db.select({ id: candidateProfessions.professionId }).from(candidateProfessions).where(eq(candidateProfessions.userId, userId)),
    applications.appliedOfferIds(db, userId, [offerId]),
  ]);
  if (!row) return undefined;
  return { ...row, professionIds: professionRows.map((p) => p.id), applied: appliedRows.has(offerId) };
}

