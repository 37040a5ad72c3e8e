import { describe, expect, it } from 'vitest';
import { conversationMailDue, messageTextParts } from './conversations.ts';
import { proposeInterviewBody, slotsOutsideWindow } from './interviews.ts';

describe('a message’s text on display', () => {
  it('makes http and https links clickable and keeps the rest text, trailing punctuation included', () => {
    expect(messageTextParts('Call at https://meet.example.com/abc. Or <b>not</b>')).toEqual([
      { kind: 'text', text: 'Call at ' },
      { kind: 'link', text: 'https://meet.example.com/abc', href: 'https://meet.example.com/abc' },
      { kind: 'text', text: '. Or <b>not</b>' },
    ]);
    expect(messageTextParts('javascript:alert(1) and ftp://x')).toEqual([{ kind: 'text', text: 'javascript:alert(1) and ftp://x' }]);
    expect(messageTextParts('')).toEqual([]);
  });
});

describe('the mail throttle', () => {
  const now = new Date('2026-12-06T12:00:00Z');
  it('mails the first message, then at most once per 15 minutes', () => {
    expect(conversationMailDue(null, now)).toBe(true);
    expect(conversationMailDue(new Date('2026-12-06T11:46:00Z'), now)).toBe(false);
    expect(conversationMailDue(new Date('2026-12-06T11:45:00Z'), now)).toBe(true);
  });
});

describe('an interview proposal', () => {
  const slot = { startsAt: '2027-03-10T09:00:00+01:00', durationMinutes: 60 };
  const issues = (body: object) => {
    const result = proposeInterviewBody.safeParse(body);
    return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
  };

  it('takes 1 to 3 slots and either a place or an https link', () => {
    expect(issues({ cardId: 1, slots: [slot], place: 'Oslo' })).toEqual([]);
    expect(issues({ cardId: 1, slots: [slot], onlineUrl: 'https://meet.example.com/x' })).toEqual([]);
    expect(issues({ cardId: 1, slots: [], place: 'Oslo' })).toEqual(['slots:field_required']);
    expect(issues({ cardId: 1, slots: [slot, slot, slot, slot], place: 'Oslo' })).toContain('slots:invalid_value');
    expect(issues({ cardId: 1, slots: [slot], place: 'Oslo', onlineUrl: 'https://meet.example.com/x' })).toEqual(['place:interview_place_or_online']);
    expect(issues({ cardId: 1, slots: [slot], place: '  ' })).toEqual(['place:interview_place_or_online']);
    expect(issues({ cardId: 1, slots: [slot], onlineUrl: 'http://meet.example.com/x' })).toEqual(['onlineUrl:interview_invalid_url']);
    expect(issues({ cardId: 1, slots: [slot], onlineUrl: 'javascript:alert(1)' })).toEqual(['onlineUrl:interview_invalid_url']);
  });

  it('refuses the same start twice, and slots outside the next year', () => {
    expect(issues({ cardId: 1, slots: [slot, { ...slot, startsAt: '2027-03-10T08:00:00Z' }], place: 'Oslo' })).toEqual(['slots.1.startsAt:interview_slots_repeat']);
    const now = new Date('2026-12-06T12:00:00Z');
    expect(slotsOutsideWindow([{ startsAt: '2026-12-06T11:59:00Z' }, { startsAt: '2026-12-07T09:00:00Z' }, { startsAt: '2028-01-10T09:00:00Z' }], now)).toEqual([0, 2]);
  });
});
