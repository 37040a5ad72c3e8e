import type { TokenPair } from '@trades/contracts';
import { api } from '@/lib/api-client';
import { useGuardedMutation } from '@/components/forms/submit-guard';

export interface LoginCredentials {
  username: string;
  password: string;
}

/** POST /v1/login_check: the e-mail is the username. */
export function loginCheck(credentials: LoginCredentials): Promise<TokenPair> {
  return api<TokenPair>('/v1/login_check', { method: 'POST', body: { ...credentials }, auth: false });
}

export function useLoginCheck() {
  return useGuardedMutation({ mutationFn: loginCheck });
}
