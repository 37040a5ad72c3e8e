import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The part of GET /v1/candidate-profile/show the side panel needs. */
export interface CandidatePanelProfile {
  wizardStep: number | null;
  isEmailConfirmed: boolean;
  status: { id: number } | null;
}

/** Same key as the dashboard's query, so both share one request. */
export const CANDIDATE_PROFILE_QUERY_KEY = ['candidate-profile', 'show'] as const;

export function fetchCandidateProfile(): Promise<CandidatePanelProfile> {
  return api<CandidatePanelProfile>('/v1/candidate-profile/show');
}

export function useCandidatePanelProfile(enabled: boolean) {
  return useQuery({ queryKey: CANDIDATE_PROFILE_QUERY_KEY, queryFn: fetchCandidateProfile, enabled, staleTime: 60_000 });
}
