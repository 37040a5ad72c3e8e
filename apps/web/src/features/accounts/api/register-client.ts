import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ClientRegistrationBody } from '../sign-up-form-rules';

/** POST /v1/public/client/register: the employer signs in afterwards. */
export function registerClient(body: ClientRegistrationBody): Promise<unknown> {
  return api<unknown>('/v1/public/client/register', { method: 'POST', body: { ...body }, auth: false });
}

export function useRegisterClient() {
  return useMutation({ mutationFn: registerClient });
}
