import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '@/lib/api-client';
import { CANDIDATE_PROFILE_QUERY_KEY } from './candidate-profile';
import { CLIENT_PROFILE_QUERY_KEY } from './client-profile';

/** POST /v1/public/user/mail/confirmation */
export function confirmMail(token: string): Promise<unknown> {
  return api<unknown>('/v1/public/user/mail/confirmation', { method: 'POST', body: { token }, auth: false });
}

/**
 * The confirmation as a stable function for the page's one run per token (useTokenAction, not a
 * mutation, since the token is single use); it refreshes the profiles that show the notice.
 */
export function useConfirmMail() {
  const queryClient = useQueryClient();
  return useCallback(
    (token: string) =>
      // Refused too: a link opened again finds the address confirmed, perhaps in another tab.
      confirmMail(token).finally(() => {
        void queryClient.invalidateQueries({ queryKey: CANDIDATE_PROFILE_QUERY_KEY });
        void queryClient.invalidateQueries({ queryKey: CLIENT_PROFILE_QUERY_KEY });
      }),
    [queryClient],
  );
}
