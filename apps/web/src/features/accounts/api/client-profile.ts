import { useQuery } from '@tanstack/react-query';
import type { ClientProfileShow } from '@trades/contracts';
import { api } from '@/lib/api-client';

export const CLIENT_PROFILE_QUERY_KEY = ['client-profile', 'show'] as const;

/** GET /v1/client-profile/show (a 401 is refreshed and retried once by the API client). */
export function fetchClientProfile(): Promise<ClientProfileShow> {
  return api<ClientProfileShow>('/v1/client-profile/show');
}

export function useClientProfile(enabled = true) {
  return useQuery({ queryKey: CLIENT_PROFILE_QUERY_KEY, queryFn: fetchClientProfile, enabled, staleTime: 60_000 });
}
