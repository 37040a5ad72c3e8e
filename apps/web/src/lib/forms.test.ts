import { candidateRegistration } from '@trades/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { entryErrorsOf, fieldErrorsOf, serverFieldErrors, toFormPath, zodValidator } from './forms';

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

describe('form errors of the API', () => {
  it('names the form field of each API path, skipping the paths the form has no field for', () => {
    const formErrors = { name: ['field_required', 'x'], file: ['invalid_file'], other: ['y'] };
    expect(fieldErrorsOf(formErrors, (path) => (path === 'file' ? 'logo' : path === 'name' ? 'name' : undefined))).toEqual({ name: 'field_required', logo: 'invalid_file' });
    expect(fieldErrorsOf({ 'phones[1].phone': ['invalid_phone'] })).toEqual({ 'phones.1.phone': 'invalid_phone' });
  });

  it('splits the errors of a list per entry, the others apart', () => {
    const errors = entryErrorsOf(
      { 'items[1].worksFor[0].workTime': ['field_required'], 'items[1]': ['duplicated'], 'items[0].name': ['too_long'], items: ['list_empty'] },
      'items',
    );
    expect(errors.list).toEqual(['list_empty']);
    expect(errors.byEntry.get(1)).toEqual({ 'worksFor.0.workTime': 'field_required', _: 'duplicated' });
    expect(errors.byEntry.get(0)).toEqual({ name: 'too_long' });
    expect(entryErrorsOf({ 'items[0].a': ['k'] }, 'items', (path, index) => `${index}:${path}`).byEntry.get(0)).toEqual({ '0:a': 'k' });
  });
});
