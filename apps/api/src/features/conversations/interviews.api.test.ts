import { AccountType, StatusId } from '@trades/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTo } from '../../test/accounts.ts';
import { OPERATOR_ENV, operatorHeaders } from '../../test/operator.ts';
import { INERT_MATCHING, type TestApp, createTestApp } from '../../test/test-app.ts';
import type { OutboxMessage } from '../../infra/mail/outbox.tables.ts';
import { candidateProfiles, clientProfiles, users } from '../accounts/accounts.tables.ts';
import { offerCandidateHistory, offerCandidates, pipelineStageMails } from '../applications/applications.tables.ts';
import { type Account, employer, readyCandidate } from '../applications/testing.ts';
import { conversationBlocks, conversationMessages, conversations, interviews } from './conversations.tables.ts';
import { parseInterviewCalendar } from './interview-calendar.testing.ts';
import { interviewsExport } from './interviews-export.ts';
import { answerOutcome, cancelOutcome, isSameProposal } from './interviews.service.ts';
import { appliedCard, matchedCard } from './testing.ts';

/* Interview invitations (issue 27): who may propose, answer and cancel; the slots' rules; the card's move; the mails and their calendar files. */

const DAY = 86_400_000;
/** A slot `days` ahead at 08:00 UTC. */
const slotAt = (days: number, hourUtc = 8) => {
  const at = new Date(Date.now() + days * DAY);
  at.setUTCHours(hourUtc, 0, 0, 0);
  return at.toISOString();
};
/** The wall clock of an instant in a zone, as the calendar file writes it: 2027-03-10T10:00:00. */
const wallClock = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })
    .format(new Date(iso))
    .replace(' ', 'T');

describe('interview rules', () => {
  const slots = [{ startsAt: '2027-03-10T09:00:00.000Z', durationMinutes: 60 }];

  it('tells a repeated proposal from another', () => {
    const pending = { slots, place: 'Oslo', onlineUrl: null, note: '' };
    expect(isSameProposal(pending, { slots: [{ ...slots[0]! }], place: 'Oslo', onlineUrl: null, note: '' })).toBe(true);
    expect(isSameProposal(pending, { slots: [{ ...slots[0]!, durationMinutes: 30 }], place: 'Oslo', onlineUrl: null, note: '' })).toBe(false);
    expect(isSameProposal(pending, { slots, place: 'Bergen', onlineUrl: null, note: '' })).toBe(false);
    expect(isSameProposal(pending, { slots, place: 'Oslo', onlineUrl: null, note: 'Bring your diploma' })).toBe(false);
    expect(isSameProposal(pending, { slots: [...slots, { startsAt: '2027-03-11T09:00:00.000Z', durationMinutes: 60 }], place: 'Oslo', onlineUrl: null, note: '' })).toBe(false);
  });

  it('answers a waiting interview once; the same answer again repeats, another is refused', () => {
    expect(answerOutcome({ status: 'proposed', acceptedSlot: null }, { slotIndex: 1 })).toBe('answer');
    expect(answerOutcome({ status: 'accepted', acceptedSlot: 1 }, { slotIndex: 1 })).toBe('repeat');
    expect(answerOutcome({ status: 'accepted', acceptedSlot: 1 }, { slotIndex: 0 })).toBe('refuse');
    expect(answerOutcome({ status: 'accepted', acceptedSlot: 1 }, { decline: true })).toBe('refuse');
    expect(answerOutcome({ status: 'declined', acceptedSlot: null }, { decline: true })).toBe('repeat');
    expect(answerOutcome({ status: 'declined', acceptedSlot: null }, { slotIndex: 0 })).toBe('refuse');
    expect(answerOutcome({ status: 'cancelled', acceptedSlot: null }, { decline: true })).toBe('refuse');
  });

  it('cancels a waiting or accepted interview, repeats a cancelled one and refuses a declined one', () => {
    expect(cancelOutcome('proposed')).toBe('cancel');
    expect(cancelOutcome('accepted')).toBe('cancel');
    expect(cancelOutcome('cancelled')).toBe('repeat');
    expect(cancelOutcome('declined')).toBe('refuse');
  });
});

describe('interview invitations', () => {
  let t: TestApp;
  let boss: Account;
  let rival: Account;
  let anna: Account;
  let bob: Account;
  let operator: Record<string, string>;
  let card: { offerId: number; cardId: number };
  const db = () => t.database.db;

  type Caller = { auth: Record<string, string> } | undefined;
  const call = (who: Caller | Record<string, string>, method: 'GET' | 'POST', url: string, payload?: object, locale = 'en') => {
    const auth = who === undefined ? {} : 'auth' in who ? (who.auth as Record<string, string>) : who;
    return t.app.inject({ method, url, headers: { ...auth, 'x-locale': locale }, ...(payload ? { payload } : {}) });
  };
  const propose = (who: Caller | Record<string, string>, payload: object, locale = 'en') => call(who, 'POST', '/v1/interviews', payload, locale);
  const respond = (who: Caller, id: number, payload: object, locale = 'en') => call(who, 'POST', `/v1/interviews/${id}/respond`, payload, locale);
  const cancel = (who: Caller, id: number, payload: object = {}, locale = 'en') => call(who, 'POST', `/v1/interviews/${id}/cancel`, payload, locale);
  const interviewMails = async (account: Account, template: string) => (await mailsTo(db(), account.email)).filter((mail) => mail.template === template).sort((a, b) => a.id - b.id);
  const interviewRow = async (id: number) => {
    const [row] = await db().select().from(interviews).where(eq(interviews.id, id));
    if (!row) throw new Error('no interview');
    return row;
  };
  const cardStatus = async (cardId: number) => (await db().select({ status: offerCandidates.status }).from(offerCandidates).where(eq(offerCandidates.id, cardId)))[0]?.status;
  const eventsOf = async (cardId: number) =>
    db()
      .select({ kind: conversationMessages.kind, body: conversationMessages.body, side: conversationMessages.senderSide, interviewId: conversationMessages.interviewId })
      .from(conversationMessages)
      .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
      .where(eq(conversations.offerCandidateId, cardId))
      .orderBy(asc(conversationMessages.id));
  const calendarOf = (mail: OutboxMessage) => {
    expect(mail.attachments, `attachments of ${mail.template}`).toHaveLength(1);
    const [file] = mail.attachments ?? [];
    expect(file?.contentType).toMatch(/^text\/calendar; charset=utf-8; method=(REQUEST|CANCEL)$/);
    return parseInterviewCalendar(file?.content ?? '');
  };
  const twoSlots = () => [
    { startsAt: slotAt(3), durationMinutes: 60 },
    { startsAt: slotAt(4, 12), durationMinutes: 45 },
  ];

  beforeAll(async () => {
    t = await createTestApp({ matching: INERT_MATCHING, env: OPERATOR_ENV });
    operator = await operatorHeaders(t.app);
    boss = await employer(t.app, db(), { name: 'Fjordbygg AS' });
    rival = await employer(t.app, db(), { name: 'Rival Bygg AS' });
    anna = await readyCandidate(t.app, db(), { firstName: 'Anna', lastName: 'Nowak' });
    bob = await readyCandidate(t.app, db(), { firstName: 'Bob', lastName: 'Hansen' });
    // The employer reads Norwegian in Norway; Anna reads Ukrainian and lives in Ukraine (an hour ahead of Oslo).
    await db().update(users).set({ locale: 'no' }).where(eq(users.id, boss.userId));
    await db().update(clientProfiles).set({ country: 'NO' }).where(eq(clientProfiles.userId, boss.userId));
    await db().update(users).set({ locale: 'ua' }).where(eq(users.id, anna.userId));
    await db().update(candidateProfiles).set({ countryOfResidence: 'UA' }).where(eq(candidateProfiles.userId, anna.userId));
    card = await appliedCard(t.app, db(), boss, anna);
  });
  afterAll(() => t.close());

  describe('who may propose', () => {
    const valid = (cardId: number) => ({ cardId, slots: twoSlots(), place: 'Kongens gate 1, Oslo' });

    it('asks to sign in, and is the employer’s alone', async () => {
      expect((await propose(undefined, valid(card.cardId))).statusCode).toBe(401);
      expect((await call(undefined, 'GET', '/v1/interviews')).statusCode).toBe(401);
      expect((await propose(anna, valid(card.cardId))).statusCode).toBe(403);
      expect((await propose(operator, valid(card.cardId))).statusCode).toBe(403);
      expect((await call(operator, 'GET', '/v1/interviews')).statusCode).toBe(403);
    });

    it('knows nothing of another employer’s card', async () => {
      const res = await propose(rival, valid(card.cardId));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not_found' });
    });

    it('is refused on a bare match (403 conversation_not_allowed) and allowed once the profile is bought', async () => {
      const matched = await matchedCard(db(), boss, bob);
      const refused = await propose(boss, valid(matched.cardId), 'pl');
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'conversation_not_allowed' });
      const bought = await matchedCard(db(), boss, bob, true);
      const made = await propose(boss, valid(bought.cardId));
      expect(made.statusCode, made.body).toBe(201);
      // The candidate of a bought card answers though they never applied: the invitation opened the conversation.
      const answered = await respond(bob, made.json().interview.id, { decline: true });
      expect(answered.statusCode, answered.body).toBe(200);
    });

    it('is refused where the candidate blocked the employer', async () => {
      const blockedCard = await appliedCard(t.app, db(), rival, bob);
      await db().insert(conversationBlocks).values({ candidateUserId: bob.userId, clientUserId: rival.userId });
      const res = await propose(rival, valid(blockedCard.cardId));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'conversation_blocked' });
    });
  });

  describe('the proposal’s form', () => {
    const bad = async (payload: object) => {
      const res = await propose(boss, { cardId: card.cardId, ...payload });
      expect(res.statusCode, res.body).toBe(422);
      return res.json().formErrors as Record<string, string[]>;
    };

    it('needs 1 to 3 slots, each in the future and within a year', async () => {
      expect(Object.keys(await bad({ slots: [], place: 'Oslo' }))).toEqual(['slots']);
      const four = [1, 2, 3, 4].map((days) => ({ startsAt: slotAt(days), durationMinutes: 60 }));
      expect(await bad({ slots: four, place: 'Oslo' })).toEqual({ slots: ['invalid_value'] });
      const past = await bad({ slots: [{ startsAt: slotAt(2), durationMinutes: 60 }, { startsAt: slotAt(-1), durationMinutes: 60 }], place: 'Oslo' });
      expect(past).toEqual({ 'slots[1].startsAt': ['interview_slot_not_in_future'] });
      expect(await bad({ slots: [{ startsAt: slotAt(400), durationMinutes: 60 }], place: 'Oslo' })).toEqual({ 'slots[0].startsAt': ['interview_slot_not_in_future'] });
      expect(Object.keys(await bad({ slots: [{ startsAt: slotAt(2), durationMinutes: 5 }], place: 'Oslo' }))).toEqual(['slots[0].durationMinutes']);
    });

    it('needs a place or an online link, not both, and a link that is one', async () => {
      const slots = [{ startsAt: slotAt(2), durationMinutes: 60 }];
      expect(await bad({ slots, place: 'Oslo', onlineUrl: 'https://meet.example.com/abc' })).toEqual({ place: ['interview_place_or_online'] });
      expect(await bad({ slots })).toEqual({ place: ['interview_place_or_online'] });
      expect((await bad({ slots, onlineUrl: 'meet.example.com/abc' })).onlineUrl).toEqual(['interview_invalid_url']);
      expect((await bad({ slots, onlineUrl: 'ftp://example.com/x' })).onlineUrl).toEqual(['interview_invalid_url']);
      expect(await db().select().from(interviews).where(eq(interviews.offerCandidateId, card.cardId))).toEqual([]);
    });
  });

  describe('proposing, accepting and cancelling', () => {
    let interviewId: number;
    let slots: { startsAt: string; durationMinutes: number }[];

    it('proposes: 201, the conversation shows it and the candidate is mailed in Ukrainian with Oslo’s and her own times', async () => {
      slots = twoSlots();
      const payload = { cardId: card.cardId, slots, place: 'Kongens gate 1, Oslo', note: 'Ta med fagbrev.' };
      const res = await propose(boss, payload, 'pl');
      expect(res.statusCode, res.body).toBe(201);
      const answer = res.json();
      interviewId = answer.interview.id;
      expect(answer).toMatchObject({
        message: 'Zaproszenie zostało wysłane do kandydata.',
        interview: {
          cardId: card.cardId,
          offer: { id: card.offerId, title: 'Cieśla' },
          employerName: 'Fjordbygg AS',
          candidateName: 'Anna Nowak',
          place: 'Kongens gate 1, Oslo',
          onlineUrl: null,
          note: 'Ta med fagbrev.',
          timeZone: 'Europe/Oslo',
          status: 'proposed',
          statusTitle: 'Czeka na odpowiedź',
          acceptedSlot: null,
          canRespond: false,
          canCancel: true,
        },
      });
      expect(answer.interview.slots).toEqual(slots.map((slot) => ({ ...slot, endsAt: new Date(Date.parse(slot.startsAt) + slot.durationMinutes * 60_000).toISOString() })));
      expect(answer.interview.conversationId).toEqual(expect.any(Number));

      expect(await eventsOf(card.cardId)).toEqual([{ kind: 'interview_proposed', body: 'Ta med fagbrev.', side: 'employer', interviewId }]);
      const [mail] = await interviewMails(anna, 'interview_proposed');
      expect(mail).toMatchObject({ locale: 'ua', subject: expect.stringContaining('Запрошення на співбесіду') });
      expect(mail?.attachments).toBeNull();
      const firstStart = slots[0]!.startsAt;
      expect(mail?.text).toContain(`${wallClock(firstStart, 'Europe/Oslo').slice(11, 16)}–`);
      expect(mail?.text).toContain(`ваш час`);
      expect(mail?.text).toContain(wallClock(firstStart, 'Europe/Kyiv').slice(11, 16));
      expect(mail?.text).toContain('Kongens gate 1, Oslo');
      expect(mail?.text).toContain('Ta med fagbrev.');
      expect(mail?.text).toContain(`http://localhost:3000/lang/ua/user/conversations/${answer.interview.conversationId}`);
    });

    it('answers a double click with the pending invitation and refuses another proposal while it waits', async () => {
      const again = await propose(boss, { cardId: card.cardId, slots, place: 'Kongens gate 1, Oslo', note: 'Ta med fagbrev.' });
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json().interview.id).toBe(interviewId);
      expect(await interviewMails(anna, 'interview_proposed')).toHaveLength(1);
      const other = await propose(boss, { cardId: card.cardId, slots: [{ startsAt: slotAt(9), durationMinutes: 60 }], place: 'Bergen' }, 'no');
      expect(other.statusCode).toBe(409);
      expect(other.json()).toMatchObject({ code: 'interview_pending' });
      expect(await db().select().from(interviews).where(eq(interviews.offerCandidateId, card.cardId))).toHaveLength(1);
    });

    it('lists the caller’s interviews: the employer’s of a card, the candidate’s own; nobody else’s', async () => {
      const ofEmployer = await call(boss, 'GET', `/v1/interviews?cardId=${card.cardId}`);
      expect(ofEmployer.statusCode, ofEmployer.body).toBe(200);
      expect(ofEmployer.json().items.map((item: { id: number; canRespond: boolean }) => [item.id, item.canRespond])).toEqual([[interviewId, false]]);
      const ofCandidate = await call(anna, 'GET', `/v1/interviews?applicationId=${card.cardId}`, undefined, 'ua');
      expect(ofCandidate.json().items).toMatchObject([{ id: interviewId, canRespond: true, canCancel: true, statusTitle: 'Очікує на відповідь' }]);
      expect((await call(anna, 'GET', '/v1/interviews')).json().items.map((item: { id: number }) => item.id)).toContain(interviewId);
      expect((await call(rival, 'GET', `/v1/interviews?cardId=${card.cardId}`)).json().items).toEqual([]);
      expect((await call(bob, 'GET', `/v1/interviews?applicationId=${card.cardId}`)).json().items).toEqual([]);
    });

    it('lets only the card’s candidate answer, with one of the proposed slots', async () => {
      expect((await respond(bob, interviewId, { slotIndex: 0 })).statusCode).toBe(404);
      expect((await respond(boss, interviewId, { slotIndex: 0 })).statusCode).toBe(403);
      expect((await respond(undefined, interviewId, { slotIndex: 0 })).statusCode).toBe(401);
      const past = await respond(anna, interviewId, { slotIndex: 2 });
      expect(past.statusCode).toBe(422);
      expect(past.json()).toMatchObject({ code: 'interview_no_such_slot', formErrors: { slotIndex: ['interview_no_such_slot'] } });
      expect((await respond(anna, 999_999, { slotIndex: 0 })).statusCode).toBe(404);
      expect((await call(boss, 'GET', `/v1/interviews/${interviewId}/calendar.ics`)).statusCode).toBe(404);
    });

    it('accepts a slot: the card moves 8 → 9 with its history, and both sides get the calendar REQUEST in their language', async () => {
      expect(await cardStatus(card.cardId)).toBe(StatusId.New);
      const res = await respond(anna, interviewId, { slotIndex: 1, message: 'Passer fint!' }, 'ua');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ message: expect.stringContaining('Ви'), interview: { status: 'accepted', acceptedSlot: 1, responseMessage: 'Passer fint!', canRespond: false, canCancel: true } });

      expect(await cardStatus(card.cardId)).toBe(StatusId.ItSuits);
      const history = await db().select().from(offerCandidateHistory).where(eq(offerCandidateHistory.offerCandidateId, card.cardId)).orderBy(asc(offerCandidateHistory.id));
      expect(history.at(-1)).toMatchObject({ fromStatus: StatusId.New, toStatus: StatusId.ItSuits, changedByUserId: boss.userId });
      expect((await eventsOf(card.cardId)).at(-1)).toEqual({ kind: 'interview_accepted', body: 'Passer fint!', side: 'candidate', interviewId });

      const row = await interviewRow(interviewId);
      const accepted = slots[1]!;
      const [toAnna] = await interviewMails(anna, 'interview_accepted');
      const [toBoss] = await interviewMails(boss, 'interview_accepted');
      expect(toAnna).toMatchObject({ locale: 'ua', subject: expect.stringContaining('Співбесіду підтверджено') });
      expect(toBoss).toMatchObject({ locale: 'no', subject: expect.stringContaining('har takket ja') });
      expect(toBoss?.text).toContain('Passer fint!');
      // Oslo's clock for the employer in Norway; Anna also sees Kyiv's.
      expect(toBoss?.text).not.toContain('din tid');
      expect(toAnna?.text).toContain(wallClock(accepted.startsAt, 'Europe/Kyiv').slice(11, 16));
      for (const [mail, summary] of [
        [toAnna, 'Співбесіда: Тесля – Fjordbygg AS'],
        [toBoss, 'Intervju: Tømrer – Fjordbygg AS'],
      ] as const) {
        const ics = calendarOf(mail as OutboxMessage);
        expect(ics).toMatchObject({
          method: 'REQUEST',
          uid: row.icalUid,
          sequence: 0,
          status: 'CONFIRMED',
          startTzid: 'Europe/Oslo',
          startLocal: wallClock(accepted.startsAt, 'Europe/Oslo'),
          endLocal: wallClock(new Date(Date.parse(accepted.startsAt) + 45 * 60_000).toISOString(), 'Europe/Oslo'),
          startUtc: accepted.startsAt,
          timeZones: ['Europe/Oslo'],
          location: 'Kongens gate 1, Oslo',
          events: 1,
        });
        expect(ics.summary).toBe(summary);
        expect(ics.organizer.toLowerCase()).toBe(`mailto:${boss.email}`.toLowerCase());
        expect(ics.attendee.toLowerCase()).toBe(`mailto:${anna.email}`.toLowerCase());
      }
    });

    it('answers the same acceptance again without a second mail, and refuses another answer', async () => {
      const again = await respond(anna, interviewId, { slotIndex: 1, message: 'Passer fint!' });
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json().interview.status).toBe('accepted');
      expect(await interviewMails(anna, 'interview_accepted')).toHaveLength(1);
      expect((await respond(anna, interviewId, { slotIndex: 0 })).json()).toMatchObject({ code: 'interview_already_answered' });
      expect((await respond(anna, interviewId, { decline: true })).statusCode).toBe(409);
    });

    it('gives the accepted interview’s calendar file to its two sides only', async () => {
      for (const who of [boss, anna]) {
        const res = await call(who, 'GET', `/v1/interviews/${interviewId}/calendar.ics`);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
        expect(parseInterviewCalendar(res.body)).toMatchObject({ uid: (await interviewRow(interviewId)).icalUid, startTzid: 'Europe/Oslo', startUtc: slots[1]!.startsAt });
      }
      expect((await call(rival, 'GET', `/v1/interviews/${interviewId}/calendar.ics`)).statusCode).toBe(404);
      expect((await call(bob, 'GET', `/v1/interviews/${interviewId}/calendar.ics`)).statusCode).toBe(404);
    });

    it('is cancelled by the candidate: both get the CANCEL of the same event with a higher sequence; a repeat answers the same', async () => {
      const uid = (await interviewRow(interviewId)).icalUid;
      expect((await cancel(bob, interviewId)).statusCode).toBe(404);
      expect((await cancel(rival, interviewId)).statusCode).toBe(404);
      const res = await cancel(anna, interviewId, { message: 'Я захворіла.' }, 'ua');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().interview).toMatchObject({ status: 'cancelled', cancelledBy: 'candidate', canCancel: false, statusTitle: expect.any(String) });
      expect(await interviewRow(interviewId)).toMatchObject({ status: 'cancelled', icalSequence: 1, cancelledBy: 'candidate' });
      for (const account of [anna, boss]) {
        const mails = await interviewMails(account, 'interview_cancelled');
        expect(mails).toHaveLength(1);
        expect(calendarOf(mails[0] as OutboxMessage)).toMatchObject({ method: 'CANCEL', uid, sequence: 1, status: 'CANCELLED', startTzid: 'Europe/Oslo', startUtc: slots[1]!.startsAt });
      }
      const [toBoss] = await interviewMails(boss, 'interview_cancelled');
      expect(toBoss).toMatchObject({ locale: 'no', subject: expect.stringContaining('Intervju avlyst') });
      expect(toBoss?.text).toContain('Я захворіла.');
      expect((await eventsOf(card.cardId)).at(-1)).toEqual({ kind: 'interview_cancelled', body: 'Я захворіла.', side: 'candidate', interviewId });

      const again = await cancel(anna, interviewId);
      expect(again.statusCode).toBe(200);
      expect((await cancel(boss, interviewId)).statusCode).toBe(200);
      expect(await interviewMails(boss, 'interview_cancelled')).toHaveLength(1);
      expect((await respond(anna, interviewId, { slotIndex: 0 })).statusCode).toBe(409);
      expect((await call(anna, 'GET', `/v1/interviews/${interviewId}/calendar.ics`)).statusCode).toBe(404);
    });

    it('is cancelled by the employer while it waits: the candidate is told, without a calendar file', async () => {
      const made = await propose(boss, { cardId: card.cardId, slots: [{ startsAt: slotAt(6), durationMinutes: 30 }], onlineUrl: 'https://meet.example.com/fjordbygg' });
      expect(made.statusCode, made.body).toBe(201);
      const id = made.json().interview.id as number;
      const bossMails = (await mailsTo(db(), boss.email)).length;
      const res = await cancel(boss, id, {}, 'no');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ message: expect.any(String), interview: { status: 'cancelled', cancelledBy: 'employer' } });
      const mails = await interviewMails(anna, 'interview_cancelled');
      expect(mails.at(-1)).toMatchObject({ locale: 'ua', attachments: null });
      expect(mails.at(-1)?.text).toContain('https://meet.example.com/fjordbygg');
      expect((await mailsTo(db(), boss.email)).length).toBe(bossMails);
      // Nothing waits any more: the employer may propose again.
      expect((await propose(boss, { cardId: card.cardId, slots: [{ startsAt: slotAt(8), durationMinutes: 30 }], place: 'Oslo' })).statusCode).toBe(201);
    });
  });

  describe('declining and later stages', () => {
    it('declines: the employer is mailed in their language with the message; a repeat answers the same; nothing else follows', async () => {
      const cara = await readyCandidate(t.app, db(), { firstName: 'Cara', lastName: 'Lind' });
      const own = await appliedCard(t.app, db(), boss, cara);
      const proposed = twoSlots();
      const id = (await propose(boss, { cardId: own.cardId, slots: proposed, place: 'Oslo' })).json().interview.id as number;
      const res = await respond(cara, id, { decline: true, message: 'I took another job.' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ message: 'You declined the invitation. The employer has been told.', interview: { status: 'declined', acceptedSlot: null } });
      expect(await cardStatus(own.cardId)).toBe(StatusId.New);
      const declined = (await interviewMails(boss, 'interview_declined')).at(-1);
      expect(declined).toMatchObject({ locale: 'no', subject: expect.stringContaining('Cara Lind har takket nei'), attachments: null });
      expect(declined?.text).toContain('I took another job.');
      expect(declined?.text).toContain(`${wallClock(proposed[1]!.startsAt, 'Europe/Oslo').slice(11, 16)}–`);
      expect(declined?.text).toContain('Du kan foreslå andre tidspunkter i samtalen.');
      expect((await eventsOf(own.cardId)).map((event) => event.kind)).toEqual(['interview_proposed', 'interview_declined']);
      expect((await respond(cara, id, { decline: true })).statusCode).toBe(200);
      expect((await interviewMails(boss, 'interview_declined')).filter((mail) => mail.subject.includes('Cara'))).toHaveLength(1);
      expect((await respond(cara, id, { slotIndex: 0 })).statusCode).toBe(409);
      const cancelled = await cancel(boss, id);
      expect(cancelled.statusCode).toBe(409);
      expect(cancelled.json()).toMatchObject({ code: 'interview_already_answered' });
    });

    it('leaves a card already past the meeting stage where it is', async () => {
      const dan = await readyCandidate(t.app, db(), { firstName: 'Dan', lastName: 'Berg' });
      const own = await appliedCard(t.app, db(), boss, dan);
      await db().update(offerCandidates).set({ status: StatusId.OfferPresented }).where(eq(offerCandidates.id, own.cardId));
      const id = (await propose(boss, { cardId: own.cardId, slots: twoSlots(), place: 'Oslo' })).json().interview.id as number;
      expect((await respond(dan, id, { slotIndex: 0 })).statusCode).toBe(200);
      expect(await cardStatus(own.cardId)).toBe(StatusId.OfferPresented);
      const moves = await db()
        .select()
        .from(offerCandidateHistory)
        .where(and(eq(offerCandidateHistory.offerCandidateId, own.cardId), eq(offerCandidateHistory.toStatus, StatusId.ItSuits)));
      expect(moves).toEqual([]);
    });

    it('shows the candidate the meeting at once after an opened card, and mails no stage of it later', async () => {
      const eva = await readyCandidate(t.app, db(), { firstName: 'Eva', lastName: 'Lund' });
      const own = await appliedCard(t.app, db(), boss, eva);
      // The first open (8 → 12) opens the card's stage-mail window.
      expect((await call(boss, 'POST', `/v1/client-offer/applied/${own.cardId}/update`, { status: StatusId.Indefinite })).statusCode).toBe(200);
      expect(await db().select().from(pipelineStageMails).where(eq(pipelineStageMails.offerCandidateId, own.cardId))).toHaveLength(1);
      const id = (await propose(boss, { cardId: own.cardId, slots: twoSlots(), place: 'Oslo' })).json().interview.id as number;
      expect((await respond(eva, id, { slotIndex: 0 })).statusCode).toBe(200);
      const applications = (await call(eva, 'GET', '/v1/candidate/applications')).json().items as { id: number; stage: { id: string } }[];
      expect(applications.find((item) => item.id === own.cardId)?.stage.id).toBe('shortlisted');
      expect(await db().select().from(pipelineStageMails).where(eq(pipelineStageMails.offerCandidateId, own.cardId))).toEqual([]);
    });
  });

  it('puts the interviews in both sides’ data exports', async () => {
    const ofAnna = await interviewsExport(db(), anna.userId, AccountType.Candidate);
    expect(ofAnna.length).toBeGreaterThanOrEqual(3);
    expect(ofAnna.find((item) => item.status === 'cancelled' && item.acceptedSlot === 1)).toMatchObject({
      cardId: card.cardId,
      offer: { id: card.offerId, employer: 'Fjordbygg AS' },
      place: 'Kongens gate 1, Oslo',
      note: 'Ta med fagbrev.',
      timeZone: 'Europe/Oslo',
      responseMessage: 'Passer fint!',
      cancelledBy: 'candidate',
    });
    const ofBoss = await interviewsExport(db(), boss.userId, AccountType.Client);
    expect(ofBoss.map((item) => item.id)).toEqual(expect.arrayContaining(ofAnna.map((item) => item.id)));
    expect(await interviewsExport(db(), rival.userId, AccountType.Client)).toEqual([]);
  });
});
