import { api } from '@/lib/api-client';
import { useGuardedMutation } from '@/components/forms/submit-guard';

/** POST /v1/user/change/password, form-encoded as the spec writes it. */
export function changePassword(body: { passwordCurrent: string; password: string }): Promise<unknown> {
  return api<unknown>('/v1/user/change/password', { method: 'POST', body: new URLSearchParams(body) });
}

export function useChangePassword() {
  return useGuardedMutation({ mutationFn: changePassword });
}
