import {
  AccountType,
  accountDeletionRequest,
  candidateRegistration,
  clientProfileShow,
  clientRegistration,
  consentHistory,
  consentItem,
  consentsQuery,
  consentsUpdate,
  localeChange,
  localeChangeAnswer,
  messageAnswer,
  passwordChange,
  passwordResetConfirmation,
  passwordResetRequest,
  tokenPair,
  tokenRequest,
  userPrimary,
} from '@trades/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FeatureContext } from '../context.ts';
import { currentUser } from '../../infra/auth/authenticate.ts';
import { dummyPasswordHash } from '../../infra/auth/passwords.ts';
import { translate } from '../../infra/i18n/messages.ts';
import {
  changeLocale,
  changePassword,
  confirmEmail,
  consentDictionary,
  consentHistoryOf,
  registerCandidate,
  registerClient,
  requestAccountDeletion,
  requestPasswordReset,
  resendConfirmationMail,
  resetPassword,
  showClientProfile,
  showUser,
  updateConsents,
} from './accounts.service.ts';
import type { AccountsDeps } from './sessions.service.ts';
import { setRefreshCookie } from './refresh-cookie.ts';
import { sessionsRoutes } from './sessions.routes.ts';

const bearer = [{ bearer: [] }];

/**
 * Registration, e-mail confirmation, password reset and change, consents, locale, account
 * deletion and the employer's company profile (the candidate profile is its own feature). Every
 * authenticated route acts on the caller's own account only: no route takes a user id.
 */
export const accountsRoutes =
  (context: FeatureContext & Pick<AccountsDeps, 'createCompanyBrand' | 'onTotpEnrolled'>): FastifyPluginAsyncZod =>
  async (app) => {
    const deps: AccountsDeps = {
      db: context.db,
      config: context.config,
      outbox: context.outbox,
      accessTokens: app.accessTokens,
      // Made now, once, so the first sign-in with an unknown e-mail is not slower than the others.
      dummyPasswordHash: await dummyPasswordHash(),
      now: context.now,
      fileStorage: context.fileStorage,
      background: context.background,
      sessions: app.sessions,
      createCompanyBrand: context.createCompanyBrand,
      onTotpEnrolled: context.onTotpEnrolled,
    };

    await app.register(sessionsRoutes(context, deps));

    app.post(
      '/v1/public/candidate/register',
      {
        config: { rateLimit: context.rateLimits.signUp },
        schema: {
          tags: ['accounts'],
          summary: 'Register a candidate and sign in at once',
          body: candidateRegistration,
          response: { 201: tokenPair },
        },
      },
      async (request, reply) => {
        const tokens = await registerCandidate(deps, request.body, request.locale);
        setRefreshCookie(reply, { publicUrl: context.config.PUBLIC_URL, refreshTokenTtlDays: context.config.REFRESH_TOKEN_TTL_DAYS }, tokens.refresh_token);
        return reply.status(201).send(tokens);
      },
    );

    app.post(
      '/v1/public/client/register',
      {
        config: { rateLimit: context.rateLimits.signUp },
        schema: {
          tags: ['accounts'],
          summary: 'Register an employer (signs in separately)',
          body: clientRegistration,
          response: { 201: messageAnswer },
        },
      },
      async (request, reply) => {
        await registerClient(deps, request.body, request.locale);
        return reply.status(201).send({ message: translate('client_register_success', request.locale) });
      },
    );

    app.post(
      '/v1/public/user/mail/confirmation',
      { schema: { tags: ['accounts'], summary: 'Confirm an e-mail address by its link token', body: tokenRequest, response: { 200: messageAnswer } } },
      async (request) => {
        await confirmEmail(deps, request.body.token);
        return { message: translate('mail_confirmation_thank_you', request.locale) };
      },
    );

    app.post(
      '/v1/candidate/resend-confirm-mail',
      {
        onRequest: app.authenticate,
        config: { rateLimit: context.rateLimits.resendMail },
        schema: { tags: ['accounts'], summary: 'Send the confirmation e-mail again', security: bearer, response: { 200: messageAnswer } },
      },
      async (request) => {
        await resendConfirmationMail(deps, currentUser(request).userId);
        return { message: translate('confirmation_mail_resent', request.locale) };
      },
    );

    app.post(
      '/v1/public/user/password/reset',
      {
        config: { rateLimit: context.rateLimits.passwordReset },
        schema: { tags: ['accounts'], summary: 'Send a password reset link (same answer for unknown e-mails)', body: passwordResetRequest, response: { 200: messageAnswer } },
      },
      async (request) => {
        requestPasswordReset(deps, request.body.username);
        return { message: translate('password_change_mail_sended', request.locale) };
      },
    );

    app.post(
      '/v1/public/user/password/reset/confirmation',
      { schema: { tags: ['accounts'], summary: 'Set a new password with a reset link token', body: passwordResetConfirmation, response: { 200: messageAnswer } } },
      async (request) => {
        await resetPassword(deps, request.body.token, request.body.password);
        return { message: translate('password_changed_successfully', request.locale) };
      },
    );

    app.get(
      '/v1/user/show',
      { onRequest: app.authenticate, schema: { tags: ['accounts'], summary: 'The signed-in user', security: bearer, response: { 200: userPrimary } } },
      async (request) => showUser(context.db, currentUser(request).userId),
    );

    app.put(
      '/v1/user/locale',
      {
        onRequest: app.authenticate,
        schema: { tags: ['accounts'], summary: "Save the user's language", security: bearer, body: localeChange, response: { 200: localeChangeAnswer } },
      },
      async (request) => {
        const { locale } = request.body;
        await changeLocale(context.db, currentUser(request).userId, locale);
        return { message: translate('save_success', locale), locale };
      },
    );

    app.post(
      '/v1/user/change/password',
      {
        onRequest: app.authenticate,
        schema: { tags: ['accounts'], summary: 'Change the password (other sessions end)', security: bearer, body: passwordChange, response: { 200: messageAnswer } },
      },
      async (request) => {
        await changePassword(deps, currentUser(request), request.body);
        return { message: translate('password_changed_successfully', request.locale) };
      },
    );

    app.post(
      '/v1/user/delete',
      {
        onRequest: app.authenticate,
        schema: { tags: ['accounts'], summary: 'Ask to delete the account (confirmed by an e-mailed link)', security: bearer, body: accountDeletionRequest, response: { 200: messageAnswer } },
      },
      async (request) => {
        await requestAccountDeletion(deps, currentUser(request).userId, request.body.passwordCurrent);
        return { message: translate('account_delete_mail_sended', request.locale) };
      },
    );

    app.post(
      '/v1/user/consents',
      {
        onRequest: app.authenticate,
        schema: { tags: ['accounts'], summary: "Save the user's consent answers", security: bearer, body: consentsUpdate, response: { 200: messageAnswer } },
      },
      async (request) => {
        await updateConsents(context.db, currentUser(request), request.body.consents, context.now());
        return { message: translate('save_success', request.locale) };
      },
    );

    app.get(
      '/v1/user/consents/history',
      {
        onRequest: app.authenticate,
        schema: { tags: ['accounts'], summary: "Every grant and withdrawal of the user's consents, newest first", security: bearer, response: { 200: consentHistory } },
      },
      async (request) => consentHistoryOf(context.db, currentUser(request).userId, request.locale),
    );

    app.get(
      '/v1/public/dictionary/consents',
      { schema: { tags: ['dictionaries'], summary: 'Consents, optionally of one account type', querystring: consentsQuery, response: { 200: z.array(consentItem) } } },
      async (request) => consentDictionary(context.db, request.locale, request.query.accountType),
    );

    app.get(
      '/v1/client-profile/show',
      {
        onRequest: app.requireAccount(AccountType.Client),
        schema: { tags: ['accounts'], summary: "The employer's company profile", security: bearer, response: { 200: clientProfileShow } },
      },
      async (request) => showClientProfile(context.db, currentUser(request).userId),
    );
  };
