import { type Locale, StatusId } from '@trades/contracts';
import type { EmailContent } from '../../infra/mail/layout.ts';

/* The mails of applying and of the pipeline, in the recipient's language. */

export const NEW_APPLICATION_TEMPLATE = 'offer_new_application';
export const PIPELINE_STATUS_TEMPLATE = 'pipeline_status_changed';

interface NewApplicationText {
  subject: (offer: string) => string;
  heading: (firstName: string) => string;
  body: (candidate: string, offer: string) => string;
  action: string;
}

const NEW_APPLICATION: Record<Locale, NewApplicationText> = {
  en: {
    subject: (offer) => `New application: ${offer}`,
    heading: (name) => `Hello ${name},`,
    body: (candidate, offer) => `${candidate} has applied to your offer “${offer}”. Open the candidate’s card to see the profile and contact details.`,
    action: 'See the application',
  },
  pl: {
    subject: (offer) => `Nowa aplikacja: ${offer}`,
    heading: (name) => `Dzień dobry, ${name},`,
    body: (candidate, offer) => `${candidate} aplikuje na Twoją ofertę „${offer}”. Otwórz kartę kandydata, aby zobaczyć profil i dane kontaktowe.`,
    action: 'Zobacz aplikację',
  },
  no: {
    subject: (offer) => `Ny søknad: ${offer}`,
    heading: (name) => `Hei ${name},`,
    body: (candidate, offer) => `${candidate} har søkt på tilbudet ditt «${offer}». Åpne kandidatkortet for å se profilen og kontaktopplysningene.`,
    action: 'Se søknaden',
  },
  ua: {
    subject: (offer) => `Нова заявка: ${offer}`,
    heading: (name) => `Вітаємо, ${name}!`,
    body: (candidate, offer) => `${candidate} подав(ла) заявку на вашу вакансію «${offer}». Відкрийте картку кандидата, щоб побачити профіль і контактні дані.`,
    action: 'Переглянути заявку',
  },
};

/** To the employer: a candidate applied; the link opens the offer's first pipeline tab. */
export function newApplicationMail(locale: Locale, input: { employerFirstName: string; candidateName: string; offerTitle: string; url: string }): EmailContent {
  const text = NEW_APPLICATION[locale];
  return {
    subject: text.subject(input.offerTitle),
    heading: text.heading(input.employerFirstName),
    paragraphs: [text.body(input.candidateName, input.offerTitle)],
    action: { label: text.action, url: input.url },
  };
}

interface StatusText {
  subject: (offer: string) => string;
  heading: (firstName: string) => string;
  body: Record<number, (offer: string) => string>;
  settings: string;
  action: string;
}

const STATUS_MAIL: Record<Locale, StatusText> = {
  en: {
    subject: (offer) => `News about your application: ${offer}`,
    heading: (name) => `Hello ${name},`,
    body: {
      [StatusId.ItSuits]: (offer) => `The employer of “${offer}” would like to meet you. Expect them to get in touch.`,
      [StatusId.OfferPresented]: (offer) => `The employer of “${offer}” has presented you an offer.`,
      [StatusId.Employed]: (offer) => `Congratulations! The employer of “${offer}” has marked you as hired.`,
      [StatusId.DoesNotFit]: (offer) => `The employer of “${offer}” has decided not to continue with your application this time.`,
    },
    settings: 'You can switch these e-mails off in your account settings.',
    action: 'See the offer',
  },
  pl: {
    subject: (offer) => `Nowości w Twojej aplikacji: ${offer}`,
    heading: (name) => `Dzień dobry, ${name},`,
    body: {
      [StatusId.ItSuits]: (offer) => `Pracodawca oferty „${offer}” chce się z Tobą spotkać. Spodziewaj się kontaktu.`,
      [StatusId.OfferPresented]: (offer) => `Pracodawca oferty „${offer}” przedstawił Ci ofertę.`,
      [StatusId.Employed]: (offer) => `Gratulacje! Pracodawca oferty „${offer}” oznaczył Cię jako zatrudnionego.`,
      [StatusId.DoesNotFit]: (offer) => `Pracodawca oferty „${offer}” tym razem nie będzie kontynuować Twojej aplikacji.`,
    },
    settings: 'Możesz wyłączyć te wiadomości w ustawieniach konta.',
    action: 'Zobacz ofertę',
  },
  no: {
    subject: (offer) => `Nytt om søknaden din: ${offer}`,
    heading: (name) => `Hei ${name},`,
    body: {
      [StatusId.ItSuits]: (offer) => `Arbeidsgiveren for «${offer}» vil gjerne møte deg. De tar kontakt.`,
      [StatusId.OfferPresented]: (offer) => `Arbeidsgiveren for «${offer}» har presentert et tilbud for deg.`,
      [StatusId.Employed]: (offer) => `Gratulerer! Arbeidsgiveren for «${offer}» har markert deg som ansatt.`,
      [StatusId.DoesNotFit]: (offer) => `Arbeidsgiveren for «${offer}» går ikke videre med søknaden din denne gangen.`,
    },
    settings: 'Du kan slå av disse e-postene i kontoinnstillingene.',
    action: 'Se tilbudet',
  },
  ua: {
    subject: (offer) => `Новини щодо вашої заявки: ${offer}`,
    heading: (name) => `Вітаємо, ${name}!`,
    body: {
      [StatusId.ItSuits]: (offer) => `Роботодавець вакансії «${offer}» хоче з вами зустрітися. Очікуйте на контакт.`,
      [StatusId.OfferPresented]: (offer) => `Роботодавець вакансії «${offer}» зробив вам пропозицію роботи.`,
      [StatusId.Employed]: (offer) => `Вітаємо! Роботодавець вакансії «${offer}» позначив вас як працевлаштованого.`,
      [StatusId.DoesNotFit]: (offer) => `Роботодавець вакансії «${offer}» цього разу не продовжуватиме розгляд вашої заявки.`,
    },
    settings: 'Ви можете вимкнути ці листи в налаштуваннях облікового запису.',
    action: 'Переглянути вакансію',
  },
};

/** To the candidate: their application is in a stage of PIPELINE_MAILED_STATUSES once the mail window is over. */
export function pipelineStatusMail(locale: Locale, input: { firstName: string; status: number; offerTitle: string; url: string }): EmailContent {
  const text = STATUS_MAIL[locale];
  const body = text.body[input.status];
  if (!body) throw new Error(`no mail for status ${input.status}`);
  return {
    subject: text.subject(input.offerTitle),
    heading: text.heading(input.firstName),
    paragraphs: [body(input.offerTitle), text.settings],
    action: { label: text.action, url: input.url },
  };
}

export const APPLICATION_CONFIRMATION_TEMPLATE = 'application_confirmation';
export const APPLICATION_WITHDRAWN_TEMPLATE = 'application_withdrawn';

interface ApplicationNoticeText {
  subject: (offer: string) => string;
  heading: (firstName: string) => string;
  body: (offer: string, other: string) => string;
  action: string;
}

/** To the candidate: the application went out (other: the employer's name). */
const CONFIRMATION: Record<Locale, ApplicationNoticeText> = {
  en: {
    subject: (offer) => `Application sent: ${offer}`,
    heading: (name) => `Hello ${name},`,
    body: (offer, employer) => `Your application for “${offer}” at ${employer} has been sent. You can follow it, or withdraw it, in My applications.`,
    action: 'My applications',
  },
  pl: {
    subject: (offer) => `Aplikacja wysłana: ${offer}`,
    heading: (name) => `Dzień dobry, ${name},`,
    body: (offer, employer) => `Twoja aplikacja na ofertę „${offer}” w firmie ${employer} została wysłana. Możesz śledzić jej etap lub ją wycofać w zakładce Moje aplikacje.`,
    action: 'Moje aplikacje',
  },
  no: {
    subject: (offer) => `Søknad sendt: ${offer}`,
    heading: (name) => `Hei ${name},`,
    body: (offer, employer) => `Søknaden din på «${offer}» hos ${employer} er sendt. Du kan følge den, eller trekke den tilbake, under Mine søknader.`,
    action: 'Mine søknader',
  },
  ua: {
    subject: (offer) => `Заявку надіслано: ${offer}`,
    heading: (name) => `Вітаємо, ${name}!`,
    body: (offer, employer) => `Вашу заявку на вакансію «${offer}» у ${employer} надіслано. Стежити за нею або відкликати її можна в розділі «Мої заявки».`,
    action: 'Мої заявки',
  },
};

/** To the employer: a candidate withdrew (other: the candidate's name). */
const WITHDRAWN: Record<Locale, ApplicationNoticeText> = {
  en: {
    subject: (offer) => `Application withdrawn: ${offer}`,
    heading: (name) => `Hello ${name},`,
    body: (offer, candidate) => `${candidate} has withdrawn the application for your offer “${offer}”. The card stays in its tab, marked as withdrawn.`,
    action: 'See the candidates',
  },
  pl: {
    subject: (offer) => `Aplikacja wycofana: ${offer}`,
    heading: (name) => `Dzień dobry, ${name},`,
    body: (offer, candidate) => `${candidate} wycofuje aplikację na Twoją ofertę „${offer}”. Karta zostaje w swojej zakładce, oznaczona jako wycofana.`,
    action: 'Zobacz kandydatów',
  },
  no: {
    subject: (offer) => `Søknad trukket: ${offer}`,
    heading: (name) => `Hei ${name},`,
    body: (offer, candidate) => `${candidate} har trukket søknaden på tilbudet ditt «${offer}». Kortet blir stående i fanen sin, merket som trukket.`,
    action: 'Se kandidatene',
  },
  ua: {
    subject: (offer) => `Заявку відкликано: ${offer}`,
    heading: (name) => `Вітаємо, ${name}!`,
    body: (offer, candidate) => `${candidate} відкликає заявку на вашу вакансію «${offer}». Картка залишається у своїй вкладці з позначкою «відкликано».`,
    action: 'Переглянути кандидатів',
  },
};

function noticeMail(texts: Record<Locale, ApplicationNoticeText>, locale: Locale, input: { firstName: string; offerTitle: string; other: string; url: string }): EmailContent {
  const text = texts[locale];
  return {
    subject: text.subject(input.offerTitle),
    heading: text.heading(input.firstName),
    paragraphs: [text.body(input.offerTitle, input.other)],
    action: { label: text.action, url: input.url },
  };
}

/** To the candidate: their application went out; the link opens their applications. */
export const applicationConfirmationMail = (locale: Locale, input: { firstName: string; offerTitle: string; employer: string; url: string }) =>
  noticeMail(CONFIRMATION, locale, { firstName: input.firstName, offerTitle: input.offerTitle, other: input.employer, url: input.url });

/** To the employer: a candidate withdrew; the link opens the offer's pipeline. */
export const applicationWithdrawnMail = (locale: Locale, input: { employerFirstName: string; offerTitle: string; candidateName: string; url: string }) =>
  noticeMail(WITHDRAWN, locale, { firstName: input.employerFirstName, offerTitle: input.offerTitle, other: input.candidateName, url: input.url });
