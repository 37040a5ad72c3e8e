import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /v1/user/delete: the account goes only after the link in the e-mail is opened. */
export function requestAccountDeletion(passwordCurrent: string): Promise<unknown> {
  return api<unknown>('/v1/user/delete', { method: 'POST', body: { passwordCurrent } });
}

export function useRequestAccountDeletion() {
  return useMutation({ mutationFn: requestAccountDeletion });
}
