import { candidateRegistration } from '@trades/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { serverFieldErrors, toFormPath, zodValidator } from './forms';

describe('form helpers', () => {
  it('maps API paths to form paths', () => {
    expect(toFormPath('phones[0].phone.number')).toBe('phones.0.phone.number');
  });

  it('validates with the shared schema and yields message keys', () => {
    const errors = zodValidator(candidateRegistration)({
      firstName: 'Jan1',
      lastName: '',
      email: 'nope',
      password: 'short',
      phone: { country: 'PL', number: '' },
      candidateProfileConsents: [],
    });
    expect(errors).toMatchObject({
      firstName: 'only_text',
      lastName: 'field_required',
      email: 'invalid_email',
      password: 'invalid_password',
      'phone.number': 'field_required',
    });
  });

  it('takes the first server key per field', () => {
    const error = new ApiError(422, { message: 'x', code: 'validation_error', formErrors: { email: ['email_taken'], 'phones[1].phone': ['invalid_phone', 'x'] } });
    expect(serverFieldErrors(error)).toEqual({ email: 'email_taken', 'phones.1.phone': 'invalid_phone' });
  });
});
