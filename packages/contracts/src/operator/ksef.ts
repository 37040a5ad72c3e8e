import { z } from 'zod';
import { entityId } from '../fields.ts';

/*
 * The operator's view of the invoices' sending to KSeF (issue 26): the submissions by status, and a
 * resend of a rejected or stuck one. Amounts are integer grosze.
 */

/** Message keys of the KSeF page: its refusals and its success. */
export const OperatorKsefMessageKey = {
  /** KSEF_ENABLED is off: nothing is sent, so nothing can be sent again. */
  Disabled: 'ksef_sending_disabled',
  /** KSeF gave it a number: it is in KSeF and never sent again. */
  AlreadyAccepted: 'ksef_already_accepted',
  /** A resend was queued (or one already waits): the list shows it pending. */
  ResendQueued: 'ksef_resend_queued',
} as const;
export type OperatorKsefMessageKey = (typeof OperatorKsefMessageKey)[keyof typeof OperatorKsefMessageKey];

export const KSEF_SUBMISSION_STATES = ['pending', 'sent', 'accepted', 'rejected'] as const;
export type KsefSubmissionState = (typeof KSEF_SUBMISSION_STATES)[number];

/** The list's filters: a status, or `stuck` (pending or sent with no progress for KSEF_STUCK_MINUTES). */
export const KSEF_LIST_FILTERS = [...KSEF_SUBMISSION_STATES, 'stuck'] as const;
export type KsefListFilter = (typeof KSEF_LIST_FILTERS)[number];

/**
 * A pending or sent submission that has not moved for this long is stuck: the send's retries (30 s
 * doubling, about 16 minutes in all) and the status checks (at most 10 minutes apart) each touch it
 * far more often, so an hour without a change means its job was lost or KSeF never answered.
 */
export const KSEF_STUCK_MINUTES = 60;

export const OPERATOR_KSEF_PAGE_SIZE = 25;

/** GET /v1/operator/ksef?status=&page= */
export const operatorKsefQuery = z.object({
  status: z.enum(KSEF_LIST_FILTERS).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type OperatorKsefQuery = z.output<typeof operatorKsefQuery>;

export const operatorKsefRow = z.object({
  invoiceId: z.number().int(),
  invoiceNumber: z.string(),
  kind: z.enum(['VAT', 'KOR']),
  buyer: z.object({ name: z.string(), taxId: z.string(), country: z.string().nullable() }),
  gross: z.number().int(),
  currency: z.string(),
  status: z.enum(KSEF_SUBMISSION_STATES),
  /** Pending or sent without progress for KSEF_STUCK_MINUTES: the operator may send it again. */
  stuck: z.boolean(),
  /** Set once accepted (for a duplicate: the number KSeF gave the invoice the first time). */
  ksefNumber: z.string().nullable(),
  /** KSeF's reason for a rejection, or the last failed try's error. */
  lastError: z.string().nullable(),
  attempts: z.number().int(),
  resends: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  sentAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type OperatorKsefRow = z.infer<typeof operatorKsefRow>;

export const operatorKsefPage = z.object({
  /** Whether invoices are sent at all (KSEF_ENABLED); off, nothing can be resent. */
  enabled: z.boolean(),
  items: z.array(operatorKsefRow),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Rows matching the filter, over every page. */
  total: z.number().int(),
  counts: z.object({ pending: z.number().int(), sent: z.number().int(), accepted: z.number().int(), rejected: z.number().int(), stuck: z.number().int() }),
});
export type OperatorKsefPage = z.infer<typeof operatorKsefPage>;

export const ksefInvoiceParams = z.object({ invoiceId: entityId });

/** POST /v1/operator/ksef/{invoiceId}/resend: `resent` false when a send already waited (a second click). */
export const ksefResendAnswer = z.object({ message: z.string(), resent: z.boolean(), item: operatorKsefRow });
export type KsefResendAnswer = z.infer<typeof ksefResendAnswer>;

/** Whether a submission is stuck at `now`; pure, so the list and the resend judge alike. */
export function isKsefSubmissionStuck(submission: { status: KsefSubmissionState; updatedAt: Date }, now: Date): boolean {
  return (submission.status === 'pending' || submission.status === 'sent') && now.getTime() - submission.updatedAt.getTime() >= KSEF_STUCK_MINUTES * 60_000;
}
