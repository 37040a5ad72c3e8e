import { api } from '@/lib/api-client';
import { useGuardedMutation } from '@/components/forms/submit-guard';

/** POST /v1/user/delete: the account goes only after the link in the e-mail is opened. */
export function requestAccountDeletion(passwordCurrent: string): Promise<unknown> {
  return api<unknown>('/v1/user/delete', { method: 'POST', body: { passwordCurrent } });
}

export function useRequestAccountDeletion() {
  return useGuardedMutation({ mutationFn: requestAccountDeletion });
}
