import type { PhoneInput, PhoneValidationResult } from '@trades/contracts';
import { api } from '@/lib/api-client';
import { useGuardedMutation } from '@/components/forms/submit-guard';

/** POST /v1/public/validation/phone: 200 for a valid number, 422 with formErrors otherwise. */
export function validatePhone(phone: PhoneInput): Promise<PhoneValidationResult> {
  return api<PhoneValidationResult>('/v1/public/validation/phone', { method: 'POST', body: { country: phone.country, number: phone.number }, auth: false });
}

export function useValidatePhone() {
  return useGuardedMutation({ mutationFn: validatePhone });
}
