import type { JobAlertKind, Locale } from '@trades/contracts';
import type { EmailContent } from '../../infra/mail/layout.ts';

/* The job alert digest, in the candidate's language. */

export const JOB_ALERT_DIGEST_TEMPLATE = 'job_alert_digest';

/** The most offers one digest lists; the rest are one click away in the search. */
export const DIGEST_LISTED_OFFERS = 20;

interface DigestText {
  subject: (count: number) => string;
  heading: (firstName: string) => string;
  intro: Record<JobAlertKind, (count: number, search: string) => string>;
  anySearch: string;
  newest: (listed: number) => string;
  action: Record<JobAlertKind, string>;
  why: string;
  unsubscribe: string;
}

const DIGEST: Record<Locale, DigestText> = {
  en: {
    subject: (count) => (count === 1 ? '1 new job offer for you' : `${count} new job offers for you`),
    heading: (name) => `Hello ${name},`,
    intro: {
      search: (count, search) => `${count === 1 ? 'A new offer has' : `${count} new offers have`} been published for your saved search (${search}):`,
      matched: (count) => `${count === 1 ? 'A new offer matches' : `${count} new offers match`} your profile:`,
    },
    anySearch: 'all offers',
    newest: (listed) => `Here are the newest ${listed}; the button below shows them all.`,
    action: { search: 'See all the offers of this search', matched: 'See your matched offers' },
    why: 'You get this e-mail because you set up a job alert. You can change or delete your alerts in your account.',
    unsubscribe: 'Unsubscribe from this alert',
  },
  pl: {
    subject: (count) => (count === 1 ? 'Nowa oferta pracy dla Ciebie' : `Nowe oferty pracy dla Ciebie: ${count}`),
    heading: (name) => `Dzień dobry, ${name},`,
    intro: {
      search: (count, search) => `Nowe oferty dla Twojego zapisanego wyszukiwania (${search}): ${count}.`,
      matched: (count) => `Nowe oferty dopasowane do Twojego profilu: ${count}.`,
    },
    anySearch: 'wszystkie oferty',
    newest: (listed) => `Poniżej najnowsze (${listed}); przycisk pod listą pokaże wszystkie.`,
    action: { search: 'Zobacz wszystkie oferty tego wyszukiwania', matched: 'Zobacz dopasowane oferty' },
    why: 'Otrzymujesz tę wiadomość, ponieważ na Twoim koncie ustawiono alert o ofertach. Możesz zmienić lub usunąć alerty na swoim koncie.',
    unsubscribe: 'Wypisz się z tego alertu',
  },
  no: {
    subject: (count) => (count === 1 ? '1 nytt jobbtilbud til deg' : `${count} nye jobbtilbud til deg`),
    heading: (name) => `Hei ${name},`,
    intro: {
      search: (count, search) => `${count === 1 ? 'Et nytt tilbud er' : `${count} nye tilbud er`} publisert for det lagrede søket ditt (${search}):`,
      matched: (count) => `${count === 1 ? 'Et nytt tilbud passer' : `${count} nye tilbud passer`} til profilen din:`,
    },
    anySearch: 'alle tilbud',
    newest: (listed) => `Her er de ${listed} nyeste; knappen nedenfor viser alle.`,
    action: { search: 'Se alle tilbudene i dette søket', matched: 'Se tilbudene som passer deg' },
    why: 'Du får denne e-posten fordi du har satt opp et jobbvarsel. Du kan endre eller slette varslene dine på kontoen din.',
    unsubscribe: 'Meld deg av dette varselet',
  },
  ua: {
    subject: (count) => `Нові вакансії для вас: ${count}`,
    heading: (name) => `Вітаємо, ${name}!`,
    intro: {
      search: (count, search) => `Нові вакансії за вашим збереженим пошуком (${search}): ${count}.`,
      matched: (count) => `Нові вакансії, що відповідають вашому профілю: ${count}.`,
    },
    anySearch: 'усі вакансії',
    newest: (listed) => `Нижче найновіші (${listed}); кнопка під списком покаже всі.`,
    action: { search: 'Переглянути всі вакансії цього пошуку', matched: 'Переглянути відповідні вакансії' },
    why: 'Ви отримали цей лист, бо налаштували сповіщення про вакансії. Змінити або видалити сповіщення можна у вашому обліковому записі.',
    unsubscribe: 'Відписатися від цього сповіщення',
  },
};

export interface DigestInput {
  firstName: string;
  kind: JobAlertKind;
  /** The saved search in words (its professions, industries and countries); empty for any offer. */
  search: string;
  /** The newest offers: title and place, and the offer's address. */
  offers: readonly { label: string; url: string }[];
  total: number;
  listUrl: string;
  unsubscribeUrl: string;
}

export function digestMail(locale: Locale, input: DigestInput): EmailContent {
  const text = DIGEST[locale];
  return {
    subject: text.subject(input.total),
    heading: text.heading(input.firstName),
    paragraphs: [text.intro[input.kind](input.total, input.search || text.anySearch), ...(input.total > input.offers.length ? [text.newest(input.offers.length)] : [])],
    links: [...input.offers],
    action: { label: text.action[input.kind], url: input.listUrl },
    footer: { text: text.why, link: { label: text.unsubscribe, url: input.unsubscribeUrl } },
  };
}
