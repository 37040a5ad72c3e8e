import { api } from '@/lib/api-client';

/** POST /v1/public/user/account-delete/confirmation: the link from the deletion e-mail. */
export function confirmAccountDeletion(token: string): Promise<unknown> {
  return api<unknown>('/v1/public/user/account-delete/confirmation', { method: 'POST', body: { token }, auth: false });
}
