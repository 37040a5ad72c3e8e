import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  type ErrorCode,
  ErrorKey,
  type Locale,
  PHONE_CODE_LENGTH,
  PHONE_CODE_MAX_ATTEMPTS,
  PHONE_CODE_RESEND_SECONDS,
  PHONE_CODE_TTL_SECONDS,
  type PhoneCodeRequest,
  ProfileErrorKey,
  normalizeLocale,
} from '@trades/contracts';
import { and, count, desc, eq, gte, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../infra/db/database.ts';
import { AppError } from '../../infra/http/errors.ts';
import type { Outbox } from '../../infra/mail/outbox.ts';
import { type PhoneCheck, validateInternationalPhone, validatePhone } from '../../infra/phone/phone.ts';
import { users } from '../accounts/accounts.tables.ts';
import { type PhoneVerificationRow, phoneVerifications } from './phone-verification.tables.ts';

export interface PhoneVerificationDeps {
  db: Executor;
  outbox: Outbox;
  /** Key of the code hashes (derived from the server secret). */
  secret: string;
  now: () => Date;
  /** Codes the whole site may send in an hour (SMS_HOURLY_BUDGET). */
  hourlyBudget: number;
  /**
   * Marks the number proven wherever it is stored besides the account: the candidate profile's phones, whose feature reads
   * the confirmed numbers from here, so this is handed in where the app is composed.
   */
  markConfirmed: (tx: Executor, userId: number, e164: string) => Promise<void>;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * SMS budgets against SMS pumping (codes sent to numbers someone is paid for): per account 5 an
 * hour and 10 a day, per number one a minute and 5 a day, whoever asks, and a site-wide hourly
 * budget. Each refusal names its own limit.
 */
export const SMS_LIMITS = {
  perAccountHour: 5,
  perAccountDay: 10,
  perNumberDay: 5,
} as const;

interface SmsCounts {
  accountLastHour: number;
  accountLastDay: number;
  numberLastDay: number;
  numberLastSentAt: Date | undefined;
  siteLastHour: number;
}

/** The first budget a new code would exceed, as its error key; undefined when the code may go. */
export function exceededSmsBudget(counts: SmsCounts, now: Date, hourlyBudget: number): ErrorCode | undefined {
  if (counts.accountLastHour >= SMS_LIMITS.perAccountHour) return ErrorKey.SmsAccountHourlyLimit;
  if (counts.accountLastDay >= SMS_LIMITS.perAccountDay) return ErrorKey.SmsAccountDailyLimit;
  if (counts.numberLastSentAt && now.getTime() - counts.numberLastSentAt.getTime() < PHONE_CODE_RESEND_SECONDS * 1000) return ProfileErrorKey.ResendSmsError;
  if (counts.numberLastDay >= SMS_LIMITS.perNumberDay) return ErrorKey.SmsNumberDailyLimit;
  if (counts.siteLastHour >= hourlyBudget) return ErrorKey.SmsGlobalLimit;
  return undefined;
}

async function smsCounts(tx: Executor, userId: number, e164: string, now: Date): Promise<SmsCounts> {
  const hourAgo = new Date(now.getTime() - HOUR_MS);
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const total = async (where: ReturnType<typeof and>) => Number((await tx.select({ n: count() }).from(phoneVerifications).where(where))[0]?.n ?? 0);
  const [last] = await tx
    .select({ createdAt: phoneVerifications.createdAt })
    .from(phoneVerifications)
    .where(eq(phoneVerifications.e164, e164))
    .orderBy(desc(phoneVerifications.createdAt))
    .limit(1);
  return {
    accountLastHour: await total(and(eq(phoneVerifications.userId, userId), gte(phoneVerifications.createdAt, hourAgo))),
    accountLastDay: await total(and(eq(phoneVerifications.userId, userId), gte(phoneVerifications.createdAt, dayAgo))),
    numberLastDay: await total(and(eq(phoneVerifications.e164, e164), gte(phoneVerifications.createdAt, dayAgo))),
    numberLastSentAt: last?.createdAt,
    siteLastHour: await total(and(gte(phoneVerifications.createdAt, hourAgo))),
  };
}

const SMS_TEXT: Record<Locale, (code: string) => string> = {
  pl: (code) => `Twój kod weryfikacyjny: ${code}. Kod jest ważny 10 minut. Nie podawaj go nikomu.`,
  en: (code) => `Your verification code: ${code}. It is valid for 10 minutes. Do not share it with anyone.`,
  no: (code) => `Din bekreftelseskode: ${code}. Koden er gyldig i 10 minutter. Ikke del den med noen.`,
  ua: (code) => `Ваш код підтвердження: ${code}. Код дійсний 10 хвилин. Нікому його не повідомляйте.`,
};

/** A 6-digit code from the system's cryptographic generator. */
export function newPhoneCode(): string {
  return String(randomInt(0, 10 ** PHONE_CODE_LENGTH)).padStart(PHONE_CODE_LENGTH, '0');
}

/** Keyed hash: a stolen table does not give the codes away by trying all million of them. */
export function hashPhoneCode(secret: string, verificationKey: string, code: string): string {
  return createHmac('sha256', secret).update(`phone-code:${verificationKey}:${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/** The number asked for: E.164 text ('+48 512 345 678') or { country, number }. */
export function phoneToVerify(phoneNumber: PhoneCodeRequest['phone_number']): PhoneCheck {
  return typeof phoneNumber === 'string' ? validateInternationalPhone(phoneNumber) : validatePhone(phoneNumber.country, phoneNumber.number);
}

/**
 * POST /v1/communication/phone-number/token/generate: a new code by SMS in the user's language.
 * At most one code a minute per number; a new code ends the user's earlier open codes.
 */
export async function sendPhoneCode(
  deps: PhoneVerificationDeps,
  userId: number,
  phoneNumber: PhoneCodeRequest['phone_number'],
): Promise<{ expiresIn: number; resendIn: number }> {
  const phone = phoneToVerify(phoneNumber);
  if (!phone.valid) throw AppError.validation({ phone_number: [ErrorKey.InvalidPhone] }, ErrorKey.InvalidPhone);
  const now = deps.now();
  const message = await deps.db.transaction(async (tx) => {
    // One sender at a time per user, so the once-a-minute rule holds under parallel requests.
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw AppError.unauthorized();
    const [last] = await tx
      .select()
      .from(phoneVerifications)
      .where(and(eq(phoneVerifications.userId, userId), eq(phoneVerifications.e164, phone.e164)))
      .orderBy(desc(phoneVerifications.createdAt))
      .limit(1);
    if (last?.confirmedAt) throw AppError.conflict(ProfileErrorKey.PhoneAlreadyConfirmed, { phone_number: [ProfileErrorKey.PhoneAlreadyConfirmed] });
    const exceeded = exceededSmsBudget(await smsCounts(tx, userId, phone.e164, now), now, deps.hourlyBudget);
    if (exceeded) throw new AppError(exceeded, { phone_number: [exceeded] }, 429);
    await tx
      .update(phoneVerifications)
      .set({ supersededAt: now })
      .where(and(eq(phoneVerifications.userId, userId), isNull(phoneVerifications.confirmedAt), isNull(phoneVerifications.supersededAt)));
    const code = newPhoneCode();
    const [row] = await tx
      .insert(phoneVerifications)
      .values({ userId, e164: phone.e164, codeHash: 'pending', expiresAt: new Date(now.getTime() + PHONE_CODE_TTL_SECONDS * 1000), createdAt: now })
      .returning();
    const verification = row as PhoneVerificationRow;
    await tx
      .update(phoneVerifications)
      .set({ codeHash: hashPhoneCode(deps.secret, String(verification.id), code) })
      .where(eq(phoneVerifications.id, verification.id));
    const locale = normalizeLocale(user.locale);
    return deps.outbox.sms(tx, { to: phone.e164, locale, template: 'phone_verification', userId, text: SMS_TEXT[locale](code) });
  });
  await deps.outbox.flush([message]);
  return { expiresIn: PHONE_CODE_TTL_SECONDS, resendIn: PHONE_CODE_RESEND_SECONDS };
}

function codeError(key: ErrorCode): AppError {
  return AppError.validation({ code: [key] }, key);
}

/**
 * POST /v1/communication/phone-number/token/verify: checks the user's latest code. Every wrong try
 * counts (at most 5, counted by a conditional UPDATE so parallel tries cannot exceed it); the right
 * one marks the number confirmed in the profile and, for the account's main phone, on the user.
 */
export async function verifyPhoneCode(deps: PhoneVerificationDeps, userId: number, code: string): Promise<{ e164: string }> {
  const now = deps.now();
  const [latest] = await deps.db
    .select()
    .from(phoneVerifications)
    .where(and(eq(phoneVerifications.userId, userId), isNull(phoneVerifications.confirmedAt), isNull(phoneVerifications.supersededAt)))
    .orderBy(desc(phoneVerifications.createdAt))
    .limit(1);
  if (!latest) throw codeError(ProfileErrorKey.InvalidCode);
  if (latest.attempts >= PHONE_CODE_MAX_ATTEMPTS) throw codeError(ProfileErrorKey.TooManyAttempts);
  if (latest.expiresAt.getTime() <= now.getTime()) throw codeError(ProfileErrorKey.CodeExpired);

  // The try is counted on its own (committed), so a wrong code still uses up an attempt.
  const [counted] = await deps.db
    .update(phoneVerifications)
    .set({ attempts: sql`${phoneVerifications.attempts} + 1` })
    .where(
      and(
        eq(phoneVerifications.id, latest.id),
        sql`${phoneVerifications.attempts} < ${PHONE_CODE_MAX_ATTEMPTS}`,
        isNull(phoneVerifications.confirmedAt),
        isNull(phoneVerifications.supersededAt),
      ),
    )
    .returning();
  if (!counted) throw codeError(ProfileErrorKey.TooManyAttempts);
  if (!sameHash(counted.codeHash, hashPhoneCode(deps.secret, String(counted.id), code.trim()))) throw codeError(ProfileErrorKey.InvalidCode);

  return deps.db.transaction(async (tx) => {
    await tx.update(phoneVerifications).set({ confirmedAt: now }).where(eq(phoneVerifications.id, counted.id));
    await deps.markConfirmed(tx, userId, counted.e164);
    const [user] = await tx.select().from(users).where(eq(users.id, userId));
    if (user?.phoneCountry && user.phoneNumber) {
      const main = validatePhone(user.phoneCountry, user.phoneNumber);
      if (main.valid && main.e164 === counted.e164) await tx.update(users).set({ isPhoneConfirmed: true }).where(eq(users.id, userId));
    }
    return { e164: counted.e164 };
  });
}

/** Numbers the user has proven to own (E.164). */
export async function confirmedPhoneNumbers(db: Executor, userId: number): Promise<Set<string>> {
  const rows = await db
    .select({ e164: phoneVerifications.e164 })
    .from(phoneVerifications)
    .where(and(eq(phoneVerifications.userId, userId), isNotNull(phoneVerifications.confirmedAt)));
  return new Set(rows.map((r) => r.e164));
}
