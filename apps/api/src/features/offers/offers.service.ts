import {
  AccountType,
  type ApplyRefusal,
  type DictionaryItem,
  type Locale,
  ErrorKey,
  type Money,
  OFFER_LIST_PAGE_SIZE,
  type PayCurrency,
  offerSearchFilters,
  StatusId,
  type OfferDetail,
  type OfferList,
  type OfferListItem,
  type OfferRequirement,
  type OfferListParams,
  type Readiness,
  applyRefusal,
  marketToday,
} from '@trades/contracts';
import type { AccessClaims } from '../../infra/auth/access-token.ts';
import type { Executor } from '../../infra/db/database.ts';
import { localised } from '../../infra/i18n/localised.ts';
import type { FileLinks } from '../../infra/storage/file-links.ts';
import { heldDocumentsOf, heldFor } from '../candidate-profile/index.ts';
import {
  PROFESSION_ITEM_REFERENCE_KINDS,
  type ReferenceCatalogue,
  type ReferenceCatalogueStore,
  ReferenceKind,
  countryOfWorkItem,
  destinationReadiness,
  loadExchangeRates,
} from '../reference/index.ts';
import { AppError } from '../../infra/http/errors.ts';
import { keywordTermsOf } from './offer-keywords.ts';
import { type PlaceFilter, distanceKmOf, distancePageWindow, placeFilterOf } from './offer-distance.ts';
import { type ExchangeRates, countPayingAtLeast, hourlyPayOf, payFilterOf } from './offer-pay.ts';
import { checkOfferWage, meetsMinimumWageOf } from './offer-wage.ts';
import { type CachedPage, type OfferListCache, loadOnce, pageKey, totalKey } from './offer-list-cache.ts';
import {
  type OfferApplications,
  type OfferDetailRow,
  type OfferListQuery,
  type OfferListRow,
  type OfferRef,
  countPublicOffers,
  countPublicOffersByCity,
  countRelaxations,
  findApplyCaller,
  findCandidateProfileStatus,
  findPublicOffer,
  listPublicOffers,
  publicPayLevels,
  recordOfferView,
} from './offers.repository.ts';
import type { OfferRequirementItem } from './offers.tables.ts';
import { visitorHash } from './offer-visitor.ts';

/** The spec's stand-in logo path: a client without a logo. */
export const NO_LOGO = 'fakeLogo.png';

const DAY_MS = 86_400_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ID_WITH_SLUG = /^(\d{1,10})(?:-[\p{L}\p{N}-]*)?$/u;
const SLUG = /^[\p{L}\p{N}-]{1,200}$/u;

/** `{id}`, `{id}-{slug}` (the web route), a uuid or a bare slug; null for anything else. */
export function parseOfferRef(text: string): OfferRef | null {
  const value = text.trim();
  if (UUID.test(value)) return { uuid: value.toLowerCase() };
  const withId = ID_WITH_SLUG.exec(value);
  if (withId) {
    const id = Number(withId[1]);
    return id >= 1 && id <= 2_147_483_647 ? { id } : null;
  }
  return SLUG.test(value) ? { slug: value.toLowerCase() } : null;
}

function money(amount: string | null, currency: string | null): Money | null {
  if (amount === null || currency === null) return null;
  return { amount: Number(amount), currency: currency.trim() };
}

function isoDate(value: Date | null): string {
  return value ? value.toISOString() : '';
}

/** Turns a stored logo path into an address a browser can load (a signed file link). */
export type LogoAddress = (storedPath: string) => string;

function clientOf(row: { brandName: string | null; brandLogoPath: string | null; companyName: string | null }, logoAddress: LogoAddress) {
  return { name: row.brandName ?? row.companyName ?? '', logo: row.brandLogoPath ? logoAddress(row.brandLogoPath) : NO_LOGO };
}

/** Logos of published offers are public: anyone reading the offer gets a signed, expiring link to it. */
export function logoAddressOf(deps: OffersDeps, now: Date): LogoAddress {
  return (storedPath) => deps.links.fileUrl(storedPath, 'original', now);
}

function requiredItem(catalogue: ReferenceCatalogue, kind: ReferenceKind, id: number, locale: Locale): DictionaryItem {
  return catalogue.item(kind, id, locale) ?? { id, title: '' };
}

/** What a search adds to an item: its pay per hour in the asked currency and its distance from the asked place. */
export interface OfferSearchExtras {
  hourlyPay: Money | null;
  distanceKm: number | null;
}

/** A list row with titles from the catalogue; `userApplied` only for a signed-in caller. */
export function presentListItem(
  catalogue: ReferenceCatalogue,
  row: OfferListRow,
  locale: Locale,
  logoAddress: LogoAddress,
  /** Without a search: the pay in the offer's own currency, no distance. */
  extras: OfferSearchExtras = { hourlyPay: hourlyPayOf(row, null), distanceKm: null },
): OfferListItem {
  const country = row.workLocationStateId === null ? undefined : catalogue.entry(ReferenceKind.Countries, row.workLocationStateId);
  return {
    id: row.id,
    uuid: row.uuid,
    slug: row.slug,
    profession: requiredItem(catalogue, ReferenceKind.Professions, row.professionId, locale),
    industry: requiredItem(catalogue, ReferenceKind.Industries, row.industryId, locale),
    workLocationState: country ? countryOfWorkItem(catalogue, country, locale) : null,
    workLocationCity: catalogue.item(ReferenceKind.Cities, row.workLocationCityId, locale),
    workOvertime: row.workOvertime,
    workRotational: row.workRotational,
    workSystems: catalogue.items(ReferenceKind.WorkSystems, row.workSystems, locale),
    description: row.description,
    salaryGrossValueMin: money(row.salaryGrossMin, row.salaryCurrency),
    salaryGrossValueMax: money(row.salaryGrossMax, row.salaryCurrency),
    salaryDailyValueMin: money(row.salaryDailyMin, row.salaryCurrency),
    salaryMonthValueMin: money(row.salaryMonthMin, row.salaryCurrency),
    showSalaryGross: row.showSalaryGross,
    showSalaryDaily: row.showSalaryDaily,
    showSalaryMonth: row.showSalaryMonth,
    isSalaryGross: row.isSalaryGross,
    workStartAt: row.workStartAt,
    workEndAt: row.workEndAt,
    publicationAt: isoDate(row.publicationAt),
    endPublicationAt: isoDate(row.endPublicationAt),
    client: clientOf(row, logoAddress),
    ...extras,
  };
}

function requirements(catalogue: ReferenceCatalogue, kind: ReferenceKind, picked: readonly OfferRequirementItem[] | undefined, locale: Locale): OfferRequirement[] {
  const out: OfferRequirement[] = [];
  for (const entry of picked ?? []) {
    const item = catalogue.item(kind, entry.id, locale);
    if (item) out.push({ id: entry.id, isRequired: entry.isRequired, rating: entry.rating ?? null, item });
  }
  return out;
}

/** Whether the reader may apply to the offer, and whether they did. */
export interface OfferApplyState {
  userApplied: boolean;
  applyRefusal: ApplyRefusal | null;
}

/** A visitor is asked to sign in; a signed-in reader's state comes from applyStateOf. */
export const VISITOR_APPLY_STATE: OfferApplyState = { userApplied: false, applyRefusal: applyRefusal(null, { isActive: true, professionId: 0 }, false) };

/** The detail: every field of the Offer entity, titles in the reader's language. */
export function presentDetail(
  catalogue: ReferenceCatalogue,
  row: OfferDetailRow,
  locale: Locale,
  apply: OfferApplyState,
  numUniquePreview: number,
  logoAddress: LogoAddress,
  /** YYYY-MM-DD in the market's zone: picks the minimum wage valid when the work starts. */
  today: string,
): OfferDetail {
  const offer = row.offer;
  const base = presentListItem(
    catalogue,
    { ...offer, brandName: row.brandName, brandLogoPath: row.brandLogoPath, companyName: row.companyName },
    locale,
    logoAddress,
  );
  const country = offer.workLocationStateId === null ? undefined : catalogue.entry(ReferenceKind.Countries, offer.workLocationStateId);
  const picked = Object.fromEntries(
    PROFESSION_ITEM_REFERENCE_KINDS.map((kind) => [kind, requirements(catalogue, kind, offer.requirements[kind], locale)]),
  ) as Record<(typeof PROFESSION_ITEM_REFERENCE_KINDS)[number], OfferRequirement[]>;
  return {
    ...base,
    ...picked,
    status: { id: offer.status },
    professionClass: catalogue.item(ReferenceKind.ProfessionClasses, offer.professionClassId, locale),
    numberOfVacancies: offer.numberOfVacancies,
    minExperience: offer.minExperience,
    languages: offer.languages.flatMap((language) => {
      const entry = catalogue.entryByCode(ReferenceKind.Languages, language.languageCode);
      const level = catalogue.item(ReferenceKind.LanguageProficiencies, language.languageProficiency, locale);
      if (!entry || !level) return [];
      return [
        {
          languageCode: language.languageCode,
          language: { languageCode: language.languageCode, title: localised(entry.title, locale) },
          languageProficiency: level,
          isRequired: language.isRequired,
        },
      ];
    }),
    requiredDocuments: offer.requiredDocuments.flatMap((document) => {
      const item = catalogue.item(ReferenceKind.RequiredDocuments, document.id, locale);
      return item ? [{ id: document.id, isRequired: document.isRequired, requiredDocument: item }] : [];
    }),
    rewards: catalogue.items(ReferenceKind.Rewards, offer.rewards, locale),
    benefits: catalogue.items(ReferenceKind.Benefits, offer.benefits, locale),
    weOffers: catalogue.items(ReferenceKind.WeOffers, offer.weOffers, locale),
    contractTypes: catalogue.items(ReferenceKind.ContractTypes, offer.contractTypes, locale),
    salaryType: catalogue.item(ReferenceKind.SalaryTypes, offer.salaryType, locale),
    workDailyHours: offer.workDailyHours === null ? null : Number(offer.workDailyHours),
    workMonthDays: offer.workMonthDays,
    workLocationState: country
      ? {
          ...countryOfWorkItem(catalogue, country, locale),
          regions: offer.regions.flatMap((region) => {
            const item = catalogue.item(ReferenceKind.Regions, region.regionId, locale);
            return item ? [{ ...item, cities: catalogue.items(ReferenceKind.Cities, region.cityIds, locale) }] : [];
          }),
        }
      : null,
    workLocationRegion: catalogue.item(ReferenceKind.Regions, offer.workLocationRegionId, locale),
    allState: offer.allState,
    isConstantWork: offer.isConstantWork,
    isFlexibleWork: offer.isFlexibleWork,
    offerFlexibleWorks: offer.flexibleWorks.map((condition) => ({
      months: condition.months,
      weeks: condition.weeks,
      days: condition.days,
      hours: { from: condition.hours.from, to: condition.hours.to },
    })),
    offerStatistics: { numTotalApplied: row.numTotalApplied, numUniquePreview },
    allowApply: apply.applyRefusal === null,
    userApplied: apply.userApplied,
    applyRefusal: apply.applyRefusal,
    meetsMinimumWage: meetsMinimumWageOf(checkOfferWage(catalogue, offer, today)),
  };
}

/** A signed-in candidate's readiness for the offer's country; undefined for anyone else. */
async function readinessFor(db: Executor, catalogue: ReferenceCatalogue, viewer: AccessClaims | null, offer: OfferDetailRow['offer'], locale: Locale): Promise<Readiness | null | undefined> {
  if (viewer?.accountType !== AccountType.Candidate) return undefined;
  const held = await heldDocumentsOf(db, [viewer.userId], offer.workLocationStateId);
  return destinationReadiness(
    catalogue,
    { countryId: offer.workLocationStateId, industryId: offer.industryId, professionId: offer.professionId, contractTypeIds: offer.contractTypes },
    heldFor(held, viewer.userId, offer.workLocationStateId),
    locale,
  );
}

/**
 * The candidate whose matched offers mlFilter lists: a signed-in candidate whose profile is active
 * (status 2), as the spec's filter asks; null for visitors, employers and other profiles.
 */
async function matchingCandidate(db: Executor, viewer: AccessClaims | null): Promise<number | null> {
  if (viewer?.accountType !== AccountType.Candidate) return null;
  const status = await findCandidateProfileStatus(db, viewer.userId);
  return status === StatusId.Active ? viewer.userId : null;
}

export interface OffersDeps {
  db: Executor;
  links: FileLinks;
  catalogue: ReferenceCatalogueStore;
  cache: OfferListCache;
  applications: OfferApplications;
  now?: () => Date;
}

/** What a list request's keyword, place and pay filters are resolved against. */
export interface ListSearchContext {
  catalogue: ReferenceCatalogue;
  rates: ExchangeRates;
}

/**
 * The database query of a list request; showAll drops the filters. A radius out of range, an
 * unknown city or currency is a 422 naming the field (offerSearchFilters, plus what only the
 * server knows).
 */
export function listQueryOf(params: OfferListParams, now: Date, context: ListSearchContext): OfferListQuery {
  const { filters, formErrors } = offerSearchFilters(params);
  const place = filters.near === null ? null : (placeFilterOf(context.catalogue, filters.near, filters.radiusKm) ?? null);
  if (filters.near !== null && !place) formErrors.near ??= [ErrorKey.InvalidValue];
  const pay = filters.payMin === null || filters.payCurrency === null ? null : (payFilterOf(context.rates, filters.payMin, filters.payCurrency) ?? null);
  if (filters.payCurrency !== null && context.rates.perEur[filters.payCurrency] === undefined) formErrors.payCurrency ??= [ErrorKey.InvalidValue];
  if (Object.keys(formErrors).length > 0) throw AppError.validation(formErrors);
  const filtered = !params.showAll;
  return {
    industries: filtered ? params.industries : [],
    professions: filtered ? params.professions : [],
    countries: filtered ? params.countries : [],
    publishedSince: filtered && params.publicationDays ? new Date(now.getTime() - params.publicationDays * DAY_MS) : null,
    keywords: filtered ? keywordTermsOf(context.catalogue, filters.q) : [],
    place: filtered ? place : null,
    pay: filtered ? pay : null,
    sort: params.sort,
    limit: OFFER_LIST_PAGE_SIZE,
    offset: (params.page - 1) * OFFER_LIST_PAGE_SIZE,
  };
}

/** The reference exchange rates, remembered for a minute. */
async function ratesOf({ db, cache }: Pick<OffersDeps, 'db' | 'cache'>): Promise<ExchangeRates> {
  const known = cache.rates.get('');
  if (known) return known;
  const rates = await loadExchangeRates(db);
  cache.rates.set('', rates);
  return rates;
}

/** One page of public offers plus the total; a page past the end is empty. */
export async function listOffers(deps: OffersDeps, params: OfferListParams, viewer: AccessClaims | null, locale: Locale): Promise<OfferList> {
  const page = await sharedPage(deps, params, viewer, locale);
  if (viewer === null) return page.list;
  const applied =
    viewer.accountType === AccountType.Candidate ? await deps.applications.appliedOfferIds(deps.db, viewer.userId, page.list.items.map((item) => item.id)) : new Set<number>();
  return { ...page.list, items: page.list.items.map((item) => ({ ...item, userApplied: applied.has(item.id) })) };
}

/**
 * The visitor's page as JSON text: a popular page is serialised once and then sent as it is,
 * which is most of the cost of answering it.
 */
export async function publicOfferListJson(deps: OffersDeps, params: OfferListParams, locale: Locale): Promise<string> {
  const page = await sharedPage(deps, params, null, locale);
  page.json ??= JSON.stringify(page.list);
  return page.json;
}

/** How a page's rows become items: titles in the reader's language, pay in the asked currency, distance from the asked place. */
interface ListPresentation {
  catalogue: ReferenceCatalogue;
  locale: Locale;
  logoAddress: LogoAddress;
  place: PlaceFilter | null;
  /** The currency pay is shown in, when one was asked for. */
  display: { currency: PayCurrency; rates: ExchangeRates } | null;
  /** Set when pay was converted or compared across currencies. */
  ratesDate: string | null;
}

function presentRows(presentation: ListPresentation, rows: readonly OfferListRow[]): OfferListItem[] {
  const { catalogue, locale, logoAddress, place, display } = presentation;
  return rows.map((row) =>
    presentListItem(catalogue, row, locale, logoAddress, { hourlyPay: hourlyPayOf(row, display), distanceKm: distanceKmOf(place, row.workLocationCityId) }),
  );
}

async function sharedPage(deps: OffersDeps, params: OfferListParams, viewer: AccessClaims | null, locale: Locale): Promise<CachedPage> {
  const now = deps.now?.() ?? new Date();
  const [catalogue, rates] = await Promise.all([deps.catalogue.current(), ratesOf(deps)]);
  const filtered = !params.showAll;
  const query = listQueryOf(params, now, { catalogue, rates });
  const payCurrency = offerSearchFilters(params).filters.payCurrency;
  const presentation: ListPresentation = {
    catalogue,
    locale,
    logoAddress: logoAddressOf(deps, now),
    place: query.place,
    display: payCurrency ? { currency: payCurrency, rates } : null,
    ratesDate: payCurrency || query.pay || query.sort.field === 'pay' ? rates.rateDate : null,
  };
  const empty: CachedPage = { list: { items: [], numTotal: 0, numItemsPerPage: OFFER_LIST_PAGE_SIZE, pageNumber: params.page } };
  if (filtered && params.matching) {
    // The candidate's own matches (stored by the matching engine): their page is theirs alone, so it skips the shared cache.
    const candidateUserId = await matchingCandidate(deps.db, viewer);
    if (candidateUserId === null) return empty;
    const matched = { ...query, matchedFor: candidateUserId };
    const [numTotal, rows] = await Promise.all([countPublicOffers(deps.db, matched, now), listPublicOffers(deps.db, matched, now)]);
    return { list: listOf(presentation, query, numTotal, presentRows(presentation, rows)) };
  }
  return publicPage(deps, presentation, query, now, payCurrency);
}

function listOf(presentation: ListPresentation, query: OfferListQuery, numTotal: number, items: OfferListItem[]): OfferList {
  return {
    items,
    numTotal,
    numItemsPerPage: query.limit,
    pageNumber: query.offset / query.limit + 1,
    ...(presentation.ratesDate ? { ratesDate: presentation.ratesDate } : {}),
  };
}

/**
 * A page as every visitor sees it, from the short-lived cache when another request just asked
 * for it. The total is cached longer, and a page past a known total costs no query. A search that
 * finds nothing says which filter to drop (counted in one more query).
 */
async function publicPage(
  { db, cache }: Pick<OffersDeps, 'db' | 'cache'>,
  presentation: ListPresentation,
  query: OfferListQuery,
  now: Date,
  payCurrency: PayCurrency | null,
): Promise<CachedPage> {
  const key = pageKey(query, presentation.locale, payCurrency);
  const cached = cache.pages.get(key);
  if (cached) return cached;
  const { numTotal, rows } = query.sort.field === 'distance' && query.place ? await nearestFirst(db, cache, query, query.place, now) : await newestOrRanked(db, cache, query, now);
  const list = listOf(presentation, query, numTotal, presentRows(presentation, rows));
  if (numTotal === 0) {
    const relaxations = await countRelaxations(db, query, now);
    if (relaxations.length > 0) list.relaxations = relaxations;
  }
  const page: CachedPage = { list };
  cache.pages.set(key, page);
  return page;
}

/** A page and the total, the total from the cache when known (a page past a known total costs no query). */
async function newestOrRanked(db: Executor, cache: OfferListCache, query: OfferListQuery, now: Date) {
  const countKey = totalKey(query);
  const knownTotal = cache.totals.get(countKey);
  const [numTotal, rows] = await Promise.all([
    knownTotal ?? countOf(db, cache, query, now),
    knownTotal !== undefined && query.offset >= knownTotal ? [] : listPublicOffers(db, query, now),
  ]);
  if (knownTotal === undefined) cache.totals.set(countKey, numTotal);
  return { numTotal, rows };
}

/**
 * A list's total. Radii and pay floors vary from one search to the next, so a search by place or
 * pay is counted from what is cached for its other filters (offers per city, offers per pay level)
 * rather than by a count of its own: the same few queries serve every radius and floor.
 */
async function countOf(db: Executor, cache: OfferListCache, query: OfferListQuery, now: Date): Promise<number> {
  if (query.place) return totalWithin(await offersPerCity(db, cache, query, now), query.place);
  if (query.pay) {
    const others = { ...query, pay: null };
    return countPayingAtLeast(await loadOnce(cache.payLevels, totalKey(others), () => publicPayLevels(db, others, now)), query.pay);
  }
  return countPublicOffers(db, query, now);
}

/** The list's offers per city, whatever the place asked (cached by the other filters). */
function offersPerCity(db: Executor, cache: OfferListCache, query: OfferListQuery, now: Date): Promise<ReadonlyMap<number, number>> {
  const others = { ...query, place: null };
  return loadOnce(cache.cityTotals, totalKey(others), () => countPublicOffersByCity(db, others, now));
}

function totalWithin(perCity: ReadonlyMap<number, number>, place: PlaceFilter): number {
  let total = 0;
  for (const cityId of place.distances.keys()) total += perCity.get(cityId) ?? 0;
  return total;
}

/** A page sorted by distance: the offers per city first (cached like a total), then only the cities the page reaches. */
async function nearestFirst(db: Executor, cache: OfferListCache, query: OfferListQuery, place: PlaceFilter, now: Date) {
  const perCity = await offersPerCity(db, cache, query, now);
  const window = distancePageWindow(place, perCity, query.offset, query.limit);
  const rowsKey = window && `${totalKey({ ...query, place: null })}|${[...window.place.distances.keys()].join(',')}|${window.offset}:${query.limit}`;
  const rows = window && rowsKey ? await loadOnce(cache.nearestRows, rowsKey, () => listPublicOffers(db, { ...query, place: window.place, offset: window.offset }, now)) : [];
  return { numTotal: totalWithin(perCity, place), rows };
}

/** The apply rules (candidate-side.md 4.5) for the reader of a public (so active) offer. */
async function applyStateOf(
  { db, applications }: Pick<OffersDeps, 'db' | 'applications'>,
  viewer: AccessClaims | null,
  offer: { id: number; professionId: number },
): Promise<OfferApplyState> {
  const caller = viewer ? await findApplyCaller(db, viewer.userId, offer.id, applications) : undefined;
  if (!caller) return VISITOR_APPLY_STATE;
  const refusal = applyRefusal(
    {
      accountType: caller.accountType,
      profileStatus: caller.profileStatus,
      wizardComplete: caller.wizardStep === 0,
      isEmailConfirmed: caller.isEmailConfirmed,
      professionIds: caller.professionIds,
    },
    { isActive: true, professionId: offer.professionId },
    caller.applied,
  );
  return { userApplied: caller.applied, applyRefusal: refusal };
}

export interface OfferVisitor {
  viewer: AccessClaims | null;
  /** Who counts as one visitor when nobody is signed in (see offer-visitor.ts). */
  anonymous: { visitorId: string } | { ip: string; userAgent: string };
  secret: string;
}

/** A public offer's detail, counting the visit once per visitor and day; undefined when not public. */
export async function showOffer(deps: OffersDeps, ref: OfferRef, visitor: OfferVisitor, locale: Locale): Promise<OfferDetail | undefined> {
  const now = deps.now?.() ?? new Date();
  const [catalogue, row] = await Promise.all([deps.catalogue.current(), findPublicOffer(deps.db, ref, now)]);
  if (!row) return undefined;
  const day = now.toISOString().slice(0, 10);
  const [firstToday, apply, readiness, numTotalApplied] = await Promise.all([
    recordOfferView(deps.db, row.offer.id, visitorHash(visitor.secret, day, visitor.viewer ? { userId: visitor.viewer.userId } : visitor.anonymous), day),
    applyStateOf(deps, visitor.viewer, row.offer),
    readinessFor(deps.db, catalogue, visitor.viewer, row.offer, locale),
    deps.applications.countApplied(deps.db, row.offer.id),
  ]);
  const detail = presentDetail(catalogue, { ...row, numTotalApplied }, locale, apply, row.numUniquePreview + (firstToday ? 1 : 0), logoAddressOf(deps, now), marketToday(now));
  return readiness === undefined ? detail : { ...detail, readiness };
}

/** The detail without counting a view (server-rendered pages for search engines). */
export async function findOfferForPage(deps: OffersDeps, ref: OfferRef, locale: Locale): Promise<OfferDetail | undefined> {
  const now = deps.now?.() ?? new Date();
  const [catalogue, row] = await Promise.all([deps.catalogue.current(), findPublicOffer(deps.db, ref, now)]);
  if (!row) return undefined;
  const numTotalApplied = await deps.applications.countApplied(deps.db, row.offer.id);
  return presentDetail(catalogue, { ...row, numTotalApplied }, locale, VISITOR_APPLY_STATE, row.numUniquePreview, logoAddressOf(deps, now), marketToday(now));
}
