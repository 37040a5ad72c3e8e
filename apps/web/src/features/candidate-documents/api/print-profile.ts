import type { PrintProfileRequest } from '@trades/contracts';
import { api } from '@/lib/api-client';
import { useGuardedMutation } from '@/components/forms/submit-guard';

/**
 * POST /v1/client-candidate/print/profile/{candidateUuid}: a signed link to the candidate's PDF.
 * No body (the pipeline's icon) means every profession, named.
 */
export function printProfile(candidateUuid: string, body?: PrintProfileRequest): Promise<{ profilePrintUrl: string }> {
  return api(`/v1/client-candidate/print/profile/${encodeURIComponent(candidateUuid)}`, { method: 'POST', body: body ? { ...body } : {} });
}

export function usePrintProfile() {
  return useGuardedMutation({ mutationFn: ({ candidateUuid, body }: { candidateUuid: string; body?: PrintProfileRequest }) => printProfile(candidateUuid, body) });
}
