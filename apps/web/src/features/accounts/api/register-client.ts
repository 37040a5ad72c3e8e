import { api } from '@/lib/api-client';
import type { ClientRegistrationBody } from '../sign-up-form-rules';
import { useGuardedMutation } from '@/components/forms/submit-guard';

/** POST /v1/public/client/register: the employer signs in afterwards. */
export function registerClient(body: ClientRegistrationBody): Promise<unknown> {
  return api<unknown>('/v1/public/client/register', { method: 'POST', body: { ...body }, auth: false });
}

export function useRegisterClient() {
  return useGuardedMutation({ mutationFn: registerClient, endsForm: true });
}
