/** Account types exactly as the API names them. */
export const AccountType = {
  Candidate: 'MemberCandidate',
  Client: 'MemberClient',
  /** The platform's staff: created from the settings (OPERATOR_EMAIL), never signed up. */
  Operator: 'Operator',
} as const;
export type AccountType = (typeof AccountType)[keyof typeof AccountType];
/** The account types people sign up for (and consents exist for). */
export const ACCOUNT_TYPES = [AccountType.Candidate, AccountType.Client] as const;
export type SignUpAccountType = (typeof ACCOUNT_TYPES)[number];

/** The product's shared status-id enumeration. */
export const StatusId = {
  Draft: 1,
  Active: 2,
  Inactive: 3,
  Archived: 4,
  Verification: 5,
  Verified: 6,
  Paid: 7,
  New: 8,
  ItSuits: 9,
  DoesNotFit: 10,
  ForAnalysis: 11,
  Indefinite: 12,
  Payment: 13,
  Processing: 14,
  Completed: 15,
  Error: 16,
  DraftNoResponse: 17,
  Withdrawn: 18,
  OfferPresented: 19,
  Employed: 20,
} as const;
export type StatusId = (typeof StatusId)[keyof typeof StatusId];

export const OrderStatus = {
  Waiting: 1,
  Processing: 2,
  VerificationFailed: 3,
  PaymentCompleted: 4,
  Canceled: 5,
  Returned: 6,
  Failed: 7,
} as const;
export type OrderStatus = (typeof OrderStatus)[keyof typeof OrderStatus];

/** Candidate availability status: 2 (blue) means available; 4 (orange) is the default. */
export const AvailabilityStatus = {
  Green: 1,
  Available: 2,
  Red: 3,
  Orange: 4,
} as const;
export type AvailabilityStatus = (typeof AvailabilityStatus)[keyof typeof AvailabilityStatus];

/** Static documents served by /v1/public/static-content/page/{docName}. */
export const STATIC_DOCUMENT_KEYS = [
  'terms-candidate',
  'privacy-candidate',
  'terms-client',
  'privacy-client',
  'cookies',
] as const;
export type StaticDocumentKey = (typeof STATIC_DOCUMENT_KEYS)[number];
