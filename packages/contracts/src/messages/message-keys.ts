import { AccountErrorKey, AccountMessageKey } from '../accounts.ts';
import { ApplicationMessageKey, ApplicationStageLabelKey, ApplicationWithdrawalKey, ApplyRefusal, PipelineStageLabelKey } from '../applications/index.ts';
import { CandidateDocumentsMessageKey } from '../candidate-documents/candidate-documents.ts';
import { ProfileErrorKey } from '../candidate-profile/index.ts';
import { BrandMessageKey, OfferErrorKey } from '../client-offers/index.ts';
import { ContentMessageKey } from '../content.ts';
import { ClientErrorKey, ErrorKey } from '../errors.ts';
import { MatchMessageKey } from '../matching/match-messages.ts';
import { JobAlertMessageKey } from '../job-alerts/job-alerts.ts';
import { SavedOfferMessageKey } from '../saved-offers.ts';
import { ShopMessageKey } from '../shop/shop-messages.ts';
import { PrivacyMessageKey } from '../privacy.ts';
import { OperatorKsefMessageKey } from '../operator/ksef.ts';
import { OperatorDashboardMessageKey } from '../operator/dashboard.ts';
import { OperatorsErrorKey } from '../operator/operators.ts';
import { SecondFactorErrorKey } from '../second-factor.ts';
import { OperatorUserMessageKey } from '../operator/users.ts';
import { ModerationMessageKey } from '../operator/moderation.ts';
import { ConversationLabelKey, ConversationMessageKey, InterviewMessageKey, InterviewStatusLabelKey } from '../conversations/index.ts';

type ValuesOf<T> = T extends unknown ? T[keyof T] : never;

/** Every group of message keys; each key has one text per language in messages/{locale}.ts. */
const MESSAGE_KEY_GROUPS = [
  ErrorKey,
  ClientErrorKey,
  AccountErrorKey,
  AccountMessageKey,
  ContentMessageKey,
  ProfileErrorKey,
  OfferErrorKey,
  BrandMessageKey,
  ApplyRefusal,
  ApplicationMessageKey,
  ApplicationWithdrawalKey,
  ApplicationStageLabelKey,
  PipelineStageLabelKey,
  MatchMessageKey,
  ShopMessageKey,
  CandidateDocumentsMessageKey,
  PrivacyMessageKey,
  JobAlertMessageKey,
  SavedOfferMessageKey,
  OperatorKsefMessageKey,
  OperatorDashboardMessageKey,
  SecondFactorErrorKey,
  OperatorsErrorKey,
  OperatorUserMessageKey,
  ModerationMessageKey,
  ConversationMessageKey,
  InterviewMessageKey,
  InterviewStatusLabelKey,
  ConversationLabelKey,
] as const;

/** A key with a text: the API's codes and form errors, the web's own errors and the success messages. */
export type MessageKey = ValuesOf<(typeof MESSAGE_KEY_GROUPS)[number]>;

/** Keys of messages that tell of a success (the spec's toasts), never an error's code. */
export type SuccessMessageKey =
  | AccountMessageKey
  | ContentMessageKey
  | (typeof BrandMessageKey)[keyof typeof BrandMessageKey]
  | typeof ProfileErrorKey.PhoneVerifySuccess
  | typeof ProfileErrorKey.ResendSmsSuccess
  | typeof ApplicationMessageKey.ApplicationSent
  | typeof ApplicationWithdrawalKey.Withdrawn
  | typeof ShopMessageKey.BillingDataSaved
  | typeof ShopMessageKey.ProfileUnlocked
  | typeof CandidateDocumentsMessageKey.QueueEntryDeleted
  | typeof PrivacyMessageKey.DataExportRequested
  | typeof PrivacyMessageKey.DeletedCandidate
  | typeof ModerationMessageKey.Approved
  | typeof ModerationMessageKey.Rejected
  | typeof ModerationMessageKey.Unpublished
  | typeof OperatorKsefMessageKey.ResendQueued
  | typeof OperatorUserMessageKey.Blocked
  | typeof OperatorUserMessageKey.Unblocked
  | typeof ConversationMessageKey.Blocking
  | typeof ConversationMessageKey.Unblocking
  | typeof InterviewMessageKey.Proposed
  | typeof InterviewMessageKey.Accepted
  | typeof InterviewMessageKey.Declined
  | typeof InterviewMessageKey.Cancelled;

/** The code of an error answer (matching hints and page texts are neither) (`code`) and of a form error (`formErrors`): one union for both sides. */
export type ErrorCode = Exclude<MessageKey, SuccessMessageKey | MatchMessageKey | ApplicationStageLabelKey | PipelineStageLabelKey | InterviewStatusLabelKey | ConversationLabelKey>;

export const MESSAGE_KEYS: readonly MessageKey[] = [
  ...new Set(MESSAGE_KEY_GROUPS.flatMap((group) => Object.values(group) as MessageKey[])),
];

/** The texts of one language, one per message key: the API's `message` and the web's error texts. */
export type MessageCatalogue = Readonly<Record<MessageKey, string>>;

/** Shape of every error answer of the API. */
export interface ApiErrorBody {
  message: string;
  code: ErrorCode;
  formErrors: Record<string, string[]>;
}
