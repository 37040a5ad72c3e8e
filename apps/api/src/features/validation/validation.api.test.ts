import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../test/test-app.ts';

describe('POST /v1/public/validation/phone', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/v1/public/validation/phone', payload: payload as object, headers });

  it('answers 200 with the normalised number when it is valid for the country', async () => {
    const res = await post({ country: 'NO', number: '412 34 567' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: 200,
      valid: true,
      e164: '+4741234567',
      country: 'NO',
      countryCallingCode: '47',
      nationalNumber: '41234567',
      type: 'MOBILE',
    });
  });

  it('accepts a form-encoded body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/public/validation/phone',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'country=pl&number=600123456',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ valid: true, e164: '+48600123456' });
  });

  it('answers 422 invalid_phone on the number, in the request language', async () => {
    const res = await post({ country: 'NO', number: '123' }, { 'x-locale': 'pl' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'Nieprawidłowy numer telefonu.',
      code: 'invalid_phone',
      formErrors: { number: ['invalid_phone'] },
    });
  });

  it('refuses a number of another country', async () => {
    const res = await post({ country: 'UA', number: '412 34 567' });
    expect(res.statusCode).toBe(422);
    expect(res.json().formErrors).toEqual({ number: ['invalid_phone'] });
  });

  it('puts an unknown country on the country field', async () => {
    const res = await post({ country: 'XX', number: '41234567' });
    expect(res.statusCode).toBe(422);
    expect(res.json().formErrors).toEqual({ country: ['invalid_phone'] });
  });

  it('requires both fields', async () => {
    const res = await post({});
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'validation_error',
      formErrors: { country: ['field_required'], number: ['field_required'] },
    });
    const blank = await post({ country: ' ', number: '' });
    expect(blank.json().formErrors).toEqual({ country: ['field_required'], number: ['field_required'] });
  });
});
