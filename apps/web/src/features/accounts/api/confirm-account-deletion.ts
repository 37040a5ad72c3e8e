import { useQuery } from '@tanstack/react-query';
import type { AccountDeletionLink } from '@trades/contracts';
import { api } from '@/lib/api-client';

/** GET /v1/public/user/account-delete/confirmation?token=: the account the link would delete; opening the link deletes nothing. */
export function useAccountDeletionLink(token: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: ['account-deletion-link', token],
    queryFn: () => api<AccountDeletionLink>(`/v1/public/user/account-delete/confirmation?token=${encodeURIComponent(token as string)}`, { auth: false }),
    enabled: enabled && Boolean(token),
    retry: false,
  });
}

/** POST /v1/public/user/account-delete/confirmation: the page's button, with the link from the deletion e-mail. */
export function confirmAccountDeletion(token: string): Promise<unknown> {
  return api<unknown>('/v1/public/user/account-delete/confirmation', { method: 'POST', body: { token }, auth: false });
}
