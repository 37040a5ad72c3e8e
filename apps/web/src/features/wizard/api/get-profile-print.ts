import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /v1/candidate-profile/print: a link (15 minutes) to the profile PDF in the interface language. */
export function fetchProfilePrint(): Promise<{ profilePrintUrl: string }> {
  return api<{ profilePrintUrl: string }>('/v1/candidate-profile/print');
}

/** Asked for on each press, since the link expires. */
export function useProfilePrint() {
  return useMutation({ mutationFn: fetchProfilePrint });
}
