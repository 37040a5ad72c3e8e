import { api } from '@/lib/api-client';
import { useGuardedMutation } from '@/components/forms/submit-guard';

/** POST /v1/public/user/password/reset: the same answer for known and unknown e-mails. */
export function requestPasswordReset(username: string): Promise<unknown> {
  return api<unknown>('/v1/public/user/password/reset', { method: 'POST', body: { username }, auth: false });
}

export function useRequestPasswordReset() {
  return useGuardedMutation({ mutationFn: requestPasswordReset });
}
