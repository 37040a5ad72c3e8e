import type { PhoneInput } from '@trades/contracts';
import { api } from '@/lib/api-client';
import { useGuardedMutation } from '@/components/forms/submit-guard';

export interface PhoneCodeAnswer {
  message: string;
  expiresIn: number;
  resendIn: number;
}

/** POST /v1/communication/phone-number/token/generate: a 6-digit code by SMS. */
export function sendPhoneCode(phone: PhoneInput): Promise<PhoneCodeAnswer> {
  return api<PhoneCodeAnswer>('/v1/communication/phone-number/token/generate', { method: 'POST', body: { phone_number: phone } });
}

export function useSendPhoneCode() {
  return useGuardedMutation({ mutationFn: sendPhoneCode });
}
