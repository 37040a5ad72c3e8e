import {
  AccountType,
  cancelInterviewBody,
  interviewAnswer,
  interviewList,
  interviewListQuery,
  interviewParams,
  proposeInterviewBody,
  respondInterviewBody,
} from '@trades/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../infra/auth/authenticate.ts';
import { type ConversationsContext, conversationsDeps } from './conversations.deps.ts';
import { cancelInterview, interviewCalendarFile, interviewList as listInterviews, proposeInterview, respondToInterview } from './interviews.service.ts';

const security = [{ bearer: [] }];
const tags = ['interviews'];

/** Interview invitations on pipeline cards (issue 27): the employer proposes, the candidate answers, either cancels. */
export const interviewsRoutes =
  (context: ConversationsContext): FastifyPluginAsyncZod =>
  async (app) => {
    const deps = conversationsDeps(context);

    app.post(
      '/v1/interviews',
      {
        onRequest: app.requireAccount(AccountType.Client),
        schema: {
          tags,
          security,
          summary:
            'Propose 1 to 3 slots (future, within a year) at a place or online on a card one may contact; one waiting proposal per card (409 interview_pending; the same one again answers it, 200)',
          body: proposeInterviewBody,
          response: { 200: interviewAnswer, 201: interviewAnswer },
        },
      },
      async (request, reply) => {
        const outcome = await proposeInterview(deps, currentUser(request), request.body, request.locale);
        return reply.code(outcome.created ? 201 : 200).send(outcome.answer);
      },
    );

    app.post(
      '/v1/interviews/:id/respond',
      {
        onRequest: app.requireAccount(AccountType.Candidate),
        schema: {
          tags,
          security,
          summary:
            'The card’s candidate accepts one slot (the card moves to the meeting stage; both sides get the calendar file) or declines; the same answer again answers the same, another is 409',
          params: interviewParams,
          body: respondInterviewBody,
          response: { 200: interviewAnswer },
        },
      },
      async (request) => respondToInterview(deps, currentUser(request), request.params.id, request.body, request.locale),
    );

    app.post(
      '/v1/interviews/:id/cancel',
      {
        onRequest: app.authenticate,
        schema: {
          tags,
          security,
          summary: 'Either side cancels a waiting or accepted interview (an accepted one’s CANCEL calendar file goes to both); again: the same answer; after a decline: 409',
          params: interviewParams,
          body: cancelInterviewBody,
          response: { 200: interviewAnswer },
        },
      },
      async (request) => cancelInterview(deps, currentUser(request), request.params.id, request.body, request.locale),
    );

    app.get(
      '/v1/interviews',
      {
        onRequest: app.authenticate,
        schema: {
          tags,
          security,
          summary: 'The caller’s interviews (an employer’s cards, a candidate’s own), of one card or application when named, newest first',
          querystring: interviewListQuery,
          response: { 200: interviewList },
        },
      },
      async (request) => listInterviews(deps, currentUser(request), request.query, request.locale),
    );

    app.get(
      '/v1/interviews/:id/calendar.ics',
      {
        onRequest: app.authenticate,
        schema: {
          tags,
          security,
          summary: 'The accepted interview’s calendar file (text/calendar) for either side; 404 for any other',
          params: interviewParams,
          response: { 200: z.string() },
        },
      },
      async (request, reply) => {
        const file = await interviewCalendarFile(deps, currentUser(request), request.params.id, request.locale);
        return reply
          .header('content-type', 'text/calendar; charset=utf-8')
          .header('content-disposition', `attachment; filename="interview-${request.params.id}.ics"`)
          .header('cache-control', 'private, no-store')
          .send(file);
      },
    );
  };
