/*
 * The shop's products: prices net in grosze, valid from a date (validTo null: until changed).
 * Publishing an offer costs 1 PLN while the promotion runs (regular 49 PLN), which is the "1 PLN
 * per advert" of the marketing copy. Subscriptions come monthly and annual; annual costs eleven
 * months (one month free). Quotas are per month of the subscription.
 * uuids and codes are a contract (carts and orders point at them): never reuse them.
 */
import type { LocalizedText } from './localized-text.ts';

export interface ShopProductSeed {
  readonly uuid: string;
  readonly code: string;
  readonly type: 'publish_offer' | 'candidate_profile_assignment' | 'subscription_monthly' | 'subscription_annual';
  readonly name: LocalizedText;
  readonly description: LocalizedText;
  /** Features separated by `|`. */
  readonly features: LocalizedText;
  readonly priceNet: number;
  readonly priceRegularNet: number | null;
  readonly validFrom: string;
  readonly validTo: string | null;
  readonly isMain: boolean;
  readonly isAdditional: boolean;
  readonly isPopular: boolean;
  readonly isPromotion: boolean;
  readonly position: number;
  readonly months: number | null;
  readonly quotaPublications: number | null;
  readonly quotaProfiles: number | null;
}

const START_MONTH = 29_900;
const PRO_MONTH = 59_900;

const single = { months: null, quotaPublications: null, quotaProfiles: null, validFrom: '2026-01-01', validTo: null } as const;

const startFeatures: LocalizedText = {
  pl: '10 publikacji ofert miesięcznie|5 profili kandydatów miesięcznie|Dopasowani kandydaci|Dokumenty PDF z Twoją marką',
  en: '10 offer publications a month|5 candidate profiles a month|Matched candidates|Branded PDF documents',
  no: '10 annonsepubliseringer i måneden|5 kandidatprofiler i måneden|Matchede kandidater|PDF-dokumenter med din merkevare',
  ua: '10 публікацій вакансій на місяць|5 профілів кандидатів на місяць|Підібрані кандидати|PDF-документи з вашим брендом',
};
const proFeatures: LocalizedText = {
  pl: '30 publikacji ofert miesięcznie|20 profili kandydatów miesięcznie|Dopasowani kandydaci|Dokumenty PDF z Twoją marką|Pierwszeństwo w wynikach',
  en: '30 offer publications a month|20 candidate profiles a month|Matched candidates|Branded PDF documents|Priority in results',
  no: '30 annonsepubliseringer i måneden|20 kandidatprofiler i måneden|Matchede kandidater|PDF-dokumenter med din merkevare|Prioritet i resultatene',
  ua: '30 публікацій вакансій на місяць|20 профілів кандидатів на місяць|Підібрані кандидати|PDF-документи з вашим брендом|Пріоритет у результатах',
};
const monthly = { pl: 'miesięczny', en: 'monthly', no: 'månedlig', ua: 'щомісячна' };
const annual = { pl: 'roczny', en: 'annual', no: 'årlig', ua: 'річна' };
const subscriptionName = (tier: string, period: LocalizedText): LocalizedText => ({
  pl: `Abonament ${tier} ${period.pl}`,
  en: `${tier} subscription, ${period.en}`,
  no: `${tier}-abonnement, ${period.no}`,
  ua: `Підписка ${tier}, ${period.ua}`,
});
const subscriptionDescription = (months: number): LocalizedText =>
  months === 12
    ? { pl: '12 miesięcy w cenie 11: jeden miesiąc gratis.', en: '12 months for the price of 11: one month free.', no: '12 måneder til prisen av 11: én måned gratis.', ua: '12 місяців за ціною 11: один місяць безкоштовно.' }
    : { pl: 'Odnawiany co miesiąc.', en: 'Renewed every month.', no: 'Fornyes hver måned.', ua: 'Поновлюється щомісяця.' };

const subscription = (uuid: string, code: string, tier: string, months: 1 | 12, monthPrice: number, quota: [number, number], features: LocalizedText, isPopular: boolean, position: number): ShopProductSeed => ({
  uuid,
  code,
  type: months === 1 ? 'subscription_monthly' : 'subscription_annual',
  name: subscriptionName(tier, months === 1 ? monthly : annual),
  description: subscriptionDescription(months),
  features,
  priceNet: months === 1 ? monthPrice : monthPrice * 11,
  priceRegularNet: null,
  validFrom: '2026-01-01',
  validTo: null,
  isMain: false,
  isAdditional: false,
  isPopular,
  isPromotion: false,
  position,
  months,
  quotaPublications: quota[0],
  quotaProfiles: quota[1],
});

export const shopProducts: readonly ShopProductSeed[] = [
  {
    ...single,
    uuid: '5b0f3c1e-7a51-4f0e-9a0c-0d1a8e2b6f01',
    code: 'publish_offer',
    type: 'publish_offer',
    name: { pl: 'Publikacja oferty', en: 'Offer publication', no: 'Publisering av annonse', ua: 'Публікація вакансії' },
    description: {
      pl: 'Jedna oferta pracy widoczna dla kandydatów przez 30 dni.',
      en: 'One job offer shown to candidates for 30 days.',
      no: 'Én stillingsannonse synlig for kandidater i 30 dager.',
      ua: 'Одна вакансія, видима кандидатам протягом 30 днів.',
    },
    features: {
      pl: 'Widoczność przez 30 dni|Dopasowani kandydaci|Zgłoszenia w panelu',
      en: 'Shown for 30 days|Matched candidates|Applications in your panel',
      no: 'Synlig i 30 dager|Matchede kandidater|Søknader i panelet ditt',
      ua: 'Видимість 30 днів|Підібрані кандидати|Заявки у вашій панелі',
    },
    priceNet: 100,
    priceRegularNet: 4_900,
    isMain: true,
    isAdditional: false,
    isPopular: false,
    isPromotion: true,
    position: 1,
  },
  {
    ...single,
    uuid: '5b0f3c1e-7a51-4f0e-9a0c-0d1a8e2b6f02',
    code: 'candidate_profile_assignment',
    type: 'candidate_profile_assignment',
    name: { pl: 'Profil kandydata', en: 'Candidate profile', no: 'Kandidatprofil', ua: 'Профіль кандидата' },
    description: {
      pl: 'Pełny profil jednego kandydata z danymi kontaktowymi.',
      en: "One candidate's full profile with contact details.",
      no: 'Én kandidats fulle profil med kontaktopplysninger.',
      ua: 'Повний профіль одного кандидата з контактними даними.',
    },
    features: {
      pl: 'Telefon i e-mail kandydata|Pełny profil w PDF',
      en: "The candidate's phone and e-mail|Full profile as PDF",
      no: 'Kandidatens telefon og e-post|Full profil som PDF',
      ua: 'Телефон і e-mail кандидата|Повний профіль у PDF',
    },
    priceNet: 2_900,
    priceRegularNet: null,
    isMain: false,
    isAdditional: true,
    isPopular: false,
    isPromotion: false,
    position: 2,
  },
  subscription('5b0f3c1e-7a51-4f0e-9a0c-0d1a8e2b6f11', 'subscription_start_month', 'Start', 1, START_MONTH, [10, 5], startFeatures, false, 11),
  subscription('5b0f3c1e-7a51-4f0e-9a0c-0d1a8e2b6f12', 'subscription_start_year', 'Start', 12, START_MONTH, [10, 5], startFeatures, false, 12),
  subscription('5b0f3c1e-7a51-4f0e-9a0c-0d1a8e2b6f21', 'subscription_pro_month', 'Pro', 1, PRO_MONTH, [30, 20], proFeatures, true, 21),
  subscription('5b0f3c1e-7a51-4f0e-9a0c-0d1a8e2b6f22', 'subscription_pro_year', 'Pro', 12, PRO_MONTH, [30, 20], proFeatures, true, 22),
];
