import { type CompactScoreBreakdown, MATCH_DIMENSIONS, type MatchDimension, MatchMessageKey, type StoredScoreBreakdown, type StoredScoreTuple } from '@trades/contracts';
import { type HintTail, dimensionTuple, expandBreakdown, hintTail } from './match-breakdown.ts';
import type { OfferLanguage, OfferRegion, OfferRequirementItem, OfferRequirements } from '../offers/offers.tables.ts';

/*
 * The matching engine's one pure function: an offer's requirements against a candidate's profile
 * snapshot, to a score 0-100 and its breakdown per dimension. No I/O; the jobs feed it rows.
 */

/** Bumped whenever the scoring changes; `npm run matching:rebuild` then recomputes every stored pair. */
export const MATCH_ENGINE_VERSION = 2;

/** The weight of every dimension (they add up to 100); the table of docs/decisions.md. */
export const MATCH_WEIGHTS: Readonly<Record<MatchDimension, number>> = {
  profession: 25,
  professionClass: 5,
  skillsProfessionals: 20,
  skillsAdditionals: 5,
  skillsTechnicals: 5,
  certificates: 8,
  languages: 8,
  experience: 6,
  location: 6,
  salary: 5,
  availability: 4,
  workSystems: 1,
  contractTypes: 1,
  flexibleWork: 1,
};

/** A knock-out (missing required certificate or language, no work place in the offer's country) caps the total here. */
export const MATCH_KNOCK_OUT_CAP = 40;

/**
 * Pairs scoring below this are not stored. It equals the knock-out cap, so a knocked-out pair of
 * the candidate's own profession stays visible with the hint that would lift it. A candidate of
 * another profession of the trade reaches it only through shared professional skills (without
 * them at most 10 + 26 = 36), which is what lets the SQL prefilter skip everyone else.
 */
export const MATCH_STORE_FLOOR = 40;

/** The profession of the same industry that the candidate does not list counts this much of the dimension. */
export const SAME_INDUSTRY_PROFESSION_SCORE = 40;


/** The profession item lists the engine scores, each its own dimension. */
export type MatchItemKind = 'skillsProfessionals' | 'skillsAdditionals' | 'skillsTechnicals' | 'certificates';

/** What the engine reads of an offer (columns of the offers row). */
export interface MatchOfferInput {
  industryId: number;
  professionId: number;
  professionClassId: number | null;
  requirements: OfferRequirements;
  languages: readonly OfferLanguage[];
  minExperience: number;
  workLocationStateId: number | null;
  allState: boolean;
  workLocationRegionId: number | null;
  workLocationCityId: number | null;
  regions: readonly OfferRegion[];
  /** numeric columns arrive as text */
  salaryGrossMin: string | number | null;
  salaryGrossMax: string | number | null;
  salaryCurrency: string | null;
  /** YYYY-MM-DD */
  workStartAt: string | null;
  workSystems: readonly number[];
  contractTypes: readonly number[];
  isFlexibleWork: boolean;
  isConstantWork: boolean;
}

export interface SnapshotProfession {
  industryId: number;
  professionId: number;
  professionClassId: number;
  /** Months of work history in this profession. */
  experienceMonths: number;
  /** Per kind: item id -> rating (0 for unrated kinds). */
  items: Partial<Record<MatchItemKind, Record<string, number>>>;
}

export interface SnapshotPlace {
  countryId: number;
  allState: boolean;
  regionIds: number[];
  cityIds: number[];
  salaryAmount: number;
  salaryCurrency: string;
}

/** A candidate's profile as the engine reads it, kept in candidate_match_profiles.profile. */
export interface CandidateSnapshot {
  professions: SnapshotProfession[];
  /** Language code -> proficiency id (1 A1 ... 6 C2, 7 native). */
  languages: Record<string, number>;
  places: SnapshotPlace[];
  /** 1 employed and open, 2 available from a date, 3 not looking, 4 not specified. */
  availableStatus: number;
  availableFrom: string | null;
  workSystems: number[];
  contractTypes: number[];
  isConstantWork: boolean;
  isFlexibleWork: boolean;
}

export interface MatchResult {
  score: number;
  breakdown: StoredScoreBreakdown;
}

/** A score with its breakdown as stored: only the dimensions short of full marks. */
export interface StoredMatchResult {
  score: number;
  breakdown: CompactScoreBreakdown;
}

/** Rank of a profession class (apprentice 3 < helper 1 < expert 2 < foreman 4). */
const CLASS_RANK: Record<number, number> = { 3: 0, 1: 1, 2: 2, 4: 3 };
/** Each day the candidate starts after the offer's start costs this much of the availability dimension. */
const LATE_START_PENALTY_PER_DAY = 100 / 60;
/** Each percent the salary expectation exceeds the offer's top costs this much of the salary dimension. */
const SALARY_PENALTY_PER_PERCENT = 4;

interface RequirementLine {
  id: number;
  isRequired: boolean;
  rating: number;
}

/** An offer prepared once for scoring many candidates: parsed numbers, sets, sorted requirement lines. */
export interface CompiledOffer {
  industryId: number;
  professionId: number;
  professionClassId: number | null;
  items: Record<MatchItemKind, RequirementLine[]>;
  languages: readonly OfferLanguage[];
  minExperienceMonths: number;
  countryId: number | null;
  allState: boolean;
  regionIds: Set<number>;
  cityIds: Set<number>;
  firstRegionId: number | null;
  salaryMax: number | null;
  salaryCurrency: string | null;
  workStartAt: string | null;
  /** workStartAt as days since 1970, for the availability dimension. */
  workStartDay: number | null;
  /** The offer's own hints, made once for all its candidates. */
  hints: Record<'profession' | 'professionClass' | 'experience' | 'country' | 'region' | 'salary' | 'availability' | 'availableStatus' | 'workSystem' | 'contractType' | 'flexibleWork', HintTail | null>;
  workSystems: readonly number[];
  contractTypes: readonly number[];
  isFlexibleWork: boolean;
  isConstantWork: boolean;
}

function lines(items: readonly OfferRequirementItem[] | undefined): RequirementLine[] {
  // Required items first, so a hint names a must before a nice-to-have.
  return (items ?? [])
    .map((item) => ({ id: item.id, isRequired: item.isRequired, rating: item.rating ?? 0 }))
    .sort((a, b) => Number(b.isRequired) - Number(a.isRequired));
}

function numberOrNull(value: string | number | null): number | null {
  if (value === null || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

const days = new Map<string, number>();
/** Days since 1970 of a YYYY-MM-DD date; the few distinct dates are parsed once. */
function dayNumber(date: string): number {
  let day = days.get(date);
  if (day === undefined) {
    day = Math.round(Date.parse(`${date}T00:00:00Z`) / 86_400_000);
    days.set(date, day);
  }
  return day;
}

export function compileOffer(offer: MatchOfferInput): CompiledOffer {
  const regionIds = new Set<number>();
  const cityIds = new Set<number>();
  for (const region of offer.regions) {
    regionIds.add(region.regionId);
    for (const city of region.cityIds) cityIds.add(city);
  }
  if (offer.workLocationRegionId !== null) regionIds.add(offer.workLocationRegionId);
  if (offer.workLocationCityId !== null) cityIds.add(offer.workLocationCityId);
  const min = numberOrNull(offer.salaryGrossMin);
  const salaryMax = numberOrNull(offer.salaryGrossMax) ?? min;
  const salaryCurrency = offer.salaryCurrency?.trim() || null;
  const firstRegionId = offer.workLocationRegionId ?? offer.regions[0]?.regionId ?? null;
  const availableStatus = hintTail(MatchMessageKey.HintAvailableStatus);
  return {
    industryId: offer.industryId,
    professionId: offer.professionId,
    professionClassId: offer.professionClassId,
    items: {
      skillsProfessionals: lines(offer.requirements.skillsProfessionals),
      skillsAdditionals: lines(offer.requirements.skillsAdditionals),
      skillsTechnicals: lines(offer.requirements.skillsTechnicals),
      certificates: lines(offer.requirements.certificates),
    },
    languages: [...offer.languages].sort((a, b) => Number(b.isRequired) - Number(a.isRequired)),
    minExperienceMonths: offer.minExperience * 12,
    countryId: offer.workLocationStateId,
    allState: offer.allState || (regionIds.size === 0 && cityIds.size === 0),
    regionIds,
    cityIds,
    firstRegionId,
    salaryMax,
    salaryCurrency,
    workStartAt: offer.workStartAt,
    workStartDay: offer.workStartAt ? dayNumber(offer.workStartAt) : null,
    hints: {
      profession: hintTail(MatchMessageKey.HintAddProfession, offer.professionId),
      professionClass: offer.professionClassId === null ? null : hintTail(MatchMessageKey.HintProfessionClass, offer.professionClassId),
      experience: offer.minExperience > 0 ? hintTail(MatchMessageKey.HintExperience, offer.minExperience) : null,
      country: offer.workLocationStateId === null ? null : hintTail(MatchMessageKey.HintAddCountry, offer.workLocationStateId),
      region: firstRegionId === null ? null : hintTail(MatchMessageKey.HintAddRegion, firstRegionId),
      salary: salaryMax === null || salaryCurrency === null ? null : hintTail(MatchMessageKey.HintSalary, salaryMax, salaryCurrency),
      availability: offer.workStartAt ? hintTail(MatchMessageKey.HintAvailableFrom, offer.workStartAt) : availableStatus,
      availableStatus,
      workSystem: offer.workSystems.length === 0 ? null : hintTail(MatchMessageKey.HintWorkSystem, offer.workSystems[0] as number),
      contractType: offer.contractTypes.length === 0 ? null : hintTail(MatchMessageKey.HintContractType, offer.contractTypes[0] as number),
      flexibleWork: hintTail(offer.isFlexibleWork ? MatchMessageKey.HintFlexibleWork : MatchMessageKey.HintConstantWork),
    },
    workSystems: offer.workSystems,
    contractTypes: offer.contractTypes,
    isFlexibleWork: offer.isFlexibleWork,
    isConstantWork: offer.isConstantWork,
  };
}

/** The dimensions' indexes in MATCH_DIMENSIONS, the order of a stored breakdown. */
const DIMENSION = Object.fromEntries(MATCH_DIMENSIONS.map((name, index) => [name, index])) as Record<MatchDimension, number>;
const WEIGHT_BY_INDEX = MATCH_DIMENSIONS.map((name) => MATCH_WEIGHTS[name]);

function clamp(score: number): number {
  return Math.max(0, Math.min(100, Math.round(score)));
}

/**
 * The best rating of a professional skill over the candidate's professions of the offer's trade:
 * professional skills carry over within a trade; certificates and the other lists belong to the
 * profession they were given for.
 */
function relatedSkillRating(id: number, related: readonly SnapshotProfession[]): number | undefined {
  let best: number | undefined;
  for (const entry of related) {
    const rating = entry.items.skillsProfessionals?.[id];
    if (rating !== undefined && (best === undefined || rating > best)) best = rating;
  }
  return best;
}

/**
 * A list of required and nice-to-have items: a must counts twice. A rated item scores the
 * candidate's rating against the wanted one (out of 5); an unrated one, having it.
 */
function scoreItems(kind: MatchItemKind, offer: CompiledOffer, own: SnapshotProfession | undefined, related: readonly SnapshotProfession[]): StoredScoreTuple | null {
  const wanted = offer.items[kind];
  const dimension = DIMENSION[kind];
  // Nothing asked: fits anyone who does the job; someone of another profession shows nothing here.
  if (wanted.length === 0) return own ? null : [dimension, 0, 0];
  let total = 0;
  let got = 0;
  let first: HintTail | null = null;
  let mustMissing = false;
  const ownItems = own?.items[kind];
  const carriesOver = !own && kind === 'skillsProfessionals';
  for (const line of wanted) {
    const weight = line.isRequired ? 2 : 1;
    total += weight;
    const have = own ? ownItems?.[line.id] : carriesOver ? relatedSkillRating(line.id, related) : undefined;
    const part = have === undefined ? 0 : line.rating > 0 ? Math.min(have / line.rating, 1) : 1;
    got += weight * part;
    if (part < 1) {
      if (line.isRequired && have === undefined) mustMissing = true;
      first ??=
        kind === 'certificates'
          ? hintTail(MatchMessageKey.HintAddCertificate, line.id)
          : line.rating > 0
            ? hintTail(MatchMessageKey.HintRateItem, line.id, line.rating)
            : hintTail(MatchMessageKey.HintAddItem, line.id);
    }
  }
  // Only a missing required certificate knocks out; missing skills just score low.
  return dimensionTuple(dimension, clamp((100 * got) / total), kind === 'certificates' && mustMissing, first);
}

function scoreProfession(offer: CompiledOffer, own: SnapshotProfession | undefined, related: readonly SnapshotProfession[]): StoredScoreTuple | null {
  if (own) return null;
  return dimensionTuple(DIMENSION.profession, related.length > 0 ? SAME_INDUSTRY_PROFESSION_SCORE : 0, false, offer.hints.profession);
}

function scoreProfessionClass(offer: CompiledOffer, own: SnapshotProfession | undefined): StoredScoreTuple | null {
  const dimension = DIMENSION.professionClass;
  if (offer.professionClassId === null) return own ? null : [dimension, 0, 0];
  if (!own) return dimensionTuple(dimension, 0, false, offer.hints.professionClass);
  const gap = (CLASS_RANK[offer.professionClassId] ?? 0) - (CLASS_RANK[own.professionClassId] ?? 0);
  if (gap <= 0) return null;
  return dimensionTuple(dimension, gap === 1 ? 50 : 0, false, offer.hints.professionClass);
}

function scoreLanguages(offer: CompiledOffer, candidate: CandidateSnapshot): StoredScoreTuple | null {
  if (offer.languages.length === 0) return null;
  let total = 0;
  let got = 0;
  let first: HintTail | null = null;
  let knockOut = false;
  for (const language of offer.languages) {
    const weight = language.isRequired ? 2 : 1;
    total += weight;
    const have = candidate.languages[language.languageCode] ?? 0;
    const wanted = Math.max(1, language.languageProficiency);
    const part = Math.min(have / wanted, 1);
    got += weight * part;
    if (part < 1) {
      if (language.isRequired) knockOut = true;
      first ??= hintTail(MatchMessageKey.HintLanguage, language.languageCode, language.languageProficiency);
    }
  }
  return dimensionTuple(DIMENSION.languages, clamp((100 * got) / total), knockOut, first);
}

function scoreExperience(offer: CompiledOffer, own: SnapshotProfession | undefined): StoredScoreTuple | null {
  if (!own) return dimensionTuple(DIMENSION.experience, 0, false, offer.hints.experience);
  if (own.experienceMonths >= offer.minExperienceMonths) return null;
  return dimensionTuple(DIMENSION.experience, clamp((100 * own.experienceMonths) / offer.minExperienceMonths), false, offer.hints.experience);
}

function scoreLocation(offer: CompiledOffer, place: SnapshotPlace | undefined): StoredScoreTuple | null {
  if (offer.countryId === null) return null;
  if (!place) return dimensionTuple(DIMENSION.location, 0, true, offer.hints.country);
  if (offer.allState || place.allState) return null;
  if (place.cityIds.some((id) => offer.cityIds.has(id))) return null;
  if (place.regionIds.some((id) => offer.regionIds.has(id))) return [DIMENSION.location, 80, 0];
  return dimensionTuple(DIMENSION.location, 40, false, offer.hints.region);
}

function scoreSalary(offer: CompiledOffer, place: SnapshotPlace | undefined): StoredScoreTuple | null {
  if (offer.countryId !== null && !place) return [DIMENSION.salary, 0, 0];
  // Without a range, or in another currency than the candidate's expectation, nothing to compare.
  if (!place || offer.salaryMax === null || offer.salaryMax <= 0 || offer.salaryCurrency !== place.salaryCurrency) return null;
  if (place.salaryAmount <= offer.salaryMax) return null;
  const overPercent = ((place.salaryAmount - offer.salaryMax) / offer.salaryMax) * 100;
  return dimensionTuple(DIMENSION.salary, clamp(100 - overPercent * SALARY_PENALTY_PER_PERCENT), false, offer.hints.salary);
}

function scoreAvailability(offer: CompiledOffer, candidate: CandidateSnapshot): StoredScoreTuple | null {
  const dimension = DIMENSION.availability;
  switch (candidate.availableStatus) {
    case 2: {
      if (offer.workStartDay === null || !candidate.availableFrom) return null;
      const late = dayNumber(candidate.availableFrom) - offer.workStartDay;
      return late <= 0 ? null : dimensionTuple(dimension, clamp(100 - late * LATE_START_PENALTY_PER_DAY), false, offer.hints.availability);
    }
    case 1:
      return dimensionTuple(dimension, 60, false, offer.hints.availability);
    case 3:
      return dimensionTuple(dimension, 0, false, offer.hints.availableStatus);
    default:
      return dimensionTuple(dimension, 50, false, offer.hints.availability);
  }
}

function scoreOneOf(dimension: number, wanted: readonly number[], have: readonly number[], hint: HintTail | null): StoredScoreTuple | null {
  if (wanted.length === 0) return null;
  for (const id of wanted) if (have.includes(id)) return null;
  return dimensionTuple(dimension, 0, false, hint);
}

function scoreFlexibleWork(offer: CompiledOffer, candidate: CandidateSnapshot): StoredScoreTuple | null {
  if ((offer.isFlexibleWork && candidate.isFlexibleWork) || (offer.isConstantWork && candidate.isConstantWork)) return null;
  if (!offer.isFlexibleWork && !offer.isConstantWork) return null;
  return dimensionTuple(DIMENSION.flexibleWork, 0, false, offer.hints.flexibleWork);
}

/**
 * The score 0-100 of a candidate for an offer and, as stored, the dimensions short of full marks;
 * knock-outs cap it at MATCH_KNOCK_OUT_CAP. The hot path of every re-score and the full rebuild.
 */
export function scoreStoredMatch(offer: CompiledOffer, candidate: CandidateSnapshot): StoredMatchResult {
  let own: SnapshotProfession | undefined;
  const related: SnapshotProfession[] = [];
  for (const profession of candidate.professions) {
    if (profession.professionId === offer.professionId) own = profession;
    if (profession.industryId === offer.industryId) related.push(profession);
  }
  let place: SnapshotPlace | undefined;
  if (offer.countryId !== null) for (const p of candidate.places) if (p.countryId === offer.countryId) place = p;
  const dimensions = [
    scoreProfession(offer, own, related),
    scoreProfessionClass(offer, own),
    scoreItems('skillsProfessionals', offer, own, related),
    scoreItems('skillsAdditionals', offer, own, related),
    scoreItems('skillsTechnicals', offer, own, related),
    scoreItems('certificates', offer, own, related),
    scoreLanguages(offer, candidate),
    scoreExperience(offer, own),
    scoreLocation(offer, place),
    scoreSalary(offer, place),
    scoreAvailability(offer, candidate),
    scoreOneOf(DIMENSION.workSystems, offer.workSystems, candidate.workSystems, offer.hints.workSystem),
    scoreOneOf(DIMENSION.contractTypes, offer.contractTypes, candidate.contractTypes, offer.hints.contractType),
    scoreFlexibleWork(offer, candidate),
  ];
  // The weights add up to 100: a full-marks dimension gives its weight times 100.
  let weighted = 100 * 100;
  let knockedOut = false;
  const breakdown: CompactScoreBreakdown = [];
  for (const tuple of dimensions) {
    if (tuple === null) continue;
    breakdown.push(tuple);
    weighted -= (WEIGHT_BY_INDEX[tuple[0]] as number) * (100 - tuple[1]);
    if (tuple[2] === 1) knockedOut = true;
  }
  const total = Math.round(weighted / 100);
  return { score: knockedOut ? Math.min(total, MATCH_KNOCK_OUT_CAP) : total, breakdown };
}

/** The score and every dimension's score, weight, met, knock-out and hint (what the reader shows). */
export function scoreMatch(offer: CompiledOffer, candidate: CandidateSnapshot): MatchResult {
  const stored = scoreStoredMatch(offer, candidate);
  return { score: stored.score, breakdown: expandBreakdown(stored.breakdown, MATCH_WEIGHTS) };
}
