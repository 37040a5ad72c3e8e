import { api } from '@/lib/api-client';
import { useGuardedMutation } from '@/components/forms/submit-guard';

/** GET /v1/candidate-profile/print: a link (15 minutes) to the profile PDF in the interface language. */
export function fetchProfilePrint(): Promise<{ profilePrintUrl: string }> {
  return api<{ profilePrintUrl: string }>('/v1/candidate-profile/print');
}

/** Asked for on each press, since the link expires. */
export function useProfilePrint() {
  return useGuardedMutation({ mutationFn: fetchProfilePrint });
}
