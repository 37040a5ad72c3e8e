import {
  AccountType,
  conversationBlockAnswer,
  conversationList,
  conversationMessagesPage,
  conversationMessagesQuery,
  conversationParams,
  conversationSummary,
  sendMessageBody,
  sentMessageAnswer,
  startConversationBody,
  unreadConversations,
} from '@trades/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../infra/auth/authenticate.ts';
import {
  blockEmployer,
  conversationMessages,
  listConversations,
  readConversation,
  sendMessage,
  startConversation,
  unreadConversations as unreadOf,
} from './conversations.service.ts';
import { type ConversationsContext, conversationsDeps } from './conversations.deps.ts';
import { notesRoutes } from './notes.routes.ts';

const security = [{ bearer: [] }];
const tags = ['conversations'];

/**
 * Conversations between an employer and a candidate on a pipeline card, for both account types (operators 403), and
 * the employer's private notes on cards. The shop tells which profiles an employer bought, handed in where the app is composed.
 */
export const conversationsRoutes =
  (context: ConversationsContext): FastifyPluginAsyncZod =>
  async (app) => {
    const deps = conversationsDeps(context);
    const signedIn = app.authenticate;
    const candidate = app.requireAccount(AccountType.Candidate);

    app.get(
      '/v1/conversations',
      {
        onRequest: signedIn,
        schema: {
          tags,
          security,
          summary: 'The caller’s conversations, latest first: the offer, the other side’s name, the latest message, unread counts, blocked and canWrite',
          response: { 200: conversationList },
        },
      },
      async (request) => listConversations(deps, currentUser(request), request.locale),
    );

    app.get(
      '/v1/conversations/unread',
      { onRequest: signedIn, schema: { tags, security, summary: 'The number of unread messages over all the caller’s conversations (the header badge polls it)', response: { 200: unreadConversations } } },
      async (request) => unreadOf(deps, currentUser(request)),
    );

    app.get(
      '/v1/conversations/:id/messages',
      {
        onRequest: signedIn,
        schema: {
          tags,
          security,
          summary: 'A page of the conversation’s messages, oldest first, before the message `before` (the newest without it); another’s conversation is 404',
          params: conversationParams,
          querystring: conversationMessagesQuery,
          response: { 200: conversationMessagesPage },
        },
      },
      async (request) => conversationMessages(deps, currentUser(request), request.params.id, request.query, request.locale),
    );

    app.post(
      '/v1/conversations',
      {
        onRequest: signedIn,
        schema: {
          tags,
          security,
          summary:
            'Write on a card: the employer gives `cardId` (the candidate applied, or the profile was bought or unlocked; else 403 conversation_not_allowed), the candidate `applicationId`; the other key is 422. Finds or makes the card’s conversation',
          body: startConversationBody,
          response: { 201: sentMessageAnswer },
        },
      },
      async (request, reply) => reply.status(201).send(await startConversation(deps, currentUser(request), request.body, request.locale)),
    );

    app.post(
      '/v1/conversations/:id/messages',
      {
        onRequest: signedIn,
        schema: {
          tags,
          security,
          summary:
            'Write in a conversation (plain text, up to 2,000 characters). The same text again within seconds answers the first message. 409 conversation_closed, 403 conversation_blocked. The other side is mailed at most once per 15 minutes',
          params: conversationParams,
          body: sendMessageBody,
          response: { 201: sentMessageAnswer },
        },
      },
      async (request, reply) => reply.status(201).send(await sendMessage(deps, currentUser(request), request.params.id, request.body.text, request.locale)),
    );

    app.post(
      '/v1/conversations/:id/read',
      {
        onRequest: signedIn,
        schema: {
          tags,
          security,
          summary: 'Mark every message of the conversation read for the caller; answers the conversation (unreadCount 0)',
          params: conversationParams,
          response: { 200: conversationSummary },
        },
      },
      async (request) => readConversation(deps, currentUser(request), request.params.id, request.locale),
    );

    for (const [path, blocked] of [
      ['block', true],
      ['unblock', false],
    ] as const) {
      app.post(
        `/v1/conversations/:id/${path}`,
        {
          onRequest: candidate,
          schema: {
            tags,
            security,
            summary: blocked
              ? 'The candidate stops the employer of this conversation from writing to them, on every offer; the employer sees it'
              : 'The candidate lets the employer of this conversation write to them again',
            params: conversationParams,
            response: { 200: conversationBlockAnswer },
          },
        },
        async (request) => blockEmployer(deps, currentUser(request), request.params.id, blocked, request.locale),
      );
    }

    await app.register(notesRoutes({ db: context.db, now: context.now }));
  };
