/*
 * Readiness for the destination: per country of work, the documents a worker needs there, when
 * each applies (some only on some sites or trades), and a short how-to.
 *
 * Sources (Norway, checked): Skatteetaten (D-nummer, skattekort; without a tax card the employer
 * withholds 50%), Arbeidstilsynet (HMS-kort on construction and cleaning sites), EU Regulation
 * 883/2004 (A1 for posted workers), DSB (approval of electrical qualifications). Other countries
 * have no list yet (their documents are unverified).
 */
import type { ReadinessAppliesTo } from '@trades/contracts';
import type { LocalizedText } from './localized-text.ts';

export interface ReadinessRequirementSeed {
  readonly documentId: number;
  readonly appliesTo?: ReadinessAppliesTo;
  readonly howTo: LocalizedText;
}

const INDUSTRY_CONSTRUCTION = 1;
const PROFESSION_ELECTRICIAN = 14;
const PROFESSION_INDUSTRIAL_ELECTRICIAN = 28;
const PROFESSION_INDUSTRIAL_CLEANER = 38;
const CONTRACT_POSTED_WORKER = 5;
export const DSB_APPROVAL_DOCUMENT_ID = 34;

export const readinessByCountry: Readonly<Record<number, readonly ReadinessRequirementSeed[]>> = {
  1: [
    {
      documentId: 2,
      howTo: {
        pl: 'Umów kontrolę tożsamości w urzędzie skarbowym (Skatteetaten) z paszportem; D-nummer przyjdzie pocztą.',
        en: 'Book an ID check at a Skatteetaten tax office and bring your passport; the D number comes by post.',
        no: 'Bestill ID-kontroll på et skattekontor hos Skatteetaten og ta med pass; D-nummeret kommer i posten.',
        ua: 'Запишіться на перевірку особи в податковій службі Норвегії (Скаттеетатен) з паспортом; D-номер надійде поштою.',
      },
    },
    {
      documentId: 1,
      howTo: {
        pl: 'Złóż wniosek o skattekort na skatteetaten.no (lub przy kontroli tożsamości); bez niego pracodawca potrąci 50%.',
        en: 'Apply for a tax deduction card at skatteetaten.no (or at the ID check); without one your employer withholds 50%.',
        no: 'Søk om skattekort på skatteetaten.no (eller ved ID-kontrollen); uten skattekort trekker arbeidsgiver 50 %.',
        ua: 'Подайте заяву на податкову картку на сайті податкової служби (або під час перевірки особи); без неї роботодавець утримає 50%.',
      },
    },
    {
      documentId: 3,
      appliesTo: { industries: [INDUSTRY_CONSTRUCTION], professions: [PROFESSION_INDUSTRIAL_CLEANER] },
      howTo: {
        pl: 'Kartę HMS zamawia pracodawca w Arbeidstilsynet, gdy masz D-nummer i umowę; nosisz ją na budowie.',
        en: 'Your employer orders the HMS card from Arbeidstilsynet once you have a D number and a contract; wear it on site.',
        no: 'Arbeidsgiveren bestiller HMS-kortet fra Arbeidstilsynet når du har D-nummer og arbeidsavtale; bær det på arbeidsplassen.',
        ua: 'Картку HMS замовляє роботодавець в інспекції праці Норвегії, коли у вас є D-номер і договір; носіть її на об’єкті.',
      },
    },
    {
      documentId: 4,
      appliesTo: { contractTypes: [CONTRACT_POSTED_WORKER] },
      howTo: {
        pl: 'Pracodawca delegujący składa wniosek o A1 w ZUS (w innym kraju w jego instytucji ubezpieczeń) przed wyjazdem.',
        en: 'Your posting employer applies for the A1 at its social insurance institution (in Poland ZUS) before you leave.',
        no: 'Arbeidsgiveren som sender deg ut søker om A1 hos trygdemyndigheten i hjemlandet (i Polen ZUS) før avreise.',
        ua: 'Роботодавець, який відряджає, подає заяву на довідку А1 до своєї установи соцстрахування до виїзду.',
      },
    },
    {
      documentId: DSB_APPROVAL_DOCUMENT_ID,
      appliesTo: { professions: [PROFESSION_ELECTRICIAN, PROFESSION_INDUSTRIAL_ELECTRICIAN] },
      howTo: {
        pl: 'Złóż w DSB wniosek o uznanie kwalifikacji elektrycznych (dyplom i praktyka) zanim zaczniesz pracę jako elektryk.',
        en: 'Apply to DSB for recognition of your electrical qualifications (diploma and practice) before working as an electrician.',
        no: 'Søk DSB om godkjenning av elektrokvalifikasjonene dine (vitnemål og praksis) før du jobber som elektriker.',
        ua: 'Подайте до дирекції з безпеки (ДСБ) заяву про визнання електричної кваліфікації (диплом і практика) до початку роботи.',
      },
    },
  ],
};
