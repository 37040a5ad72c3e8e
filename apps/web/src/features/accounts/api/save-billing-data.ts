import { useQueryClient } from '@tanstack/react-query';
import type { ClientBillingBody, ClientProfileShow } from '@trades/contracts';
import { api } from '@/lib/api-client';
import { CLIENT_PROFILE_QUERY_KEY } from './client-profile';
import { useGuardedMutation } from '@/components/forms/submit-guard';

/** POST /v1/client-profile/update: the company data invoices are issued to; answers the profile as /show does. */
export function saveBillingData(body: ClientBillingBody): Promise<ClientProfileShow & { message: string }> {
  return api<ClientProfileShow & { message: string }>('/v1/client-profile/update', { method: 'POST', body });
}

export function useSaveBillingData() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: saveBillingData,
    onSuccess: ({ message: _message, ...profile }) => queryClient.setQueryData(CLIENT_PROFILE_QUERY_KEY, profile),
  });
}
