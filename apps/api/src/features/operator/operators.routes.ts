import { AccountType, operatorIdParams, operatorInvitation, operatorList, operatorRow, recoveryCodesAnswer } from '@trades/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../infra/auth/authenticate.ts';
import type { Executor } from '../../infra/db/database.ts';
import { type OperatorDeps, inviteOperator, listOperators, removeOperator, renewRecoveryCodes } from '../accounts/index.ts';
import type { FeatureContext } from '../context.ts';
import { type OperatorActor, actorOf, recordOperatorAction } from './audit.ts';

const tags = ['operator'];
const security = [{ bearer: [] }];

/**
 * The operators (issue 26): invite one by e-mail, list them, remove one (never the last who can sign in), each
 * action in the audit in its own transaction; and the signed-in operator's new recovery codes. No answer carries a
 * password hash or a TOTP secret.
 */
export const operatorsRoutes =
  (context: FeatureContext): FastifyPluginAsyncZod =>
  async (app) => {
    const onRequest = app.requireAccount(AccountType.Operator);
    const deps: OperatorDeps = { db: context.db, config: context.config, outbox: context.outbox, sessions: app.sessions, now: context.now };

    app.get(
      '/v1/operator/operators',
      { onRequest, schema: { tags, security, summary: 'Every operator: enrolled or not, invitation pending, created, last sign-in', response: { 200: operatorList } } },
      async () => ({ items: await listOperators(context.db) }),
    );

    app.post(
      '/v1/operator/operators',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary: 'Invite an operator: an account with a mailed link (7 days) to set its password; 409 email_taken for an e-mail of any account',
          body: operatorInvitation,
          response: { 201: operatorRow },
        },
      },
      async (request, reply) => {
        const actor = await actorOf(context.db, request);
        const invited = await inviteOperator(deps, request.body, request.locale, (tx, user) =>
          recordOperatorAction(tx, actor, { action: 'operator.invite', targetType: 'user', targetId: user.id, details: { email: user.email } }),
        );
        return reply.status(201).send(invited);
      },
    );

    app.delete(
      '/v1/operator/operators/:id',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary: 'Remove an operator (their sessions end); 409 last_operator for the last one who can sign in',
          params: operatorIdParams,
          response: { 204: z.null().describe('Removed') },
        },
      },
      async (request, reply) => {
        const actor = await actorOf(context.db, request);
        await removeOperator(deps, request.params.id, (tx, removed) =>
          recordOperatorAction(tx, actor, { action: 'operator.remove', targetType: 'user', targetId: removed.id, details: { email: removed.email } }),
        );
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/v1/operator/me/recovery-codes',
      {
        onRequest,
        schema: { tags, security, summary: "New recovery codes for the signed-in operator, answered once; the earlier ones stop working", response: { 200: recoveryCodesAnswer } },
      },
      async (request) => ({ recoveryCodes: await context.db.transaction((tx) => renewRecoveryCodes(tx, currentUser(request).userId, context.now())) }),
    );
  };

/** The audit of an operator's enrolled authenticator, the operator being both actor and target (handed to the accounts feature). */
export function recordTotpEnrolment(tx: Executor, operator: OperatorActor): Promise<void> {
  return recordOperatorAction(tx, operator, { action: 'operator.totp_enrolled', targetType: 'user', targetId: operator.userId });
}
