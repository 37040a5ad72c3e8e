/*
 * Languages a candidate can speak (native language, foreign languages, offer requirements) and
 * the proficiency levels with their legend.
 *
 * Sources: ISO 639-1 codes; language names as in Unicode CLDR, capitalised for display (Polish
 * and Ukrainian write language names lowercase in running text); levels per the Council of
 * Europe's CEFR (A1-C2), described here in the context of work.
 *
 * Note: ISO 639-1 Ukrainian is `uk` (the app's interface locale `ua` is a different thing);
 * Norwegian is `no` (the macrolanguage, as the app uses it).
 */
import type { DictionaryItem, LocalizedText } from './localized-text.ts';

export interface Language {
  /** ISO 639-1. */
  readonly code: string;
  readonly title: LocalizedText;
  /** Listed first in pickers. */
  readonly preferred: boolean;
}

function lang(code: string, preferred: boolean, pl: string, en: string, no: string, ua: string): Language {
  return { code, preferred, title: { pl, en, no, ua } };
}

export const languages: readonly Language[] = [
  lang('en', true, 'Angielski', 'English', 'Engelsk', 'Англійська'),
  lang('no', true, 'Norweski', 'Norwegian', 'Norsk', 'Норвезька'),
  lang('de', true, 'Niemiecki', 'German', 'Tysk', 'Німецька'),
  lang('pl', true, 'Polski', 'Polish', 'Polsk', 'Польська'),
  lang('sv', true, 'Szwedzki', 'Swedish', 'Svensk', 'Шведська'),
  lang('uk', false, 'Ukraiński', 'Ukrainian', 'Ukrainsk', 'Українська'),
  lang('ru', false, 'Rosyjski', 'Russian', 'Russisk', 'Російська'),
  lang('da', false, 'Duński', 'Danish', 'Dansk', 'Данська'),
  lang('fi', false, 'Fiński', 'Finnish', 'Finsk', 'Фінська'),
  lang('nl', false, 'Niderlandzki', 'Dutch', 'Nederlandsk', 'Нідерландська'),
  lang('fr', false, 'Francuski', 'French', 'Fransk', 'Французька'),
  lang('cs', false, 'Czeski', 'Czech', 'Tsjekkisk', 'Чеська'),
  lang('sk', false, 'Słowacki', 'Slovak', 'Slovakisk', 'Словацька'),
  lang('lt', false, 'Litewski', 'Lithuanian', 'Litauisk', 'Литовська'),
  lang('lv', false, 'Łotewski', 'Latvian', 'Latvisk', 'Латиська'),
  lang('et', false, 'Estoński', 'Estonian', 'Estisk', 'Естонська'),
  lang('ro', false, 'Rumuński', 'Romanian', 'Rumensk', 'Румунська'),
  lang('hu', false, 'Węgierski', 'Hungarian', 'Ungarsk', 'Угорська'),
  lang('bg', false, 'Bułgarski', 'Bulgarian', 'Bulgarsk', 'Болгарська'),
  lang('es', false, 'Hiszpański', 'Spanish', 'Spansk', 'Іспанська'),
  lang('it', false, 'Włoski', 'Italian', 'Italiensk', 'Італійська'),
  lang('pt', false, 'Portugalski', 'Portuguese', 'Portugisisk', 'Португальська'),
  lang('be', false, 'Białoruski', 'Belarusian', 'Belarusisk', 'Білоруська'),
  lang('ka', false, 'Gruziński', 'Georgian', 'Georgisk', 'Грузинська'),
];

export interface LanguageProficiency extends DictionaryItem {
  /** CEFR level, or 'native'. */
  readonly code: 'A1' | 'A2' | 'B1' | 'B2' | 'C1' | 'C2' | 'native';
  /** Legend text shown in the level dialog. */
  readonly description: LocalizedText;
}

export const languageProficiencies: readonly LanguageProficiency[] = [
  {
    id: 1,
    code: 'A1',
    title: { pl: 'A1 – początkujący', en: 'A1 – Beginner', no: 'A1 – Nybegynner', ua: 'A1 – Початковий' },
    description: {
      pl: 'Rozumie i używa prostych, codziennych zwrotów; potrafi się przedstawić.',
      en: 'Understands and uses simple everyday phrases; can introduce themselves.',
      no: 'Forstår og bruker enkle hverdagsuttrykk; kan presentere seg selv.',
      ua: 'Розуміє та вживає прості повсякденні фрази; може представитися.',
    },
  },
  {
    id: 2,
    code: 'A2',
    title: { pl: 'A2 – podstawowy', en: 'A2 – Elementary', no: 'A2 – Grunnleggende', ua: 'A2 – Елементарний' },
    description: {
      pl: 'Radzi sobie w prostych, rutynowych sytuacjach; rozumie krótkie polecenia w pracy.',
      en: 'Copes with simple routine situations; understands short instructions at work.',
      no: 'Klarer seg i enkle rutinesituasjoner; forstår korte beskjeder på jobben.',
      ua: 'Дає раду в простих буденних ситуаціях; розуміє короткі вказівки на роботі.',
    },
  },
  {
    id: 3,
    code: 'B1',
    title: { pl: 'B1 – średnio zaawansowany', en: 'B1 – Intermediate', no: 'B1 – Middels', ua: 'B1 – Середній' },
    description: {
      pl: 'Porozumiewa się w większości sytuacji w pracy; rozumie instrukcje i odprawy BHP; potrafi opisać swoje doświadczenie.',
      en: 'Manages most situations at work; follows instructions and safety briefings; can describe their experience.',
      no: 'Klarer de fleste situasjoner på jobben; forstår instrukser og sikkerhetsgjennomganger; kan beskrive egen erfaring.',
      ua: 'Спілкується в більшості робочих ситуацій; розуміє інструкції та інструктажі з безпеки; може розповісти про свій досвід.',
    },
  },
  {
    id: 4,
    code: 'B2',
    title: { pl: 'B2 – wyższy średnio zaawansowany', en: 'B2 – Upper intermediate', no: 'B2 – Over middels', ua: 'B2 – Вище середнього' },
    description: {
      pl: 'Swobodnie rozmawia z przełożonymi i współpracownikami; rozumie dokumentację techniczną ze swojej branży.',
      en: 'Talks freely with supervisors and colleagues; understands technical documents in their trade.',
      no: 'Snakker fritt med ledere og kolleger; forstår teknisk dokumentasjon i eget fag.',
      ua: 'Вільно спілкується з керівниками та колегами; розуміє технічну документацію своєї галузі.',
    },
  },
  {
    id: 5,
    code: 'C1',
    title: { pl: 'C1 – zaawansowany', en: 'C1 – Advanced', no: 'C1 – Avansert', ua: 'C1 – Просунутий' },
    description: {
      pl: 'Używa języka płynnie i skutecznie w pracy; rozumie długie i trudne teksty, także umowy i procedury.',
      en: 'Uses the language fluently and effectively at work; understands long, demanding texts such as contracts and procedures.',
      no: 'Bruker språket flytende og effektivt i arbeidet; forstår lange, krevende tekster som kontrakter og prosedyrer.',
      ua: 'Вільно та ефективно користується мовою на роботі; розуміє довгі складні тексти, зокрема договори та процедури.',
    },
  },
  {
    id: 6,
    code: 'C2',
    title: { pl: 'C2 – biegły', en: 'C2 – Proficient', no: 'C2 – Svært avansert', ua: 'C2 – Досконалий' },
    description: {
      pl: 'Rozumie praktycznie wszystko; wyraża się precyzyjnie, na poziomie wykształconego rodzimego użytkownika.',
      en: 'Understands virtually everything; expresses themselves precisely, like an educated native speaker.',
      no: 'Forstår praktisk talt alt; uttrykker seg presist, som en utdannet morsmålsbruker.',
      ua: 'Розуміє практично все; висловлюється точно, на рівні освіченого носія мови.',
    },
  },
  {
    id: 7,
    code: 'native',
    title: { pl: 'Język ojczysty', en: 'Native', no: 'Morsmål', ua: 'Рідна мова' },
    description: {
      pl: 'Pierwszy język, używany od dzieciństwa.',
      en: 'First language, spoken since childhood.',
      no: 'Førstespråk, brukt siden barndommen.',
      ua: 'Перша мова, якою людина користується з дитинства.',
    },
  },
];
