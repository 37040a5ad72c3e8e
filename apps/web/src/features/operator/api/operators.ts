import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { OperatorInvitation, OperatorList, OperatorRow, RecoveryCodesAnswer } from '@trades/contracts';
import { api } from '@/lib/api-client';
import { useGuardedMutation } from '@/components/forms/submit-guard';

const OPERATORS_QUERY_KEY = ['operator', 'operators'] as const;
// The audit shows every invitation and removal: it reloads after them too.
const AUDIT_QUERY_KEY = ['operator', 'audit'] as const;

/** GET /v1/operator/operators */
export function useOperators() {
  return useQuery({ queryKey: OPERATORS_QUERY_KEY, queryFn: () => api<OperatorList>('/v1/operator/operators') });
}

/** POST /v1/operator/operators: the invitation mail goes out; the list and the audit reload. */
export function useInviteOperator() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: (invitation: OperatorInvitation) => api<OperatorRow>('/v1/operator/operators', { method: 'POST', body: invitation }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: OPERATORS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: AUDIT_QUERY_KEY });
    },
  });
}

/** DELETE /v1/operator/operators/{id} */
export function useRemoveOperator() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: (id: number) => api<null>(`/v1/operator/operators/${id}`, { method: 'DELETE' }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: OPERATORS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: AUDIT_QUERY_KEY });
    },
  });
}

/** POST /v1/operator/me/recovery-codes: the signed-in operator's new codes, answered once. */
export function useRenewRecoveryCodes() {
  return useGuardedMutation({ mutationFn: () => api<RecoveryCodesAnswer>('/v1/operator/me/recovery-codes', { method: 'POST' }) });
}
