import {
  AccountMessageKey,
  AccountType,
  OperatorUserMessageKey,
  operatorUserAnswer,
  operatorUserDetail,
  operatorUserPage,
  operatorUserParams,
  operatorUserQuery,
  userBlockBody,
} from '@trades/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translate } from '../../infra/i18n/messages.ts';
import { AppError } from '../../infra/http/errors.ts';
import { type AccountBlockDeps, blockAccount, findUserById, resendConfirmationMail, unblockAccount } from '../accounts/index.ts';
import type { FeatureContext } from '../context.ts';
import { actorOf, recordOperatorAction } from './audit.ts';
import { searchUsers, userDetail } from './users.service.ts';

const tags = ['operator'];
const security = [{ bearer: [] }];

/**
 * The operator's accounts (issue 26): search, one account with its counts, block, unblock and a
 * resent confirmation mail, each action in the audit in its own transaction. There is no route that
 * shows a password or signs the operator in as the account.
 */
export const operatorUserRoutes =
  (context: FeatureContext): FastifyPluginAsyncZod =>
  async (app) => {
    const onRequest = app.requireAccount(AccountType.Operator);
    const blocks: AccountBlockDeps = { db: context.db, sessions: app.sessions, offerListCache: context.offerListCache, now: context.now };

    app.get(
      '/v1/operator/users',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary: 'Accounts by e-mail, name, company or tax id, type and status, newest first, in pages',
          querystring: operatorUserQuery,
          response: { 200: operatorUserPage },
        },
      },
      async (request) => searchUsers(context.db, request.query),
    );

    app.get(
      '/v1/operator/users/:id',
      {
        onRequest,
        schema: { tags, security, summary: 'An account with its offers, orders and applications counted', params: operatorUserParams, response: { 200: operatorUserDetail } },
      },
      async (request) => userDetail(context.db, request.params.id),
    );

    app.post(
      '/v1/operator/users/:id/block',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary: 'Block an account: its sessions end, it cannot sign in, its offers go offline',
          params: operatorUserParams,
          body: userBlockBody,
          response: { 200: operatorUserAnswer },
        },
      },
      async (request) => {
        const actor = await actorOf(context.db, request);
        const { id } = request.params;
        await blockAccount(blocks, { userId: id, reason: request.body.reason, byUserId: actor.userId }, (tx, user) =>
          recordOperatorAction(tx, actor, { action: 'user.block', targetType: 'user', targetId: id, reason: request.body.reason, details: { email: user.email, accountType: user.accountType } }),
        );
        return { message: translate(OperatorUserMessageKey.Blocked, request.locale), user: await userDetail(context.db, id) };
      },
    );

    app.post(
      '/v1/operator/users/:id/unblock',
      { onRequest, schema: { tags, security, summary: 'Lift an account’s block', params: operatorUserParams, response: { 200: operatorUserAnswer } } },
      async (request) => {
        const actor = await actorOf(context.db, request);
        const { id } = request.params;
        await unblockAccount(blocks, id, (tx, user) =>
          recordOperatorAction(tx, actor, {
            action: 'user.unblock',
            targetType: 'user',
            targetId: id,
            details: { email: user.email, blockedAt: user.blockedAt?.toISOString() ?? null, blockReason: user.blockReason },
          }),
        );
        return { message: translate(OperatorUserMessageKey.Unblocked, request.locale), user: await userDetail(context.db, id) };
      },
    );

    app.post(
      '/v1/operator/users/:id/resend-confirmation',
      {
        onRequest,
        schema: { tags, security, summary: 'Send the account’s e-mail confirmation again', params: operatorUserParams, response: { 200: operatorUserAnswer } },
      },
      async (request) => {
        const actor = await actorOf(context.db, request);
        const { id } = request.params;
        // The owner's own resend takes an unknown account for an ended session (401); here it is simply not there.
        if (!(await findUserById(context.db, id))) throw AppError.notFound();
        await resendConfirmationMail(context, id, {
          alreadyConfirmed: OperatorUserMessageKey.AlreadyConfirmed,
          alongside: (tx) => recordOperatorAction(tx, actor, { action: 'user.resend_confirmation', targetType: 'user', targetId: id }),
        });
        return { message: translate(AccountMessageKey.ConfirmationMailResent, request.locale), user: await userDetail(context.db, id) };
      },
    );
  };
