import type { Locale } from '@trades/contracts';
import type { EmailContent } from '../../infra/mail/layout.ts';

/* The mail of a new message in a conversation, in the recipient's language: who wrote, about which offer, a quote. */

export const CONVERSATION_MESSAGE_TEMPLATE = 'conversation_new_message';

interface NewMessageText {
  subject: (sender: string, offer: string) => string;
  heading: (firstName: string) => string;
  body: (sender: string, offer: string) => string;
  quote: (excerpt: string) => string;
  later: string;
  action: string;
}

const NEW_MESSAGE: Record<Locale, NewMessageText> = {
  en: {
    subject: (sender, offer) => `New message from ${sender}: ${offer}`,
    heading: (name) => `Hello ${name},`,
    body: (sender, offer) => `${sender} has written to you about “${offer}”:`,
    quote: (excerpt) => `“${excerpt}”`,
    later: 'Further messages in this conversation within the next 15 minutes will not be mailed; you will find them on the site.',
    action: 'Read and reply',
  },
  pl: {
    subject: (sender, offer) => `Nowa wiadomość od ${sender}: ${offer}`,
    heading: (name) => `Dzień dobry, ${name},`,
    body: (sender, offer) => `${sender} pisze do Ciebie w sprawie oferty „${offer}”:`,
    quote: (excerpt) => `„${excerpt}”`,
    later: 'O kolejnych wiadomościach w tej rozmowie w ciągu najbliższych 15 minut nie powiadomimy mailem; znajdziesz je w serwisie.',
    action: 'Przeczytaj i odpowiedz',
  },
  no: {
    subject: (sender, offer) => `Ny melding fra ${sender}: ${offer}`,
    heading: (name) => `Hei ${name},`,
    body: (sender, offer) => `${sender} har skrevet til deg om «${offer}»:`,
    quote: (excerpt) => `«${excerpt}»`,
    later: 'Nye meldinger i denne samtalen de neste 15 minuttene sendes ikke på e-post; du finner dem på nettstedet.',
    action: 'Les og svar',
  },
  ua: {
    subject: (sender, offer) => `Нове повідомлення від ${sender}: ${offer}`,
    heading: (name) => `Вітаємо, ${name}!`,
    body: (sender, offer) => `${sender} написав(ла) вам щодо вакансії «${offer}»:`,
    quote: (excerpt) => `«${excerpt}»`,
    later: 'Про наступні повідомлення в цій розмові протягом 15 хвилин ми не повідомлятимемо листом; ви знайдете їх на сайті.',
    action: 'Прочитати й відповісти',
  },
};

/** To the other side of a conversation: a new message, quoted as plain text (the layout escapes it); the link opens the conversation after sign-in. */
export function newMessageMail(locale: Locale, input: { firstName: string; senderName: string; offerTitle: string; excerpt: string; url: string }): EmailContent {
  const text = NEW_MESSAGE[locale];
  return {
    subject: text.subject(input.senderName, input.offerTitle),
    heading: text.heading(input.firstName),
    paragraphs: [text.body(input.senderName, input.offerTitle), text.quote(input.excerpt), text.later],
    action: { label: text.action, url: input.url },
  };
}
