import { AccountType, type MinimumWage, StatusId, minimumWageFloor } from '@trades/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { users } from '../features/accounts/accounts.tables.ts';
import { slugify } from '../features/offers/index.ts';
import { type NewOfferRow, clientBrands, offers } from '../features/offers/offers.tables.ts';
import type { Database, Executor } from '../infra/db/database.ts';
import { countriesOfWork, countryItems, minimumWages, professionItems, professions, requiredDocumentsByCountry } from './reference/index.ts';
import type { CountryOfWork } from './reference/countries.ts';
import type { LocalizedText } from './reference/localized-text.ts';

/*
 * Demo offers of the demo employers: realistic, deterministic (a seeded PRNG), idempotent.
 * The same generator fills the search benchmark's database with many more.
 */

/** mulberry32: a small, fast, seedable PRNG; the same seed gives the same offers on every machine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Random = () => number;
type Language = keyof LocalizedText;

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
function pickSome<T>(random: Random, items: readonly T[], max: number): T[] {
  const pool = [...items];
  const out: T[] = [];
  const wanted = 1 + Math.floor(random() * Math.min(max, pool.length));
  while (out.length < wanted && pool.length > 0) out.push(pool.splice(Math.floor(random() * pool.length), 1)[0] as T);
  return out;
}

/** A version-4-shaped uuid from the PRNG, so a demo offer keeps its uuid across seeds. */
function seededUuid(random: Random): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16));
  hex[12] = '4';
  hex[16] = ((Math.floor(random() * 4) + 8) as number).toString(16);
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

/** 'Sveiser' -> 'sveiser' inside a sentence; acronyms ('CNC-operatør') stay. */
function inSentence(title: string): string {
  return /^\p{Lu}\p{Ll}/u.test(title) ? title.charAt(0).toLowerCase() + title.slice(1) : title;
}

interface DescriptionContext {
  profession: string;
  city: string;
  country: string;
  years: number;
}

/** Short offer texts as employers write them, one language each (the form allows 256 characters). */
const DESCRIPTIONS: Record<Language, readonly ((c: DescriptionContext) => string)[]> = {
  pl: [
    (c) =>
      `<p>Stanowisko: <strong>${c.profession}</strong>. Miejsce pracy: ${c.city}. Oferujemy stałe zatrudnienie, terminowe wypłaty i pracę przy nowych obiektach. Wymagane min. ${c.years} lata doświadczenia.</p>`,
    (c) =>
      `<p>Poszukujemy osoby na stanowisko: ${c.profession} (${c.city}, ${c.country}). Zgrany zespół, nowoczesny sprzęt, możliwość nadgodzin. Zapewniamy odzież roboczą i szkolenie BHP.</p>`,
    (c) =>
      `<p><strong>${c.profession}</strong> – praca od zaraz. Lokalizacja: ${c.city}. Zakwaterowanie i dojazd opłaca pracodawca. Mile widziana znajomość języka angielskiego.</p>`,
    (c) =>
      `<p>Rekrutujemy: ${c.profession}. Miejsce pracy: ${c.city}, ${c.country}. Umowa zgodna z lokalnymi przepisami, wsparcie polskiego koordynatora na miejscu.</p>`,
  ],
  en: [
    (c) =>
      `<p>We are hiring: <strong>${c.profession}</strong> for sites in ${c.city}, ${c.country}. Long-term work, weekly pay and accommodation close to the site. Basic English required.</p>`,
    (c) =>
      `<p>${c.profession} wanted in ${c.city}. Join an experienced crew on industrial projects. Overtime available, tools and PPE provided, travel costs covered.</p>`,
    (c) =>
      `<p>Position: ${c.profession}. Location: ${c.city}. Start within a few weeks under the local collective agreement. At least ${c.years} years of experience and valid certificates required.</p>`,
  ],
  no: [
    (c) =>
      `<p>Vi søker ${inSentence(c.profession)} til prosjekter i ${c.city}. Fast ansettelse, tariffavtale og gode kolleger. Krav: fagbrev eller minst ${c.years} års erfaring, HMS-kort.</p>`,
    (c) =>
      `<p><strong>${c.profession}</strong> til ${c.city}. Oppstart etter avtale, ryddige forhold og betalt overtid. Bolig kan ordnes. Norsk- eller engelskkunnskaper er en fordel.</p>`,
    (c) =>
      `<p>Vi trenger flere dyktige fagfolk. Stilling: ${c.profession}. Arbeidssted: ${c.city}. Vi tilbyr konkurransedyktig lønn, arbeidstøy og verktøy.</p>`,
  ],
  ua: [
    (c) =>
      `<p>Шукаємо працівників: <strong>${c.profession}</strong>. Місце роботи: ${c.city} (${c.country}). Офіційне працевлаштування, житло надається, координатор говорить українською.</p>`,
    (c) =>
      `<p>Вакансія: ${c.profession}. Місто: ${c.city}. Стабільні щотижневі виплати, оплачені понаднормові, допомога з документами.</p>`,
    (c) =>
      `<p>${c.profession} – ${c.city}, ${c.country}. Початок роботи найближчим часом, досвід від ${c.years} років, базова англійська буде перевагою.</p>`,
  ],
};

/** Professions of the four active industries the demo uses, by industry id. */
const DEMO_PROFESSIONS: Record<number, readonly number[]> = {
  1: [1, 2, 3, 4, 5, 8, 9, 11, 12, 14, 18, 19],
  6: [20, 21, 22, 23, 24, 25, 27, 28],
  5: [29, 30, 31, 32, 33],
  8: [38, 39, 40, 41],
};
/** Construction most often, then heavy industry and logistics, "other" least. */
const INDUSTRY_CYCLE = [1, 6, 1, 5, 6, 1, 8, 5] as const;
/** Norway (id 1) is the main market: more of its offers. */
const COUNTRY_CYCLE = [1, 2, 3, 4, 5, 6, 7, 8, 9, 1, 1, 8] as const;

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

export interface DemoEmployer {
  userId: number;
  /** Brand ids, main first. */
  brandIds: readonly number[];
  /** Languages this employer writes offers in, most used first. */
  languages: readonly Language[];
}

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function round(value: number, step: number): number {
  return Math.max(step, Math.round(value / step) * step);
}

function roundUp(value: number, step: number): number {
  return Math.ceil(value / step) * step;
}

const MINIMUM_WAGES: MinimumWage[] = minimumWages.map(({ hourlyAmount, professionIds, ...wage }) => ({ ...wage, professionIds: [...professionIds], hourlyMinor: hourlyAmount }));

/** A range inside the country's bounds whose minimum is at least the minimum wage of the offer (`floor`, in whole units). */
function hourlyRange(random: Random, country: CountryOfWork, floor: number): [number, number] {
  const low = country.salaryGrossValueMin.amount;
  const high = country.salaryGrossValueMax.amount;
  const span = high - low;
  const step = low >= 100 ? 5 : 1;
  const min = Math.max(roundUp(floor, step), Math.min(high - step, round(low + span * (0.05 + random() * 0.35), step)));
  const max = Math.min(high, round(min + span * (0.1 + random() * 0.3), step));
  return [min, Math.max(min, max)];
}

/**
 * One generated offer: a trade of the index's industry in a country of the cycle, a town of one
 * of its regions, a salary inside the country's bounds, a text in one of the employer's
 * languages, published `ageDays` ago for 30 days. Each (seed, index) has its own random stream,
 * so an offer's uuid and content do not depend on the others.
 */
export function buildGeneratedOffer(seed: number, index: number, employer: DemoEmployer, now: Date, ageDays: number): NewOfferRow {
  const random = seededRandom(Math.imul(seed, 31) + index);
  const uuid = seededUuid(random);
  const industryId = INDUSTRY_CYCLE[index % INDUSTRY_CYCLE.length] as number;
  const professionId = pick(random, DEMO_PROFESSIONS[industryId] ?? [1]);
  const profession = professions.find((p) => p.id === professionId) ?? (professions[0] as (typeof professions)[number]);
  const countryId = COUNTRY_CYCLE[index % COUNTRY_CYCLE.length] as number;
  const country = countriesOfWork.find((c) => c.id === countryId) ?? (countriesOfWork[0] as CountryOfWork);
  const region = pick(random, country.regions);
  const city = pick(random, region.cities);
  const language = random() < 0.7 ? (employer.languages[0] as Language) : pick(random, employer.languages);
  const years = 1 + Math.floor(random() * 5);
  const description = pick(random, DESCRIPTIONS[language])({
    profession: profession.title[language],
    city: city.title[language],
    country: country.title[language],
    years,
  });

  const publicationAt = new Date(now.getTime() - ageDays * DAY_MS);
  // Written a few hours before it was published, never after (no draw from `random`: the content stays as it was).
  const createdAt = new Date(publicationAt.getTime() - (2 + (index % 5) * 3) * HOUR_MS);
  const workStartAt = new Date(publicationAt.getTime() + (7 + Math.floor(random() * 35)) * DAY_MS);
  const indefinite = random() < 0.35;
  const workEndAt = indefinite ? null : new Date(workStartAt.getTime() + (60 + Math.floor(random() * 300)) * DAY_MS);

  const professionClassId = pick(random, [1, 2, 2, 2, 4]);
  const floor = minimumWageFloor(MINIMUM_WAGES, { countryId, professionId, professionClassId, minExperience: years, date: isoDay(workStartAt) });
  const [hourlyMin, hourlyMax] = hourlyRange(random, country, floor ? floor.hourlyMinor / 100 : 0);
  const dailyHours = pick(random, [7.5, 8, 8, 10]);
  const monthDays = pick(random, [20, 21, 22]);
  // Salary shapes: hourly only, or hourly plus a daily or monthly minimum; gross or net. Rounded up, so they stay at or above the hourly minimum.
  const shape = index % 4;
  const isSalaryGross = shape === 0 || shape === 2 || random() < 0.3;
  const daily = roundUp(hourlyMin * dailyHours, hourlyMin >= 100 ? 50 : 5);
  const monthly = roundUp(hourlyMin * dailyHours * monthDays, hourlyMin >= 100 ? 500 : 50);

  const refs = professionItems[professionId];
  const rated = (ids: readonly number[] | undefined, max: number, withRating: boolean) =>
    pickSome(random, ids ?? [], max).map((id, i) => ({ id, isRequired: i === 0, ...(withRating ? { rating: 2 + Math.floor(random() * 6) / 2 } : {}) }));
  const diplomas = random() < 0.5 ? [{ id: 1, isRequired: true }] : [];
  const otherCertificates = rated(refs?.certificates.filter((id) => id > 2), 2, false).map((c) => ({ ...c, isRequired: false }));
  const items = countryItems[countryId];
  const documents = requiredDocumentsByCountry[countryId] ?? [];
  const rotational = random() < 0.25;

  return {
    uuid,
    slug: slugify(profession.title.en, city.title.en),
    clientUserId: employer.userId,
    clientBrandId: pick(random, employer.brandIds),
    status: StatusId.Active,
    industryId,
    professionId,
    professionClassId,
    numberOfVacancies: 1 + Math.floor(random() * 8),
    minExperience: years,
    description,
    workStartAt: isoDay(workStartAt),
    workEndAt: workEndAt ? isoDay(workEndAt) : null,
    workLocationStateId: countryId,
    allState: false,
    workLocationRegionId: region.id,
    workLocationCityId: city.id,
    isConstantWork: true,
    isFlexibleWork: random() < 0.15,
    workRotational: rotational,
    workOvertime: random() < 0.5,
    workDailyHours: String(dailyHours),
    workMonthDays: monthDays,
    salaryGrossMin: String(hourlyMin),
    salaryGrossMax: String(hourlyMax),
    salaryCurrency: country.currency,
    salaryDailyMin: shape === 1 ? String(daily) : null,
    salaryMonthMin: shape === 2 || shape === 3 ? String(monthly) : null,
    isSalaryGross,
    showSalaryGross: true,
    showSalaryDaily: shape === 1,
    showSalaryMonth: shape === 2 || shape === 3,
    salaryType: isSalaryGross ? 1 : 0,
    createdAt,
    updatedAt: publicationAt,
    publicationAt,
    endPublicationAt: new Date(publicationAt.getTime() + 30 * DAY_MS),
    requirements: {
      certificates: [...diplomas, ...otherCertificates],
      experiences: rated(refs?.experiences, 2, false),
      skillsProfessionals: rated(refs?.skillsProfessionals, 3, true),
      skillsTechnicals: diplomas.length > 0 ? [{ id: 1, isRequired: true }] : rated(refs?.skillsTechnicals, 2, false),
      productionMaterials: rated(refs?.productionMaterials, 2, true),
    },
    requiredDocuments: documents.slice(0, countryId === 1 ? 2 : 1).map((id) => ({ id, isRequired: true })),
    languages: [
      { languageCode: 'en', languageProficiency: pick(random, [2, 3]), isRequired: random() < 0.5 },
      ...(countryId === 1 ? [{ languageCode: 'no', languageProficiency: 1, isRequired: false }] : []),
    ],
    rewards: pickSome(random, items?.rewards ?? [], 3),
    benefits: pickSome(random, items?.benefits ?? [], 4),
    weOffers: pickSome(random, items?.weOffers ?? [], 3),
    contractTypes: pickSome(random, [1, 1, 4, 5], 2).filter((id, i, all) => all.indexOf(id) === i),
    workSystems: rotational ? [pick(random, [7, 8, 9, 10, 11])] : [pick(random, [1, 1, 2, 3])],
    regions: [{ regionId: region.id, cityIds: [city.id] }],
    flexibleWorks: [],
  };
}

export const DEMO_OFFER_COUNT = 64;
const DEMO_SEED = 20_261_101;

/** Two brands per demo employer, the first the main one; created once. */
const DEMO_BRANDS: Record<string, readonly string[]> = {
  'employer1@demo.trades.example': ['Nordbygg AS', 'Nordbygg Industri'],
  'employer2@demo.trades.example': ['Baltic Steel Works', 'BSW Logistics'],
};
const DEMO_LANGUAGES: Record<string, readonly Language[]> = {
  'employer1@demo.trades.example': ['no', 'en', 'ua'],
  'employer2@demo.trades.example': ['pl', 'ua', 'en'],
};

async function ensureBrands(db: Executor, userId: number, names: readonly string[]): Promise<number[]> {
  const existing = await db.select().from(clientBrands).where(eq(clientBrands.clientUserId, userId));
  if (existing.length > 0) return existing.sort((a, b) => Number(b.isMain) - Number(a.isMain) || a.id - b.id).map((b) => b.id);
  const created = await db
    .insert(clientBrands)
    .values(names.map((name, i) => ({ clientUserId: userId, name, isMain: i === 0 })))
    .returning({ id: clientBrands.id });
  return created.map((b) => b.id);
}

/**
 * At least 60 active offers of the demo employers (by e-mail), published over the last 20 days.
 * Offers are keyed by a seeded uuid: a second run adds nothing, and demo offers that have
 * expired since are published again with fresh dates, so the demo never runs dry.
 */
export async function seedDemoOffers(db: Database, now: Date = new Date()): Promise<number> {
  const emails = Object.keys(DEMO_BRANDS);
  const found = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(inArray(users.email, emails), eq(users.accountType, AccountType.Client)));
  const employers: DemoEmployer[] = [];
  for (const email of emails) {
    const user = found.find((u) => u.email === email);
    if (!user) continue;
    employers.push({ userId: user.id, brandIds: await ensureBrands(db, user.id, DEMO_BRANDS[email] ?? []), languages: DEMO_LANGUAGES[email] ?? ['en'] });
  }
  if (employers.length === 0) return 0;
  const rows: NewOfferRow[] = [];
  for (let index = 0; index < DEMO_OFFER_COUNT; index++) {
    // Nordic countries to the Norwegian employer, the rest to the Polish one.
    const country = COUNTRY_CYCLE[index % COUNTRY_CYCLE.length] as number;
    const employer = (country <= 4 ? employers[0] : employers[employers.length - 1]) as DemoEmployer;
    // Spread over the last 20 days, a few hours apart within a day.
    const ageDays = ((index * 7) % 20) + ((index * 5) % 24) / 24;
    rows.push(buildGeneratedOffer(DEMO_SEED, index, employer, now, ageDays));
  }
  await db
    .insert(offers)
    .values(rows)
    .onConflictDoUpdate({
      target: offers.uuid,
      set: {
        // Published again with fresh dates; written no later than its new publication.
        createdAt: sql`least(${offers.createdAt}, excluded.created_at)`,
        publicationAt: sql`excluded.publication_at`,
        endPublicationAt: sql`excluded.end_publication_at`,
        workStartAt: sql`excluded.work_start_at`,
        workEndAt: sql`excluded.work_end_at`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`${offers.endPublicationAt} <= now()`,
    });
  return rows.length;
}

