import { z } from 'zod';
import { ACCOUNT_TYPES, AccountType, type StaticDocumentKey } from './enums.ts';
import { ErrorKey } from './errors.ts';
import {
  booleanish,
  currentPassword,
  emailAddress,
  entityId,
  listOf,
  newPassword,
  personName,
  phoneInput,
  requiredText,
} from './fields.ts';
import { COMPANY_NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, TAX_ID_MAX_LENGTH } from './limits.ts';
import { LOCALES, parseLocale } from './locale.ts';

/** Refusals of the account calls beyond the shared error keys. */
export const AccountErrorKey = {
  EmailAlreadyConfirmed: 'email_already_confirmed',
  CandidateLoginMaintenance: 'candidate_login_maintenance',
  /** Sign-in refused: an operator blocked the account (issue 26). */
  AccountBlocked: 'account_blocked',
} as const;
export type AccountErrorKey = (typeof AccountErrorKey)[keyof typeof AccountErrorKey];

/** Success message keys of the account calls (the spec's toasts). */
export const AccountMessageKey = {
  LoginSuccessfully: 'login_successfully',
  SaveSuccess: 'save_success',
  PasswordChanged: 'password_changed_successfully',
  PasswordChangeMailSent: 'password_change_mail_sended',
  EmailConfirmed: 'mail_confirmation_thank_you',
  ConfirmationMailResent: 'confirmation_mail_resent',
  ClientRegistered: 'client_register_success',
  AccountDeleteMailSent: 'account_delete_mail_sended',
  AccountDeleted: 'account_deleted',
} as const;
export type AccountMessageKey = (typeof AccountMessageKey)[keyof typeof AccountMessageKey];

/**
 * A consent in a registration or settings form: either a bare id (ticked) or
 * { consent, isAcceptance }. Normalised to { consent, isAcceptance }.
 */
export const consentAnswer = z.preprocess(
  (value) =>
    typeof value === 'object' && value !== null ? value : { consent: value, isAcceptance: true },
  z.object({
    consent: entityId,
    isAcceptance: booleanish.default(true),
  }),
);
export type ConsentAnswer = z.infer<typeof consentAnswer>;

const registrationBase = {
  firstName: personName,
  lastName: personName,
  email: emailAddress,
  password: newPassword,
  phone: phoneInput,
};

/** The account's language is the request's X-LOCALE, so the body carries none. */
export const candidateRegistration = z.object({
  ...registrationBase,
  candidateProfileConsents: listOf(consentAnswer),
});
export type CandidateRegistration = z.infer<typeof candidateRegistration>;

export const clientRegistration = z.object({
  ...registrationBase,
  name: requiredText(COMPANY_NAME_MAX_LENGTH),
  // Any country's tax id (NIP, organisasjonsnummer, ...), so only its presence and length are checked.
  licTradNum: z.preprocess((v) => (typeof v === 'number' ? String(v) : v), requiredText(TAX_ID_MAX_LENGTH)),
  clientProfileConsents: listOf(consentAnswer),
});
export type ClientRegistration = z.infer<typeof clientRegistration>;

export const loginRequest = z.object({
  username: requiredText(320),
  password: z.string({ error: ErrorKey.FieldRequired }).min(1, { error: ErrorKey.FieldRequired }).max(PASSWORD_MAX_LENGTH),
});

export const tokenPair = z.object({ token: z.string(), refresh_token: z.string() });
export type TokenPair = z.infer<typeof tokenPair>;

/** Without refresh_token the server reads its HttpOnly cookie (the web app's way). */
export const refreshRequest = z.object({ refresh_token: requiredText(512).optional() });
export const tokenRequest = z.object({ token: requiredText(512) });
export const passwordResetRequest = z.object({ username: emailAddress });
export const passwordResetConfirmation = z.object({ token: requiredText(512), password: newPassword });

export const passwordChange = z
  .object({ passwordCurrent: currentPassword, password: newPassword })
  .refine((v) => v.password !== v.passwordCurrent, {
    path: ['password'],
    error: ErrorKey.NewPasswordDifferent,
  });

export const accountDeletionRequest = z.object({ passwordCurrent: currentPassword });

/** GET /v1/public/user/account-delete/confirmation?token=: the account the link would delete, for its page to name. */
export const accountDeletionLink = z.object({ email: z.string() });
export type AccountDeletionLink = z.infer<typeof accountDeletionLink>;

/** 'uk' means ua and 'en-GB' means en; a code naming none of the four locales is invalid_value. */
export const localeChange = z.object({
  locale: z
    .string({ error: ErrorKey.FieldRequired })
    .trim()
    .min(1, { error: ErrorKey.FieldRequired })
    .transform((v) => parseLocale(v) ?? v)
    .pipe(z.enum(LOCALES, { error: ErrorKey.InvalidValue })),
});

export const consentsUpdate = z.object({ consents: listOf(consentAnswer) });

export const accountTypeSchema = z.enum(ACCOUNT_TYPES);

/** GET /v1/public/dictionary/consents?accountType=MemberClient */
export const consentsQuery = z.object({ accountType: accountTypeSchema.optional() });

export const consentItem = z.object({
  id: z.number().int(),
  title: z.string(),
  accountType: accountTypeSchema,
  isRequired: z.boolean(),
  checked: z.boolean(),
});
export type ConsentItem = z.infer<typeof consentItem>;

/**
 * The static document each terms and privacy consent accepts (its page: /documents/{key}); consent ids are
 * a contract, so both sides name the document by id.
 */
export const CONSENT_DOCUMENTS: Readonly<Partial<Record<number, StaticDocumentKey>>> = {
  1: 'terms-candidate',
  2: 'privacy-candidate',
  11: 'terms-client',
  12: 'privacy-client',
};

export const userConsent = z.object({ consent: z.number().int(), isAcceptance: z.boolean() });
export type UserConsent = z.infer<typeof userConsent>;

/** A stored phone: ISO country, its dial code digits ('47') and the national number. */
export const phoneView = z.object({ country: z.string(), country_code: z.string(), number: z.string() });
export type PhoneView = z.infer<typeof phoneView>;

export const userPrimary = z.object({
  id: z.number().int(),
  accountType: z.enum([...ACCOUNT_TYPES, AccountType.Operator]),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  locale: z.enum(LOCALES),
  phone: phoneView.nullable(),
  userConsents: z.array(userConsent),
  enforcePasswordChange: z.boolean(),
  isEmailConfirmed: z.boolean(),
  isPhoneConfirmed: z.boolean(),
});
export type UserPrimary = z.infer<typeof userPrimary>;

/** POST /v1/public/candidate/fs: a session plus the route the web app goes to. */
export const oneTimeLoginAnswer = tokenPair.extend({ redirect: z.string() });
export type OneTimeLoginAnswer = z.infer<typeof oneTimeLoginAnswer>;

export const localeChangeAnswer = z.object({ message: z.string(), locale: z.enum(LOCALES) });

export const idRef = z.object({ id: z.number().int() });
export const titledRef = z.object({ id: z.number().int(), title: z.string() });

/** GET /v1/client-profile/show */
export const clientProfileShow = z.object({
  name: z.string(),
  licTradNum: z.string(),
  street: z.string().nullable(),
  propertyNumber: z.string().nullable(),
  apartmentNumber: z.string().nullable(),
  zipCode: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  contactEmail: z.string().nullable(),
  contactPhone: z.object({ number: z.string().nullable() }),
  status: idRef,
  isEmailConfirmed: z.boolean(),
});
export type ClientProfileShow = z.infer<typeof clientProfileShow>;


