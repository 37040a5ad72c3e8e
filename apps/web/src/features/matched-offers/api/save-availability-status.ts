import { useQueryClient } from '@tanstack/react-query';
import type { CandidateProfileShow } from '@trades/contracts';
import { api } from '@/lib/api-client';
import { CANDIDATE_PROFILE_QUERY_KEY } from '@/features/accounts';
import { matchedOffersKey } from './get-matched-offers';
import { useGuardedMutation } from '@/components/forms/submit-guard';

export interface AvailabilityStatusBody {
  availableStatus: number;
  /** YYYY-MM-DD; sent with status 2 only. */
  availableFrom?: string;
}

/** POST /v1/candidate-profile/wizard/5 with the availability status: answers the updated profile. */
export function saveAvailabilityStatus(body: AvailabilityStatusBody): Promise<CandidateProfileShow> {
  return api<CandidateProfileShow>('/v1/candidate-profile/wizard/5', { method: 'POST', body: { ...body } });
}

/** The profile takes the answer; the matched list reloads, since the status changes what is matched. */
export function useSaveAvailabilityStatus() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: saveAvailabilityStatus,
    onSuccess: async (profile) => {
      queryClient.setQueryData(CANDIDATE_PROFILE_QUERY_KEY, profile);
      await queryClient.invalidateQueries({ queryKey: matchedOffersKey() });
    },
  });
}
