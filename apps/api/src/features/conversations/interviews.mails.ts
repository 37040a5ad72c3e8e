import type { Locale } from '@trades/contracts';
import type { EmailContent } from '../../infra/mail/layout.ts';
import type { InterviewSlot } from './conversations.tables.ts';
import { formatSlot, sameClock } from './interview-calendar.ts';

/* The mails of interview invitations (issue 27), in the recipient's language, times in the offer's zone and the reader's own. */

export const INTERVIEW_PROPOSED_TEMPLATE = 'interview_proposed';
export const INTERVIEW_ACCEPTED_TEMPLATE = 'interview_accepted';
export const INTERVIEW_DECLINED_TEMPLATE = 'interview_declined';
export const INTERVIEW_CANCELLED_TEMPLATE = 'interview_cancelled';

interface InterviewTexts {
  heading: (firstName: string) => string;
  yourTime: string;
  place: string;
  online: string;
  note: string;
  message: string;
  calendarAttached: string;
  cancelAttached: string;
  action: string;
  proposed: { subject: (offer: string, employer: string) => string; body: (employer: string, offer: string, count: number) => string };
  acceptedCandidate: { subject: (offer: string) => string; body: (employer: string, offer: string) => string };
  acceptedEmployer: { subject: (offer: string, candidate: string) => string; body: (candidate: string, offer: string) => string };
  declined: { subject: (offer: string, candidate: string) => string; body: (candidate: string, offer: string) => string; proposeAgain: string };
  cancelled: { subject: (offer: string) => string; body: (other: string, offer: string) => string };
}

const TEXTS: Record<Locale, InterviewTexts> = {
  en: {
    heading: (name) => `Hello ${name},`,
    yourTime: 'your time',
    place: 'Place',
    online: 'Online meeting',
    note: 'Note',
    message: 'Message',
    calendarAttached: 'The calendar invitation is attached: open it to add the interview to your calendar.',
    cancelAttached: 'The attached calendar file removes the interview from your calendar.',
    action: 'Open the conversation',
    proposed: {
      subject: (offer, employer) => `Interview invitation: ${offer} at ${employer}`,
      body: (employer, offer, count) =>
        `${employer} invites you to an interview for “${offer}”. ${count > 1 ? 'Choose the time that suits you:' : 'The proposed time:'}`,
    },
    acceptedCandidate: {
      subject: (offer) => `Interview confirmed: ${offer}`,
      body: (employer, offer) => `You accepted the interview with ${employer} for “${offer}”:`,
    },
    acceptedEmployer: {
      subject: (offer, candidate) => `${candidate} accepted the interview: ${offer}`,
      body: (candidate, offer) => `${candidate} accepted your interview invitation for “${offer}”:`,
    },
    declined: {
      subject: (offer, candidate) => `${candidate} declined the interview: ${offer}`,
      body: (candidate, offer) => `${candidate} declined your interview invitation for “${offer}”:`,
      proposeAgain: 'You can propose other times in the conversation.',
    },
    cancelled: {
      subject: (offer) => `Interview cancelled: ${offer}`,
      body: (other, offer) => `${other} cancelled the interview for “${offer}”:`,
    },
  },
  pl: {
    heading: (name) => `Dzień dobry, ${name},`,
    yourTime: 'Twój czas',
    place: 'Miejsce',
    online: 'Spotkanie online',
    note: 'Uwagi',
    message: 'Wiadomość',
    calendarAttached: 'Zaproszenie do kalendarza jest w załączniku: otwórz je, aby dodać rozmowę do swojego kalendarza.',
    cancelAttached: 'Załączony plik kalendarza usuwa rozmowę z Twojego kalendarza.',
    action: 'Otwórz rozmowę',
    proposed: {
      subject: (offer, employer) => `Zaproszenie na rozmowę: ${offer} w ${employer}`,
      body: (employer, offer, count) =>
        `${employer} zaprasza Cię na rozmowę w sprawie oferty „${offer}”. ${count > 1 ? 'Wybierz termin, który Ci odpowiada:' : 'Proponowany termin:'}`,
    },
    acceptedCandidate: {
      subject: (offer) => `Rozmowa potwierdzona: ${offer}`,
      body: (employer, offer) => `Przyjęto termin rozmowy z ${employer} w sprawie oferty „${offer}”:`,
    },
    acceptedEmployer: {
      subject: (offer, candidate) => `${candidate} przyjmuje zaproszenie na rozmowę: ${offer}`,
      body: (candidate, offer) => `${candidate} przyjmuje Twoje zaproszenie na rozmowę w sprawie oferty „${offer}”:`,
    },
    declined: {
      subject: (offer, candidate) => `${candidate} odrzuca zaproszenie na rozmowę: ${offer}`,
      body: (candidate, offer) => `${candidate} odrzuca Twoje zaproszenie na rozmowę w sprawie oferty „${offer}”:`,
      proposeAgain: 'Możesz zaproponować inne terminy w rozmowie.',
    },
    cancelled: {
      subject: (offer) => `Rozmowa odwołana: ${offer}`,
      body: (other, offer) => `${other} odwołuje rozmowę w sprawie oferty „${offer}”:`,
    },
  },
  no: {
    heading: (name) => `Hei ${name},`,
    yourTime: 'din tid',
    place: 'Sted',
    online: 'Nettmøte',
    note: 'Merknad',
    message: 'Melding',
    calendarAttached: 'Kalenderinvitasjonen er vedlagt: åpne den for å legge intervjuet inn i kalenderen din.',
    cancelAttached: 'Den vedlagte kalenderfilen fjerner intervjuet fra kalenderen din.',
    action: 'Åpne samtalen',
    proposed: {
      subject: (offer, employer) => `Invitasjon til intervju: ${offer} hos ${employer}`,
      body: (employer, offer, count) =>
        `${employer} inviterer deg til intervju for «${offer}». ${count > 1 ? 'Velg tidspunktet som passer deg:' : 'Foreslått tidspunkt:'}`,
    },
    acceptedCandidate: {
      subject: (offer) => `Intervju bekreftet: ${offer}`,
      body: (employer, offer) => `Du har takket ja til intervjuet med ${employer} for «${offer}»:`,
    },
    acceptedEmployer: {
      subject: (offer, candidate) => `${candidate} har takket ja til intervjuet: ${offer}`,
      body: (candidate, offer) => `${candidate} har takket ja til intervjuinvitasjonen din for «${offer}»:`,
    },
    declined: {
      subject: (offer, candidate) => `${candidate} har takket nei til intervjuet: ${offer}`,
      body: (candidate, offer) => `${candidate} har takket nei til intervjuinvitasjonen din for «${offer}»:`,
      proposeAgain: 'Du kan foreslå andre tidspunkter i samtalen.',
    },
    cancelled: {
      subject: (offer) => `Intervju avlyst: ${offer}`,
      body: (other, offer) => `${other} har avlyst intervjuet for «${offer}»:`,
    },
  },
  ua: {
    heading: (name) => `Вітаємо, ${name}!`,
    yourTime: 'ваш час',
    place: 'Місце',
    online: 'Онлайн-зустріч',
    note: 'Примітка',
    message: 'Повідомлення',
    calendarAttached: 'Запрошення до календаря додано до листа: відкрийте його, щоб додати співбесіду до свого календаря.',
    cancelAttached: 'Доданий файл календаря видаляє співбесіду з вашого календаря.',
    action: 'Відкрити розмову',
    proposed: {
      subject: (offer, employer) => `Запрошення на співбесіду: ${offer} у ${employer}`,
      body: (employer, offer, count) =>
        `${employer} запрошує вас на співбесіду щодо вакансії «${offer}». ${count > 1 ? 'Оберіть зручний для вас час:' : 'Запропонований час:'}`,
    },
    acceptedCandidate: {
      subject: (offer) => `Співбесіду підтверджено: ${offer}`,
      body: (employer, offer) => `Ви прийняли запрошення на співбесіду з ${employer} щодо вакансії «${offer}»:`,
    },
    acceptedEmployer: {
      subject: (offer, candidate) => `${candidate} приймає запрошення на співбесіду: ${offer}`,
      body: (candidate, offer) => `${candidate} приймає ваше запрошення на співбесіду щодо вакансії «${offer}»:`,
    },
    declined: {
      subject: (offer, candidate) => `${candidate} відхиляє запрошення на співбесіду: ${offer}`,
      body: (candidate, offer) => `${candidate} відхиляє ваше запрошення на співбесіду щодо вакансії «${offer}»:`,
      proposeAgain: 'Ви можете запропонувати інший час у розмові.',
    },
    cancelled: {
      subject: (offer) => `Співбесіду скасовано: ${offer}`,
      body: (other, offer) => `${other} скасовує співбесіду щодо вакансії «${offer}»:`,
    },
  },
};

/** What every interview mail states: its reader, the offer, the times and where. */
export interface InterviewMailInput {
  firstName: string;
  offerTitle: string;
  slots: readonly InterviewSlot[];
  /** The offer's zone, in which the times are stated first. */
  offerTimeZone: string;
  /** The reader's own zone; its times are added where its clock differs. */
  readerTimeZone: string;
  place: string | null;
  onlineUrl: string | null;
  url: string;
}

/** Each slot in the offer's zone, and in the reader's where their clock shows another time. */
export function slotLines(locale: Locale, slots: readonly InterviewSlot[], offerTimeZone: string, readerTimeZone: string): string[] {
  return slots.map((slot, index) => {
    const start = new Date(slot.startsAt);
    const main = formatSlot(start, slot.durationMinutes, offerTimeZone, locale);
    const prefix = slots.length > 1 ? `${index + 1}. ` : '';
    if (sameClock(start, offerTimeZone, readerTimeZone)) return `${prefix}${main}`;
    return `${prefix}${main} · ${TEXTS[locale].yourTime}: ${formatSlot(start, slot.durationMinutes, readerTimeZone, locale)}`;
  });
}

function details(locale: Locale, input: InterviewMailInput, extra: { label: 'note' | 'message'; text: string | null | undefined }[]): string[] {
  const text = TEXTS[locale];
  const where = input.place !== null ? `${text.place}: ${input.place}` : `${text.online}: ${input.onlineUrl ?? ''}`;
  return [
    ...slotLines(locale, input.slots, input.offerTimeZone, input.readerTimeZone),
    where,
    ...extra.flatMap(({ label, text: value }) => (value ? [`${text[label]}: ${value}`] : [])),
  ];
}

/** To the candidate: an employer proposes times; the link opens the conversation, where they answer. */
export function interviewProposedMail(locale: Locale, input: InterviewMailInput & { employer: string; note: string }): EmailContent {
  const text = TEXTS[locale];
  return {
    subject: text.proposed.subject(input.offerTitle, input.employer),
    heading: text.heading(input.firstName),
    paragraphs: [text.proposed.body(input.employer, input.offerTitle, input.slots.length), ...details(locale, input, [{ label: 'note', text: input.note }])],
    action: { label: text.action, url: input.url },
  };
}

/** To either side once the candidate accepted one slot (`slots` holds that one); the calendar file goes with it. */
export function interviewAcceptedMail(
  locale: Locale,
  input: InterviewMailInput & { side: 'employer' | 'candidate'; other: string; message: string | null },
): EmailContent {
  const text = TEXTS[locale];
  const forCandidate = input.side === 'candidate';
  return {
    subject: forCandidate ? text.acceptedCandidate.subject(input.offerTitle) : text.acceptedEmployer.subject(input.offerTitle, input.other),
    heading: text.heading(input.firstName),
    paragraphs: [
      forCandidate ? text.acceptedCandidate.body(input.other, input.offerTitle) : text.acceptedEmployer.body(input.other, input.offerTitle),
      ...details(locale, input, forCandidate ? [] : [{ label: 'message', text: input.message }]),
      text.calendarAttached,
    ],
    action: { label: text.action, url: input.url },
  };
}

/** To the employer: the candidate declined all the proposed times (restated). */
export function interviewDeclinedMail(locale: Locale, input: InterviewMailInput & { candidate: string; message: string | null }): EmailContent {
  const text = TEXTS[locale];
  return {
    subject: text.declined.subject(input.offerTitle, input.candidate),
    heading: text.heading(input.firstName),
    paragraphs: [text.declined.body(input.candidate, input.offerTitle), ...details(locale, input, [{ label: 'message', text: input.message }]), text.declined.proposeAgain],
    action: { label: text.action, url: input.url },
  };
}

/** To a side of a cancelled interview (`slots`: the accepted one, or every proposed one); with the CANCEL file when it was accepted. */
export function interviewCancelledMail(locale: Locale, input: InterviewMailInput & { other: string; message: string | null; calendar: boolean }): EmailContent {
  const text = TEXTS[locale];
  return {
    subject: text.cancelled.subject(input.offerTitle),
    heading: text.heading(input.firstName),
    paragraphs: [
      text.cancelled.body(input.other, input.offerTitle),
      ...details(locale, input, [{ label: 'message', text: input.message }]),
      ...(input.calendar ? [text.cancelAttached] : []),
    ],
    action: { label: text.action, url: input.url },
  };
}

/** The calendar event's title in a reader's language. */
const SUMMARY: Record<Locale, (offer: string, employer: string) => string> = {
  en: (offer, employer) => `Interview: ${offer} – ${employer}`,
  pl: (offer, employer) => `Rozmowa kwalifikacyjna: ${offer} – ${employer}`,
  no: (offer, employer) => `Intervju: ${offer} – ${employer}`,
  ua: (offer, employer) => `Співбесіда: ${offer} – ${employer}`,
};

export function interviewSummary(locale: Locale, offerTitle: string, employer: string): string {
  return SUMMARY[locale](offerTitle, employer);
}
