import { z } from 'zod';
import { AccountType } from '../enums.ts';
import { ErrorKey } from '../errors.ts';
import { entityId } from '../fields.ts';

/*
 * The operator's accounts (issue 26): search, one account with its counts, block and unblock, and a
 * resent confirmation mail. An operator never sees a password, a second factor's secret or a token,
 * and never signs in as someone else.
 */

/** Message keys of the operator's account actions: their refusals and successes. */
export const OperatorUserMessageKey = {
  BlockReasonTooShort: 'user_block_reason_too_short',
  AlreadyBlocked: 'user_already_blocked',
  NotBlocked: 'user_not_blocked',
  AlreadyConfirmed: 'user_email_already_confirmed',
  BlockSelf: 'user_block_self',
  BlockLastOperator: 'user_block_last_operator',
  Blocked: 'user_blocked',
  Unblocked: 'user_unblocked',
} as const;
export type OperatorUserMessageKey = (typeof OperatorUserMessageKey)[keyof typeof OperatorUserMessageKey];

/** Rows of one page of the search. */
export const OPERATOR_USERS_PAGE_SIZE = 25;

/** The account types as the search names them. */
export const operatorUserTypes = ['candidate', 'client', 'operator'] as const;
export type OperatorUserType = (typeof operatorUserTypes)[number];
export const ACCOUNT_TYPE_OF: Record<OperatorUserType, AccountType> = {
  candidate: AccountType.Candidate,
  client: AccountType.Client,
  operator: AccountType.Operator,
};

export const operatorUserStatuses = ['active', 'blocked', 'unconfirmed'] as const;
export type OperatorUserStatus = (typeof operatorUserStatuses)[number];

/** GET /v1/operator/users?q=&type=&status=&page= */
export const operatorUserQuery = z.object({
  /** Part of the e-mail, the first or last name, the company's name, or of the tax id (with or without dashes). */
  q: z.string().trim().max(180, { error: ErrorKey.TooLong }).optional(),
  type: z.enum(operatorUserTypes, { error: ErrorKey.InvalidValue }).optional(),
  status: z.enum(operatorUserStatuses, { error: ErrorKey.InvalidValue }).optional(),
  page: z.coerce.number({ error: ErrorKey.InvalidValue }).int().min(1, { error: ErrorKey.InvalidValue }).max(10_000, { error: ErrorKey.InvalidValue }).default(1),
});
export type OperatorUserQuery = z.infer<typeof operatorUserQuery>;

const blockState = z.object({ at: z.string(), reason: z.string() });

export const operatorUserRow = z.object({
  id: z.number().int(),
  type: z.enum(operatorUserTypes),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** An employer's company. */
  company: z.string().nullable(),
  taxId: z.string().nullable(),
  createdAt: z.string(),
  lastSignedInAt: z.string(),
  isEmailConfirmed: z.boolean(),
  /** Null unless blocked. */
  blocked: blockState.nullable(),
});
export type OperatorUserRow = z.infer<typeof operatorUserRow>;

export const operatorUserPage = z.object({
  items: z.array(operatorUserRow),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type OperatorUserPage = z.infer<typeof operatorUserPage>;

/** GET /v1/operator/users/{id}: the account and what it holds. */
export const operatorUserDetail = operatorUserRow.extend({
  locale: z.string(),
  phone: z.string().nullable(),
  counts: z.object({
    /** The employer's offers by status group: draft (1), waiting (verification 5, verified 6, paid 7), active (2), ended (3, 4, 18). */
    offers: z.object({ draft: z.number().int(), waiting: z.number().int(), active: z.number().int(), ended: z.number().int() }),
    /** The employer's orders, those paid, and the gross paid (grosze). */
    orders: z.object({ total: z.number().int(), paid: z.number().int(), paidGross: z.number().int() }),
    /** Applications the candidate sent; applications the employer's offers received. */
    applicationsSent: z.number().int(),
    applicationsReceived: z.number().int(),
  }),
});
export type OperatorUserDetail = z.infer<typeof operatorUserDetail>;

export const operatorUserParams = z.object({ id: entityId });

/** POST /v1/operator/users/{id}/block: why, kept on the account and in the audit. */
export const userBlockBody = z.object({
  reason: z
    .string({ error: ErrorKey.FieldRequired })
    .trim()
    .min(1, { error: ErrorKey.FieldRequired, abort: true })
    .min(3, { error: OperatorUserMessageKey.BlockReasonTooShort })
    .max(1000, { error: ErrorKey.TooLong }),
});
export type UserBlockBody = z.infer<typeof userBlockBody>;

/** The answer of block, unblock and resend-confirmation: the success message and the account as it now is. */
export const operatorUserAnswer = z.object({ message: z.string(), user: operatorUserDetail });
export type OperatorUserAnswer = z.infer<typeof operatorUserAnswer>;
