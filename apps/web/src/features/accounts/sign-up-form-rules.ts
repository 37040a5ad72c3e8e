import {
  AccountType,
  type SignUpAccountType,
  type ConsentAnswer,
  type ConsentItem,
  ErrorKey,
  type Locale,
  candidateRegistration,
  clientRegistration,
  phoneCountryForLocale,
} from '@trades/contracts';
import type { z } from 'zod';
import { serverFieldErrors, zodValidator } from '@/lib/forms';
import { missingRequiredConsents } from './account-rules';

/* The sign-up form of both tabs: its values, the request bodies and validation on the shared schemas. */

export interface SignUpValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  phone: { country: string; number: string };
  /** Company name (employer tab only). */
  name: string;
  /** Tax id (employer tab only). */
  licTradNum: string;
  consents: ConsentAnswer[];
}

export type CandidateRegistrationBody = z.input<typeof candidateRegistration>;
export type ClientRegistrationBody = z.input<typeof clientRegistration>;

/** A new form: empty, the phone prefix started as on the contact form, from the interface language. */
export function emptySignUp(locale: Locale): SignUpValues {
  return {
    firstName: '',
    lastName: '',
    email: '',
    password: '',
    phone: { country: phoneCountryForLocale(locale), number: '' },
    name: '',
    licTradNum: '',
    consents: [],
  };
}

const CONSENTS_FIELD = {
  [AccountType.Candidate]: 'candidateProfileConsents',
  [AccountType.Client]: 'clientProfileConsents',
} as const;

export function candidateRegistrationBody(values: SignUpValues): CandidateRegistrationBody {
  const { firstName, lastName, email, password, phone, consents } = values;
  return { firstName, lastName, email, password, phone, candidateProfileConsents: consents };
}

export function clientRegistrationBody(values: SignUpValues): ClientRegistrationBody {
  const { firstName, lastName, email, password, phone, consents, name, licTradNum } = values;
  return { firstName, lastName, email, password, phone, name, licTradNum, clientProfileConsents: consents };
}

/** The API names the consent list per account type; the form calls it `consents`. */
function toFormField(accountType: SignUpAccountType, path: string): string {
  const apiField = CONSENTS_FIELD[accountType];
  return path === apiField || path.startsWith(`${apiField}.`) ? `consents${path.slice(apiField.length)}` : path;
}

function renameFields(accountType: SignUpAccountType, errors: Record<string, string>): Record<string, string> {
  const renamed: Record<string, string> = {};
  for (const [path, key] of Object.entries(errors)) renamed[toFormField(accountType, path)] ??= key;
  return renamed;
}

/**
 * Field errors (message keys) of the form: the very schema the API validates with, plus the
 * required consents of the account type (field_required on each unticked one).
 */
export function validateSignUp(accountType: SignUpAccountType, values: SignUpValues, consentItems: ConsentItem[]): Record<string, string> {
  const errors =
    accountType === AccountType.Candidate
      ? zodValidator(candidateRegistration)(candidateRegistrationBody(values))
      : zodValidator(clientRegistration)(clientRegistrationBody(values));
  const formErrors = renameFields(accountType, errors);
  for (const index of missingRequiredConsents(values.consents, consentItems)) {
    formErrors[`consents.${index}`] ??= ErrorKey.FieldRequired;
  }
  return formErrors;
}

/** A 422 answer of a registration as form errors, and whether any concerned the consents. */
export function signUpServerErrors(accountType: SignUpAccountType, error: unknown): { fields: Record<string, string>; consents: boolean } {
  const fields = renameFields(accountType, serverFieldErrors(error));
  const consents = Object.entries(fields).some(
    ([path, key]) => path === 'consents' || path.startsWith('consents.') || key === ErrorKey.RequiredConsents,
  );
  return { fields, consents };
}
