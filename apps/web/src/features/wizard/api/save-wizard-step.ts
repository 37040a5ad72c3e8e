import { useQueryClient } from '@tanstack/react-query';
import type { CandidateProfileShow, WizardStepNumber } from '@trades/contracts';
import { USER_QUERY_KEY } from '@/lib/session';
import { api } from '@/lib/api-client';
import { CANDIDATE_PROFILE_QUERY_KEY } from '@/features/accounts';
import { useGuardedMutation } from '@/components/forms/submit-guard';

/** A step's body: JSON, or FormData when files travel with it; step 8 sends none. */
export type WizardStepBody = Record<string, unknown> | FormData | undefined;

/** POST /v1/candidate-profile/wizard/{step}: answers the updated profile. */
export function saveWizardStep(step: WizardStepNumber, body: WizardStepBody): Promise<CandidateProfileShow> {
  return api<CandidateProfileShow>(`/v1/candidate-profile/wizard/${step}`, { method: 'POST', body: body ?? {} });
}

export function useSaveWizardStep(step: WizardStepNumber) {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: (body: WizardStepBody) => saveWizardStep(step, body),
    onSuccess: async (profile) => {
      // The answer is the profile itself; the user (phone and profile flags) is read again.
      queryClient.setQueryData(CANDIDATE_PROFILE_QUERY_KEY, profile);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: CANDIDATE_PROFILE_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ['candidate-profile', 'wizard'] }),
      ]);
    },
  });
}
