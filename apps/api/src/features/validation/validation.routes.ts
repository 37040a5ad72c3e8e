import { phoneInput, phoneValidationResult } from '@trades/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invalidPhoneError, validatePhone } from '../../infra/phone/phone.ts';

export const validationRoutes = (): FastifyPluginAsyncZod => async (app) => {
  app.post(
    '/v1/public/validation/phone',
    {
      schema: {
        tags: ['public'],
        summary: 'Checks a phone number for the chosen prefix country',
        body: phoneInput,
        response: { 200: phoneValidationResult },
      },
    },
    async (request) => {
      const { country, number } = request.body;
      const check = validatePhone(country, number);
      if (!check.valid) throw invalidPhoneError(check.reason === 'unknown_country' ? 'country' : 'number');
      const { valid: _valid, ...phone } = check;
      return { code: 200 as const, valid: true as const, ...phone };
    },
  );
};
