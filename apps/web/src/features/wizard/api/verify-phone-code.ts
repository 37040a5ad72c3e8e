import { useQueryClient } from '@tanstack/react-query';
import { USER_QUERY_KEY } from '@/lib/session';
import { api } from '@/lib/api-client';
import { CANDIDATE_PROFILE_QUERY_KEY } from '@/features/accounts';
import { useGuardedMutation } from '@/components/forms/submit-guard';

/** POST /v1/communication/phone-number/token/verify: 422 with formErrors.code when the code is wrong. */
export function verifyPhoneCode(code: string): Promise<{ message: string }> {
  return api<{ message: string }>('/v1/communication/phone-number/token/verify', { method: 'POST', body: { code } });
}

export function useVerifyPhoneCode() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: verifyPhoneCode,
    // The saved phone and the account's phone flag change on the server.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: CANDIDATE_PROFILE_QUERY_KEY }),
      ]),
  });
}
