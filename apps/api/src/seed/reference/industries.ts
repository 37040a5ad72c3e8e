/*
 * Industries, professions (skilled trades) and profession classes.
 *
 * Sources: ISCO-08 (ILO International Standard Classification of Occupations, 4-digit unit
 * groups; Norway's STYRK-08 follows it) for the profession codes; the trade list follows the
 * product's reference-data guide. No npm package holds ESCO or ISCO: the list is curated by hand.
 *
 * Ids are a contract (used in URLs, offers and profiles): construction 1, logistics 5,
 * heavy industry 6, other 8, agriculture 9 (present but disabled, "soon"); expert class 2.
 * Profession ids are global across industries. Never renumber, only append.
 */
import type { DictionaryItem } from './localized-text.ts';

export interface Industry extends DictionaryItem {
  readonly slug: string;
  /** Inactive industries are shown disabled with a "soon" badge and get no offers. */
  readonly isActive: boolean;
  readonly isSoon: boolean;
  /** Order of the home page tiles and filter lists. */
  readonly position: number;
}

export const INDUSTRY_CONSTRUCTION = 1;
export const INDUSTRY_LOGISTICS = 5;
export const INDUSTRY_HEAVY_INDUSTRY = 6;
export const INDUSTRY_OTHER = 8;
export const INDUSTRY_AGRICULTURE = 9;

export const industries: readonly Industry[] = [
  {
    id: 1,
    slug: 'construction',
    isActive: true,
    isSoon: false,
    position: 1,
    title: { pl: 'Budownictwo', en: 'Construction', no: 'Bygg og anlegg', ua: 'Будівництво' },
  },
  {
    id: 6,
    slug: 'heavy-industry',
    isActive: true,
    isSoon: false,
    position: 2,
    title: { pl: 'Przemysł ciężki', en: 'Heavy industry', no: 'Tungindustri', ua: 'Важка промисловість' },
  },
  {
    id: 5,
    slug: 'logistics',
    isActive: true,
    isSoon: false,
    position: 3,
    title: { pl: 'Logistyka i transport', en: 'Logistics and transport', no: 'Logistikk og transport', ua: 'Логістика і транспорт' },
  },
  {
    id: 8,
    slug: 'other',
    isActive: true,
    isSoon: false,
    position: 4,
    title: { pl: 'Inne', en: 'Other', no: 'Annet', ua: 'Інше' },
  },
  {
    id: 9,
    slug: 'agriculture',
    isActive: false,
    isSoon: true,
    position: 5,
    title: { pl: 'Rolnictwo', en: 'Agriculture', no: 'Landbruk', ua: 'Сільське господарство' },
  },
];

export interface Profession extends DictionaryItem {
  readonly industryId: number;
  /** ISCO-08 unit group (4 digits). */
  readonly iscoCode: string;
  readonly slug: string;
}

function profession(
  id: number,
  industryId: number,
  iscoCode: string,
  slug: string,
  pl: string,
  en: string,
  no: string,
  ua: string,
): Profession {
  return { id, industryId, iscoCode, slug, title: { pl, en, no, ua } };
}

export const professions: readonly Profession[] = [
  // Construction (1)
  profession(1, 1, '7115', 'carpenter', 'Cieśla', 'Carpenter', 'Tømrer', 'Тесля'),
  profession(2, 1, '7115', 'formwork-carpenter', 'Cieśla szalunkowy', 'Formwork carpenter', 'Forskalingssnekker', 'Тесля-опалубник'),
  profession(3, 1, '7112', 'bricklayer', 'Murarz', 'Bricklayer', 'Murer', 'Муляр'),
  profession(4, 1, '7114', 'concrete-worker', 'Betoniarz', 'Concrete worker', 'Betongarbeider', 'Бетонник'),
  profession(5, 1, '7114', 'steel-fixer', 'Zbrojarz', 'Steel fixer (rebar)', 'Armerer', 'Арматурник'),
  profession(6, 1, '7121', 'roofer', 'Dekarz', 'Roofer', 'Taktekker', 'Покрівельник'),
  profession(7, 1, '7123', 'drywaller', 'Monter suchej zabudowy (płyty g-k)', 'Drywall installer', 'Gipsmontør', 'Монтажник гіпсокартону'),
  profession(8, 1, '7122', 'tiler', 'Glazurnik (płytkarz)', 'Tiler', 'Flislegger', 'Плиточник'),
  profession(9, 1, '7131', 'painter', 'Malarz budowlany', 'Painter and decorator', 'Maler', 'Маляр'),
  profession(10, 1, '7122', 'floor-layer', 'Posadzkarz / parkieciarz', 'Floor layer', 'Gulvlegger', 'Укладальник підлоги'),
  profession(11, 1, '7119', 'scaffolder', 'Monter rusztowań', 'Scaffolder', 'Stillasmontør', 'Монтажник риштувань'),
  profession(12, 1, '7126', 'plumber', 'Hydraulik', 'Plumber', 'Rørlegger', 'Сантехнік'),
  profession(13, 1, '7127', 'hvac-fitter', 'Monter wentylacji i klimatyzacji', 'Ventilation and HVAC fitter', 'Ventilasjonsmontør', 'Монтажник вентиляції та кондиціонування'),
  profession(14, 1, '7411', 'electrician', 'Elektryk', 'Electrician', 'Elektriker', 'Електрик'),
  profession(15, 1, '7124', 'insulation-worker', 'Izoler', 'Insulation worker', 'Isolatør', 'Ізолювальник'),
  profession(16, 1, '7125', 'glazier', 'Szklarz', 'Glazier', 'Glassmontør', 'Скляр'),
  profession(17, 1, '9312', 'groundworker', 'Pracownik robót ziemnych', 'Groundworker', 'Anleggsarbeider', 'Робітник земляних робіт'),
  profession(18, 1, '8342', 'machine-operator', 'Operator maszyn budowlanych', 'Construction machine operator', 'Anleggsmaskinfører', 'Машиніст будівельної техніки'),
  profession(19, 1, '9313', 'construction-worker', 'Pracownik ogólnobudowlany', 'General construction worker', 'Bygningsarbeider', 'Загальнобудівельний робітник'),
  // Heavy industry (6)
  profession(20, 6, '7212', 'welder', 'Spawacz', 'Welder', 'Sveiser', 'Зварник'),
  profession(21, 6, '7126', 'pipe-fitter', 'Monter rurociągów', 'Pipe fitter', 'Industrirørlegger', 'Монтажник трубопроводів'),
  profession(22, 6, '7214', 'plater', 'Ślusarz-blacharz konstrukcyjny (plater)', 'Plater', 'Platearbeider', 'Слюсар-складальник металоконструкцій'),
  profession(23, 6, '7214', 'steel-erector', 'Monter konstrukcji stalowych', 'Steel erector', 'Stålmontør', 'Монтажник сталевих конструкцій'),
  profession(24, 6, '7223', 'cnc-operator', 'Operator CNC', 'CNC operator / machinist', 'CNC-operatør', 'Оператор верстатів з ЧПК'),
  profession(25, 6, '7233', 'industrial-mechanic', 'Mechanik utrzymania ruchu', 'Industrial mechanic', 'Industrimekaniker', 'Механік з ремонту промислового обладнання'),
  profession(26, 6, '7213', 'sheet-metal-worker', 'Blacharz', 'Sheet-metal worker', 'Blikkenslager', 'Бляхар'),
  profession(27, 6, '7132', 'industrial-painter', 'Malarz przemysłowy / piaskarz', 'Industrial painter and blaster', 'Industrimaler / blåser', 'Промисловий маляр / піскоструминник'),
  profession(28, 6, '7412', 'industrial-electrician', 'Elektryk przemysłowy', 'Industrial electrician', 'Industrielektriker', 'Промисловий електрик'),
  // Logistics (5)
  profession(29, 5, '8332', 'truck-driver', 'Kierowca C/CE', 'Truck driver (C/CE)', 'Lastebilsjåfør (C/CE)', 'Водій вантажівки (C/CE)'),
  profession(30, 5, '8344', 'forklift-operator', 'Operator wózka widłowego', 'Forklift operator', 'Truckfører', 'Водій навантажувача'),
  profession(31, 5, '9333', 'warehouse-worker', 'Magazynier', 'Warehouse worker', 'Lagermedarbeider', 'Працівник складу'),
  profession(32, 5, '8343', 'crane-operator', 'Operator żurawia', 'Crane operator', 'Kranfører', 'Кранівник'),
  profession(33, 5, '8322', 'delivery-driver', 'Kierowca dostawczy (kat. B)', 'Delivery van driver', 'Varebilsjåfør', 'Водій доставки (кат. B)'),
  // Agriculture (9, disabled)
  profession(34, 9, '9213', 'farm-worker', 'Pracownik gospodarstwa rolnego', 'Farm worker', 'Gårdsarbeider', 'Працівник ферми'),
  profession(35, 9, '9214', 'greenhouse-worker', 'Pracownik szklarni', 'Greenhouse worker', 'Gartneriarbeider', 'Працівник теплиці'),
  profession(36, 9, '7511', 'fish-processing-worker', 'Pracownik przetwórstwa rybnego', 'Fish processing worker', 'Fiskeindustriarbeider', 'Працівник рибопереробки'),
  profession(37, 9, '6210', 'forestry-worker', 'Pracownik leśny', 'Forestry worker', 'Skogsarbeider', 'Працівник лісового господарства'),
  // Other (8)
  profession(38, 8, '9112', 'industrial-cleaner', 'Pracownik sprzątania przemysłowego', 'Industrial cleaner', 'Renholder (industri)', 'Прибиральник промислових об’єктів'),
  profession(39, 8, '7231', 'car-mechanic', 'Mechanik samochodowy', 'Car mechanic', 'Bilmekaniker', 'Автомеханік'),
  profession(40, 8, '7511', 'butcher', 'Rzeźnik', 'Butcher', 'Slakter', 'М’ясник'),
  profession(41, 8, '5120', 'cook', 'Kucharz', 'Cook', 'Kokk', 'Кухар'),
];

export interface ProfessionClass extends DictionaryItem {
  /** Display order, lowest level first. */
  readonly position: number;
}

export const PROFESSION_CLASS_EXPERT = 2;

export const professionClasses: readonly ProfessionClass[] = [
  { id: 3, position: 1, title: { pl: 'Praktykant / uczeń', en: 'Apprentice', no: 'Lærling', ua: 'Учень (практикант)' } },
  { id: 1, position: 2, title: { pl: 'Pomocnik', en: 'Helper / assistant', no: 'Hjelpearbeider', ua: 'Помічник' } },
  { id: 2, position: 3, title: { pl: 'Fachowiec (ekspert)', en: 'Skilled worker (expert)', no: 'Fagarbeider (ekspert)', ua: 'Фахівець (експерт)' } },
  { id: 4, position: 4, title: { pl: 'Brygadzista', en: 'Foreman / team leader', no: 'Formann / bas', ua: 'Бригадир' } },
];
