import type { AccountType } from '@trades/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../http/errors.ts';
import type { AccessClaims, AccessTokenIssuer } from './access-token.ts';
import type { SessionCheck } from './session-check.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the authenticate guard; null on public routes without a token. */
    auth: AccessClaims | null;
  }
  interface FastifyInstance {
    accessTokens: AccessTokenIssuer;
    /** Whether the session an access token names is still open; features forget ended sessions here. */
    sessions: SessionCheck;
    /** preHandler: a valid bearer token is required (401 otherwise). */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler factory: a valid token of the given account type (401 / 403). */
    requireAccount: (accountType: AccountType) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header);
  return match?.[1]?.trim() ?? null;
}

/** Whom a guard admits: anyone signed in, or one account type. */
export type Admits = 'signed-in' | AccountType;

/** The guards this module made, with whom each admits: the API description tells guarded routes apart by them. */
const guards = new WeakMap<object, Admits>();

/** Whom a route hook admits when it is one of the guards (`authenticate`, `requireAccount(...)`). */
export function admitsOf(hook: unknown): Admits | undefined {
  return typeof hook === 'function' ? guards.get(hook) : undefined;
}

/** The caller of an authenticated route; throws 401 if the guard did not run. */
export function currentUser(request: FastifyRequest): AccessClaims {
  if (!request.auth) throw AppError.unauthorized();
  return request.auth;
}

export function registerAuthentication(app: FastifyInstance, issuer: AccessTokenIssuer, sessions: SessionCheck): void {
  app.decorate('accessTokens', issuer);
  app.decorate('sessions', sessions);
  app.decorateRequest('auth', null);
  // Public routes still learn who is calling when a valid token is sent (e.g. offer list + userApplied).
  // A token of an ended session counts as no token: 401 where one is required.
  // A request without a valid token leaves at once, without the promise of an async hook; a token's session is looked up.
  app.addHook('onRequest', (request, _reply, done) => {
    const token = bearer(request);
    const claims = token ? issuer.verify(token) : null;
    request.auth = null;
    if (!claims) return done();
    sessions.isOpen(claims).then((open) => {
      request.auth = open ? claims : null;
      done();
    }, done);
  });
  const authenticate = async (request: FastifyRequest) => {
    if (!request.auth) throw AppError.unauthorized();
  };
  guards.set(authenticate, 'signed-in');
  app.decorate('authenticate', authenticate);
  app.decorate('requireAccount', (accountType: AccountType) => {
    const requireAccount = async (request: FastifyRequest) => {
      if (!request.auth) throw AppError.unauthorized();
      if (request.auth.accountType !== accountType) throw AppError.forbidden();
    };
    guards.set(requireAccount, accountType);
    return requireAccount;
  });
}
