/** Helpers for API tests that need candidate and employer accounts: registration, sign-in, their e-mails. */
import { randomBytes } from 'node:crypto';
import { AccountType, type SignUpAccountType, type TokenPair } from '@trades/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { listConsents } from '../features/accounts/index.ts';
import type { Database } from '../infra/db/database.ts';
import { type OutboxMessage, outboxMessages } from '../infra/mail/outbox.tables.ts';

export const PASSWORD = 'Sveis1234';

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}.${randomBytes(4).toString('hex')}@example.com`;
}

/** Ids of every required consent of an account type, as the sign-up form ticks them. */
export async function requiredConsentIds(db: Database, accountType: SignUpAccountType): Promise<number[]> {
  return (await listConsents(db, accountType)).filter((c) => c.isRequired).map((c) => c.id);
}

export async function candidateBody(db: Database, overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Piotr',
    lastName: 'Kowalski',
    email: uniqueEmail('candidate'),
    password: PASSWORD,
    phone: { country: 'PL', number: '512 345 678' },
    candidateProfileConsents: await requiredConsentIds(db, AccountType.Candidate),
    ...overrides,
  };
}

export async function clientBody(db: Database, overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Ingrid',
    lastName: 'Hansen',
    email: uniqueEmail('employer'),
    password: PASSWORD,
    phone: { country: 'NO', number: '412 34 567' },
    name: 'Fjordbygg AS',
    licTradNum: '923456783',
    clientProfileConsents: await requiredConsentIds(db, AccountType.Client),
    ...overrides,
  };
}

export interface TestAccount {
  email: string;
  password: string;
  tokens: TokenPair;
  auth: { authorization: string };
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

export async function login(app: FastifyInstance, email: string, password = PASSWORD): Promise<TokenPair> {
  const res = await app.inject({ method: 'POST', url: '/v1/login_check', payload: { username: email, password } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TokenPair;
}

export async function newCandidate(app: FastifyInstance, db: Database, overrides: Record<string, unknown> = {}): Promise<TestAccount> {
  const body = await candidateBody(db, overrides);
  const res = await app.inject({ method: 'POST', url: '/v1/public/candidate/register', payload: body });
  expect(res.statusCode, res.body).toBe(201);
  const tokens = res.json() as TokenPair;
  return { email: body.email, password: body.password, tokens, auth: bearer(tokens.token) };
}

export async function newClient(app: FastifyInstance, db: Database, overrides: Record<string, unknown> = {}): Promise<TestAccount> {
  const body = await clientBody(db, overrides);
  const res = await app.inject({ method: 'POST', url: '/v1/public/client/register', payload: body });
  expect(res.statusCode, res.body).toBe(201);
  const tokens = await login(app, body.email, body.password);
  return { email: body.email, password: body.password, tokens, auth: bearer(tokens.token) };
}

/** The newest e-mail of one template sent to an address. */
export async function latestMail(db: Database, to: string, template: string): Promise<OutboxMessage> {
  const [row] = await db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, to), eq(outboxMessages.template, template)))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  expect(row, `no ${template} mail to ${to}`).toBeDefined();
  return row as OutboxMessage;
}

export async function mailsTo(db: Database, to: string): Promise<OutboxMessage[]> {
  return db.select().from(outboxMessages).where(eq(outboxMessages.recipient, to));
}

/** The token at the end of the first link to `path` in a mail's text. */
export function linkToken(mail: OutboxMessage, path: string): string {
  const match = new RegExp(`${path}/([A-Za-z0-9_-]+)`).exec(mail.text);
  expect(match, `no ${path} link in:\n${mail.text}`).not.toBeNull();
  return (match as RegExpExecArray)[1] as string;
}

/** Form-urlencoded body from flat bracket-notation pairs. */
export function formBody(fields: Record<string, string>): { payload: string; headers: Record<string, string> } {
  return {
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  };
}

/** Multipart body from flat bracket-notation pairs. */
export function multipartBody(fields: Record<string, string>): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----trades${randomBytes(6).toString('hex')}`;
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    payload: Buffer.from(`${parts.join('')}--${boundary}--\r\n`),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
