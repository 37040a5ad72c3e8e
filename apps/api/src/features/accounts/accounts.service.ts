import {
  AccountErrorKey,
  AccountType,
  type SignUpAccountType,
  AvailabilityStatus,
  type CandidateRegistration,
  type ClientProfileShow,
  type ClientRegistration,
  type ConsentAnswer,
  type ConsentHistory,
  type ConsentItem,
  type ErrorCode,
  ErrorKey,
  type Locale,
  type PhoneView,
  type TokenPair,
  type UserPrimary,
  StatusId,
  WIZARD_FIRST_STEP,
  formatTimestamp,
  normalizeLocale,
} from '@trades/contracts';
import type { AccessClaims } from '../../infra/auth/access-token.ts';
import { isCommonPassword } from '../../infra/auth/common-passwords.ts';
import { hashToken } from '../../infra/auth/secure-token.ts';
import { hashPassword, verifyPassword } from '../../infra/auth/passwords.ts';
import type { Executor } from '../../infra/db/database.ts';
import { AppError } from '../../infra/http/errors.ts';
import type { OutboxMessage } from '../../infra/mail/outbox.tables.ts';
import { callingCodeOf, validatePhone } from '../../infra/phone/phone.ts';
import { type AccountMailTemplate, accountMail, accountMailUrl, passwordChangedMail } from './accounts.mails.ts';
import {
  consentEventsOf,
  findClientProfile,
  findUserByEmail,
  findUserById,
  insertCandidateProfile,
  insertClientProfile,
  insertUser,
  listConsents,
  saveUserConsents,
  updateUser,
  userConsentsOf,
} from './accounts.repository.ts';
import type { UserRow } from './accounts.tables.ts';
import { passwordCheckSubject, signInSubject } from './attempt-limits.ts';
import { beginAttempt, clearAttempts } from './attempts.repository.ts';
import { checkConsentAnswers } from './consent-rules.ts';
import { enrolWithSecret } from './second-factor.service.ts';
import { isPlausibleSignUpTaxId } from './tax-id.ts';
import { type AccountsDeps, consumeLinkToken, createLinkToken, endSessions, startSession } from './sessions.service.ts';
import { countRecentUserTokens, expireUserTokens, findLiveUserToken, findUserToken } from './tokens.repository.ts';

/** Reset e-mails one address may receive in an hour; further requests get the same answer and no mail. */
export const PASSWORD_RESETS_PER_HOUR = 3;

/** A password from the common-password list is refused wherever a password is set. */
function refuseCommonPassword(password: string, field = 'password'): void {
  if (isCommonPassword(password)) throw AppError.validation({ [field]: [ErrorKey.CommonPassword] }, ErrorKey.CommonPassword);
}

/** A new account starts Active (2): the verification notice then depends on the e-mail alone. */
export const NEW_ACCOUNT_STATUS = StatusId.Active;

/** The user behind a valid access token; a token of a deleted account is no longer a session. */
async function requireUser(db: Executor, userId: number): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user) throw AppError.unauthorized();
  return user;
}

function userLocale(user: Pick<UserRow, 'locale'>): Locale {
  return normalizeLocale(user.locale);
}

/** Writes one of the account e-mails, with a fresh link token, to the outbox. */
async function writeAccountMail(
  db: Executor,
  deps: Pick<AccountsDeps, 'config' | 'outbox'>,
  user: UserRow,
  template: AccountMailTemplate,
): Promise<OutboxMessage> {
  const token = await createLinkToken(db, user.id, template);
  const locale = userLocale(user);
  const url = accountMailUrl(deps.config.PUBLIC_URL, locale, template, token, user.accountType);
  return deps.outbox.email(db, {
    to: user.email,
    locale,
    template,
    userId: user.id,
    content: accountMail(template, locale, user.firstName, url),
  });
}

function phoneViewOf(user: Pick<UserRow, 'phoneCountry' | 'phoneNumber'>): PhoneView | null {
  if (!user.phoneCountry || !user.phoneNumber) return null;
  return {
    country: user.phoneCountry,
    country_code: (callingCodeOf(user.phoneCountry) ?? '').replace('+', ''),
    number: user.phoneNumber,
  };
}

interface AccountInput {
  accountType: AccountType;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  phone: { country: string; number: string };
  consents: ConsentAnswer[];
  consentsField: 'candidateProfileConsents' | 'clientProfileConsents';
  locale: Locale;
}

/**
 * The checks a registration needs the database for, reported together: phone, consents and a
 * taken e-mail. Field errors go out as 422; a taken e-mail alone is a 409.
 */
async function createAccount(
  deps: AccountsDeps,
  input: AccountInput,
  createProfile: (tx: Executor, user: UserRow) => Promise<void>,
  profileErrors: Partial<Record<string, [ErrorKey]>> = {},
): Promise<UserRow> {
  const phone = validatePhone(input.phone.country, input.phone.number);
  const consentCheck = checkConsentAnswers(input.consents, await listConsents(deps.db), input.accountType, 'registration');
  const emailTaken = (await findUserByEmail(deps.db, input.email)) !== undefined;
  const commonPassword = isCommonPassword(input.password);
  const profileRefused = Object.keys(profileErrors).length > 0;
  if (!phone.valid || consentCheck.errors.length > 0 || commonPassword || profileRefused) {
    const formErrors: Record<string, string[]> = { ...(profileErrors as Record<string, string[]>) };
    if (commonPassword) formErrors.password = [ErrorKey.CommonPassword];
    if (!phone.valid) formErrors.phone = [ErrorKey.InvalidPhone];
    if (consentCheck.errors.length > 0) formErrors[input.consentsField] = consentCheck.errors;
    if (emailTaken) formErrors.email = [ErrorKey.EmailTaken];
    // A code names the one problem when there is one: the refused consents, or the profile's field alone.
    const onlyProfileError = Object.keys(formErrors).length === 1 && profileRefused ? Object.values(profileErrors)[0]?.[0] : undefined;
    throw AppError.validation(formErrors, consentCheck.requiredRefused ? ErrorKey.RequiredConsents : (onlyProfileError ?? ErrorKey.ValidationError));
  }
  if (emailTaken) throw AppError.conflict(ErrorKey.EmailTaken, { email: [ErrorKey.EmailTaken] });

  const passwordHash = await hashPassword(input.password);
  const { user, mail } = await deps.db.transaction(async (tx) => {
    const user = await insertUser(tx, {
      email: input.email,
      passwordHash,
      accountType: input.accountType,
      firstName: input.firstName,
      lastName: input.lastName,
      phoneCountry: input.phone.country.toUpperCase(),
      phoneNumber: phone.nationalNumber,
      locale: input.locale,
      lastSignedInAt: deps.now(),
    });
    // Two registrations racing for one e-mail: the unique index lets only one through.
    if (!user) throw AppError.conflict(ErrorKey.EmailTaken, { email: [ErrorKey.EmailTaken] });
    await createProfile(tx, user);
    await saveUserConsents(tx, user.id, consentCheck.answers, 'registration', deps.now());
    const mail = await writeAccountMail(tx, deps, user, 'mail_confirmation');
    return { user, mail };
  });
  await deps.outbox.flush([mail]);
  return user;
}

/** POST /v1/public/candidate/register: the new candidate is signed in at once. */
export async function registerCandidate(
  deps: AccountsDeps,
  input: CandidateRegistration,
  locale: Locale,
): Promise<TokenPair> {
  const user = await createAccount(
    deps,
    { ...input, accountType: AccountType.Candidate, consents: input.candidateProfileConsents, consentsField: 'candidateProfileConsents', locale },
    (tx, user) =>
      insertCandidateProfile(tx, {
        userId: user.id,
        status: NEW_ACCOUNT_STATUS,
        wizardStep: WIZARD_FIRST_STEP,
        availableStatus: AvailabilityStatus.Orange,
      }),
  );
  return startSession(deps.db, deps, user);
}

/** POST /v1/public/client/register: the employer signs in afterwards, with a main brand named after the company. */
export async function registerClient(deps: AccountsDeps, input: ClientRegistration, locale: Locale): Promise<void> {
  await createAccount(
    deps,
    { ...input, accountType: AccountType.Client, consents: input.clientProfileConsents, consentsField: 'clientProfileConsents', locale },
    async (tx, user) => {
      await insertClientProfile(tx, { userId: user.id, status: NEW_ACCOUNT_STATUS, name: input.name, licTradNum: input.licTradNum });
      await deps.createCompanyBrand(tx, user.id, input.name, deps.now());
    },
    isPlausibleSignUpTaxId(input.licTradNum, input.phone.country) ? {} : { licTradNum: [ErrorKey.InvalidTaxId] },
  );
}

/**
 * POST /v1/public/user/mail/confirmation. Any link (used, expired or not) of an address already confirmed is 409
 * email_already_confirmed, so its page can say so and lead on instead of calling it invalid.
 */
export async function confirmEmail(deps: AccountsDeps, token: string): Promise<void> {
  try {
    await deps.db.transaction(async (tx) => {
      const link = await consumeLinkToken(tx, token, 'mail_confirmation');
      // An older link, still unused, of an address confirmed since: the same answer (the rollback keeps it unused).
      if ((await findUserById(tx, link.userId))?.isEmailConfirmed) throw AppError.conflict(AccountErrorKey.EmailAlreadyConfirmed);
      await updateUser(tx, link.userId, { isEmailConfirmed: true });
    });
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== ErrorKey.InvalidToken) throw error;
    const issued = await findUserToken(deps.db, hashToken(token), 'mail_confirmation');
    const user = issued ? await findUserById(deps.db, issued.userId) : undefined;
    throw user?.isEmailConfirmed ? AppError.conflict(AccountErrorKey.EmailAlreadyConfirmed) : error;
  }
}

/** How a resend is asked for by someone other than the owner (an operator, issue 26). */
export interface ResendOptions {
  /** The code of the 409 when the address is already confirmed, worded for the asker. */
  alreadyConfirmed?: ErrorCode;
  /** Work of the caller in the mail's transaction (the operator's audit). */
  alongside?: (tx: Executor) => Promise<void>;
}

/** POST /v1/candidate/resend-confirm-mail (and the operator's resend): a new link; earlier ones stay valid until they expire. */
export async function resendConfirmationMail(
  deps: Pick<AccountsDeps, 'db' | 'config' | 'outbox'>,
  userId: number,
  options: ResendOptions = {},
): Promise<void> {
  const mail = await deps.db.transaction(async (tx) => {
    const user = await requireUser(tx, userId);
    if (user.isEmailConfirmed) throw AppError.conflict(options.alreadyConfirmed ?? AccountErrorKey.EmailAlreadyConfirmed);
    const written = await writeAccountMail(tx, deps, user, 'mail_confirmation');
    await options.alongside?.(tx);
    return written;
  });
  await deps.outbox.flush([mail]);
}

/**
 * POST /v1/public/user/password/reset. The caller gets the same answer, after the same work,
 * whether or not the account exists: the request only queues this lookup, which runs after the
 * answer is sent. An existing account receives the e-mail, at most PASSWORD_RESETS_PER_HOUR an hour.
 */
export function requestPasswordReset(deps: AccountsDeps, email: string): void {
  deps.background.run(() => sendPasswordResetMail(deps, email));
}

/** The queued half of a reset request: the e-mail to an existing account, within its hourly budget. */
export async function sendPasswordResetMail(deps: AccountsDeps, email: string): Promise<void> {
  const now = deps.now();
  const mail = await deps.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user) return undefined;
    const recent = await countRecentUserTokens(tx, user.id, 'password_reset', new Date(now.getTime() - 3_600_000));
    if (recent >= PASSWORD_RESETS_PER_HOUR) return undefined;
    return writeAccountMail(tx, deps, user, 'password_reset');
  });
  if (mail) await deps.outbox.flush([mail]);
}

/**
 * POST /v1/public/user/password/reset/confirmation. Sets the password, ends every session and
 * every other reset link. The link came by e-mail, so it also proves the address. An invited
 * operator's link (issue 26) sets the first password the same way.
 */
export async function resetPassword(deps: AccountsDeps, token: string, password: string): Promise<void> {
  refuseCommonPassword(password);
  const passwordHash = await hashPassword(password);
  const userId = await deps.db.transaction(async (tx) => {
    const link = await consumeLinkToken(tx, token, ['password_reset', 'operator_invitation']);
    const user = await findUserById(tx, link.userId);
    await updateUser(tx, link.userId, { passwordHash, enforcePasswordChange: false, isEmailConfirmed: true });
    await expireUserTokens(tx, link.userId, 'password_reset', new Date());
    await expireUserTokens(tx, link.userId, 'operator_invitation', new Date());
    await endSessions(tx, link.userId);
    // The owner proved the address: the account's sign-in lock ends with the new password.
    await clearAttempts(tx, [passwordCheckSubject(link.userId), ...(user ? [signInSubject(user.email)] : [])]);
    return link.userId;
  });
  deps.sessions.forgetUser(userId);
}

/** GET /v1/user/show: the caller's own account. */
export async function showUser(db: Executor, userId: number): Promise<UserPrimary> {
  const user = await requireUser(db, userId);
  return {
    id: user.id,
    accountType: user.accountType,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    locale: userLocale(user),
    phone: phoneViewOf(user),
    userConsents: await userConsentsOf(db, user.id),
    enforcePasswordChange: user.enforcePasswordChange,
    isEmailConfirmed: user.isEmailConfirmed,
    isPhoneConfirmed: user.isPhoneConfirmed,
  };
}

/** PUT /v1/user/locale */
export async function changeLocale(db: Executor, userId: number, locale: Locale): Promise<void> {
  await requireUser(db, userId);
  await updateUser(db, userId, { locale });
}

/**
 * A stolen session must not become a way to guess the password: wrong current passwords are
 * counted per account and lock the checks for a while (429), like failed sign-ins.
 */
async function requireCurrentPassword(deps: AccountsDeps, user: UserRow, passwordCurrent: string): Promise<void> {
  const subject = passwordCheckSubject(user.id);
  if (await beginAttempt(deps.db, subject, deps.now())) throw new AppError(ErrorKey.TooManyPasswordAttempts, {}, 429);
  if (!(await verifyPassword(user.passwordHash, passwordCurrent))) {
    throw AppError.validation({ passwordCurrent: [ErrorKey.InvalidCurrentPassword] });
  }
  await clearAttempts(deps.db, [subject]);
}

/**
 * POST /v1/user/change/password. The caller's own session stays; the user's other sessions end,
 * since a password change often follows a suspicion that someone else is signed in.
 */
export async function changePassword(
  deps: AccountsDeps,
  caller: AccessClaims,
  input: { passwordCurrent: string; password: string },
): Promise<void> {
  const user = await requireUser(deps.db, caller.userId);
  await requireCurrentPassword(deps, user, input.passwordCurrent);
  refuseCommonPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  const locale = userLocale(user);
  const mail = await deps.db.transaction(async (tx) => {
    await updateUser(tx, user.id, { passwordHash, enforcePasswordChange: false });
    await endSessions(tx, user.id, caller.sessionId);
    // The owner hears of it at once, with a way back in should it not have been them.
    return deps.outbox.email(tx, {
      to: user.email,
      locale,
      template: 'password_changed',
      userId: user.id,
      content: passwordChangedMail(deps.config.PUBLIC_URL, locale, user.firstName, formatTimestamp(deps.now().toISOString(), locale)),
    });
  });
  deps.sessions.forgetUser(user.id);
  await deps.outbox.flush([mail]);
}

/** POST /v1/user/delete: nothing is deleted until the link in the e-mail is followed. */
export async function requestAccountDeletion(deps: AccountsDeps, userId: number, passwordCurrent: string): Promise<void> {
  const user = await requireUser(deps.db, userId);
  await requireCurrentPassword(deps, user, passwordCurrent);
  const mail = await deps.db.transaction((tx) => writeAccountMail(tx, deps, user, 'account_delete'));
  await deps.outbox.flush([mail]);
}

/**
 * GET of a deletion link: the e-mail of the account it would delete, the link left unused, so opening it (a mail
 * scanner does) deletes nothing; the page's button does. An unknown, used or expired link is invalid_token, as its POST.
 */
export async function accountOfDeletionLink(db: Executor, token: string): Promise<{ email: string }> {
  const link = await findLiveUserToken(db, hashToken(token), 'account_delete', new Date());
  const user = link ? await findUserById(db, link.userId) : undefined;
  if (!user) throw new AppError(ErrorKey.InvalidToken, {}, 400);
  return { email: user.email };
}

/** The account named by a deletion link, the link used up at once (the privacy feature erases it in the same transaction). */
export async function takeAccountDeletionLink(tx: Executor, token: string): Promise<number> {
  return (await consumeLinkToken(tx, token, 'account_delete')).userId;
}

/** POST /v1/user/consents: only consents of the caller's account type; required ones stay accepted. */
export async function updateConsents(db: Executor, caller: AccessClaims, given: ConsentAnswer[], now: Date): Promise<void> {
  const user = await requireUser(db, caller.userId);
  const check = checkConsentAnswers(given, await listConsents(db), user.accountType, 'update');
  if (check.errors.length > 0) {
    throw AppError.validation(
      { consents: check.errors },
      check.requiredRefused ? ErrorKey.RequiredConsents : ErrorKey.ValidationError,
    );
  }
  await saveUserConsents(db, user.id, check.answers, 'settings', now);
}

/** GET /v1/user/consents/history: each consent's title in the caller's language, with the text version answered. */
export async function consentHistoryOf(db: Executor, userId: number, locale: Locale): Promise<ConsentHistory> {
  const rows = await consentEventsOf(db, userId);
  return {
    items: rows.map((row) => ({
      consent: row.consent,
      title: row.title[locale] ?? row.title.en ?? '',
      isAcceptance: row.isAcceptance,
      textVersion: row.textVersion,
      source: row.source,
      occurredAt: row.occurredAt.toISOString(),
    })),
  };
}

/** GET /v1/public/dictionary/consents */
export async function consentDictionary(db: Executor, locale: Locale, accountType?: SignUpAccountType): Promise<ConsentItem[]> {
  const rows = await listConsents(db, accountType);
  return rows.map((row) => ({
    id: row.id,
    title: row.title[locale] ?? row.title.en ?? '',
    accountType: row.accountType,
    isRequired: row.isRequired,
    checked: false,
  }));
}

/** GET /v1/client-profile/show */
export async function showClientProfile(db: Executor, userId: number): Promise<ClientProfileShow> {
  const user = await requireUser(db, userId);
  const profile = await findClientProfile(db, userId);
  if (!profile) throw AppError.notFound();
  return {
    name: profile.name,
    licTradNum: profile.licTradNum,
    street: profile.street,
    propertyNumber: profile.propertyNumber,
    apartmentNumber: profile.apartmentNumber,
    zipCode: profile.zipCode,
    city: profile.city,
    country: profile.country,
    contactEmail: profile.contactEmail,
    contactPhone: { number: profile.contactPhoneNumber },
    status: { id: profile.status },
    isEmailConfirmed: user.isEmailConfirmed,
  };
}

/**
 * The first operator, from the settings (OPERATOR_EMAIL, OPERATOR_PASSWORD, OPERATOR_TOTP_SECRET) at every start:
 * created, or its password set again when it changed; confirmed, never asked to sign up; with a TOTP secret, enrolled
 * with it. An e-mail that belongs to a candidate or an employer is refused rather than turned into staff.
 */
export async function ensureOperator(
  db: Executor,
  credentials: { email: string; password: string; totpSecret?: string },
): Promise<'created' | 'updated' | 'unchanged'> {
  const now = new Date();
  const existing = await findUserByEmail(db, credentials.email);
  if (existing && existing.accountType !== AccountType.Operator) {
    throw new Error(`OPERATOR_EMAIL ${credentials.email} belongs to a candidate's or an employer's account`);
  }
  if (existing) {
    const enrolled = credentials.totpSecret !== undefined && (await enrolWithSecret(db, existing, credentials.totpSecret, now));
    if ((await verifyPassword(existing.passwordHash, credentials.password)) && existing.isEmailConfirmed) return enrolled ? 'updated' : 'unchanged';
    await updateUser(db, existing.id, { passwordHash: await hashPassword(credentials.password), isEmailConfirmed: true });
    return 'updated';
  }
  const created = await insertUser(db, {
    email: credentials.email,
    passwordHash: await hashPassword(credentials.password),
    accountType: AccountType.Operator,
    firstName: 'Operator',
    lastName: '',
    isEmailConfirmed: true,
  });
  if (created && credentials.totpSecret !== undefined) await enrolWithSecret(db, created, credentials.totpSecret, now);
  return 'created';
}
