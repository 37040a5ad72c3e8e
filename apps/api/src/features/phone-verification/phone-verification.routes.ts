import { AccountType, ProfileErrorKey, messageAnswer, phoneCodeAnswer, phoneCodeRequest, phoneCodeVerification } from '@trades/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureContext } from '../context.ts';
import { currentUser } from '../../infra/auth/authenticate.ts';
import { translate } from '../../infra/i18n/messages.ts';
import { type PhoneVerificationDeps, sendPhoneCode, verifyPhoneCode } from './phone-verification.service.ts';

const bearer = [{ bearer: [] }];

/** Proving a phone number by an SMS code. */
export const phoneVerificationRoutes =
  (context: FeatureContext & Pick<PhoneVerificationDeps, 'markConfirmed'>): FastifyPluginAsyncZod =>
  async (app) => {
    const deps: PhoneVerificationDeps = {
      db: context.db,
      outbox: context.outbox,
      secret: context.config.JWT_SECRET,
      now: context.now,
      hourlyBudget: context.config.SMS_HOURLY_BUDGET,
      markConfirmed: context.markConfirmed,
    };

    app.post(
      '/v1/communication/phone-number/token/generate',
      {
        onRequest: app.requireAccount(AccountType.Candidate),
        config: { rateLimit: context.rateLimits.sms },
        schema: {
          tags: ['phone verification'],
          summary: 'Send a 6-digit code by SMS (valid 10 minutes); 429 past a budget: per account 5 an hour and 10 a day, per number one a minute and 5 a day, site-wide SMS_HOURLY_BUDGET',
          security: bearer,
          body: phoneCodeRequest,
          response: { 200: phoneCodeAnswer },
        },
      },
      async (request) => {
        const timing = await sendPhoneCode(deps, currentUser(request).userId, request.body.phone_number);
        return { message: translate(ProfileErrorKey.ResendSmsSuccess, request.locale), ...timing };
      },
    );

    app.post(
      '/v1/communication/phone-number/token/verify',
      {
        onRequest: app.requireAccount(AccountType.Candidate),
        schema: {
          tags: ['phone verification'],
          summary: 'Check the code; 422 with formErrors.code invalid_code, code_expired or too_many_attempts',
          security: bearer,
          body: phoneCodeVerification,
          response: { 200: messageAnswer },
        },
      },
      async (request) => {
        await verifyPhoneCode(deps, currentUser(request).userId, request.body.code);
        return { message: translate(ProfileErrorKey.PhoneVerifySuccess, request.locale) };
      },
    );
  };
