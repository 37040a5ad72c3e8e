import type { TokenPair } from '@trades/contracts';
import { api } from '@/lib/api-client';
import type { CandidateRegistrationBody } from '../sign-up-form-rules';
import { useGuardedMutation } from '@/components/forms/submit-guard';

/** POST /v1/public/candidate/register: answers with a session, so the candidate is signed in at once. */
export function registerCandidate(body: CandidateRegistrationBody): Promise<TokenPair> {
  return api<TokenPair>('/v1/public/candidate/register', { method: 'POST', body: { ...body }, auth: false });
}

export function useRegisterCandidate() {
  return useGuardedMutation({ mutationFn: registerCandidate, endsForm: true });
}
