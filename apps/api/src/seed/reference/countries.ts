/*
 * Countries of work (nine, Norway = id 1) with their first-level administrative regions and main
 * towns, hourly gross salary bounds for the salary slider, and the list of nationality/residence
 * countries.
 *
 * Sources: ISO 3166-1 (country codes) and ISO 3166-2 (region codes); Statistics Norway (SSB)
 * county numbers valid from 2024 (Norway's ISO 3166-2 codes are the county numbers); GeoNames
 * (CC BY 4.0) for the choice of places per region. Exonyms (Warszawa/Warsaw/Варшава,
 * København/Kopenhaga/Копенгаген) are given where the language has one; otherwise the local name.
 * Ukrainian names are Cyrillic transcriptions.
 *
 * Ids are a contract (stored in profiles and offers): never renumber, only append.
 * Region ids: country id * 100 + n. City ids: region id * 100 + n.
 */
import type { LocalizedText } from './localized-text.ts';

export type CurrencyCode = 'NOK' | 'SEK' | 'DKK' | 'EUR' | 'PLN' | 'CZK';

/** A money amount in major units (200 = 200.00 NOK). */
export interface Money {
  readonly amount: number;
  readonly currency: CurrencyCode;
}

export interface City {
  readonly id: number;
  readonly title: LocalizedText;
}

export interface Region {
  readonly id: number;
  /** National code: the SSB county number for Norway, otherwise the ISO 3166-2 subdivision part. */
  readonly code: string;
  /** Full ISO 3166-2 code, e.g. NO-03, SE-AB, PL-MZ. */
  readonly isoCode: string;
  readonly title: LocalizedText;
  readonly cities: readonly City[];
}

export interface CountryOfWork {
  readonly id: number;
  /** ISO 3166-1 alpha-2. */
  readonly isoCode: string;
  readonly title: LocalizedText;
  readonly currency: CurrencyCode;
  /** Hourly gross wage bounds of the salary slider for skilled trades. */
  readonly salaryGrossValueMin: Money;
  readonly salaryGrossValueMax: Money;
  readonly salaryBoundsValidFrom: string;
  readonly salaryBoundsSource: string;
  readonly regions: readonly Region[];
}

type Exonyms = Partial<Record<'pl' | 'en' | 'no', string>>;

/** A place name: the local name in pl/en/no unless an exonym is given; Ukrainian always explicit. */
function name(local: string, ua: string, exonyms: Exonyms = {}): LocalizedText {
  return { pl: exonyms.pl ?? local, en: exonyms.en ?? local, no: exonyms.no ?? local, ua };
}

function city(id: number, local: string, ua: string, exonyms: Exonyms = {}): City {
  return { id, title: name(local, ua, exonyms) };
}

function region(countryIso: string, id: number, code: string, title: LocalizedText, cities: readonly City[]): Region {
  return { id, code, isoCode: `${countryIso}-${code}`, title, cities };
}

const NO = (id: number, code: string, title: LocalizedText, cities: readonly City[]) => region('NO', id, code, title, cities);
const SE = (id: number, code: string, title: LocalizedText, cities: readonly City[]) => region('SE', id, code, title, cities);
const DK = (id: number, code: string, title: LocalizedText, cities: readonly City[]) => region('DK', id, code, title, cities);
const FI = (id: number, code: string, title: LocalizedText, cities: readonly City[]) => region('FI', id, code, title, cities);
const DE = (id: number, code: string, title: LocalizedText, cities: readonly City[]) => region('DE', id, code, title, cities);
const NL = (id: number, code: string, title: LocalizedText, cities: readonly City[]) => region('NL', id, code, title, cities);
const BE = (id: number, code: string, title: LocalizedText, cities: readonly City[]) => region('BE', id, code, title, cities);
const PL = (id: number, code: string, title: LocalizedText, cities: readonly City[]) => region('PL', id, code, title, cities);
const CZ = (id: number, code: string, title: LocalizedText, cities: readonly City[]) => region('CZ', id, code, title, cities);

/** Swedish county (län): English "X County", Norwegian uses the Swedish form, Polish "Region X". */
function lan(local: string, genitive: string, ua: string, pl = local): LocalizedText {
  return { pl: `Region ${pl}`, en: `${local} County`, no: `${genitive} län`, ua: `Лен ${ua}` };
}

/** Polish voivodeship: Polish (also used in Norwegian) short form, English "X Voivodeship". */
function voivodeship(pl: string, en: string, ua: string): LocalizedText {
  return { pl, en: `${en} Voivodeship`, no: pl, ua: `${ua} воєводство` };
}

export const NORWAY_ID = 1;

export const countriesOfWork: readonly CountryOfWork[] = [
  {
    id: 1,
    isoCode: 'NO',
    title: { pl: 'Norwegia', en: 'Norway', no: 'Norge', ua: 'Норвегія' },
    currency: 'NOK',
    salaryGrossValueMin: { amount: 200, currency: 'NOK' },
    salaryGrossValueMax: { amount: 450, currency: 'NOK' },
    salaryBoundsValidFrom: '2026-01-01',
    salaryBoundsSource:
      'Floor: general-application minimum for skilled construction workers (allmenngjort tariff, 238.30 NOK in 2023); typical skilled range 240-350 NOK; max leaves headroom for offshore and foremen.',
    regions: [
      NO(101, '03', name('Oslo', 'Осло'), [city(10101, 'Oslo', 'Осло')]),
      NO(102, '11', name('Rogaland', 'Ругаланн'), [
        city(10201, 'Stavanger', 'Ставангер'),
        city(10202, 'Sandnes', 'Саннес'),
        city(10203, 'Haugesund', 'Гаугесунн'),
        city(10204, 'Egersund', 'Егерсунн'),
        city(10205, 'Bryne', 'Брюне'),
      ]),
      NO(103, '15', name('Møre og Romsdal', 'Мере-ог-Ромсдал'), [
        city(10301, 'Ålesund', 'Олесунн'),
        city(10302, 'Molde', 'Молде'),
        city(10303, 'Kristiansund', 'Крістіансунн'),
        city(10304, 'Ulsteinvik', 'Ульстейнвік'),
      ]),
      NO(104, '18', name('Nordland', 'Нурланн'), [
        city(10401, 'Bodø', 'Будо'),
        city(10402, 'Mo i Rana', 'Му-і-Рана'),
        city(10403, 'Narvik', 'Нарвік'),
        city(10404, 'Mosjøen', 'Мусшеен'),
      ]),
      NO(105, '31', name('Østfold', 'Естфолл'), [
        city(10501, 'Fredrikstad', 'Фредрікстад'),
        city(10502, 'Sarpsborg', 'Сарпсборг'),
        city(10503, 'Moss', 'Мосс'),
        city(10504, 'Halden', 'Галден'),
      ]),
      NO(106, '32', name('Akershus', 'Акерсгус'), [
        city(10601, 'Lillestrøm', 'Ліллестрем'),
        city(10602, 'Sandvika', 'Сандвіка'),
        city(10603, 'Asker', 'Аскер'),
        city(10604, 'Jessheim', 'Єссгейм'),
      ]),
      NO(107, '33', name('Buskerud', 'Бускеруд'), [
        city(10701, 'Drammen', 'Драммен'),
        city(10702, 'Kongsberg', 'Конгсберг'),
        city(10703, 'Hønefoss', 'Генефосс'),
      ]),
      NO(108, '34', name('Innlandet', 'Іннланнет'), [
        city(10801, 'Hamar', 'Гамар'),
        city(10802, 'Lillehammer', 'Ліллегаммер'),
        city(10803, 'Gjøvik', 'Йовік'),
        city(10804, 'Kongsvinger', 'Конгсвінгер'),
        city(10805, 'Elverum', 'Ельверум'),
      ]),
      NO(109, '39', name('Vestfold', 'Вестфолл'), [
        city(10901, 'Tønsberg', 'Тенсберг'),
        city(10902, 'Sandefjord', 'Саннефьорд'),
        city(10903, 'Larvik', 'Ларвік'),
        city(10904, 'Horten', 'Гортен'),
      ]),
      NO(110, '40', name('Telemark', 'Телемарк'), [
        city(11001, 'Skien', 'Шієн'),
        city(11002, 'Porsgrunn', 'Порсгрунн'),
        city(11003, 'Notodden', 'Нутодден'),
      ]),
      NO(111, '42', name('Agder', 'Агдер'), [
        city(11101, 'Kristiansand', 'Крістіансанн'),
        city(11102, 'Arendal', 'Арендал'),
        city(11103, 'Grimstad', 'Грімстад'),
        city(11104, 'Mandal', 'Мандал'),
      ]),
      NO(112, '46', name('Vestland', 'Вестланн'), [
        city(11201, 'Bergen', 'Берген'),
        city(11202, 'Stord', 'Стур'),
        city(11203, 'Førde', 'Ферде'),
        city(11204, 'Voss', 'Восс'),
      ]),
      NO(113, '50', name('Trøndelag', 'Тренделаг'), [
        city(11301, 'Trondheim', 'Тронгейм'),
        city(11302, 'Steinkjer', 'Стейнк’єр'),
        city(11303, 'Levanger', 'Левангер'),
        city(11304, 'Stjørdal', 'Стьордал'),
        city(11305, 'Namsos', 'Намсус'),
      ]),
      NO(114, '55', name('Troms', 'Тромс'), [
        city(11401, 'Tromsø', 'Тромсе'),
        city(11402, 'Harstad', 'Гарстад'),
        city(11403, 'Finnsnes', 'Фіннснес'),
      ]),
      NO(115, '56', name('Finnmark', 'Фіннмарк'), [
        city(11501, 'Alta', 'Алта'),
        city(11502, 'Hammerfest', 'Гаммерфест'),
        city(11503, 'Kirkenes', 'Кіркенес'),
        city(11504, 'Vadsø', 'Вадсе'),
      ]),
    ],
  },
  {
    id: 2,
    isoCode: 'SE',
    title: { pl: 'Szwecja', en: 'Sweden', no: 'Sverige', ua: 'Швеція' },
    currency: 'SEK',
    salaryGrossValueMin: { amount: 170, currency: 'SEK' },
    salaryGrossValueMax: { amount: 350, currency: 'SEK' },
    salaryBoundsValidFrom: '2026-01-01',
    salaryBoundsSource:
      'Floor: Byggavtalet 2024-25 skilled rate (188.50 SEK); typical skilled range 190-260 SEK (unverified); min leaves room for helpers.',
    regions: [
      SE(201, 'AB', lan('Stockholm', 'Stockholms', 'Стокгольм', 'Sztokholm'), [
        city(20101, 'Stockholm', 'Стокгольм', { pl: 'Sztokholm' }),
        city(20102, 'Södertälje', 'Седертельє'),
        city(20103, 'Norrtälje', 'Норртельє'),
        city(20104, 'Solna', 'Сольна'),
      ]),
      SE(202, 'C', lan('Uppsala', 'Uppsala', 'Уппсала'), [
        city(20201, 'Uppsala', 'Уппсала'),
        city(20202, 'Enköping', 'Енчепінг'),
      ]),
      SE(203, 'D', lan('Södermanland', 'Södermanlands', 'Седерманланд'), [
        city(20301, 'Eskilstuna', 'Ескільстуна'),
        city(20302, 'Nyköping', 'Нючепінг'),
        city(20303, 'Katrineholm', 'Катрінегольм'),
      ]),
      SE(204, 'E', lan('Östergötland', 'Östergötlands', 'Естерйотланд'), [
        city(20401, 'Linköping', 'Лінчепінг'),
        city(20402, 'Norrköping', 'Норрчепінг'),
        city(20403, 'Motala', 'Мутала'),
      ]),
      SE(205, 'F', lan('Jönköping', 'Jönköpings', 'Єнчепінг'), [
        city(20501, 'Jönköping', 'Єнчепінг'),
        city(20502, 'Värnamo', 'Вернаму'),
        city(20503, 'Nässjö', 'Нешше'),
      ]),
      SE(206, 'G', lan('Kronoberg', 'Kronobergs', 'Крунуберг'), [
        city(20601, 'Växjö', 'Векше'),
        city(20602, 'Ljungby', 'Юнгбю'),
      ]),
      SE(207, 'H', lan('Kalmar', 'Kalmar', 'Кальмар'), [
        city(20701, 'Kalmar', 'Кальмар'),
        city(20702, 'Västervik', 'Вестервік'),
        city(20703, 'Oskarshamn', 'Оскарсгамн'),
      ]),
      SE(208, 'I', lan('Gotland', 'Gotlands', 'Готланд', 'Gotlandia'), [
        city(20801, 'Visby', 'Вісбю'),
        city(20802, 'Slite', 'Сліте'),
      ]),
      SE(209, 'K', lan('Blekinge', 'Blekinge', 'Блекінге'), [
        city(20901, 'Karlskrona', 'Карлскруна'),
        city(20902, 'Karlshamn', 'Карлсгамн'),
        city(20903, 'Ronneby', 'Роннебю'),
      ]),
      SE(210, 'M', { pl: 'Region Skania', en: 'Skåne County', no: 'Skåne län', ua: 'Лен Сконе' }, [
        city(21001, 'Malmö', 'Мальме'),
        city(21002, 'Helsingborg', 'Гельсінгборг'),
        city(21003, 'Lund', 'Лунд'),
        city(21004, 'Kristianstad', 'Крістіанстад'),
      ]),
      SE(211, 'N', lan('Halland', 'Hallands', 'Галланд'), [
        city(21101, 'Halmstad', 'Гальмстад'),
        city(21102, 'Varberg', 'Варберг'),
        city(21103, 'Kungsbacka', 'Кунгсбака'),
      ]),
      SE(212, 'O', lan('Västra Götaland', 'Västra Götalands', 'Вестра-Йоталанд'), [
        city(21201, 'Göteborg', 'Гетеборг', { en: 'Gothenburg' }),
        city(21202, 'Borås', 'Бурос'),
        city(21203, 'Trollhättan', 'Тролльгеттан'),
        city(21204, 'Skövde', 'Шевде'),
        city(21205, 'Uddevalla', 'Уддевалла'),
      ]),
      SE(213, 'S', lan('Värmland', 'Värmlands', 'Вермланд'), [
        city(21301, 'Karlstad', 'Карлстад'),
        city(21302, 'Kristinehamn', 'Крістінегамн'),
        city(21303, 'Arvika', 'Арвіка'),
      ]),
      SE(214, 'T', lan('Örebro', 'Örebro', 'Еребру'), [
        city(21401, 'Örebro', 'Еребру'),
        city(21402, 'Karlskoga', 'Карлскуга'),
        city(21403, 'Lindesberg', 'Ліндесберг'),
      ]),
      SE(215, 'U', lan('Västmanland', 'Västmanlands', 'Вестманланд'), [
        city(21501, 'Västerås', 'Вестерос'),
        city(21502, 'Köping', 'Чепінг'),
        city(21503, 'Sala', 'Сала'),
      ]),
      SE(216, 'W', lan('Dalarna', 'Dalarnas', 'Даларна'), [
        city(21601, 'Falun', 'Фалун'),
        city(21602, 'Borlänge', 'Борленге'),
        city(21603, 'Ludvika', 'Людвіка'),
        city(21604, 'Avesta', 'Авеста'),
      ]),
      SE(217, 'X', lan('Gävleborg', 'Gävleborgs', 'Євлеборг'), [
        city(21701, 'Gävle', 'Євле'),
        city(21702, 'Sandviken', 'Сандвікен'),
        city(21703, 'Hudiksvall', 'Гудіксвалль'),
        city(21704, 'Söderhamn', 'Седергамн'),
      ]),
      SE(218, 'Y', lan('Västernorrland', 'Västernorrlands', 'Вестерноррланд'), [
        city(21801, 'Sundsvall', 'Сундсвалль'),
        city(21802, 'Örnsköldsvik', 'Ерншельдсвік'),
        city(21803, 'Härnösand', 'Гернесанд'),
      ]),
      SE(219, 'Z', lan('Jämtland', 'Jämtlands', 'Ємтланд'), [
        city(21901, 'Östersund', 'Естерсунд'),
        city(21902, 'Åre', 'Оре'),
      ]),
      SE(220, 'AC', lan('Västerbotten', 'Västerbottens', 'Вестерботтен'), [
        city(22001, 'Umeå', 'Умео'),
        city(22002, 'Skellefteå', 'Шеллефтео'),
      ]),
      SE(221, 'BD', lan('Norrbotten', 'Norrbottens', 'Норрботтен'), [
        city(22101, 'Luleå', 'Лулео'),
        city(22102, 'Kiruna', 'Кіруна'),
        city(22103, 'Boden', 'Буден'),
        city(22104, 'Piteå', 'Пітео'),
        city(22105, 'Gällivare', 'Єлліваре'),
      ]),
    ],
  },
  {
    id: 3,
    isoCode: 'DK',
    title: { pl: 'Dania', en: 'Denmark', no: 'Danmark', ua: 'Данія' },
    currency: 'DKK',
    salaryGrossValueMin: { amount: 140, currency: 'DKK' },
    salaryGrossValueMax: { amount: 300, currency: 'DKK' },
    salaryBoundsValidFrom: '2026-01-01',
    salaryBoundsSource:
      'Floor: 3F construction agreement minimum (about 142.65 DKK in 2022 plus raises); typical skilled range 185-225 DKK (unverified).',
    regions: [
      DK(301, '84', { pl: 'Region Stołeczny', en: 'Capital Region of Denmark', no: 'Region Hovedstaden', ua: 'Столичний регіон Данії' }, [
        city(30101, 'København', 'Копенгаген', { pl: 'Kopenhaga', en: 'Copenhagen' }),
        city(30102, 'Frederiksberg', 'Фредеріксберг'),
        city(30103, 'Hillerød', 'Гіллеред'),
        city(30104, 'Helsingør', 'Гельсінгер'),
        city(30105, 'Rønne', 'Ренне'),
      ]),
      DK(302, '85', { pl: 'Region Zelandia', en: 'Region Zealand', no: 'Region Sjælland', ua: 'Регіон Зеландія' }, [
        city(30201, 'Roskilde', 'Роскілле'),
        city(30202, 'Næstved', 'Нествед'),
        city(30203, 'Køge', 'Кеге'),
        city(30204, 'Slagelse', 'Слагельсе'),
        city(30205, 'Holbæk', 'Гольбек'),
      ]),
      DK(303, '83', { pl: 'Region Danii Południowej', en: 'Region of Southern Denmark', no: 'Region Syddanmark', ua: 'Регіон Південна Данія' }, [
        city(30301, 'Odense', 'Оденсе'),
        city(30302, 'Esbjerg', 'Есб’єрг'),
        city(30303, 'Kolding', 'Колдінг'),
        city(30304, 'Vejle', 'Вайле'),
        city(30305, 'Fredericia', 'Фредерісія'),
        city(30306, 'Sønderborg', 'Сеннерборг'),
      ]),
      DK(304, '82', { pl: 'Region Jutlandii Środkowej', en: 'Central Denmark Region', no: 'Region Midtjylland', ua: 'Регіон Центральна Ютландія' }, [
        city(30401, 'Aarhus', 'Орхус'),
        city(30402, 'Randers', 'Раннерс'),
        city(30403, 'Horsens', 'Горсенс'),
        city(30404, 'Herning', 'Гернінг'),
        city(30405, 'Silkeborg', 'Сількеборг'),
        city(30406, 'Viborg', 'Віборг'),
      ]),
      DK(305, '81', { pl: 'Region Jutlandii Północnej', en: 'North Denmark Region', no: 'Region Nordjylland', ua: 'Регіон Північна Ютландія' }, [
        city(30501, 'Aalborg', 'Ольборг'),
        city(30502, 'Hjørring', 'Єррінг'),
        city(30503, 'Frederikshavn', 'Фредеріксгавн'),
        city(30504, 'Thisted', 'Тістед'),
      ]),
    ],
  },
  {
    id: 4,
    isoCode: 'FI',
    title: { pl: 'Finlandia', en: 'Finland', no: 'Finland', ua: 'Фінляндія' },
    currency: 'EUR',
    salaryGrossValueMin: { amount: 11, currency: 'EUR' },
    salaryGrossValueMax: { amount: 30, currency: 'EUR' },
    salaryBoundsValidFrom: '2026-01-01',
    salaryBoundsSource:
      'Floor: collective agreement minimums 11.94-18.90 EUR (2024); typical skilled range 14-22 EUR (unverified).',
    regions: [
      FI(401, '01', { pl: 'Wyspy Alandzkie', en: 'Åland', no: 'Åland', ua: 'Аландські острови' }, [
        city(40101, 'Mariehamn', 'Марієгамн'),
        city(40102, 'Jomala', 'Йомала'),
      ]),
      FI(402, '02', { pl: 'Karelia Południowa', en: 'South Karelia', no: 'Etelä-Karjala', ua: 'Південна Карелія' }, [
        city(40201, 'Lappeenranta', 'Лаппеенранта'),
        city(40202, 'Imatra', 'Іматра'),
      ]),
      FI(403, '03', { pl: 'Ostrobotnia Południowa', en: 'South Ostrobothnia', no: 'Etelä-Pohjanmaa', ua: 'Південна Остроботнія' }, [
        city(40301, 'Seinäjoki', 'Сейняйокі'),
        city(40302, 'Lapua', 'Лапуа'),
        city(40303, 'Kauhava', 'Каухава'),
      ]),
      FI(404, '04', { pl: 'Sawonia Południowa', en: 'South Savo', no: 'Etelä-Savo', ua: 'Південне Саво' }, [
        city(40401, 'Mikkeli', 'Міккелі'),
        city(40402, 'Savonlinna', 'Савонлінна'),
        city(40403, 'Pieksämäki', 'Пієксямякі'),
      ]),
      FI(405, '05', { pl: 'Kainuu', en: 'Kainuu', no: 'Kainuu', ua: 'Кайнуу' }, [
        city(40501, 'Kajaani', 'Каяані'),
        city(40502, 'Kuhmo', 'Кухмо'),
      ]),
      FI(406, '06', { pl: 'Kanta-Häme', en: 'Kanta-Häme', no: 'Kanta-Häme', ua: 'Канта-Хяме' }, [
        city(40601, 'Hämeenlinna', 'Хямеенлінна'),
        city(40602, 'Riihimäki', 'Ріїхімякі'),
        city(40603, 'Forssa', 'Форсса'),
      ]),
      FI(407, '07', { pl: 'Ostrobotnia Środkowa', en: 'Central Ostrobothnia', no: 'Keski-Pohjanmaa', ua: 'Центральна Остроботнія' }, [
        city(40701, 'Kokkola', 'Коккола'),
        city(40702, 'Kannus', 'Каннус'),
      ]),
      FI(408, '08', { pl: 'Finlandia Środkowa', en: 'Central Finland', no: 'Keski-Suomi', ua: 'Центральна Фінляндія' }, [
        city(40801, 'Jyväskylä', 'Ювяскюля'),
        city(40802, 'Jämsä', 'Ямся'),
        city(40803, 'Äänekoski', 'Яанекоскі'),
      ]),
      FI(409, '09', { pl: 'Kymenlaakso', en: 'Kymenlaakso', no: 'Kymenlaakso', ua: 'Кюменлааксо' }, [
        city(40901, 'Kotka', 'Котка'),
        city(40902, 'Kouvola', 'Коувола'),
        city(40903, 'Hamina', 'Хаміна'),
      ]),
      FI(410, '10', { pl: 'Laponia', en: 'Lapland', no: 'Lappland', ua: 'Лапландія' }, [
        city(41001, 'Rovaniemi', 'Рованіемі'),
        city(41002, 'Kemi', 'Кемі'),
        city(41003, 'Tornio', 'Торніо'),
      ]),
      FI(411, '11', { pl: 'Pirkanmaa', en: 'Pirkanmaa', no: 'Pirkanmaa', ua: 'Пірканмаа' }, [
        city(41101, 'Tampere', 'Тампере'),
        city(41102, 'Nokia', 'Нокіа'),
        city(41103, 'Valkeakoski', 'Валкеакоскі'),
      ]),
      FI(412, '12', { pl: 'Ostrobotnia', en: 'Ostrobothnia', no: 'Pohjanmaa', ua: 'Остроботнія' }, [
        city(41201, 'Vaasa', 'Вааса'),
        city(41202, 'Pietarsaari', 'Пієтарсаарі'),
      ]),
      FI(413, '13', { pl: 'Karelia Północna', en: 'North Karelia', no: 'Pohjois-Karjala', ua: 'Північна Карелія' }, [
        city(41301, 'Joensuu', 'Йоенсуу'),
        city(41302, 'Lieksa', 'Лієкса'),
      ]),
      FI(414, '14', { pl: 'Ostrobotnia Północna', en: 'North Ostrobothnia', no: 'Pohjois-Pohjanmaa', ua: 'Північна Остроботнія' }, [
        city(41401, 'Oulu', 'Оулу'),
        city(41402, 'Raahe', 'Раахе'),
        city(41403, 'Ylivieska', 'Юлівієска'),
      ]),
      FI(415, '15', { pl: 'Sawonia Północna', en: 'North Savo', no: 'Pohjois-Savo', ua: 'Північне Саво' }, [
        city(41501, 'Kuopio', 'Куопіо'),
        city(41502, 'Iisalmi', 'Іісалмі'),
        city(41503, 'Varkaus', 'Варкаус'),
      ]),
      FI(416, '16', { pl: 'Päijät-Häme', en: 'Päijät-Häme', no: 'Päijät-Häme', ua: 'Пяйят-Хяме' }, [
        city(41601, 'Lahti', 'Лахті'),
        city(41602, 'Heinola', 'Хейнола'),
      ]),
      FI(417, '17', { pl: 'Satakunta', en: 'Satakunta', no: 'Satakunta', ua: 'Сатакунта' }, [
        city(41701, 'Pori', 'Порі'),
        city(41702, 'Rauma', 'Раума'),
      ]),
      FI(418, '18', { pl: 'Uusimaa', en: 'Uusimaa', no: 'Uusimaa', ua: 'Уусімаа' }, [
        city(41801, 'Helsinki', 'Гельсінкі', { no: 'Helsingfors' }),
        city(41802, 'Espoo', 'Еспоо'),
        city(41803, 'Vantaa', 'Вантаа'),
        city(41804, 'Porvoo', 'Порвоо'),
        city(41805, 'Hyvinkää', 'Гювінкяа'),
        city(41806, 'Lohja', 'Лох’я'),
      ]),
      FI(419, '19', { pl: 'Finlandia Właściwa', en: 'Southwest Finland', no: 'Varsinais-Suomi', ua: 'Південно-Західна Фінляндія' }, [
        city(41901, 'Turku', 'Турку', { no: 'Åbo' }),
        city(41902, 'Salo', 'Сало'),
        city(41903, 'Uusikaupunki', 'Уусікаупункі'),
        city(41904, 'Naantali', 'Наанталі'),
      ]),
    ],
  },
  {
    id: 5,
    isoCode: 'DE',
    title: { pl: 'Niemcy', en: 'Germany', no: 'Tyskland', ua: 'Німеччина' },
    currency: 'EUR',
    salaryGrossValueMin: { amount: 14, currency: 'EUR' },
    salaryGrossValueMax: { amount: 40, currency: 'EUR' },
    salaryBoundsValidFrom: '2026-01-01',
    salaryBoundsSource:
      'Floor: statutory minimum wage (12.82 EUR in 2025, 13.90 EUR from 2026); construction standard rate 22.73 EUR; typical skilled range 18-28 EUR (unverified).',
    regions: [
      DE(501, 'BW', name('Baden-Württemberg', 'Баден-Вюртемберг', { pl: 'Badenia-Wirtembergia' }), [
        city(50101, 'Stuttgart', 'Штутгарт'),
        city(50102, 'Mannheim', 'Мангайм'),
        city(50103, 'Karlsruhe', 'Карлсруе'),
        city(50104, 'Freiburg im Breisgau', 'Фрайбург'),
        city(50105, 'Ulm', 'Ульм'),
        city(50106, 'Heilbronn', 'Гайльбронн'),
      ]),
      DE(502, 'BY', name('Bayern', 'Баварія', { pl: 'Bawaria', en: 'Bavaria' }), [
        city(50201, 'München', 'Мюнхен', { pl: 'Monachium', en: 'Munich' }),
        city(50202, 'Nürnberg', 'Нюрнберг', { pl: 'Norymberga', en: 'Nuremberg' }),
        city(50203, 'Augsburg', 'Аугсбург'),
        city(50204, 'Regensburg', 'Регенсбург', { pl: 'Ratyzbona' }),
        city(50205, 'Ingolstadt', 'Інгольштадт'),
        city(50206, 'Würzburg', 'Вюрцбург'),
      ]),
      DE(503, 'BE', name('Berlin', 'Берлін'), [city(50301, 'Berlin', 'Берлін')]),
      DE(504, 'BB', name('Brandenburg', 'Бранденбург', { pl: 'Brandenburgia' }), [
        city(50401, 'Potsdam', 'Потсдам', { pl: 'Poczdam' }),
        city(50402, 'Cottbus', 'Котбус', { pl: 'Chociebuż' }),
        city(50403, 'Frankfurt (Oder)', 'Франкфурт-на-Одері', { pl: 'Frankfurt nad Odrą' }),
        city(50404, 'Brandenburg an der Havel', 'Бранденбург-на-Гафелі'),
      ]),
      DE(505, 'HB', name('Bremen', 'Бремен', { pl: 'Brema' }), [
        city(50501, 'Bremen', 'Бремен', { pl: 'Brema' }),
        city(50502, 'Bremerhaven', 'Бремергафен'),
      ]),
      DE(506, 'HH', name('Hamburg', 'Гамбург'), [city(50601, 'Hamburg', 'Гамбург')]),
      DE(507, 'HE', name('Hessen', 'Гессен', { pl: 'Hesja', en: 'Hesse' }), [
        city(50701, 'Frankfurt am Main', 'Франкфурт-на-Майні', { pl: 'Frankfurt nad Menem' }),
        city(50702, 'Wiesbaden', 'Вісбаден'),
        city(50703, 'Kassel', 'Кассель'),
        city(50704, 'Darmstadt', 'Дармштадт'),
        city(50705, 'Offenbach am Main', 'Оффенбах-на-Майні'),
      ]),
      DE(508, 'MV', name('Mecklenburg-Vorpommern', 'Мекленбург-Передня Померанія', { pl: 'Meklemburgia-Pomorze Przednie', en: 'Mecklenburg-Western Pomerania' }), [
        city(50801, 'Rostock', 'Росток'),
        city(50802, 'Schwerin', 'Шверін'),
        city(50803, 'Stralsund', 'Штральзунд'),
        city(50804, 'Greifswald', 'Грайфсвальд'),
        city(50805, 'Wismar', 'Вісмар'),
      ]),
      DE(509, 'NI', name('Niedersachsen', 'Нижня Саксонія', { pl: 'Dolna Saksonia', en: 'Lower Saxony' }), [
        city(50901, 'Hannover', 'Ганновер', { pl: 'Hanower', en: 'Hanover' }),
        city(50902, 'Braunschweig', 'Брауншвейг', { pl: 'Brunszwik' }),
        city(50903, 'Osnabrück', 'Оснабрюк'),
        city(50904, 'Oldenburg', 'Ольденбург'),
        city(50905, 'Wolfsburg', 'Вольфсбург'),
        city(50906, 'Papenburg', 'Папенбург'),
      ]),
      DE(510, 'NW', name('Nordrhein-Westfalen', 'Північний Рейн-Вестфалія', { pl: 'Nadrenia Północna-Westfalia', en: 'North Rhine-Westphalia' }), [
        city(51001, 'Köln', 'Кельн', { pl: 'Kolonia', en: 'Cologne' }),
        city(51002, 'Düsseldorf', 'Дюссельдорф'),
        city(51003, 'Dortmund', 'Дортмунд'),
        city(51004, 'Essen', 'Ессен'),
        city(51005, 'Duisburg', 'Дуйсбург'),
        city(51006, 'Bochum', 'Бохум'),
        city(51007, 'Münster', 'Мюнстер'),
        city(51008, 'Aachen', 'Аахен', { pl: 'Akwizgran' }),
      ]),
      DE(511, 'RP', name('Rheinland-Pfalz', 'Рейнланд-Пфальц', { pl: 'Nadrenia-Palatynat', en: 'Rhineland-Palatinate' }), [
        city(51101, 'Mainz', 'Майнц', { pl: 'Moguncja' }),
        city(51102, 'Ludwigshafen am Rhein', 'Людвігсгафен-на-Рейні'),
        city(51103, 'Koblenz', 'Кобленц', { pl: 'Koblencja' }),
        city(51104, 'Trier', 'Трір', { pl: 'Trewir' }),
        city(51105, 'Kaiserslautern', 'Кайзерслаутерн'),
      ]),
      DE(512, 'SL', name('Saarland', 'Саар', { pl: 'Saara' }), [
        city(51201, 'Saarbrücken', 'Саарбрюккен'),
        city(51202, 'Neunkirchen', 'Нойнкірхен'),
        city(51203, 'Homburg', 'Гомбург'),
        city(51204, 'Völklingen', 'Фельклінген'),
      ]),
      DE(513, 'SN', name('Sachsen', 'Саксонія', { pl: 'Saksonia', en: 'Saxony' }), [
        city(51301, 'Dresden', 'Дрезден', { pl: 'Drezno' }),
        city(51302, 'Leipzig', 'Лейпциг', { pl: 'Lipsk' }),
        city(51303, 'Chemnitz', 'Хемніц'),
        city(51304, 'Zwickau', 'Цвіккау'),
        city(51305, 'Görlitz', 'Герліц'),
      ]),
      DE(514, 'ST', name('Sachsen-Anhalt', 'Саксонія-Ангальт', { pl: 'Saksonia-Anhalt', en: 'Saxony-Anhalt' }), [
        city(51401, 'Magdeburg', 'Магдебург'),
        city(51402, 'Halle (Saale)', 'Галле'),
        city(51403, 'Dessau-Roßlau', 'Дессау-Рослау'),
      ]),
      DE(515, 'SH', name('Schleswig-Holstein', 'Шлезвіг-Гольштейн', { pl: 'Szlezwik-Holsztyn' }), [
        city(51501, 'Kiel', 'Кіль', { pl: 'Kilonia' }),
        city(51502, 'Lübeck', 'Любек', { pl: 'Lubeka' }),
        city(51503, 'Flensburg', 'Фленсбург'),
        city(51504, 'Neumünster', 'Ноймюнстер'),
      ]),
      DE(516, 'TH', name('Thüringen', 'Тюрингія', { pl: 'Turyngia', en: 'Thuringia' }), [
        city(51601, 'Erfurt', 'Ерфурт'),
        city(51602, 'Jena', 'Єна'),
        city(51603, 'Gera', 'Гера'),
        city(51604, 'Weimar', 'Веймар'),
      ]),
    ],
  },
  {
    id: 6,
    isoCode: 'NL',
    title: { pl: 'Holandia', en: 'Netherlands', no: 'Nederland', ua: 'Нідерланди' },
    currency: 'EUR',
    salaryGrossValueMin: { amount: 14, currency: 'EUR' },
    salaryGrossValueMax: { amount: 35, currency: 'EUR' },
    salaryBoundsValidFrom: '2026-01-01',
    salaryBoundsSource: 'Floor: statutory hourly minimum wage (14.06 EUR from January 2025); typical skilled range 17-25 EUR (unverified).',
    regions: [
      NL(601, 'DR', name('Drenthe', 'Дренте'), [
        city(60101, 'Assen', 'Ассен'),
        city(60102, 'Emmen', 'Еммен'),
        city(60103, 'Hoogeveen', 'Гогевен'),
      ]),
      NL(602, 'FL', name('Flevoland', 'Флеволанд'), [
        city(60201, 'Almere', 'Алмере'),
        city(60202, 'Lelystad', 'Лелістад'),
        city(60203, 'Emmeloord', 'Еммелорд'),
      ]),
      NL(603, 'FR', name('Friesland', 'Фрисландія', { pl: 'Fryzja' }), [
        city(60301, 'Leeuwarden', 'Леуварден'),
        city(60302, 'Sneek', 'Снек'),
        city(60303, 'Heerenveen', 'Геренвен'),
        city(60304, 'Drachten', 'Драхтен'),
      ]),
      NL(604, 'GE', name('Gelderland', 'Гелдерланд', { pl: 'Geldria' }), [
        city(60401, 'Arnhem', 'Арнем'),
        city(60402, 'Nijmegen', 'Неймеген'),
        city(60403, 'Apeldoorn', 'Апелдорн'),
        city(60404, 'Ede', 'Еде'),
      ]),
      NL(605, 'GR', name('Groningen', 'Гронінген'), [
        city(60501, 'Groningen', 'Гронінген'),
        city(60502, 'Delfzijl', 'Делфзейл'),
        city(60503, 'Veendam', 'Вендам'),
      ]),
      NL(606, 'LI', name('Limburg', 'Лімбург', { pl: 'Limburgia' }), [
        city(60601, 'Maastricht', 'Маастрихт'),
        city(60602, 'Venlo', 'Венло'),
        city(60603, 'Heerlen', 'Геерлен'),
        city(60604, 'Roermond', 'Рурмонд'),
      ]),
      NL(607, 'NB', name('Noord-Brabant', 'Північний Брабант', { pl: 'Brabancja Północna', en: 'North Brabant', no: 'Nord-Brabant' }), [
        city(60701, 'Eindhoven', 'Ейндговен'),
        city(60702, 'Tilburg', 'Тілбург'),
        city(60703, 'Breda', 'Бреда'),
        city(60704, "'s-Hertogenbosch", 'Гертогенбос'),
        city(60705, 'Helmond', 'Гелмонд'),
      ]),
      NL(608, 'NH', name('Noord-Holland', 'Північна Голландія', { pl: 'Holandia Północna', en: 'North Holland', no: 'Nord-Holland' }), [
        city(60801, 'Amsterdam', 'Амстердам'),
        city(60802, 'Haarlem', 'Гарлем'),
        city(60803, 'Zaanstad', 'Заанстад'),
        city(60804, 'Alkmaar', 'Алкмар'),
        city(60805, 'Den Helder', 'Ден-Гелдер'),
      ]),
      NL(609, 'OV', name('Overijssel', 'Оверейсел'), [
        city(60901, 'Zwolle', 'Зволле'),
        city(60902, 'Enschede', 'Енсхеде'),
        city(60903, 'Deventer', 'Девентер'),
        city(60904, 'Hengelo', 'Генгело'),
      ]),
      NL(610, 'UT', name('Utrecht', 'Утрехт'), [
        city(61001, 'Utrecht', 'Утрехт'),
        city(61002, 'Amersfoort', 'Амерсфорт'),
        city(61003, 'Nieuwegein', 'Нівегейн'),
      ]),
      NL(611, 'ZE', name('Zeeland', 'Зеландія', { pl: 'Zelandia' }), [
        city(61101, 'Middelburg', 'Мідделбург'),
        city(61102, 'Vlissingen', 'Флісінген'),
        city(61103, 'Terneuzen', 'Тернезен'),
        city(61104, 'Goes', 'Гус'),
      ]),
      NL(612, 'ZH', name('Zuid-Holland', 'Південна Голландія', { pl: 'Holandia Południowa', en: 'South Holland', no: 'Sør-Holland' }), [
        city(61201, 'Rotterdam', 'Роттердам'),
        city(61202, 'Den Haag', 'Гаага', { pl: 'Haga', en: 'The Hague', no: 'Haag' }),
        city(61203, 'Leiden', 'Лейден', { pl: 'Lejda' }),
        city(61204, 'Dordrecht', 'Дордрехт'),
        city(61205, 'Delft', 'Делфт'),
        city(61206, 'Zoetermeer', 'Зутермер'),
      ]),
    ],
  },
  {
    id: 7,
    isoCode: 'BE',
    title: { pl: 'Belgia', en: 'Belgium', no: 'Belgia', ua: 'Бельгія' },
    currency: 'EUR',
    salaryGrossValueMin: { amount: 16, currency: 'EUR' },
    salaryGrossValueMax: { amount: 35, currency: 'EUR' },
    salaryBoundsValidFrom: '2026-01-01',
    salaryBoundsSource: 'Floor: construction hourly rates by category 17.62-21.20 EUR (2024); typical skilled range 18-24 EUR (unverified).',
    regions: [
      BE(701, 'BRU', { pl: 'Region Stołeczny Brukseli', en: 'Brussels-Capital Region', no: 'Brussel hovedstadsregion', ua: 'Брюссельський столичний регіон' }, [
        city(70101, 'Brussel', 'Брюссель', { pl: 'Bruksela', en: 'Brussels' }),
        city(70102, 'Anderlecht', 'Андерлехт'),
        city(70103, 'Schaerbeek', 'Схарбек'),
      ]),
      BE(702, 'VAN', name('Antwerpen', 'Антверпен', { pl: 'Antwerpia', en: 'Antwerp' }), [
        city(70201, 'Antwerpen', 'Антверпен', { pl: 'Antwerpia', en: 'Antwerp' }),
        city(70202, 'Mechelen', 'Мехелен'),
        city(70203, 'Turnhout', 'Тюрнхаут'),
      ]),
      BE(703, 'VLI', name('Limburg', 'Лімбург', { pl: 'Limburgia' }), [
        city(70301, 'Hasselt', 'Гасселт'),
        city(70302, 'Genk', 'Генк'),
        city(70303, 'Sint-Truiden', 'Сінт-Трейден'),
      ]),
      BE(704, 'VOV', name('Oost-Vlaanderen', 'Східна Фландрія', { pl: 'Flandria Wschodnia', en: 'East Flanders', no: 'Øst-Flandern' }), [
        city(70401, 'Gent', 'Гент', { pl: 'Gandawa', en: 'Ghent' }),
        city(70402, 'Aalst', 'Алст'),
        city(70403, 'Sint-Niklaas', 'Сінт-Ніклас'),
      ]),
      BE(705, 'VBR', name('Vlaams-Brabant', 'Фламандський Брабант', { pl: 'Brabancja Flamandzka', en: 'Flemish Brabant', no: 'Flamsk Brabant' }), [
        city(70501, 'Leuven', 'Левен'),
        city(70502, 'Vilvoorde', 'Вілворде'),
        city(70503, 'Tienen', 'Тінен'),
      ]),
      BE(706, 'VWV', name('West-Vlaanderen', 'Західна Фландрія', { pl: 'Flandria Zachodnia', en: 'West Flanders', no: 'Vest-Flandern' }), [
        city(70601, 'Brugge', 'Брюгге', { pl: 'Brugia', en: 'Bruges' }),
        city(70602, 'Kortrijk', 'Кортрейк'),
        city(70603, 'Oostende', 'Остенде', { pl: 'Ostenda', en: 'Ostend' }),
        city(70604, 'Roeselare', 'Руселаре'),
      ]),
      BE(707, 'WBR', name('Brabant wallon', 'Валлонський Брабант', { pl: 'Brabancja Walońska', en: 'Walloon Brabant', no: 'Vallonsk Brabant' }), [
        city(70701, 'Wavre', 'Вавр'),
        city(70702, 'Nivelles', 'Нівель'),
        city(70703, 'Ottignies-Louvain-la-Neuve', 'Оттіньї-Лувен-ла-Нев'),
      ]),
      BE(708, 'WHT', name('Hainaut', 'Ено'), [
        city(70801, 'Charleroi', 'Шарлеруа'),
        city(70802, 'Mons', 'Монс'),
        city(70803, 'La Louvière', 'Ла-Лув’єр'),
        city(70804, 'Tournai', 'Турне'),
      ]),
      BE(709, 'WLG', name('Liège', 'Льєж'), [
        city(70901, 'Liège', 'Льєж'),
        city(70902, 'Verviers', 'Вервьє'),
        city(70903, 'Seraing', 'Серен'),
        city(70904, 'Huy', 'Юї'),
      ]),
      BE(710, 'WLX', { pl: 'Luksemburg (prowincja)', en: 'Luxembourg (province)', no: 'Luxembourg (provins)', ua: 'Люксембург (провінція)' }, [
        city(71001, 'Arlon', 'Арлон'),
        city(71002, 'Bastogne', 'Бастонь'),
        city(71003, 'Marche-en-Famenne', 'Марш-ан-Фамен'),
      ]),
      BE(711, 'WNA', name('Namur', 'Намюр'), [
        city(71101, 'Namur', 'Намюр'),
        city(71102, 'Dinant', 'Дінан'),
        city(71103, 'Gembloux', 'Жамблу'),
      ]),
    ],
  },
  {
    id: 8,
    isoCode: 'PL',
    title: { pl: 'Polska', en: 'Poland', no: 'Polen', ua: 'Польща' },
    currency: 'PLN',
    salaryGrossValueMin: { amount: 30, currency: 'PLN' },
    salaryGrossValueMax: { amount: 80, currency: 'PLN' },
    salaryBoundsValidFrom: '2026-01-01',
    salaryBoundsSource: 'Floor: statutory minimum hourly rate (30.50 PLN in 2025); typical skilled range 35-60 PLN (unverified).',
    regions: [
      PL(801, 'DS', voivodeship('Dolnośląskie', 'Lower Silesian', 'Нижньосілезьке'), [
        city(80101, 'Wrocław', 'Вроцлав'),
        city(80102, 'Wałbrzych', 'Валбжих'),
        city(80103, 'Legnica', 'Легниця'),
        city(80104, 'Jelenia Góra', 'Єленя Гура'),
        city(80105, 'Lubin', 'Любін'),
        city(80106, 'Głogów', 'Глогув'),
      ]),
      PL(802, 'KP', voivodeship('Kujawsko-pomorskie', 'Kuyavian-Pomeranian', 'Куявсько-Поморське'), [
        city(80201, 'Bydgoszcz', 'Бидгощ'),
        city(80202, 'Toruń', 'Торунь'),
        city(80203, 'Włocławek', 'Влоцлавек'),
        city(80204, 'Grudziądz', 'Грудзьондз'),
        city(80205, 'Inowrocław', 'Іновроцлав'),
      ]),
      PL(803, 'LU', voivodeship('Lubelskie', 'Lublin', 'Люблінське'), [
        city(80301, 'Lublin', 'Люблін'),
        city(80302, 'Zamość', 'Замостя'),
        city(80303, 'Chełm', 'Холм'),
        city(80304, 'Biała Podlaska', 'Біла Підляська'),
        city(80305, 'Puławy', 'Пулави'),
      ]),
      PL(804, 'LB', voivodeship('Lubuskie', 'Lubusz', 'Любуське'), [
        city(80401, 'Zielona Góra', 'Зелена Гура'),
        city(80402, 'Gorzów Wielkopolski', 'Гожув-Великопольський'),
        city(80403, 'Nowa Sól', 'Нова Суль'),
        city(80404, 'Żary', 'Жари'),
      ]),
      PL(805, 'LD', voivodeship('Łódzkie', 'Łódź', 'Лодзинське'), [
        city(80501, 'Łódź', 'Лодзь'),
        city(80502, 'Piotrków Trybunalski', 'Пьотркув-Трибунальський'),
        city(80503, 'Bełchatów', 'Белхатув'),
        city(80504, 'Pabianice', 'Пабяніце'),
        city(80505, 'Tomaszów Mazowiecki', 'Томашув-Мазовецький'),
      ]),
      PL(806, 'MA', voivodeship('Małopolskie', 'Lesser Poland', 'Малопольське'), [
        city(80601, 'Kraków', 'Краків'),
        city(80602, 'Tarnów', 'Тарнів'),
        city(80603, 'Nowy Sącz', 'Новий Сонч'),
        city(80604, 'Oświęcim', 'Освенцим'),
        city(80605, 'Nowy Targ', 'Новий Тарг'),
      ]),
      PL(807, 'MZ', voivodeship('Mazowieckie', 'Masovian', 'Мазовецьке'), [
        city(80701, 'Warszawa', 'Варшава', { en: 'Warsaw' }),
        city(80702, 'Radom', 'Радом'),
        city(80703, 'Płock', 'Плоцьк'),
        city(80704, 'Siedlce', 'Седльце'),
        city(80705, 'Ostrołęka', 'Остроленка'),
      ]),
      PL(808, 'OP', voivodeship('Opolskie', 'Opole', 'Опольське'), [
        city(80801, 'Opole', 'Ополе'),
        city(80802, 'Kędzierzyn-Koźle', 'Кендзежин-Козьле'),
        city(80803, 'Nysa', 'Ниса'),
        city(80804, 'Brzeg', 'Бжег'),
      ]),
      PL(809, 'PK', voivodeship('Podkarpackie', 'Subcarpathian', 'Підкарпатське'), [
        city(80901, 'Rzeszów', 'Ряшів'),
        city(80902, 'Przemyśl', 'Перемишль'),
        city(80903, 'Stalowa Wola', 'Сталева Воля'),
        city(80904, 'Mielec', 'Мелець'),
        city(80905, 'Krosno', 'Коросно'),
        city(80906, 'Sanok', 'Сянік'),
      ]),
      PL(810, 'PD', voivodeship('Podlaskie', 'Podlaskie', 'Підляське'), [
        city(81001, 'Białystok', 'Білосток'),
        city(81002, 'Suwałki', 'Сувалки'),
        city(81003, 'Łomża', 'Ломжа'),
      ]),
      PL(811, 'PM', voivodeship('Pomorskie', 'Pomeranian', 'Поморське'), [
        city(81101, 'Gdańsk', 'Гданськ'),
        city(81102, 'Gdynia', 'Гдиня'),
        city(81103, 'Słupsk', 'Слупськ'),
        city(81104, 'Tczew', 'Тчев'),
        city(81105, 'Wejherowo', 'Вейгерово'),
      ]),
      PL(812, 'SL', voivodeship('Śląskie', 'Silesian', 'Сілезьке'), [
        city(81201, 'Katowice', 'Катовиці'),
        city(81202, 'Częstochowa', 'Ченстохова'),
        city(81203, 'Gliwice', 'Гливиці'),
        city(81204, 'Sosnowiec', 'Сосновець'),
        city(81205, 'Bielsko-Biała', 'Бельсько-Бяла'),
        city(81206, 'Rybnik', 'Рибник'),
        city(81207, 'Tychy', 'Тихи'),
      ]),
      PL(813, 'SK', voivodeship('Świętokrzyskie', 'Holy Cross', 'Свентокшиське'), [
        city(81301, 'Kielce', 'Кельце'),
        city(81302, 'Ostrowiec Świętokrzyski', 'Островець-Свентокшиський'),
        city(81303, 'Starachowice', 'Стараховіце'),
        city(81304, 'Skarżysko-Kamienna', 'Скаржисько-Каменна'),
      ]),
      PL(814, 'WN', voivodeship('Warmińsko-mazurskie', 'Warmian-Masurian', 'Вармінсько-Мазурське'), [
        city(81401, 'Olsztyn', 'Ольштин'),
        city(81402, 'Elbląg', 'Ельблонг'),
        city(81403, 'Ełk', 'Елк'),
        city(81404, 'Ostróda', 'Оструда'),
      ]),
      PL(815, 'WP', voivodeship('Wielkopolskie', 'Greater Poland', 'Великопольське'), [
        city(81501, 'Poznań', 'Познань'),
        city(81502, 'Kalisz', 'Каліш'),
        city(81503, 'Konin', 'Конін'),
        city(81504, 'Piła', 'Піла'),
        city(81505, 'Ostrów Wielkopolski', 'Острів-Великопольський'),
        city(81506, 'Leszno', 'Лешно'),
      ]),
      PL(816, 'ZP', voivodeship('Zachodniopomorskie', 'West Pomeranian', 'Західнопоморське'), [
        city(81601, 'Szczecin', 'Щецин'),
        city(81602, 'Koszalin', 'Кошалін'),
        city(81603, 'Stargard', 'Старгард'),
        city(81604, 'Świnoujście', 'Свіноуйсьце'),
        city(81605, 'Police', 'Поліце'),
      ]),
    ],
  },
  {
    id: 9,
    isoCode: 'CZ',
    title: { pl: 'Czechy', en: 'Czechia', no: 'Tsjekkia', ua: 'Чехія' },
    currency: 'CZK',
    salaryGrossValueMin: { amount: 120, currency: 'CZK' },
    salaryGrossValueMax: { amount: 400, currency: 'CZK' },
    salaryBoundsValidFrom: '2026-01-01',
    salaryBoundsSource: 'Floor: statutory minimum wage (about 124 CZK per hour in 2025); typical skilled range 170-300 CZK (unverified).',
    regions: [
      CZ(901, '10', { pl: 'Praga', en: 'Prague', no: 'Praha', ua: 'Прага' }, [
        city(90101, 'Praha', 'Прага', { pl: 'Praga', en: 'Prague' }),
      ]),
      CZ(902, '20', { pl: 'Kraj środkowoczeski', en: 'Central Bohemian Region', no: 'Středočeský kraj', ua: 'Середньочеський край' }, [
        city(90201, 'Kladno', 'Кладно'),
        city(90202, 'Mladá Boleslav', 'Млада-Болеслав', { pl: 'Młoda Bolesław' }),
        city(90203, 'Kolín', 'Колін'),
        city(90204, 'Příbram', 'Пршибрам'),
      ]),
      CZ(903, '31', { pl: 'Kraj południowoczeski', en: 'South Bohemian Region', no: 'Jihočeský kraj', ua: 'Південночеський край' }, [
        city(90301, 'České Budějovice', 'Чеські Будейовиці', { pl: 'Czeskie Budziejowice' }),
        city(90302, 'Tábor', 'Табор'),
        city(90303, 'Písek', 'Пісек'),
        city(90304, 'Strakonice', 'Страконіце'),
      ]),
      CZ(904, '32', { pl: 'Kraj pilzneński', en: 'Plzeň Region', no: 'Plzeňský kraj', ua: 'Пльзенський край' }, [
        city(90401, 'Plzeň', 'Пльзень', { pl: 'Pilzno', en: 'Pilsen' }),
        city(90402, 'Klatovy', 'Клатови'),
        city(90403, 'Rokycany', 'Рокицани'),
      ]),
      CZ(905, '41', { pl: 'Kraj karlowarski', en: 'Karlovy Vary Region', no: 'Karlovarský kraj', ua: 'Карловарський край' }, [
        city(90501, 'Karlovy Vary', 'Карлові Вари', { pl: 'Karlowe Wary' }),
        city(90502, 'Cheb', 'Хеб'),
        city(90503, 'Sokolov', 'Соколов'),
      ]),
      CZ(906, '42', { pl: 'Kraj ustecki', en: 'Ústí nad Labem Region', no: 'Ústecký kraj', ua: 'Устецький край' }, [
        city(90601, 'Ústí nad Labem', 'Усті-над-Лабем', { pl: 'Uście nad Łabą' }),
        city(90602, 'Most', 'Мост'),
        city(90603, 'Teplice', 'Тепліце'),
        city(90604, 'Děčín', 'Дечин'),
        city(90605, 'Chomutov', 'Хомутов'),
      ]),
      CZ(907, '51', { pl: 'Kraj liberecki', en: 'Liberec Region', no: 'Liberecký kraj', ua: 'Ліберецький край' }, [
        city(90701, 'Liberec', 'Ліберець'),
        city(90702, 'Jablonec nad Nisou', 'Яблонець-над-Нисою', { pl: 'Jabłoniec nad Nysą' }),
        city(90703, 'Česká Lípa', 'Чеська Липа'),
      ]),
      CZ(908, '52', { pl: 'Kraj hradecki', en: 'Hradec Králové Region', no: 'Královéhradecký kraj', ua: 'Краловоградецький край' }, [
        city(90801, 'Hradec Králové', 'Градець-Кралове'),
        city(90802, 'Trutnov', 'Трутнов'),
        city(90803, 'Náchod', 'Наход'),
        city(90804, 'Jičín', 'Їчин'),
      ]),
      CZ(909, '53', { pl: 'Kraj pardubicki', en: 'Pardubice Region', no: 'Pardubický kraj', ua: 'Пардубицький край' }, [
        city(90901, 'Pardubice', 'Пардубиці'),
        city(90902, 'Chrudim', 'Хрудим'),
        city(90903, 'Svitavy', 'Світави'),
      ]),
      CZ(910, '63', { pl: 'Kraj Wysoczyna', en: 'Vysočina Region', no: 'Kraj Vysočina', ua: 'Край Височина' }, [
        city(91001, 'Jihlava', 'Йиглава'),
        city(91002, 'Třebíč', 'Тршебич'),
        city(91003, 'Havlíčkův Brod', 'Гавлічкув-Брод'),
        city(91004, 'Žďár nad Sázavou', 'Ждяр-над-Сазавою'),
      ]),
      CZ(911, '64', { pl: 'Kraj południowomorawski', en: 'South Moravian Region', no: 'Jihomoravský kraj', ua: 'Південноморавський край' }, [
        city(91101, 'Brno', 'Брно'),
        city(91102, 'Znojmo', 'Зноймо'),
        city(91103, 'Břeclav', 'Бржецлав'),
        city(91104, 'Hodonín', 'Годонін'),
      ]),
      CZ(912, '71', { pl: 'Kraj ołomuniecki', en: 'Olomouc Region', no: 'Olomoucký kraj', ua: 'Оломоуцький край' }, [
        city(91201, 'Olomouc', 'Оломоуць', { pl: 'Ołomuniec' }),
        city(91202, 'Prostějov', 'Простейов'),
        city(91203, 'Přerov', 'Пршеров'),
        city(91204, 'Šumperk', 'Шумперк'),
      ]),
      CZ(913, '72', { pl: 'Kraj zliński', en: 'Zlín Region', no: 'Zlínský kraj', ua: 'Злінський край' }, [
        city(91301, 'Zlín', 'Злін'),
        city(91302, 'Uherské Hradiště', 'Угерске-Градіште'),
        city(91303, 'Vsetín', 'Всетін'),
        city(91304, 'Kroměříž', 'Кромержиж'),
      ]),
      CZ(914, '80', { pl: 'Kraj morawsko-śląski', en: 'Moravian-Silesian Region', no: 'Moravskoslezský kraj', ua: 'Моравськосілезький край' }, [
        city(91401, 'Ostrava', 'Острава'),
        city(91402, 'Havířov', 'Гавіржов'),
        city(91403, 'Opava', 'Опава', { pl: 'Opawa' }),
        city(91404, 'Frýdek-Místek', 'Фридек-Містек'),
        city(91405, 'Karviná', 'Карвіна', { pl: 'Karwina' }),
        city(91406, 'Třinec', 'Тршинець', { pl: 'Trzyniec' }),
      ]),
    ],
  },
];

/** A nationality / residence country. `preferred` ones are listed first in pickers. */
export interface CountryOption {
  /** ISO 3166-1 alpha-2. */
  readonly isoCode: string;
  readonly title: LocalizedText;
  readonly preferred: boolean;
}

function option(isoCode: string, preferred: boolean, pl: string, en: string, no: string, ua: string): CountryOption {
  return { isoCode, preferred, title: { pl, en, no, ua } };
}

/** Nationality and residence countries: the market's countries first (preferred), then the rest by English name. */
export const allCountries: readonly CountryOption[] = [
  option('PL', true, 'Polska', 'Poland', 'Polen', 'Польща'),
  option('UA', true, 'Ukraina', 'Ukraine', 'Ukraina', 'Україна'),
  option('NO', true, 'Norwegia', 'Norway', 'Norge', 'Норвегія'),
  option('SE', true, 'Szwecja', 'Sweden', 'Sverige', 'Швеція'),
  option('DK', true, 'Dania', 'Denmark', 'Danmark', 'Данія'),
  option('FI', true, 'Finlandia', 'Finland', 'Finland', 'Фінляндія'),
  option('DE', true, 'Niemcy', 'Germany', 'Tyskland', 'Німеччина'),
  option('NL', true, 'Holandia', 'Netherlands', 'Nederland', 'Нідерланди'),
  option('BE', true, 'Belgia', 'Belgium', 'Belgia', 'Бельгія'),
  option('CZ', true, 'Czechy', 'Czechia', 'Tsjekkia', 'Чехія'),
  option('LT', true, 'Litwa', 'Lithuania', 'Litauen', 'Литва'),
  option('LV', true, 'Łotwa', 'Latvia', 'Latvia', 'Латвія'),
  option('RO', true, 'Rumunia', 'Romania', 'Romania', 'Румунія'),
  option('SK', true, 'Słowacja', 'Slovakia', 'Slovakia', 'Словаччина'),
  option('AL', false, 'Albania', 'Albania', 'Albania', 'Албанія'),
  option('AM', false, 'Armenia', 'Armenia', 'Armenia', 'Вірменія'),
  option('AT', false, 'Austria', 'Austria', 'Østerrike', 'Австрія'),
  option('AZ', false, 'Azerbejdżan', 'Azerbaijan', 'Aserbajdsjan', 'Азербайджан'),
  option('BY', false, 'Białoruś', 'Belarus', 'Belarus', 'Білорусь'),
  option('BA', false, 'Bośnia i Hercegowina', 'Bosnia and Herzegovina', 'Bosnia-Hercegovina', 'Боснія і Герцеговина'),
  option('BG', false, 'Bułgaria', 'Bulgaria', 'Bulgaria', 'Болгарія'),
  option('HR', false, 'Chorwacja', 'Croatia', 'Kroatia', 'Хорватія'),
  option('EE', false, 'Estonia', 'Estonia', 'Estland', 'Естонія'),
  option('FR', false, 'Francja', 'France', 'Frankrike', 'Франція'),
  option('GE', false, 'Gruzja', 'Georgia', 'Georgia', 'Грузія'),
  option('GR', false, 'Grecja', 'Greece', 'Hellas', 'Греція'),
  option('HU', false, 'Węgry', 'Hungary', 'Ungarn', 'Угорщина'),
  option('IS', false, 'Islandia', 'Iceland', 'Island', 'Ісландія'),
  option('IN', false, 'Indie', 'India', 'India', 'Індія'),
  option('IE', false, 'Irlandia', 'Ireland', 'Irland', 'Ірландія'),
  option('IT', false, 'Włochy', 'Italy', 'Italia', 'Італія'),
  option('KZ', false, 'Kazachstan', 'Kazakhstan', 'Kasakhstan', 'Казахстан'),
  option('LU', false, 'Luksemburg', 'Luxembourg', 'Luxembourg', 'Люксембург'),
  option('MD', false, 'Mołdawia', 'Moldova', 'Moldova', 'Молдова'),
  option('MK', false, 'Macedonia Północna', 'North Macedonia', 'Nord-Makedonia', 'Північна Македонія'),
  option('PH', false, 'Filipiny', 'Philippines', 'Filippinene', 'Філіппіни'),
  option('PT', false, 'Portugalia', 'Portugal', 'Portugal', 'Португалія'),
  option('RU', false, 'Rosja', 'Russia', 'Russland', 'Росія'),
  option('RS', false, 'Serbia', 'Serbia', 'Serbia', 'Сербія'),
  option('SI', false, 'Słowenia', 'Slovenia', 'Slovenia', 'Словенія'),
  option('ES', false, 'Hiszpania', 'Spain', 'Spania', 'Іспанія'),
  option('CH', false, 'Szwajcaria', 'Switzerland', 'Sveits', 'Швейцарія'),
  option('TR', false, 'Turcja', 'Türkiye', 'Tyrkia', 'Туреччина'),
  option('GB', false, 'Wielka Brytania', 'United Kingdom', 'Storbritannia', 'Велика Британія'),
  option('US', false, 'Stany Zjednoczone', 'United States', 'USA', 'Сполучені Штати Америки'),
  option('UZ', false, 'Uzbekistan', 'Uzbekistan', 'Usbekistan', 'Узбекистан'),
];
