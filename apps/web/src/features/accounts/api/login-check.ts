import type { LoginAnswer, SecondFactorAnswer, SecondFactorRequest } from '@trades/contracts';
import { api } from '@/lib/api-client';
import { useGuardedMutation } from '@/components/forms/submit-guard';

export interface LoginCredentials {
  username: string;
  password: string;
}

/** POST /v1/login_check: the e-mail is the username. An operator gets the second step instead of a session. */
export function loginCheck(credentials: LoginCredentials): Promise<LoginAnswer> {
  return api<LoginAnswer>('/v1/login_check', { method: 'POST', body: { ...credentials }, auth: false });
}

export function useLoginCheck() {
  return useGuardedMutation({ mutationFn: loginCheck });
}

/** POST /v1/login_check/totp: an operator's code (or recovery code) completes the sign-in. */
export function secondFactor(request: SecondFactorRequest): Promise<SecondFactorAnswer> {
  return api<SecondFactorAnswer>('/v1/login_check/totp', { method: 'POST', body: { ...request }, auth: false });
}

export function useSecondFactor() {
  return useGuardedMutation({ mutationFn: secondFactor });
}
