import { isMfaChallenge, loginAnswer, loginRequest, oneTimeLoginAnswer, refreshRequest, secondFactorAnswer, secondFactorRequest, tokenPair, tokenRequest } from '@trades/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FeatureContext } from '../context.ts';
import { AppError } from '../../infra/http/errors.ts';
import { clearRefreshCookie, refreshCookieOf, setRefreshCookie } from './refresh-cookie.ts';
import { completeSecondFactor } from './second-factor-sign-in.ts';
import { type AccountsDeps, refreshSession, revokeSession, signIn, signInWithOneTimeToken } from './sessions.service.ts';

/** Sign-in, token refresh with rotation, sign-out, and one-time-token sign-in. */
export const sessionsRoutes =
  (context: FeatureContext, deps: AccountsDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const cookie = { publicUrl: context.config.PUBLIC_URL, refreshTokenTtlDays: context.config.REFRESH_TOKEN_TTL_DAYS };
    const cookieNote = '; the web app sends none and the HttpOnly refresh_token cookie is used';

    app.post(
      '/v1/login_check',
      {
        config: { rateLimit: context.rateLimits.signIn },
        schema: {
          tags: ['sessions'],
          summary: 'Sign in with e-mail (username) and password; an operator gets no session yet but the second step (mfaRequired, mfaToken)',
          body: loginRequest,
          response: { 200: loginAnswer },
        },
      },
      async (request, reply) => {
        const answer = await signIn(deps, request.body);
        if (isMfaChallenge(answer)) return answer;
        setRefreshCookie(reply, cookie, answer.refresh_token);
        return answer;
      },
    );

    app.post(
      '/v1/login_check/totp',
      {
        config: { rateLimit: context.rateLimits.signIn },
        schema: {
          tags: ['sessions'],
          summary:
            "An operator's second step: the mfaToken of /v1/login_check and a code of the authenticator app (or a recovery code) start the session; the enrolling code also answers the recovery codes, once",
          body: secondFactorRequest,
          response: { 200: secondFactorAnswer },
        },
      },
      async (request, reply) => {
        const answer = await completeSecondFactor(deps, request.body);
        setRefreshCookie(reply, cookie, answer.refresh_token);
        return answer;
      },
    );

    app.post(
      '/v1/token/refresh',
      {
        schema: {
          tags: ['sessions'],
          summary: `Exchange a refresh token for a new pair (the old one is used up)${cookieNote}, and the new refresh token is left out of the answer`,
          body: refreshRequest,
          response: { 200: tokenPair.partial({ refresh_token: true }) },
        },
      },
      async (request, reply) => {
        const fromBody = request.body.refresh_token;
        const refreshToken = fromBody ?? refreshCookieOf(request);
        try {
          if (!refreshToken) throw AppError.unauthorized();
          const tokens = await refreshSession(deps, refreshToken);
          setRefreshCookie(reply, cookie, tokens.refresh_token);
          // A token that came in the cookie stays there: a script on the page never reads one.
          return fromBody ? tokens : { token: tokens.token };
        } catch (error) {
          clearRefreshCookie(reply, cookie);
          throw error;
        }
      },
    );

    app.post(
      '/v1/token/revoke',
      {
        schema: {
          tags: ['sessions'],
          summary: `Sign out: the refresh token's session ends, with every access token of it${cookieNote}`,
          body: refreshRequest,
          response: { 204: z.null().describe('Ended, or nothing to end') },
        },
      },
      async (request, reply) => {
        const refreshToken = request.body.refresh_token ?? refreshCookieOf(request);
        if (refreshToken) await revokeSession(deps, refreshToken);
        clearRefreshCookie(reply, cookie);
        return reply.status(204).send(null);
      },
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
      async (request, reply) => {
        const answer = await signInWithOneTimeToken(deps, request.body.token);
        setRefreshCookie(reply, cookie, answer.refresh_token);
        return answer;
      },
    );
  };
