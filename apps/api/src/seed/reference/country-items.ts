/*
 * Offer extras per country of work: rewards (money on top of the wage), benefits (things the
 * employer provides) and "we offer" items (terms of the engagement). An employer ticks them in the
 * offer form; the candidate sees them on the offer. Most apply everywhere; language courses apply
 * to the country whose language they teach.
 *
 * Source: common terms in Nordic and Western European trade job offers (no external data set).
 * Ids are a contract per list kind: never renumber, only append.
 */
import type { DictionaryItem } from './localized-text.ts';

export const rewards: readonly DictionaryItem[] = [
  { id: 1, title: { pl: 'Dodatek za nadgodziny', en: 'Overtime supplement', no: 'Overtidstillegg', ua: 'Доплата за понаднормову роботу' } },
  {
    id: 2,
    title: {
      pl: 'Dodatek za pracę w nocy i w weekendy',
      en: 'Night and weekend supplement',
      no: 'Natt- og helgetillegg',
      ua: 'Доплата за роботу вночі та у вихідні',
    },
  },
  { id: 3, title: { pl: 'Premia frekwencyjna', en: 'Attendance bonus', no: 'Oppmøtebonus', ua: 'Премія за відвідуваність' } },
  {
    id: 4,
    title: {
      pl: 'Premia za wydajność (akord)',
      en: 'Productivity bonus (piecework)',
      no: 'Akkord / produktivitetsbonus',
      ua: 'Премія за продуктивність (відрядна оплата)',
    },
  },
  {
    id: 5,
    title: { pl: 'Premia za ukończenie projektu', en: 'Project completion bonus', no: 'Bonus ved fullført prosjekt', ua: 'Премія за завершення проєкту' },
  },
  {
    id: 6,
    title: {
      pl: 'Dodatek za kwalifikacje (np. fagbrev)',
      en: 'Qualification supplement (e.g. trade certificate)',
      no: 'Fagbrevtillegg / kompetansetillegg',
      ua: 'Доплата за кваліфікацію (напр. fagbrev)',
    },
  },
  { id: 7, title: { pl: 'Premia za polecenie pracownika', en: 'Referral bonus', no: 'Vervebonus', ua: 'Премія за рекомендацію працівника' } },
  { id: 8, title: { pl: 'Płatny czas podróży', en: 'Paid travel time', no: 'Reisetidsgodtgjørelse', ua: 'Оплата часу в дорозі' } },
  { id: 9, title: { pl: 'Dodatek brygadzisty', en: 'Foreman supplement', no: 'Formannstillegg', ua: 'Доплата бригадиру' } },
];

export const benefits: readonly DictionaryItem[] = [
  { id: 1, title: { pl: 'Zakwaterowanie zapewnione', en: 'Accommodation provided', no: 'Bolig dekkes', ua: 'Житло надається' } },
  {
    id: 2,
    title: {
      pl: 'Opłacony przejazd (dom–praca–dom)',
      en: 'Travel home and back paid',
      no: 'Reise til og fra hjemlandet dekkes',
      ua: 'Оплачений проїзд (дім–робота–дім)',
    },
  },
  { id: 3, title: { pl: 'Diety', en: 'Per diem allowance', no: 'Diett / kostgodtgjørelse', ua: 'Добові' } },
  { id: 4, title: { pl: 'Dojazd do pracy zapewniony', en: 'Transport to the site', no: 'Transport til arbeidsstedet', ua: 'Доїзд до місця роботи' } },
  { id: 5, title: { pl: 'Narzędzia zapewnione', en: 'Tools provided', no: 'Verktøy stilles', ua: 'Інструменти надаються' } },
  { id: 6, title: { pl: 'Odzież robocza i środki ochrony', en: 'Work clothing and PPE', no: 'Arbeidstøy og verneutstyr', ua: 'Робочий одяг і ЗІЗ' } },
  { id: 7, title: { pl: 'Samochód służbowy', en: 'Company car or van', no: 'Firmabil', ua: 'Службовий автомобіль' } },
  { id: 8, title: { pl: 'Ubezpieczenie zdrowotne', en: 'Health insurance', no: 'Helseforsikring', ua: 'Медичне страхування' } },
  {
    id: 9,
    title: {
      pl: 'Pracowniczy program emerytalny (np. OTP)',
      en: 'Occupational pension (e.g. OTP)',
      no: 'Tjenestepensjon (OTP)',
      ua: 'Професійна пенсія (напр. OTP)',
    },
  },
  { id: 10, title: { pl: 'Posiłki w pracy', en: 'Meals at work', no: 'Kost på arbeidsplassen', ua: 'Харчування на роботі' } },
  { id: 11, title: { pl: 'Kurs języka norweskiego', en: 'Norwegian language course', no: 'Norskkurs', ua: 'Курс норвезької мови' } },
  { id: 12, title: { pl: 'Kurs języka szwedzkiego', en: 'Swedish language course', no: 'Svenskkurs', ua: 'Курс шведської мови' } },
  { id: 13, title: { pl: 'Kurs języka duńskiego', en: 'Danish language course', no: 'Danskkurs', ua: 'Курс данської мови' } },
  { id: 14, title: { pl: 'Kurs języka fińskiego', en: 'Finnish language course', no: 'Finskkurs', ua: 'Курс фінської мови' } },
  { id: 15, title: { pl: 'Kurs języka niemieckiego', en: 'German language course', no: 'Tyskkurs', ua: 'Курс німецької мови' } },
  { id: 16, title: { pl: 'Kurs języka niderlandzkiego', en: 'Dutch language course', no: 'Nederlandskkurs', ua: 'Курс нідерландської мови' } },
  { id: 17, title: { pl: 'Kurs języka polskiego', en: 'Polish language course', no: 'Polskkurs', ua: 'Курс польської мови' } },
  { id: 18, title: { pl: 'Kurs języka czeskiego', en: 'Czech language course', no: 'Tsjekkiskkurs', ua: 'Курс чеської мови' } },
];

export const weOffers: readonly DictionaryItem[] = [
  { id: 1, title: { pl: 'Stabilne, długoterminowe zatrudnienie', en: 'Long-term employment', no: 'Langsiktig ansettelse', ua: 'Довгострокове працевлаштування' } },
  {
    id: 2,
    title: {
      pl: 'Legalne zatrudnienie zgodnie z lokalnymi przepisami i układami zbiorowymi',
      en: 'Legal employment under local rules and collective agreements',
      no: 'Lovlig ansettelse etter lokale regler og tariffavtaler',
      ua: 'Легальне працевлаштування за місцевими правилами та колективними договорами',
    },
  },
  {
    id: 3,
    title: {
      pl: 'Pomoc w załatwieniu dokumentów (karta podatkowa, rejestracja)',
      en: 'Help with documents (tax card, registration)',
      no: 'Hjelp med papirer (skattekort, registrering)',
      ua: 'Допомога з документами (податкова картка, реєстрація)',
    },
  },
  {
    id: 4,
    title: {
      pl: 'Koordynator mówiący po polsku i ukraińsku',
      en: 'Polish- and Ukrainian-speaking coordinator',
      no: 'Polsk- og ukrainsktalende koordinator',
      ua: 'Координатор, який розмовляє польською та українською',
    },
  },
  {
    id: 5,
    title: {
      pl: 'Regularne wypłaty (co tydzień lub co dwa tygodnie)',
      en: 'Regular pay (weekly or every two weeks)',
      no: 'Fast lønnsutbetaling (hver uke eller annenhver uke)',
      ua: 'Регулярна виплата (щотижня або раз на два тижні)',
    },
  },
  {
    id: 6,
    title: { pl: 'Opłacone szkolenia i uprawnienia', en: 'Paid training and certificates', no: 'Betalt opplæring og sertifisering', ua: 'Оплачене навчання та сертифікація' },
  },
  {
    id: 7,
    title: {
      pl: 'Możliwość zatrudnienia bezpośrednio u klienta',
      en: 'Option of direct employment with the client',
      no: 'Mulighet for fast ansettelse hos kunden',
      ua: 'Можливість прямого працевлаштування в клієнта',
    },
  },
  { id: 8, title: { pl: 'Nowoczesny sprzęt i maszyny', en: 'Modern equipment and machines', no: 'Moderne utstyr og maskiner', ua: 'Сучасне обладнання та техніка' } },
  { id: 9, title: { pl: 'Praca w zespole z rodakami', en: 'Working with compatriots', no: 'Arbeid sammen med landsmenn', ua: 'Робота в команді зі співвітчизниками' } },
  {
    id: 10,
    title: {
      pl: 'Możliwość awansu (np. na brygadzistę)',
      en: 'Career path (e.g. to foreman)',
      no: 'Karrieremuligheter (f.eks. formann)',
      ua: 'Кар’єрне зростання (напр. до бригадира)',
    },
  },
];

export interface CountryItemRefs {
  readonly rewards: readonly number[];
  readonly benefits: readonly number[];
  readonly weOffers: readonly number[];
}

const ALL_REWARDS = [1, 2, 3, 4, 5, 6, 7, 9] as const;
/** Paid travel time is typical for posted and travelling crews abroad, not for local work in PL/CZ. */
const ABROAD_REWARDS = [...ALL_REWARDS, 8] as const;
const COMMON_BENEFITS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
const ALL_WE_OFFERS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

/** Country of work id -> the rewards, benefits and "we offer" items that apply there. */
export const countryItems: Readonly<Record<number, CountryItemRefs>> = {
  1: { rewards: ABROAD_REWARDS, benefits: [...COMMON_BENEFITS, 11], weOffers: ALL_WE_OFFERS },
  2: { rewards: ABROAD_REWARDS, benefits: [...COMMON_BENEFITS, 12], weOffers: ALL_WE_OFFERS },
  3: { rewards: ABROAD_REWARDS, benefits: [...COMMON_BENEFITS, 13], weOffers: ALL_WE_OFFERS },
  4: { rewards: ABROAD_REWARDS, benefits: [...COMMON_BENEFITS, 14], weOffers: ALL_WE_OFFERS },
  5: { rewards: ABROAD_REWARDS, benefits: [...COMMON_BENEFITS, 15], weOffers: ALL_WE_OFFERS },
  6: { rewards: ABROAD_REWARDS, benefits: [...COMMON_BENEFITS, 16], weOffers: ALL_WE_OFFERS },
  7: { rewards: ABROAD_REWARDS, benefits: [...COMMON_BENEFITS, 16], weOffers: ALL_WE_OFFERS },
  8: { rewards: ALL_REWARDS, benefits: [...COMMON_BENEFITS, 17], weOffers: ALL_WE_OFFERS },
  9: { rewards: ALL_REWARDS, benefits: [...COMMON_BENEFITS, 18], weOffers: ALL_WE_OFFERS },
};
