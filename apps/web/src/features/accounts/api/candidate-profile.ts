import { useQuery } from '@tanstack/react-query';
import type { CandidateProfileShow } from '@trades/contracts';
import { api } from '@/lib/api-client';

/** One request, one cache entry for the dashboard, the wizard, the side panel and the notice. */
export const CANDIDATE_PROFILE_QUERY_KEY = ['candidate-profile', 'show'] as const;

/** GET /v1/candidate-profile/show */
export function fetchCandidateProfile(): Promise<CandidateProfileShow> {
  return api<CandidateProfileShow>('/v1/candidate-profile/show');
}

export function useCandidateProfile(enabled = true) {
  return useQuery({ queryKey: CANDIDATE_PROFILE_QUERY_KEY, queryFn: fetchCandidateProfile, enabled, staleTime: 60_000 });
}
