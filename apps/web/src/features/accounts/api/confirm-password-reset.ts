import { api } from '@/lib/api-client';
import { useGuardedMutation } from '@/components/forms/submit-guard';

/** POST /v1/public/user/password/reset/confirmation: sets the password from the e-mailed link. */
export function confirmPasswordReset(body: { token: string; password: string }): Promise<unknown> {
  return api<unknown>('/v1/public/user/password/reset/confirmation', { method: 'POST', body: { ...body }, auth: false });
}

export function useConfirmPasswordReset() {
  return useGuardedMutation({ mutationFn: confirmPasswordReset, endsForm: true });
}
