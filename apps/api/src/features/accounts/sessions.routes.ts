import { loginRequest, oneTimeLoginAnswer, refreshRequest, tokenPair, tokenRequest } from '@trades/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureContext } from '../context.ts';
import { type AccountsDeps, refreshSession, signIn, signInWithOneTimeToken } from './sessions.service.ts';

/** Sign-in, token refresh with rotation, and one-time-token sign-in. */
export const sessionsRoutes =
  (context: FeatureContext, deps: AccountsDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/v1/login_check',
      {
        config: { rateLimit: context.rateLimits.signIn },
        schema: {
          tags: ['sessions'],
          summary: 'Sign in with e-mail (username) and password',
          body: loginRequest,
          response: { 200: tokenPair },
        },
      },
      async (request) => signIn(deps, request.body),
    );

    app.post(
      '/v1/token/refresh',
      {
        schema: {
          tags: ['sessions'],
          summary: 'Exchange a refresh token for a new pair (the old one is used up)',
          body: refreshRequest,
          response: { 200: tokenPair },
        },
      },
      async (request) => refreshSession(deps, request.body.refresh_token),
    );

    app.post(
      '/v1/public/candidate/fs',
      {
        schema: {
          tags: ['sessions'],
          summary: 'Sign in once with a one-time link token (/fl/{token})',
          body: tokenRequest,
          response: { 200: oneTimeLoginAnswer },
        },
      },
      async (request) => signInWithOneTimeToken(deps, request.body.token),
    );
  };
