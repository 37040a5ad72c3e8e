import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, fetchWithin, launchBrowser, newPage, seriousA11yViolations, stage } from './browser.ts';
import { PASSWORD, call, candidateUpToStep8, dayFromNow, employerWithPublishedOffer, linkPath, toast, withTokens } from './builders.ts';
import { PHONE, countRequests, layoutFaults, settle, sweep } from './phone-sweep.ts';

/*
 * Conversations (issue 27) on a phone: the employer writes from the candidate panel and invites to an interview; the
 * candidate follows the mail's link through sign-in, reads, replies and accepts a time; the card moves to the meeting
 * stage and the calendar file is in the outbox; the employer's note never reaches the candidate.
 */

const EMPLOYER_TEXT = 'Can you start on the 15th? The site: https://example.com/site?id=7';
const REPLY = 'Yes, I can start then. <b>Thanks</b>';
const NOTE = 'Strong on formwork, ask about the crane course.';

interface OutboxEntry {
  recipient: string;
  template: string;
  text: string;
  attachments: { filename: string; contentType: string; content: string }[];
}

async function mailsTo(recipient: string, template: string): Promise<OutboxEntry[]> {
  const response = await fetchWithin(`${baseUrl()}/dev/outbox`, { headers: { accept: 'application/json' } });
  const body = (await response.json()) as { items: OutboxEntry[] };
  return body.items.filter((mail) => mail.recipient.toLowerCase() === recipient.toLowerCase() && mail.template === template);
}

const dayName = (day: Date) => new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()));

/** Picks a day in a slot's date picker, turning months until it shows. */
async function pickSlotDay(page: Page, slot: number, day: Date): Promise<void> {
  await page.getByRole('group', { name: `Time ${slot}` }).getByRole('button', { name: /^Day/ }).click();
  // The calendar first: a month turned before it has opened would pass the day by.
  await page.getByRole('button', { name: 'Next month' }).waitFor();
  const button = page.getByRole('button', { name: dayName(day), exact: true });
  const shownMonth = page.locator('[class*="calendarHeaderLevel"]').first();
  for (let turns = 0; !(await button.isVisible()); turns += 1) {
    if (turns > 14) throw new Error(`no ${dayName(day)} in the picker`);
    const before = await shownMonth.textContent();
    await page.getByRole('button', { name: 'Next month' }).click();
    await expect.poll(() => shownMonth.textContent()).not.toBe(before);
  }
  await button.click();
  await button.waitFor({ state: 'detached' });
}

describe('conversations, interviews and notes in the browser (issue 27)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('the employer writes and invites; the candidate reads, replies and accepts a time; the card moves and the calendar file is sent; the note stays the employer’s', { timeout: 300_000 }, async () => {
    stage('employer and an applicant');
    const employer = await employerWithPublishedOffer('conversations');
    const candidate = await candidateUpToStep8('conversations', 'Halina', 'Wiadomska');
    expect((await call('/v1/candidate-profile/wizard/8', candidate.tokens.token, 'POST', {})).status).toBe(200);
    const applied = await call(`/v1/candidate-offer/apply/${employer.offerId}`, candidate.tokens.token, 'POST', { availableFrom: dayFromNow(5) });
    expect(applied.status, JSON.stringify(applied.json)).toBeLessThan(300);

    /* The employer, on a phone, writes from the candidate panel: a double tap sends one message. */
    stage('employer writes');
    const boss = await newPage(browser, PHONE);
    await withTokens(boss.context, employer.tokens);
    const page = boss.page;
    await page.goto(`/user/offer/candidates/${employer.offerId}#selfApplications`);
    // The cookie notice sits over the bottom of the screen until it is answered, as for anyone.
    await page.getByRole('button', { name: 'OK, got it' }).click();
    const card = page.locator('[data-testid^="candidate-card-"]').filter({ hasText: 'Halina Wiadomska' });
    await card.getByTestId('candidate-open').click();
    const panel = page.getByRole('dialog', { name: /Halina Wiadomska/ });
    await panel.waitFor();
    await panel.getByRole('tab', { name: 'Messages' }).click();
    await panel.getByText('No messages yet. Your first message starts the conversation.').waitFor();
    const sends = countRequests(page, 'POST', /^\/v1\/conversations(\/\d+\/messages)?$/);
    await panel.getByRole('textbox', { name: 'Your message' }).fill(EMPLOYER_TEXT);
    await panel.getByRole('button', { name: 'Send' }).dblclick();
    await panel.getByTestId('conversation-message').first().waitFor();
    await page.waitForTimeout(500);
    expect(sends(), 'one request for a double tap').toBe(1);
    expect(await panel.getByTestId('conversation-message').count()).toBe(1);
    expect(await panel.getByRole('textbox', { name: 'Your message' }).inputValue(), 'the composer is cleared after the send').toBe('');
    expect(await seriousA11yViolations(page), 'the panel’s messages').toEqual([]);

    /* An interview with two times, online. */
    stage('employer invites');
    await panel.getByRole('button', { name: 'Invite to an interview' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite Halina Wiadomska to an interview' });
    await dialog.waitFor();
    const first = new Date(Date.now() + 4 * 86_400_000);
    await pickSlotDay(page, 1, first);
    await dialog.getByRole('group', { name: 'Time 1' }).getByLabel(/^Start/).fill('10:30');
    await dialog.getByRole('button', { name: 'Add another time' }).click();
    await pickSlotDay(page, 2, new Date(first.getTime() + 86_400_000));
    await dialog.getByRole('group', { name: 'Time 2' }).getByLabel(/^Start/).fill('14:00');
    // Neither a place nor a link: said on the form, nothing sent.
    await dialog.getByRole('button', { name: 'Send the invitation' }).click();
    await dialog.getByText('Give either a place or a link to an online meeting.').waitFor();
    await dialog.getByText('Online', { exact: true }).click();
    await dialog.getByLabel(/Meeting link/).fill('https://meet.example.com/halina');
    expect(await layoutFaults(page), 'the interview dialog at 390 px').toEqual([]);
    expect(await seriousA11yViolations(page), 'the interview dialog').toEqual([]);
    const invitations = countRequests(page, 'POST', '/v1/interviews');
    await dialog.getByRole('button', { name: 'Send the invitation' }).dblclick();
    await toast(page, 'The invitation has been sent to the candidate.');
    await dialog.waitFor({ state: 'detached' });
    expect(invitations(), 'one invitation for a double click').toBe(1);

    /* A private note. */
    stage('employer notes');
    await panel.getByText('Only you see these notes; the candidate does not.').waitFor();
    await panel.getByLabel('New note').fill(NOTE);
    await panel.getByRole('button', { name: 'Add the note' }).dblclick();
    await panel.getByTestId('card-note').filter({ hasText: NOTE }).waitFor();
    await page.waitForTimeout(500);
    expect(await panel.getByTestId('card-note').count(), 'one note for a double click').toBe(1);
    expect(await layoutFaults(page), 'the panel at 390 px').toEqual([]);
    await boss.context.close();

    /* The candidate follows the mail's link, signed out: sign-in, then the conversation. */
    stage('candidate follows the mail');
    const [mail] = await mailsTo(candidate.email, 'conversation_new_message');
    expect(mail, 'the new message is mailed').toBeDefined();
    const link = linkPath(mail?.text ?? '', '/user/conversations/');
    const own = await newPage(browser, PHONE);
    const cpage = own.page;
    await cpage.goto(link);
    await cpage.waitForURL((url) => url.pathname === '/sign-in');
    await cpage.getByRole('textbox', { name: 'E-mail' }).fill(candidate.email);
    await cpage.getByLabel('Password').first().fill(PASSWORD);
    await cpage.getByRole('button', { name: 'Sign in', exact: true }).click();
    await cpage.waitForURL((url) => /^\/user\/conversations\/\d+$/.test(url.pathname));
    await cpage.getByRole('button', { name: 'OK, got it' }).click();

    stage('candidate reads and replies');
    const message = cpage.getByTestId('conversation-message').filter({ hasText: 'Can you start on the 15th?' });
    await message.waitFor();
    // Links are links, with no way back to the page; anything else stays text.
    expect(await message.getByRole('link', { name: 'https://example.com/site?id=7' }).getAttribute('rel')).toBe('noopener noreferrer nofollow');
    await cpage.getByRole('textbox', { name: 'Your message' }).fill(REPLY);
    await cpage.getByRole('button', { name: 'Send' }).click();
    await cpage.getByText(REPLY).waitFor();
    expect(await cpage.locator('b', { hasText: 'Thanks' }).count(), 'HTML stays text').toBe(0);
    expect(await layoutFaults(cpage), 'the conversation at 390 px').toEqual([]);
    expect(await seriousA11yViolations(cpage), 'the conversation').toEqual([]);

    /* The interview in the conversation: the second time is accepted, once for a double tap. */
    stage('candidate accepts');
    const interview = cpage.getByTestId('interview-card').first();
    await interview.getByRole('radio').nth(1).check();
    const answers = countRequests(cpage, 'POST', /\/v1\/interviews\/\d+\/respond$/);
    await interview.getByRole('button', { name: 'Accept' }).dblclick();
    await toast(cpage, /You accepted the interview/);
    await interview.getByRole('button', { name: 'Add to calendar' }).waitFor();
    expect(answers(), 'one answer for a double tap').toBe(1);

    // The application now stands at the meeting, at once.
    await cpage.goto('/user/applications');
    await settle(cpage);
    expect(await cpage.getByTestId('application-stage').first().textContent()).toBe('Shortlisted for a meeting');
    // The employer's note is nowhere for the candidate: not on her pages, not through the API.
    expect(await cpage.getByText(NOTE).count()).toBe(0);
    expect(await layoutFaults(cpage), 'my applications with the interview at 390 px').toEqual([]);
    await own.context.close();

    stage('the card moved and the calendar file went out');
    const meeting = await call<{ items: { id: number; candidate?: unknown }[] }>(`/v1/client-offer/${employer.offerId}/it-suits/list`, employer.tokens.token);
    expect(meeting.status).toBe(200);
    expect(meeting.json.items, 'the card is in the meeting stage').toHaveLength(1);
    const cardId = meeting.json.items[0]?.id as number;
    const notes = await call(`/v1/client-candidate/${cardId}/notes`, candidate.tokens.token);
    expect(notes.status, 'a candidate cannot read notes').toBe(403);
    for (const recipient of [candidate.email, employer.email]) {
      const [accepted] = await mailsTo(recipient, 'interview_accepted');
      const file = accepted?.attachments[0];
      expect(file?.contentType, recipient).toMatch(/^text\/calendar/);
      expect(file?.filename).toMatch(/\.ics$/);
      expect(file?.content).toContain('METHOD:REQUEST');
      expect(file?.content).toMatch(/DTSTART;TZID=Europe\/Oslo:\d{8}T\d{6}/);
      expect(file?.content).toContain('BEGIN:VTIMEZONE');
    }
  });

  for (const language of [
    { locale: 'pl', browserLocale: 'pl-PL', htmlLang: 'pl' },
    { locale: 'ua', browserLocale: 'uk-UA', htmlLang: 'uk' },
  ] as const) {
    it(`the conversations pages fit a phone and speak ${language.locale}`, { timeout: 180_000 }, async () => {
      const employer = await employerWithPublishedOffer(`conversations-${language.locale}`);
      const candidate = await candidateUpToStep8(`conversations-${language.locale}`, 'Ołeksandra', 'Bondarenko-Wiśniewska', language.locale);
      expect((await call('/v1/candidate-profile/wizard/8', candidate.tokens.token, 'POST', {})).status).toBe(200);
      const applied = await call<{ id?: number }>(`/v1/candidate-offer/apply/${employer.offerId}`, candidate.tokens.token, 'POST', { availableFrom: dayFromNow(5) });
      expect(applied.status).toBeLessThan(300);
      const applications = await call<{ items: { id: number }[] }>('/v1/candidate/applications', candidate.tokens.token);
      const applicationId = applications.json.items[0]?.id as number;
      const started = await call<{ conversation: { id: number } }>('/v1/conversations', candidate.tokens.token, 'POST', { applicationId, text: 'Dzień dobry! Czy praca jest od poniedziałku? https://example.com/x' });
      expect(started.status).toBe(201);
      const { context, page } = await newPage(browser, { ...PHONE, locale: language.browserLocale });
      await withTokens(context, candidate.tokens);
      expect(await sweep(page, ['/user/conversations', `/user/conversations/${started.json.conversation.id}`], language.htmlLang)).toEqual([]);
      expect(await seriousA11yViolations(page), `the conversation in ${language.locale}`).toEqual([]);
      await context.close();
    });
  }
});
