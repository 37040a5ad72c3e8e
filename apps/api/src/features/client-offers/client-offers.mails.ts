import type { Locale } from '@trades/contracts';
import type { EmailContent } from '../../infra/mail/layout.ts';

/* The mails of moderation to the employer, in their language (issue 26). */

export const OFFER_REJECTED_TEMPLATE = 'offer_moderation_rejected';
export const OFFER_UNPUBLISHED_TEMPLATE = 'offer_unpublished';

interface ModerationText {
  heading: (firstName: string) => string;
  rejected: { subject: (offer: string) => string; body: (offer: string) => string; next: string; action: string };
  unpublished: { subject: (offer: string) => string; body: (offer: string) => string; next: string; action: string };
  reason: (reason: string) => string;
}

const TEXT: Record<Locale, ModerationText> = {
  en: {
    heading: (name) => `Hello ${name},`,
    rejected: {
      subject: (offer) => `Your offer needs changes: ${offer}`,
      body: (offer) => `Our moderator has sent your offer “${offer}” back to your drafts.`,
      next: 'Correct the offer and approve it again: it will then come back to us for a check.',
      action: 'Edit the offer',
    },
    unpublished: {
      subject: (offer) => `Your offer has been taken offline: ${offer}`,
      body: (offer) => `Our moderator has taken your offer “${offer}” offline. Candidates no longer see it.`,
      next: 'If you think this is a mistake, reply to this e-mail or write to us through the contact form.',
      action: 'See your offers',
    },
    reason: (reason) => `The moderator’s reason: ${reason}`,
  },
  pl: {
    heading: (name) => `Dzień dobry, ${name},`,
    rejected: {
      subject: (offer) => `Twoja oferta wymaga poprawek: ${offer}`,
      body: (offer) => `Nasz moderator odesłał Twoją ofertę „${offer}” do wersji roboczych.`,
      next: 'Popraw ofertę i zatwierdź ją ponownie: wróci wtedy do nas do sprawdzenia.',
      action: 'Edytuj ofertę',
    },
    unpublished: {
      subject: (offer) => `Twoja oferta została wycofana z publikacji: ${offer}`,
      body: (offer) => `Nasz moderator wycofał Twoją ofertę „${offer}” z publikacji. Kandydaci już jej nie widzą.`,
      next: 'Jeśli uważasz, że to pomyłka, odpowiedz na tę wiadomość lub napisz do nas przez formularz kontaktowy.',
      action: 'Zobacz swoje oferty',
    },
    reason: (reason) => `Powód podany przez moderatora: ${reason}`,
  },
  no: {
    heading: (name) => `Hei ${name},`,
    rejected: {
      subject: (offer) => `Annonsen din må endres: ${offer}`,
      body: (offer) => `Moderatoren vår har sendt annonsen din «${offer}» tilbake til utkastene dine.`,
      next: 'Rett annonsen og godkjenn den igjen: da kommer den tilbake til oss for kontroll.',
      action: 'Rediger annonsen',
    },
    unpublished: {
      subject: (offer) => `Annonsen din er tatt ned: ${offer}`,
      body: (offer) => `Moderatoren vår har tatt ned annonsen din «${offer}». Kandidatene ser den ikke lenger.`,
      next: 'Hvis du mener dette er feil, svar på denne e-posten eller skriv til oss via kontaktskjemaet.',
      action: 'Se annonsene dine',
    },
    reason: (reason) => `Moderatorens begrunnelse: ${reason}`,
  },
  ua: {
    heading: (name) => `Вітаємо, ${name}!`,
    rejected: {
      subject: (offer) => `Вашу вакансію потрібно виправити: ${offer}`,
      body: (offer) => `Наш модератор повернув вашу вакансію «${offer}» до чернеток.`,
      next: 'Виправте вакансію та затвердьте її знову: тоді вона повернеться до нас на перевірку.',
      action: 'Редагувати вакансію',
    },
    unpublished: {
      subject: (offer) => `Вашу вакансію знято з публікації: ${offer}`,
      body: (offer) => `Наш модератор зняв вашу вакансію «${offer}» з публікації. Кандидати її більше не бачать.`,
      next: 'Якщо ви вважаєте це помилкою, дайте відповідь на цей лист або напишіть нам через контактну форму.',
      action: 'Переглянути ваші вакансії',
    },
    reason: (reason) => `Причина, вказана модератором: ${reason}`,
  },
};

/** To the employer: an operator sent their offer back to draft, or took it offline, and why; the link opens the offer or the list. */
export function moderationMail(kind: 'rejected' | 'unpublished', locale: Locale, input: { firstName: string; offerTitle: string; reason: string; url: string }): EmailContent {
  const text = TEXT[locale];
  const which = text[kind];
  return {
    subject: which.subject(input.offerTitle),
    heading: text.heading(input.firstName),
    paragraphs: [which.body(input.offerTitle), text.reason(input.reason), which.next],
    action: { label: which.action, url: input.url },
  };
}
