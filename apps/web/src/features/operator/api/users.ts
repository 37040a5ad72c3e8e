import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OperatorUserAnswer, OperatorUserDetail, OperatorUserPage, OperatorUserStatus, OperatorUserType } from '@trades/contracts';
import { api } from '@/lib/api-client';
import { useGuardedMutation } from '@/components/forms/submit-guard';

const USERS_QUERY_KEY = ['operator', 'users'] as const;

export interface UserSearch {
  q: string;
  type: OperatorUserType | null;
  status: OperatorUserStatus | null;
  page: number;
}

/** GET /v1/operator/users: a page of the search; the previous page stays on screen while the next loads. */
export function useOperatorUsers(search: UserSearch) {
  return useQuery({
    queryKey: [...USERS_QUERY_KEY, 'search', search],
    queryFn: () => {
      const params = new URLSearchParams({ page: String(search.page) });
      if (search.q !== '') params.set('q', search.q);
      if (search.type !== null) params.set('type', search.type);
      if (search.status !== null) params.set('status', search.status);
      return api<OperatorUserPage>(`/v1/operator/users?${params.toString()}`);
    },
    placeholderData: keepPreviousData,
  });
}

/** GET /v1/operator/users/{id}: the account with its counts. */
export function useOperatorUser(id: number) {
  return useQuery({ queryKey: [...USERS_QUERY_KEY, 'one', id], queryFn: () => api<OperatorUserDetail>(`/v1/operator/users/${id}`), enabled: Number.isInteger(id) && id > 0 });
}

type UserAction = { action: 'block'; reason: string } | { action: 'unblock' } | { action: 'resend-confirmation' };

/** POST /v1/operator/users/{id}/block | unblock | resend-confirmation; the account, the search and the audit reload after it. */
export function useUserAction(id: number) {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: (input: UserAction) =>
      api<OperatorUserAnswer>(`/v1/operator/users/${id}/${input.action}`, { method: 'POST', body: input.action === 'block' ? { reason: input.reason } : {} }),
    onSuccess: (answer) => queryClient.setQueryData([...USERS_QUERY_KEY, 'one', id], answer.user),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ['operator'] }),
  });
}
