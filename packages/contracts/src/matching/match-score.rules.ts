import type { MatchHintKey } from './match-messages.ts';
import {
  type HintTail,
  MATCH_PART_KNOCK_OUT,
  MATCH_PART_MET,
  type MatchExplanation,
  MatchHintNeed,
  explainMatch,
  hintTail,
  matchScore,
  partTuple,
} from './match-explanation.ts';
import { type CompactScoreBreakdown, MATCH_DIMENSIONS, type MatchDimension, type StoredScoreTuple } from './matched-offers.ts';

/*
 * The matching engine's one pure function: an offer's requirements against a candidate's profile
 * snapshot, to a score 0-100 with its parts and hints (match-explanation.ts reads both from the one
 * stored record). No I/O: the API's jobs feed it rows.
 */

/** Bumped whenever the scoring changes; `npm run matching:rebuild` then recomputes every stored pair. */
export const MATCH_ENGINE_VERSION = 3;

/**
 * Pairs scoring below this are not stored. It equals the knock-out cap, so a knocked-out pair of
 * the candidate's own profession stays visible with the hint that would lift it. A candidate of
 * another profession of the trade reaches it only through shared professional skills (without
 * them at most 10 + 26 = 36), which is what lets the SQL prefilter skip everyone else.
 */
export const MATCH_STORE_FLOOR = 40;

/** The profession of the same industry that the candidate does not list counts this much of the dimension. */
export const SAME_INDUSTRY_PROFESSION_SCORE = 40;

/**
 * The share of a list's dimension (skills, certificates, languages) its nice-to-haves carry when it
 * has some: missing them all costs at most this, never the whole dimension; the musts carry the rest.
 */
export const NICE_TO_HAVE_SHARE = 25;

/** An item an offer asks for: `rating` is the wanted rating out of 5 (professional skills only). */
export interface OfferRequirementItem {
  id: number;
  isRequired: boolean;
  rating?: number | null;
}
export type OfferRequirements = Partial<Record<MatchItemKind, OfferRequirementItem[]>>;
export interface OfferLanguage {
  languageCode: string;
  languageProficiency: number;
  isRequired: boolean;
}
export interface OfferRegion {
  regionId: number;
  cityIds: number[];
}

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
  /** The expected hourly wage; null when the candidate gave none. */
  salaryAmount: number | null;
  salaryCurrency: string | null;
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
  hints: Record<
    'profession' | 'partOfProfession' | 'professionClass' | 'experience' | 'country' | 'region' | 'salary' | 'availability' | 'availableStatus' | 'workSystem' | 'contractType' | 'flexibleWork',
    HintTail | null
  >;
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

/** A hint of something the offer asks for without a must or a nice-to-have. */
const hint = (key: MatchHintKey, ...params: (string | number)[]) => hintTail(key, MatchHintNeed.None, ...params);

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
  const availableStatus = hint('availableStatus');
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
      profession: hint('addProfession', offer.professionId),
      partOfProfession: hint('partOfProfession', offer.professionId),
      professionClass: offer.professionClassId === null ? null : hint('professionClass', offer.professionClassId),
      experience: offer.minExperience > 0 ? hint('experience', offer.minExperience) : null,
      country: offer.workLocationStateId === null ? null : hintTail('addCountry', MatchHintNeed.Required, offer.workLocationStateId),
      region: firstRegionId === null ? null : hint('addRegion', firstRegionId),
      salary: salaryMax === null || salaryCurrency === null ? null : hint('salary', salaryMax, salaryCurrency),
      availability: offer.workStartAt ? hint('availableFrom', offer.workStartAt) : availableStatus,
      availableStatus,
      workSystem: offer.workSystems.length === 0 ? null : hint('workSystem', offer.workSystems[0] as number),
      contractType: offer.contractTypes.length === 0 ? null : hint('contractType', offer.contractTypes[0] as number),
      flexibleWork: hint(offer.isFlexibleWork ? 'flexibleWork' : 'constantWork'),
    },
    workSystems: offer.workSystems,
    contractTypes: offer.contractTypes,
    isFlexibleWork: offer.isFlexibleWork,
    isConstantWork: offer.isConstantWork,
  };
}

/** The dimensions' indexes in MATCH_DIMENSIONS, the order of a stored breakdown. */
const DIMENSION = Object.fromEntries(MATCH_DIMENSIONS.map((name, index) => [name, index])) as Record<MatchDimension, number>;

function clamp(score: number): number {
  return Math.max(0, Math.min(100, Math.round(score)));
}

const some = (hint: HintTail | null): HintTail[] => (hint ? [hint] : []);
const needOf = (line: { isRequired: boolean }): MatchHintNeed => (line.isRequired ? MatchHintNeed.Required : MatchHintNeed.NiceToHave);

/** The candidate's best rating of an item over all their professions (0 for a kind the wizard does not rate); undefined when none lists it. */
function heldRating(kind: MatchItemKind, id: number, professions: readonly SnapshotProfession[]): number | undefined {
  let best: number | undefined;
  for (const entry of professions) {
    const rating = entry.items[kind]?.[id];
    if (rating !== undefined && (best === undefined || rating > best)) best = rating;
  }
  return best;
}

/**
 * A list's score out of 100 from the shares of its musts and of its nice-to-haves met. The musts
 * carry all of it, or all but NICE_TO_HAVE_SHARE when nice-to-haves are asked too. A list without
 * musts has them met (`noMusts` 1) for a candidate of the offer's profession, not for anyone else.
 */
function listScore(musts: number, mustsMet: number, nice: number, niceMet: number, noMusts: number): number {
  const mustShare = musts > 0 ? mustsMet / musts : noMusts;
  if (nice === 0) return clamp(100 * mustShare);
  return clamp((100 - NICE_TO_HAVE_SHARE) * mustShare + NICE_TO_HAVE_SHARE * (niceMet / nice));
}

/** What to do about an item the candidate does not list (`held` undefined) or rates below the wanted rating. */
function itemHint(kind: MatchItemKind, line: RequirementLine, held: number | undefined): HintTail {
  if (kind === 'certificates') return hintTail('addCertificate', needOf(line), line.id);
  if (held !== undefined) return hintTail('raiseRating', needOf(line), line.id, line.rating, held);
  return kind === 'skillsProfessionals' && line.rating > 0 ? hintTail('addRatedItem', needOf(line), line.id, line.rating) : hintTail('addItem', needOf(line), line.id);
}

/**
 * A list of required and nice-to-have items. An item counts when the candidate lists it under any
 * of their professions (a certificate is theirs whatever profession it was added with); a
 * professional skill scores the best rating against the wanted one (out of 5), any other item
 * having it. Every item short is named, musts first. Of a candidate without the offer's
 * profession only the professional skills count: the other lists are asked of the profession and
 * count once the candidate adds it, which their hint says.
 */
function scoreItems(kind: MatchItemKind, offer: CompiledOffer, candidate: CandidateSnapshot, own: boolean): StoredScoreTuple | null {
  const wanted = offer.items[kind];
  const dimension = DIMENSION[kind];
  const partOfProfession = offer.hints.partOfProfession as HintTail;
  if (!own && kind !== 'skillsProfessionals') {
    const hints = [partOfProfession];
    let knockOut = false;
    for (const line of wanted) {
      if (heldRating(kind, line.id, candidate.professions) !== undefined) continue;
      hints.push(itemHint(kind, line, undefined));
      if (kind === 'certificates' && line.isRequired) knockOut = true;
    }
    return partTuple(dimension, 0, knockOut ? MATCH_PART_KNOCK_OUT : 0, hints);
  }
  // Nothing asked: fits anyone who does the job; someone of another profession gets nothing here.
  if (wanted.length === 0) return own ? null : partTuple(dimension, 0, 0, [partOfProfession]);
  let musts = 0;
  let mustsMet = 0;
  let nice = 0;
  let niceMet = 0;
  let mustShort = false;
  const hints: HintTail[] = [];
  for (const line of wanted) {
    const held = heldRating(kind, line.id, candidate.professions);
    const part = held === undefined ? 0 : kind === 'skillsProfessionals' && line.rating > 0 ? Math.min(held / line.rating, 1) : 1;
    if (line.isRequired) {
      musts += 1;
      mustsMet += part;
      if (part < 1) mustShort = true;
    } else {
      nice += 1;
      niceMet += part;
    }
    if (part < 1) hints.push(itemHint(kind, line, held));
  }
  // Only a missing required certificate knocks out; missing skills just score low.
  const flags = (kind === 'certificates' && mustShort ? MATCH_PART_KNOCK_OUT : 0) | (own && !mustShort ? MATCH_PART_MET : 0);
  return partTuple(dimension, listScore(musts, mustsMet, nice, niceMet, own ? 1 : 0), flags, hints);
}

function scoreProfession(offer: CompiledOffer, own: SnapshotProfession | undefined, related: boolean): StoredScoreTuple | null {
  if (own) return null;
  return partTuple(DIMENSION.profession, related ? SAME_INDUSTRY_PROFESSION_SCORE : 0, 0, some(offer.hints.profession));
}

function scoreProfessionClass(offer: CompiledOffer, own: SnapshotProfession | undefined): StoredScoreTuple | null {
  const dimension = DIMENSION.professionClass;
  if (offer.professionClassId === null) return own ? null : partTuple(dimension, 0, 0, some(offer.hints.partOfProfession));
  if (!own) return partTuple(dimension, 0, 0, some(offer.hints.professionClass));
  const gap = (CLASS_RANK[offer.professionClassId] ?? 0) - (CLASS_RANK[own.professionClassId] ?? 0);
  if (gap <= 0) return null;
  return partTuple(dimension, gap === 1 ? 50 : 0, 0, some(offer.hints.professionClass));
}

/** Languages against the wanted levels (the native language is the top level); every language short is named, musts first. */
function scoreLanguages(offer: CompiledOffer, candidate: CandidateSnapshot): StoredScoreTuple | null {
  if (offer.languages.length === 0) return null;
  let musts = 0;
  let mustsMet = 0;
  let nice = 0;
  let niceMet = 0;
  let mustShort = false;
  const hints: HintTail[] = [];
  for (const language of offer.languages) {
    const held = candidate.languages[language.languageCode];
    const part = Math.min((held ?? 0) / Math.max(1, language.languageProficiency), 1);
    if (language.isRequired) {
      musts += 1;
      mustsMet += part;
      if (part < 1) mustShort = true;
    } else {
      nice += 1;
      niceMet += part;
    }
    if (part < 1) {
      hints.push(
        held === undefined
          ? hintTail('addLanguage', needOf(language), language.languageCode, language.languageProficiency)
          : hintTail('raiseLanguage', needOf(language), language.languageCode, language.languageProficiency, held),
      );
    }
  }
  // A required language missing or below its level knocks out.
  return partTuple(DIMENSION.languages, listScore(musts, mustsMet, nice, niceMet, 1), mustShort ? MATCH_PART_KNOCK_OUT : MATCH_PART_MET, hints);
}

function scoreExperience(offer: CompiledOffer, own: SnapshotProfession | undefined): StoredScoreTuple | null {
  if (!own) return partTuple(DIMENSION.experience, 0, 0, some(offer.hints.experience ?? offer.hints.partOfProfession));
  if (own.experienceMonths >= offer.minExperienceMonths) return null;
  return partTuple(DIMENSION.experience, clamp((100 * own.experienceMonths) / offer.minExperienceMonths), 0, some(offer.hints.experience));
}

function scoreLocation(offer: CompiledOffer, place: SnapshotPlace | undefined): StoredScoreTuple | null {
  if (offer.countryId === null) return null;
  if (!place) return partTuple(DIMENSION.location, 0, MATCH_PART_KNOCK_OUT, some(offer.hints.country));
  if (offer.allState || place.allState) return null;
  if (place.cityIds.some((id) => offer.cityIds.has(id))) return null;
  if (place.regionIds.some((id) => offer.regionIds.has(id))) return partTuple(DIMENSION.location, 80, 0, []);
  return partTuple(DIMENSION.location, 40, 0, some(offer.hints.region));
}

function scoreSalary(offer: CompiledOffer, place: SnapshotPlace | undefined): StoredScoreTuple | null {
  // No expectation for the offer's country: the location's knock-out says what to add.
  if (offer.countryId !== null && !place) return partTuple(DIMENSION.salary, 0, 0, []);
  // Without a range, without an expectation (the wage not given), or in another currency than it, nothing to compare.
  if (!place || place.salaryAmount === null || offer.salaryMax === null || offer.salaryMax <= 0 || offer.salaryCurrency !== place.salaryCurrency) return null;
  if (place.salaryAmount <= offer.salaryMax) return null;
  const overPercent = ((place.salaryAmount - offer.salaryMax) / offer.salaryMax) * 100;
  return partTuple(DIMENSION.salary, clamp(100 - overPercent * SALARY_PENALTY_PER_PERCENT), 0, some(offer.hints.salary));
}

function scoreAvailability(offer: CompiledOffer, candidate: CandidateSnapshot): StoredScoreTuple | null {
  const dimension = DIMENSION.availability;
  switch (candidate.availableStatus) {
    case 2: {
      if (offer.workStartDay === null || !candidate.availableFrom) return null;
      const late = dayNumber(candidate.availableFrom) - offer.workStartDay;
      return late <= 0 ? null : partTuple(dimension, clamp(100 - late * LATE_START_PENALTY_PER_DAY), 0, some(offer.hints.availability));
    }
    case 1:
      return partTuple(dimension, 60, 0, some(offer.hints.availability));
    case 3:
      return partTuple(dimension, 0, 0, some(offer.hints.availableStatus));
    default:
      return partTuple(dimension, 50, 0, some(offer.hints.availability));
  }
}

function scoreOneOf(dimension: number, wanted: readonly number[], have: readonly number[], hint: HintTail | null): StoredScoreTuple | null {
  if (wanted.length === 0) return null;
  for (const id of wanted) if (have.includes(id)) return null;
  return partTuple(dimension, 0, 0, some(hint));
}

function scoreFlexibleWork(offer: CompiledOffer, candidate: CandidateSnapshot): StoredScoreTuple | null {
  if ((offer.isFlexibleWork && candidate.isFlexibleWork) || (offer.isConstantWork && candidate.isConstantWork)) return null;
  if (!offer.isFlexibleWork && !offer.isConstantWork) return null;
  return partTuple(DIMENSION.flexibleWork, 0, 0, some(offer.hints.flexibleWork));
}

/**
 * The score 0-100 of a candidate for an offer and, as stored, the dimensions short of full marks
 * with their hints; the total is matchScore's (knock-outs cap it at MATCH_KNOCK_OUT_CAP). The hot
 * path of every re-score and the full rebuild.
 */
export function scoreStoredMatch(offer: CompiledOffer, candidate: CandidateSnapshot): StoredMatchResult {
  let own: SnapshotProfession | undefined;
  let related = false;
  for (const profession of candidate.professions) {
    if (profession.professionId === offer.professionId) own = profession;
    if (profession.industryId === offer.industryId) related = true;
  }
  let place: SnapshotPlace | undefined;
  if (offer.countryId !== null) for (const p of candidate.places) if (p.countryId === offer.countryId) place = p;
  const parts = [
    scoreProfession(offer, own, related),
    scoreProfessionClass(offer, own),
    scoreItems('skillsProfessionals', offer, candidate, own !== undefined),
    scoreItems('skillsAdditionals', offer, candidate, own !== undefined),
    scoreItems('skillsTechnicals', offer, candidate, own !== undefined),
    scoreItems('certificates', offer, candidate, own !== undefined),
    scoreLanguages(offer, candidate),
    scoreExperience(offer, own),
    scoreLocation(offer, place),
    scoreSalary(offer, place),
    scoreAvailability(offer, candidate),
    scoreOneOf(DIMENSION.workSystems, offer.workSystems, candidate.workSystems, offer.hints.workSystem),
    scoreOneOf(DIMENSION.contractTypes, offer.contractTypes, candidate.contractTypes, offer.hints.contractType),
    scoreFlexibleWork(offer, candidate),
  ];
  const breakdown: CompactScoreBreakdown = [];
  for (const tuple of parts) if (tuple !== null) breakdown.push(tuple);
  return { score: matchScore(breakdown).score, breakdown };
}

/** The score with every dimension's points and hints: what the candidate reads, from the very record that is stored. */
export function scoreMatch(offer: CompiledOffer, candidate: CandidateSnapshot): MatchExplanation {
  return explainMatch(scoreStoredMatch(offer, candidate).breakdown);
}
