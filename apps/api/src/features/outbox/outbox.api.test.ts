import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config/config.ts';
import { mailAttachments } from '../../infra/mail/delivery.ts';
import { createOutbox } from '../../infra/mail/outbox.ts';
import { outboxMessages } from '../../infra/mail/outbox.tables.ts';
import { type TestApp, createTestApp, openTestDatabase } from '../../test/test-app.ts';
import { extractLinks, prefersHtml } from './outbox.service.ts';

const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

describe('outbox service rules', () => {
  it('finds every distinct link without trailing punctuation', () => {
    expect(extractLinks('Open https://x.test/mail/confirmation/abc. Or http://x.test/a?b=1, then https://x.test/mail/confirmation/abc')).toEqual([
      'https://x.test/mail/confirmation/abc',
      'http://x.test/a?b=1',
    ]);
    expect(extractLinks('no links here ftp://x')).toEqual([]);
  });

  it('tells browsers from API clients', () => {
    expect(prefersHtml(BROWSER_ACCEPT)).toBe(true);
    expect(prefersHtml('text/html')).toBe(true);
    expect(prefersHtml('application/json')).toBe(false);
    expect(prefersHtml('*/*')).toBe(false);
    expect(prefersHtml(undefined)).toBe(false);
    expect(prefersHtml('application/json, text/html')).toBe(false);
    expect(prefersHtml('text/html;q=0.5, application/json')).toBe(false);
    expect(prefersHtml('text/html;q=0, */*')).toBe(false);
  });
});

describe('mail reading and the development outbox', () => {
  let t: TestApp;
  const outbox = createOutbox('http://localhost:3000', async () => undefined);

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const sendMail = (to: string, subject: string, url = 'http://localhost:3000/mail/confirmation/tok123') =>
    outbox.email(t.database.db, {
      to,
      locale: 'pl',
      template: 'test_mail',
      content: { subject, heading: subject, paragraphs: ['Witaj <b>Ola</b>'], action: { label: 'Potwierdź', url } },
    });

  it('returns a stored e-mail by its reading token', async () => {
    const message = await sendMail('ola@example.com', 'Potwierdź adres');
    const res = await t.app.inject({ method: 'POST', url: '/v1/public/user/mail/reading', payload: { token: message.readingToken } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = res.json();
    expect(body).toMatchObject({ subject: 'Potwierdź adres', channel: 'email', locale: 'pl' });
    expect(body.html).toContain('Witaj &lt;b&gt;Ola&lt;/b&gt;');
    expect(body.html).toContain(`/mail/reading/${message.readingToken}`);
    expect(body.text).toContain('Potwierdź: http://localhost:3000/mail/confirmation/tok123');
    expect(new Date(body.createdAt).getTime()).not.toBeNaN();
  });

  it('lets a "view in browser" link expire after 90 days', async () => {
    const fresh = await sendMail('old@example.com', 'Old');
    const read = () => t.app.inject({ method: 'POST', url: '/v1/public/user/mail/reading', payload: { token: fresh.readingToken } });
    await t.database.db.update(outboxMessages).set({ createdAt: new Date(Date.now() - 89 * 86_400_000) }).where(eq(outboxMessages.id, fresh.id));
    expect((await read()).statusCode).toBe(200);
    await t.database.db.update(outboxMessages).set({ createdAt: new Date(Date.now() - 91 * 86_400_000) }).where(eq(outboxMessages.id, fresh.id));
    expect((await read()).statusCode).toBe(404);
  });

  it('accepts the token as a form field', async () => {
    const message = await sendMail('form@example.com', 'Form');
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/public/user/mail/reading',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${message.readingToken}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().subject).toBe('Form');
  });

  it('answers 404 for an unknown token and 422 without one', async () => {
    const unknown = await t.app.inject({ method: 'POST', url: '/v1/public/user/mail/reading', payload: { token: 'nope' }, headers: { 'x-locale': 'no' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Ikke funnet.', code: 'not_found', formErrors: {} });
    const missing = await t.app.inject({ method: 'POST', url: '/v1/public/user/mail/reading', payload: {} });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().formErrors).toEqual({ token: ['field_required'] });
  });

  it('lists the newest 50 messages with their links', async () => {
    for (let i = 0; i < 52; i++) await sendMail(`bulk${i}@example.com`, `Bulk ${i}`, `http://localhost:3000/mail/confirmation/bulk${i}`);
    const res = await t.app.inject({ method: 'GET', url: '/dev/outbox', headers: { accept: 'application/json' } });
    expect(res.statusCode).toBe(200);
    const { items } = res.json();
    expect(items).toHaveLength(50);
    expect(items[0]).toMatchObject({
      recipient: 'bulk51@example.com',
      subject: 'Bulk 51',
      channel: 'email',
      template: 'test_mail',
      status: 'pending',
      locale: 'pl',
    });
    expect(items[0].readingUrl).toBe(`http://localhost:3000/mail/reading/${items[0].readingToken}`);
    expect(items[0].links).toEqual(['http://localhost:3000/mail/confirmation/bulk51', items[0].readingUrl]);
    expect(items[1].recipient).toBe('bulk50@example.com');
    expect(items.map((i: { id: number }) => i.id)).toEqual([...items.map((i: { id: number }) => i.id)].sort((a, b) => b - a));
  });

  it('shows the extra headers a message is sent with', async () => {
    const headers = { 'List-Unsubscribe': '<http://localhost:3000/v1/public/job-alerts/unsubscribe?token=u1>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
    await outbox.email(t.database.db, {
      to: 'alerts@example.com',
      locale: 'en',
      template: 'test_mail',
      content: { subject: 'New offers', heading: 'New offers', paragraphs: ['Two new offers'] },
      headers,
    });
    const { items } = (await t.app.inject({ method: 'GET', url: '/dev/outbox', headers: { accept: 'application/json' } })).json();
    expect(items[0]).toMatchObject({ recipient: 'alerts@example.com', headers });
    expect(items[1].headers).toEqual({});
  });

  it('stores the files a mail is sent with and lists them whole', async () => {
    const calendar = { filename: 'interview.ics', contentType: 'text/calendar; charset=utf-8; method=REQUEST', content: 'BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n' };
    await outbox.email(t.database.db, {
      to: 'invite@example.com',
      locale: 'no',
      template: 'test_mail',
      content: { subject: 'Intervju', heading: 'Intervju', paragraphs: ['Se vedlegget'] },
      attachments: [calendar],
    });
    await sendMail('plain@example.com', 'No files');
    const { items } = (await t.app.inject({ method: 'GET', url: '/dev/outbox', headers: { accept: 'application/json' } })).json();
    expect(items[1]).toMatchObject({ recipient: 'invite@example.com', attachments: [calendar] });
    expect(items[0]).toMatchObject({ recipient: 'plain@example.com', attachments: [] });
  });

  it('hands a calendar file to the mail transport as the invitation it is, and other files as attachments', () => {
    const calendar = { filename: 'interview.ics', contentType: 'text/calendar; charset=utf-8; method=CANCEL', content: 'BEGIN:VCALENDAR\r\nMETHOD:CANCEL\r\nEND:VCALENDAR' };
    const notes = { filename: 'notes.txt', contentType: 'text/plain', content: 'hello' };
    expect(mailAttachments([calendar, notes])).toEqual({
      icalEvent: { filename: 'interview.ics', method: 'CANCEL', content: calendar.content },
      attachments: [{ filename: 'notes.txt', contentType: 'text/plain', content: 'hello' }],
    });
    expect(mailAttachments([{ ...calendar, contentType: 'text/calendar' }]).icalEvent).toMatchObject({ method: 'CANCEL' });
    expect(mailAttachments([])).toEqual({ attachments: [] });
  });

  it('is JSON for fetch and curl style Accept headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dev/outbox', headers: { accept: '*/*' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().items.length).toBeGreaterThan(0);
  });
});

describe('/dev/outbox content negotiation and production', () => {
  const apps: FastifyInstance[] = [];
  const drops: (() => Promise<void>)[] = [];
  const webDist = mkdtempSync(path.join(os.tmpdir(), 'trades-web-'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>web app</title><div id="root"></div>');

  async function appWith(env: Record<string, string>) {
    const { handle, drop } = await openTestDatabase();
    drops.push(drop);
    const config = loadConfig({
      DATA_DIR: path.join(os.tmpdir(), 'trades-test'),
      JWT_SECRET: 'x'.repeat(40),
      LOG_LEVEL: 'silent',
      ...env,
    });
    const app = await buildApp({ config, database: handle, webDistDir: webDist, logger: false });
    apps.push(app);
    return app;
  }

  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const drop of drops) await drop();
  });

  it('gives a browser the web app in development', async () => {
    const app = await appWith({ NODE_ENV: 'development' });
    const page = await app.inject({ method: 'GET', url: '/dev/outbox', headers: { accept: BROWSER_ACCEPT } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('web app');
    const json = await app.inject({ method: 'GET', url: '/dev/outbox', headers: { accept: 'application/json' } });
    expect(json.statusCode).toBe(200);
    expect(json.json()).toEqual({ items: [] });
  });

  it('is not there in production', async () => {
    const app = await appWith({ NODE_ENV: 'production' });
    const json = await app.inject({ method: 'GET', url: '/dev/outbox', headers: { accept: 'application/json' } });
    expect(json.statusCode).toBe(404);
    expect(json.json()).toMatchObject({ code: 'not_found' });
  });
});

describe('/dev/outbox is for the developer machine only', () => {
  let t: TestApp;
  afterAll(() => t.close());

  it('answers 404 to a socket that is not loopback, whatever the forwarded headers say', async () => {
    t = await createTestApp();
    const local = await t.app.inject({ method: 'GET', url: '/dev/outbox', headers: { accept: 'application/json' } });
    expect(local.statusCode).toBe(200);
    for (const headers of [{}, { 'x-forwarded-for': '127.0.0.1' }, { host: 'localhost', 'x-real-ip': '::1' }]) {
      const remote = await t.app.inject({ method: 'GET', url: '/dev/outbox', remoteAddress: '10.0.0.5', headers: { accept: 'application/json', ...headers } });
      expect(remote.statusCode).toBe(404);
      const browser = await t.app.inject({ method: 'GET', url: '/dev/outbox', remoteAddress: '203.0.113.7', headers: { accept: BROWSER_ACCEPT, ...headers } });
      expect(browser.statusCode).toBe(404);
    }
    const mapped = await t.app.inject({ method: 'GET', url: '/dev/outbox', remoteAddress: '::ffff:127.0.0.1', headers: { accept: 'application/json' } });
    expect(mapped.statusCode).toBe(200);
  });

  it('is off when an SMTP transport is configured', async () => {
    const withSmtp = await createTestApp({ env: { SMTP_URL: 'smtp://mail.example.com:587' } });
    try {
      const res = await withSmtp.app.inject({ method: 'GET', url: '/dev/outbox', headers: { accept: 'application/json' } });
      expect(res.statusCode).toBe(404);
    } finally {
      await withSmtp.close();
    }
  });
});
