import { z } from 'zod';
import { emailAddress, entityId, personName } from '../fields.ts';
import { LOCALES } from '../locale.ts';

/*
 * The operators (issue 26): invited by e-mail by another operator, listed, removed (never the last one who can
 * sign in). No answer carries a password hash or a TOTP secret.
 */

export const OperatorsErrorKey = {
  /** Removing this one would leave no operator who can sign in. */
  LastOperator: 'last_operator',
} as const;
export type OperatorsErrorKey = (typeof OperatorsErrorKey)[keyof typeof OperatorsErrorKey];

/** POST /v1/operator/operators: the invitation's language is `locale`, else the inviting operator's request's. */
export const operatorInvitation = z.object({
  email: emailAddress,
  firstName: personName.optional(),
  lastName: personName.optional(),
  locale: z.enum(LOCALES).optional(),
});
export type OperatorInvitation = z.infer<typeof operatorInvitation>;

export const operatorRow = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** The authenticator app is enrolled (a first valid code confirmed it). */
  totpEnrolled: z.boolean(),
  /** Invited, the password not yet set through the invitation's link. */
  invitationPending: z.boolean(),
  createdAt: z.string(),
  /** The last session started; null while the invitation is pending. */
  lastSignedInAt: z.string().nullable(),
});
export type OperatorRow = z.infer<typeof operatorRow>;

export const operatorList = z.object({ items: z.array(operatorRow) });
export type OperatorList = z.infer<typeof operatorList>;

export const operatorIdParams = z.object({ id: entityId });
