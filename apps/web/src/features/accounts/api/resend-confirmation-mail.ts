import { api } from '@/lib/api-client';
import { useGuardedMutation } from '@/components/forms/submit-guard';

/** POST /v1/candidate/resend-confirm-mail (empty body); the answer's message is shown as is. */
export function resendConfirmationMail(): Promise<{ message: string }> {
  return api<{ message: string }>('/v1/candidate/resend-confirm-mail', { method: 'POST', body: {} });
}

export function useResendConfirmationMail() {
  return useGuardedMutation({ mutationFn: resendConfirmationMail });
}
