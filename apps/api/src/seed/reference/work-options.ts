/*
 * Small dictionaries of work terms: contract types, work systems, sexes, preferred contact times,
 * the skill scale (0-5) with its legend, availability statuses, salary types and the
 * whole-country option of offers.
 *
 * Sources: the product specification (ids of availability statuses, salary types, rating scale);
 * common contract forms in Poland and the EU posting rules (Directive 96/71/EC) for contract
 * types; rotation schedules common in Norwegian construction and offshore work.
 * Ids are a contract: never renumber, only append.
 */
import type { DictionaryItem, LocalizedText } from './localized-text.ts';

export const contractTypes: readonly DictionaryItem[] = [
  { id: 1, title: { pl: 'Umowa o pracę', en: 'Employment contract', no: 'Arbeidsavtale (ansettelse)', ua: 'Трудовий договір' } },
  { id: 2, title: { pl: 'Umowa zlecenie', en: 'Contract of mandate', no: 'Oppdragsavtale', ua: 'Договір доручення' } },
  {
    id: 3,
    title: {
      pl: 'Kontrakt B2B (samozatrudnienie)',
      en: 'B2B contract (self-employed)',
      no: 'B2B-avtale (selvstendig næringsdrivende)',
      ua: 'Договір B2B (самозайнятість)',
    },
  },
  {
    id: 4,
    title: { pl: 'Praca tymczasowa (przez agencję)', en: 'Temporary agency work', no: 'Innleie fra bemanningsbyrå', ua: 'Тимчасова робота через агенцію' },
  },
  { id: 5, title: { pl: 'Delegowanie pracownika', en: 'Posted worker', no: 'Utsendt arbeidstaker', ua: 'Відряджений працівник' } },
];

export interface WorkSystem extends DictionaryItem {
  /** Rotation schedule in weeks (on / off), for rotation systems only. */
  readonly rotation?: { readonly weeksOn: number; readonly weeksOff: number };
}

function rotation(id: number, weeksOn: number, weeksOff: number, offshore = false): WorkSystem {
  const suffix = offshore ? { pl: ' (offshore)', en: ' (offshore)', no: ' (offshore)', ua: ' (офшор)' } : { pl: '', en: '', no: '', ua: '' };
  return {
    id,
    rotation: { weeksOn, weeksOff },
    title: {
      pl: `Rotacja ${weeksOn}/${weeksOff} tygodnie${suffix.pl}`,
      en: `Rotation ${weeksOn} weeks on / ${weeksOff} off${suffix.en}`,
      no: `Rotasjon ${weeksOn}/${weeksOff} uker${suffix.no}`,
      ua: `Ротація ${weeksOn}/${weeksOff} тижні${suffix.ua}`,
    },
  };
}

export const workSystems: readonly WorkSystem[] = [
  { id: 1, title: { pl: 'Jednozmianowy', en: 'Single shift', no: 'Ett skift (dagtid)', ua: 'Одна зміна' } },
  { id: 2, title: { pl: 'Dwuzmianowy', en: 'Two shifts', no: 'Toskift', ua: 'Дві зміни' } },
  { id: 3, title: { pl: 'Trzyzmianowy', en: 'Three shifts', no: 'Treskift', ua: 'Три зміни' } },
  { id: 4, title: { pl: 'Praca ciągła (24/7)', en: 'Continuous shifts (24/7)', no: 'Helkontinuerlig skift (24/7)', ua: 'Безперервна робота (24/7)' } },
  { id: 5, title: { pl: 'Weekendy', en: 'Weekends', no: 'Helger', ua: 'Вихідні дні' } },
  { id: 6, title: { pl: 'Praca w nocy', en: 'Night work', no: 'Nattarbeid', ua: 'Нічна робота' } },
  rotation(7, 2, 2),
  rotation(8, 3, 3),
  rotation(9, 4, 2),
  rotation(10, 6, 2),
  rotation(11, 2, 4, true),
];

export const sexes: readonly DictionaryItem[] = [
  { id: 1, title: { pl: 'Mężczyzna', en: 'Male', no: 'Mann', ua: 'Чоловік' } },
  { id: 2, title: { pl: 'Kobieta', en: 'Female', no: 'Kvinne', ua: 'Жінка' } },
];

export interface ContactTime extends DictionaryItem {
  /** 'HH:MM' local time, null for "any time". */
  readonly from: string | null;
  readonly to: string | null;
}

function hours(id: number, from: string, to: string): ContactTime {
  const label = `${from}–${to}`;
  return { id, from, to, title: { pl: label, en: label, no: label, ua: label } };
}

export const preferredContactTimes: readonly ContactTime[] = [
  hours(1, '08:00', '10:00'),
  hours(2, '10:00', '12:00'),
  hours(3, '12:00', '14:00'),
  hours(4, '14:00', '16:00'),
  hours(5, '16:00', '18:00'),
  hours(6, '18:00', '20:00'),
  { id: 7, from: null, to: null, title: { pl: 'Dowolna pora', en: 'Any time', no: 'Når som helst', ua: 'Будь-який час' } },
];

/** One level of the 0-5 skill scale with its legend (spec: description, characteristic, numYears). */
export interface SkillLevel {
  readonly value: 0 | 1 | 2 | 3 | 4 | 5;
  readonly title: LocalizedText;
  readonly description: LocalizedText;
  readonly characteristic: LocalizedText;
  readonly numYears: LocalizedText;
}

export const SKILL_SCALE_MIN = 0;
export const SKILL_SCALE_MAX = 5;
export const SKILL_SCALE_STEP = 0.5;

export const skillScale: readonly SkillLevel[] = [
  {
    value: 0,
    title: { pl: 'Brak doświadczenia', en: 'No experience', no: 'Ingen erfaring', ua: 'Без досвіду' },
    description: {
      pl: 'Brak praktyki w tej pracy.',
      en: 'Has not done this work.',
      no: 'Har ikke utført dette arbeidet.',
      ua: 'Немає практики в цій роботі.',
    },
    characteristic: { pl: 'Wymaga pełnego przeszkolenia.', en: 'Needs full training.', no: 'Trenger full opplæring.', ua: 'Потребує повного навчання.' },
    numYears: { pl: 'brak', en: 'none', no: 'ingen', ua: 'немає' },
  },
  {
    value: 1,
    title: { pl: 'Podstawowy', en: 'Basic', no: 'Grunnleggende', ua: 'Базовий' },
    description: {
      pl: 'Zna podstawy z teorii lub szkolenia.',
      en: 'Knows the basics from theory or training.',
      no: 'Kan det grunnleggende fra teori eller kurs.',
      ua: 'Знає основи з теорії або навчання.',
    },
    characteristic: {
      pl: 'Pracuje pod stałym nadzorem.',
      en: 'Works under constant supervision.',
      no: 'Arbeider under kontinuerlig tilsyn.',
      ua: 'Працює під постійним наглядом.',
    },
    numYears: { pl: 'poniżej 1 roku', en: 'under 1 year', no: 'under 1 år', ua: 'менше 1 року' },
  },
  {
    value: 2,
    title: { pl: 'Początkujący praktyk', en: 'Some practice', no: 'Noe praksis', ua: 'Початкова практика' },
    description: {
      pl: 'Ma za sobą kilka wykonań zadania i zna narzędzia.',
      en: 'Has done the task several times and knows the tools.',
      no: 'Har utført oppgaven flere ganger og kjenner verktøyet.',
      ua: 'Має досвід кількох виконань завдання, знає інструменти.',
    },
    characteristic: {
      pl: 'Potrzebuje częstych wskazówek.',
      en: 'Needs frequent guidance.',
      no: 'Trenger jevnlig veiledning.',
      ua: 'Потребує частих підказок.',
    },
    numYears: { pl: '1–2 lata', en: '1–2 years', no: '1–2 år', ua: '1–2 роки' },
  },
  {
    value: 3,
    title: { pl: 'Samodzielny', en: 'Independent', no: 'Selvstendig', ua: 'Самостійний' },
    description: {
      pl: 'Samodzielnie wykonuje typowe zadania.',
      en: 'Does routine tasks independently.',
      no: 'Utfører vanlige oppgaver selvstendig.',
      ua: 'Самостійно виконує типові завдання.',
    },
    characteristic: {
      pl: 'Przy złożonych pracach konsultuje się z brygadzistą.',
      en: 'Checks with the foreman on complex work.',
      no: 'Rådfører seg med formannen ved komplekse oppgaver.',
      ua: 'У складних роботах радиться з бригадиром.',
    },
    numYears: { pl: '2–4 lata', en: '2–4 years', no: '2–4 år', ua: '2–4 роки' },
  },
  {
    value: 4,
    title: { pl: 'Zaawansowany', en: 'Advanced', no: 'Avansert', ua: 'Досвідчений' },
    description: {
      pl: 'Samodzielnie wykonuje złożone zadania zgodnie ze specyfikacją.',
      en: 'Does complex tasks independently and to specification.',
      no: 'Utfører komplekse oppgaver selvstendig og etter spesifikasjon.',
      ua: 'Самостійно виконує складні завдання згідно зі специфікацією.',
    },
    characteristic: { pl: 'Potrafi instruować innych.', en: 'Can instruct others.', no: 'Kan lære opp andre.', ua: 'Може інструктувати інших.' },
    numYears: { pl: '4–7 lat', en: '4–7 years', no: '4–7 år', ua: '4–7 років' },
  },
  {
    value: 5,
    title: { pl: 'Ekspert', en: 'Expert', no: 'Ekspert', ua: 'Експерт' },
    description: {
      pl: 'Zna wszystkie aspekty pracy i rozwiązuje nietypowe problemy.',
      en: 'Masters every aspect of the work and solves unusual problems.',
      no: 'Behersker alle sider av arbeidet og løser uvanlige problemer.',
      ua: 'Володіє всіма аспектами роботи та розв’язує нетипові проблеми.',
    },
    characteristic: {
      pl: 'Prowadzi i szkoli zespół, odpowiada za jakość.',
      en: 'Leads and trains a team; answers for quality.',
      no: 'Leder og lærer opp et lag; har ansvar for kvaliteten.',
      ua: 'Керує бригадою та навчає її, відповідає за якість.',
    },
    numYears: { pl: 'ponad 7 lat', en: 'over 7 years', no: 'over 7 år', ua: 'понад 7 років' },
  },
];

export interface AvailabilityStatus extends DictionaryItem {
  readonly color: 'green' | 'blue' | 'red' | 'orange';
  /** Only status 2 counts as available (and needs an available-from date). */
  readonly isAvailable: boolean;
}

export const DEFAULT_AVAILABILITY_STATUS = 4;

export const availabilityStatuses: readonly AvailabilityStatus[] = [
  {
    id: 1,
    color: 'green',
    isAvailable: false,
    title: { pl: 'Pracuję, rozważam oferty', en: 'Employed, open to offers', no: 'I jobb, åpen for tilbud', ua: 'Працюю, розглядаю пропозиції роботи' },
  },
  {
    id: 2,
    color: 'blue',
    isAvailable: true,
    title: { pl: 'Mogę zacząć od wybranej daty', en: 'Available from a date', no: 'Tilgjengelig fra en dato', ua: 'Можу почати з обраної дати' },
  },
  {
    id: 3,
    color: 'red',
    isAvailable: false,
    title: { pl: 'Nie szukam pracy', en: 'Not looking for work', no: 'Søker ikke arbeid', ua: 'Не шукаю роботу' },
  },
  {
    id: 4,
    color: 'orange',
    isAvailable: false,
    title: { pl: 'Dostępność nieokreślona', en: 'Availability not specified', no: 'Tilgjengelighet ikke oppgitt', ua: 'Доступність не вказана' },
  },
];

/** Salary types: the spec sends them as '0' (net) and '1' (gross). */
export const salaryTypes: readonly DictionaryItem[] = [
  { id: 0, title: { pl: 'Netto', en: 'Net', no: 'Netto', ua: 'Нетто' } },
  { id: 1, title: { pl: 'Brutto', en: 'Gross', no: 'Brutto', ua: 'Брутто' } },
];

/** Whole-country choice of an offer's work location (allState): 1 = whole country, 0 = chosen regions. */
export const allStateOptions: readonly DictionaryItem[] = [
  { id: 1, title: { pl: 'Cały kraj', en: 'Whole country', no: 'Hele landet', ua: 'Уся країна' } },
  { id: 0, title: { pl: 'Wybrane regiony', en: 'Selected regions', no: 'Valgte regioner', ua: 'Вибрані регіони' } },
];
