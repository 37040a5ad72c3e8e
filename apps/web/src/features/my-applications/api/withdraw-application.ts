import { useQueryClient } from '@tanstack/react-query';
import type { WithdrawApplicationAnswer } from '@trades/contracts';
import { api } from '@/lib/api-client';
import { MY_APPLICATIONS_KEY } from './get-my-applications';
import { useGuardedMutation } from '@/components/forms/submit-guard';

/** POST /v1/candidate/applications/{id}/withdraw: a repeat answers the same. */
export function withdrawApplication(id: number): Promise<WithdrawApplicationAnswer> {
  return api<WithdrawApplicationAnswer>(`/v1/candidate/applications/${id}/withdraw`, { method: 'POST', body: {} });
}

export function useWithdrawApplication() {
  const queryClient = useQueryClient();
  return useGuardedMutation({ mutationFn: withdrawApplication, onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_APPLICATIONS_KEY }) });
}
