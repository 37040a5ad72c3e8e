import { MESSAGE_REPEAT_WINDOW_SECONDS } from '@trades/contracts';
import { describe, expect, it } from 'vitest';
import { MAIL_EXCERPT_MAX, canWriteNow, isRepeatMessage, mailExcerpt, otherSideOf, personName } from './conversations.rules.ts';

describe('conversation rules', () => {
  const now = new Date('2026-12-06T12:00:00Z');
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

  it('takes the same text from the same sender within the window as one message', () => {
    expect(isRepeatMessage({ body: 'Hello', createdAt: ago(2) }, 'Hello', now)).toBe(true);
    expect(isRepeatMessage({ body: 'Hello', createdAt: ago(MESSAGE_REPEAT_WINDOW_SECONDS) }, 'Hello', now)).toBe(false);
    expect(isRepeatMessage({ body: 'Hello', createdAt: ago(2) }, 'Hello!', now)).toBe(false);
    expect(isRepeatMessage(undefined, 'Hello', now)).toBe(false);
    // The other request of a double tap, stored just after this one read the clock.
    expect(isRepeatMessage({ body: 'Hello', createdAt: ago(-0.005) }, 'Hello', now)).toBe(true);
  });

  it('lets the candidate answer, and the employer only with leave to contact and not blocked', () => {
    const open = { candidatePresent: true, withdrawn: false, blocked: false, employerMayContact: true };
    expect(canWriteNow({ ...open, side: 'employer' })).toBe(true);
    expect(canWriteNow({ ...open, side: 'employer', blocked: true })).toBe(false);
    expect(canWriteNow({ ...open, side: 'employer', employerMayContact: false })).toBe(false);
    expect(canWriteNow({ ...open, side: 'candidate', blocked: true, employerMayContact: false })).toBe(true);
    expect(canWriteNow({ ...open, side: 'candidate', withdrawn: true })).toBe(false);
    expect(canWriteNow({ ...open, side: 'employer', candidatePresent: false })).toBe(false);
  });

  it('quotes a message in a mail as one paragraph of plain text, cut near the limit at a word', () => {
    expect(mailExcerpt('Can you start\n\non the 15th?  <b>x</b>')).toBe('Can you start on the 15th? <b>x</b>');
    const long = 'word '.repeat(100);
    const excerpt = mailExcerpt(long);
    expect([...excerpt].length).toBeLessThanOrEqual(MAIL_EXCERPT_MAX + 1);
    expect(excerpt.endsWith('word…')).toBe(true);
    expect(mailExcerpt('x'.repeat(400))).toBe(`${'x'.repeat(MAIL_EXCERPT_MAX)}…`);
  });

  it('names the sides and people', () => {
    expect(otherSideOf('employer')).toBe('candidate');
    expect(otherSideOf('candidate')).toBe('employer');
    expect(personName(' Anna ', 'Nowak')).toBe('Anna Nowak');
    expect(personName('', null)).toBe('');
  });
});
