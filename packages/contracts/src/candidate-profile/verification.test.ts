import { describe, expect, it } from 'vitest';
import { phoneCodeRequest, phoneCodeVerification } from './verification.ts';

describe('phone verification bodies', () => {
  it('takes an E.164 number or a phone pair', () => {
    expect(phoneCodeRequest.safeParse({ phone_number: '+48512345678' }).success).toBe(true);
    expect(phoneCodeRequest.safeParse({}).error?.issues[0]?.message).toBe('field_required');
  });

  it('reads a numeric code as text', () => {
    expect(phoneCodeVerification.parse({ code: 123456 })).toEqual({ code: '123456' });
    expect(phoneCodeVerification.safeParse({ code: '' }).error?.issues[0]?.message).toBe('field_required');
  });
});
