import type { Locale } from '@trades/contracts';
import type { EmailContent } from '../../infra/mail/layout.ts';

export interface ContactMailInput {
  firstName: string;
  lastName: string;
  email: string;
  /** +4741234567 */
  phone: string;
  messageSubject: string;
  messageBody: string;
  /** Titles of the chosen contact hours in the language of the mail. */
  preferredContactTimes: string[];
  senderLocale: Locale;
  sendConfirmation: boolean;
}

/** Message lines become paragraphs so the sender's line breaks survive in HTML. */
function bodyParagraphs(body: string): string[] {
  return body
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** The mail the team reads; always English, the team's working language. */
export function contactInboxMail(input: ContactMailInput): EmailContent {
  const name = `${input.firstName} ${input.lastName}`;
  return {
    subject: `Contact form: ${input.messageSubject}`,
    heading: 'New message from the contact form',
    paragraphs: [
      `From: ${name} <${input.email}>`,
      `Phone: ${input.phone}`,
      `Preferred contact times: ${input.preferredContactTimes.join(', ') || 'not given'}`,
      `Language of the sender: ${input.senderLocale}; copy sent to the sender: ${input.sendConfirmation ? 'yes' : 'no'}`,
      `Subject: ${input.messageSubject}`,
      ...bodyParagraphs(input.messageBody),
    ],
    action: {
      label: `Reply to ${name}`,
      url: `mailto:${input.email}?subject=${encodeURIComponent(`Re: ${input.messageSubject}`)}`,
    },
  };
}

interface ConfirmationText {
  subject: string;
  heading: (firstName: string) => string;
  received: string;
  notYou: string;
  /** The footer's reason: the address was typed into the form, by someone who may have no account. */
  reason: string;
}

const CONFIRMATION: Record<Locale, ConfirmationText> = {
  en: {
    subject: 'We have received your message',
    heading: (name) => `Thank you, ${name}!`,
    received:
      'We have received your message and will get back to you as soon as possible. Our team answers from Monday to Friday 10:00–18:00 and on Saturday 10:00–14:00.',
    notYou: 'If you did not send this message, you can ignore this e-mail.',
    reason: 'You receive this e-mail because this address was given in our contact form.',
  },
  pl: {
    subject: 'Otrzymaliśmy Twoją wiadomość',
    heading: (name) => `Dziękujemy, ${name}!`,
    received:
      'Otrzymaliśmy Twoją wiadomość i odpowiemy najszybciej, jak to możliwe. Nasz zespół odpowiada od poniedziałku do piątku w godz. 10:00–18:00 oraz w soboty w godz. 10:00–14:00.',
    notYou: 'Jeśli ta wiadomość nie pochodzi od Ciebie, zignoruj ten e-mail.',
    reason: 'Otrzymujesz tę wiadomość, ponieważ ten adres podano w naszym formularzu kontaktowym.',
  },
  no: {
    subject: 'Vi har mottatt meldingen din',
    heading: (name) => `Takk, ${name}!`,
    received:
      'Vi har mottatt meldingen din og svarer så snart som mulig. Teamet vårt svarer mandag til fredag kl. 10.00–18.00 og lørdag kl. 10.00–14.00.',
    notYou: 'Hvis du ikke har sendt denne meldingen, kan du se bort fra denne e-posten.',
    reason: 'Du mottar denne e-posten fordi denne adressen ble oppgitt i kontaktskjemaet vårt.',
  },
  ua: {
    subject: 'Ми отримали ваше повідомлення',
    heading: (name) => `Дякуємо, ${name}!`,
    received:
      'Ми отримали ваше повідомлення і відповімо якнайшвидше. Наша команда відповідає з понеділка по пʼятницю з 10:00 до 18:00 та в суботу з 10:00 до 14:00.',
    notYou: 'Якщо ви не надсилали це повідомлення, просто проігноруйте цей лист.',
    reason: 'Ви отримали цей лист, бо цю адресу вказано в нашій контактній формі.',
  },
};

/**
 * The sender's confirmation, in the language they wrote in. It repeats nothing of the message:
 * anyone can type any address into the form, so a copy would relay their text to a stranger.
 * The first name is letters only (the form's rule), so the greeting carries no links.
 */
export function contactConfirmationMail(input: Pick<ContactMailInput, 'firstName'>, locale: Locale): EmailContent {
  const text = CONFIRMATION[locale];
  return {
    subject: text.subject,
    heading: text.heading(input.firstName),
    paragraphs: [text.received, text.notYou],
    reason: text.reason,
  };
}
